/**
 * Step 1's order form for a buyer with a session: shipping address (or a saved one), the invoice (the same address
 * or its own, a person or a company), notes, the discount code, the terms, and "Continue to payment". Every field is
 * checked with the checkout schema the API runs too; the API's refusal shows under the field it names. The summary
 * follows what is typed (`cartTotals` of `@art/cart`).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { cartTotals, type ShippingRates } from '@art/cart';
import { useGraphQLClient, type CartFields } from '@art/data';
import { CreateOrderDocument, type CheckoutPageData } from '../documents';
import { Checkbox, FormTextProvider, RadioGroup, SubmitButton, TextArea, TextField } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_LIMITS, centsToEuros, eurosToCents, type ClientType } from '@art/model';
import { useFocusOnArrival, useLink, usePageLang, useRootData } from '@art/site';
import { Anchor, Heading, Stack, Text, VisuallyHidden, colours, formatPrice } from '@art/ui';
import { AddressFieldset, fieldId } from './AddressFieldset';
import { reportBeginCheckout } from './analytics';
import {
  FORM_FIELDS,
  checkOrder,
  copyShippingToBilling,
  formFieldOf,
  initialDraft,
  orderInputOf,
  type CheckoutDraft,
  type FieldMessage,
  type FormField,
} from './checkout-form';
import {
  checkoutGrid,
  fieldsStyle,
  formSection,
  mainArea,
  noticeStyle,
  submitArea,
  summaryArea,
} from './checkout-styles';
import { CheckoutSummary, CouponControl, type ShippingState } from './CheckoutSummary';
import { useCoupon } from './use-coupon';

type ShippingCost = CheckoutPageData['getShippingCosts'][number];

/** A country's shipping costs in cents, by band. */
function ratesOf(cost: ShippingCost): ShippingRates {
  return {
    lessThan200: eurosToCents(cost.lessThan200),
    lessThan400: eurosToCents(cost.lessThan400),
    lessThan600: eurosToCents(cost.lessThan600),
    lessThan900: eurosToCents(cost.lessThan900),
    moreThan900: eurosToCents(cost.moreThan900),
  };
}

/** The cart's works as `@art/cart` counts them (cents). */
export function cartItemsOf(cart: Pick<CartFields, 'items'>) {
  return cart.items.map((item) => ({
    id: item.id,
    units: item.units,
    unitPriceCents: eurosToCents(item.unitPrice),
  }));
}

/** Focuses a field's control (the checked or first radio of a group). */
function focusField(field: FormField): void {
  const element = document.getElementById(fieldId(field));
  if (!element) return;
  const control = element.matches('input, select, textarea, button')
    ? element
    : element.querySelector<HTMLElement>('input:checked, input');
  control?.focus();
}

const linkInLabel = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.2em' } as const;

export function CheckoutForm(props: {
  cart: CartFields;
  data: CheckoutPageData;
  /** The list of the cart's works, shown at the top of the form's column. */
  items: ReactNode;
}) {
  const { t } = useTranslation('cart');
  const { t: tCommon } = useTranslation();
  const lang = usePageLang();
  const link = useLink();
  const root = useRootData();
  const navigate = useNavigate();
  const client = useGraphQLClient();
  // After a log-in or sign-up in the cart the form takes the access block's place: the buyer is taken to the step's
  // heading rather than to the page's top.
  useFocusOnArrival();
  const { cart, data } = props;
  const countries = data.countries;
  const me = data.me;
  const [draft, setDraft] = useState<CheckoutDraft>(() => initialDraft(me, countries));
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ field: FormField | null; text: string } | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: FormField } | null>(null);
  const [filled, setFilled] = useState<'shippingAddress' | 'billingAddress' | null>(null);

  const dialCodeOf = (code: string) => countries.find((country) => country.code === code)?.dial_code;
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;

  // The amounts as typed: the cart's works, shipping to the chosen country, the applied code.
  const items = useMemo(() => cartItemsOf(cart), [cart]);
  const subtotalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.units, 0);
  const coupon = useCoupon(subtotalCents);
  const shippingCost = data.getShippingCosts.find((cost) => cost.countryCode === draft.shipping.countryCode);
  const totals = cartTotals(
    { items },
    {
      rates: shippingCost ? ratesOf(shippingCost) : null,
      coupon: coupon.applied ? { kind: 'amount', value: coupon.applied.amountCents } : null,
    },
  );
  const shipping: ShippingState = !draft.shipping.countryCode
    ? { kind: 'none' }
    : shippingCost
      ? { kind: 'priced', country: countryName(draft.shipping.countryCode) }
      : { kind: 'unavailable', country: countryName(draft.shipping.countryCode) };

  // The form's problems, checked again as the buyer types once they tried to send it.
  const input = orderInputOf(draft, { couponCode: coupon.applied?.code ?? null, lang, dialCodeOf });
  const checked = checkOrder(input);
  const problems: Partial<Record<FormField, FieldMessage>> = checked.ok ? {} : { ...checked.problems.errors };
  if (shipping.kind === 'unavailable')
    problems['shippingAddress.countryCode'] ??= { key: 'cart:checkout.noShippingError' };
  const shown: Partial<Record<FormField, FieldMessage>> = submitted ? { ...problems } : {};
  if (refusal?.field) shown[refusal.field] = { text: refusal.text };
  const messageText = (message: FieldMessage | undefined): string =>
    !message ? '' : 'text' in message ? message.text : tCommon(message.key, message.params);
  const errorOf = (field: FormField) => messageText(shown[field]);
  // The kit translates a field's message: the texts given here are already translated, so they pass as they are.
  const texts = new Set([...FORM_FIELDS.map(errorOf), coupon.error].filter(Boolean));
  const kitText = (key: string, options?: Record<string, unknown>) => (texts.has(key) ? key : tCommon(key, options));

  useEffect(() => {
    if (focusRequest) focusField(focusRequest.field);
  }, [focusRequest]);

  // begin_checkout once, when the form is first shown with the cart's works.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || cart.items.length === 0) return;
    reported.current = true;
    reportBeginCheckout(
      cart.items.map((item) => ({
        id: item.id,
        title: item.work.title,
        artist: item.work.artist.fullName,
        price: item.unitPrice,
        units: item.units,
      })),
      cart.subtotal,
      root?.gaId,
    );
  }, [cart, root?.gaId]);

  /** Changes the draft; the API's refusal of a field goes once that field changes. */
  const change = (next: CheckoutDraft, fields: readonly FormField[] = []) => {
    setDraft(next);
    if (refusal?.field && fields.includes(refusal.field)) setRefusal(null);
  };
  const addressFields = (which: 'shippingAddress' | 'billingAddress') =>
    FORM_FIELDS.filter((field) => field.startsWith(`${which}.`));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setRefusal(null);
    const first = FORM_FIELDS.find((field) => problems[field]);
    if (!checked.ok || first) {
      if (first) setFocusRequest({ field: first });
      return;
    }
    setSending(true);
    try {
      const { createOrder } = await client.request(CreateOrderDocument, { order: checked.order });
      if (createOrder.OK && createOrder.orderCode) {
        navigate(link('payment', { orderCode: createOrder.orderCode }));
        return;
      }
      const text = createOrder.error?.trim() || t('checkout.failed');
      const field = createOrder.field ? formFieldOf(createOrder.field) : null;
      if (field === 'couponCode') coupon.refuse(text);
      else setRefusal({ field, text });
      if (field) setFocusRequest({ field });
    } catch {
      setRefusal({ field: null, text: t('checkout.failed') });
    }
    setSending(false);
  };

  const termsLinks = (
    <>
      {' '}
      <Anchor href={link('terms')} target="_blank" rel="noopener noreferrer" css={linkInLabel}>
        {t('checkout.terms')}
        <VisuallyHidden> {tCommon('layout.newTab')}</VisuallyHidden>
      </Anchor>{' '}
      {t('checkout.acceptTermsAnd')}{' '}
      <Anchor href={link('privacy')} target="_blank" rel="noopener noreferrer" css={linkInLabel}>
        {t('checkout.privacy')}
        <VisuallyHidden> {tCommon('layout.newTab')}</VisuallyHidden>
      </Anchor>
    </>
  );

  return (
    <FormTextProvider t={kitText}>
      <form
        css={checkoutGrid}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={sending || undefined}
        data-form="checkout"
      >
        <Stack gap={8} css={mainArea}>
          {props.items}
          <Text size="small" tone="muted">
            {t('checkout.mandatory')}
          </Text>
          <AddressFieldset
            which="shippingAddress"
            heading={t('checkout.shipping.heading')}
            value={draft.shipping}
            onChange={(shipping) => change({ ...draft, shipping }, addressFields('shippingAddress'))}
            countries={countries}
            saved={me?.shippingAddresses ?? []}
            errorOf={errorOf}
            onSavedChosen={() => setFilled('shippingAddress')}
            notice={
              filled === 'shippingAddress' ? (
                <Text size="small" role="status">
                  {t('checkout.shipping.filled')}
                </Text>
              ) : null
            }
          />
          <Stack as="section" gap={5} css={formSection} aria-labelledby="checkout-billing-heading" data-billing="">
            <Heading level={3} size="h3" id="checkout-billing-heading">
              {t('checkout.billing.heading')}
            </Heading>
            <div css={fieldsStyle}>
              <RadioGroup
                id={fieldId('clientType')}
                name="clientType"
                label={t('checkout.billing.clientType')}
                value={draft.clientType}
                options={[
                  { value: 'particular', label: t('checkout.billing.particular') },
                  { value: 'empresa', label: t('checkout.billing.empresa') },
                ]}
                onValueChange={(value) =>
                  change({ ...draft, clientType: (value || 'particular') as ClientType }, ['clientType'])
                }
                error={errorOf('clientType')}
              />
              {draft.clientType === 'empresa' ? (
                <>
                  <TextField
                    id={fieldId('fiscalName')}
                    name="fiscalName"
                    label={t('checkout.fields.fiscalName')}
                    mandatory
                    half
                    maxLength={CHECKOUT_LIMITS.fiscalName}
                    autoComplete="organization"
                    value={draft.fiscalName}
                    onChange={(event) => change({ ...draft, fiscalName: event.currentTarget.value }, ['fiscalName'])}
                    error={errorOf('fiscalName')}
                  />
                  <TextField
                    id={fieldId('fiscalDocument')}
                    name="fiscalDocument"
                    label={t('checkout.fields.fiscalDocument')}
                    mandatory
                    half
                    maxLength={CHECKOUT_LIMITS.fiscalDocument}
                    value={draft.fiscalDocument}
                    onChange={(event) =>
                      change({ ...draft, fiscalDocument: event.currentTarget.value }, ['fiscalDocument'])
                    }
                    error={errorOf('fiscalDocument')}
                  />
                </>
              ) : null}
              <Checkbox
                id={fieldId('sameAsShipping')}
                name="sameAsShipping"
                label={t('checkout.billing.sameAsShipping')}
                checked={draft.sameAsShipping}
                onChange={(event) =>
                  // Unticked: the billing address starts as a copy of the shipping one (§4).
                  change(
                    event.currentTarget.checked ? { ...draft, sameAsShipping: true } : copyShippingToBilling(draft),
                    addressFields('billingAddress'),
                  )
                }
              />
            </div>
          </Stack>
          {draft.sameAsShipping ? null : (
            <AddressFieldset
              which="billingAddress"
              heading={t('checkout.billing.addressHeading')}
              value={draft.billing}
              onChange={(billing) => change({ ...draft, billing }, addressFields('billingAddress'))}
              countries={countries}
              saved={me?.shippingAddresses ?? []}
              errorOf={errorOf}
              onSavedChosen={() => setFilled('billingAddress')}
              notice={
                filled === 'billingAddress' ? (
                  <Text size="small" role="status">
                    {t('checkout.shipping.filled')}
                  </Text>
                ) : null
              }
            />
          )}
          <Stack as="section" gap={5} css={formSection}>
            <TextArea
              id={fieldId('observations')}
              name="observations"
              label={t('checkout.fields.observations')}
              rows={4}
              maxLength={CHECKOUT_LIMITS.observations}
              aria-describedby="checkout-observations-hint"
              value={draft.observations}
              onChange={(event) => change({ ...draft, observations: event.currentTarget.value }, ['observations'])}
              error={errorOf('observations')}
            />
            <Text id="checkout-observations-hint" size="small" tone="muted">
              {t('checkout.fields.observationsHint', { max: CHECKOUT_LIMITS.observations })}
            </Text>
          </Stack>
        </Stack>
        <aside css={summaryArea} aria-label={t('checkout.summary.heading')}>
          <CheckoutSummary
            lang={lang}
            totals={totals}
            shipping={shipping}
            coupon={
              <CouponControl
                value={coupon.typed}
                onValueChange={coupon.setTyped}
                onApply={() => void coupon.apply()}
                onRemove={coupon.remove}
                busy={coupon.busy}
                disabled={coupon.typed.trim() === ''}
                applied={coupon.applied}
                appliedText={
                  coupon.applied
                    ? t('checkout.coupon.applied', {
                        code: coupon.applied.code,
                        amount: formatPrice(centsToEuros(totals.totalDiscount), lang),
                      })
                    : ''
                }
                error={coupon.error}
              />
            }
          />
        </aside>
        <Stack gap={5} css={submitArea}>
          <Checkbox
            id={fieldId('acceptTerms')}
            name="acceptTerms"
            value="1"
            mandatory
            label={t('checkout.acceptTermsStart')}
            after={termsLinks}
            // The label stops before the links: the name says the whole sentence, the label's words first (WCAG 2.5.3).
            aria-label={`${t('checkout.acceptTermsStart')} ${t('checkout.terms')} ${t('checkout.acceptTermsAnd')} ${t('checkout.privacy')}`}
            checked={draft.acceptTerms}
            onChange={(event) => change({ ...draft, acceptTerms: event.currentTarget.checked }, ['acceptTerms'])}
            error={errorOf('acceptTerms')}
          />
          {refusal && !refusal.field ? (
            <p role="alert" css={[noticeStyle, { color: colours.danger }]}>
              {refusal.text}
            </p>
          ) : null}
          <div>
            <SubmitButton requiresScript busy={sending} label={t('checkout.submit')} data-checkout-submit="" />
          </div>
        </Stack>
      </form>
    </FormTextProvider>
  );
}
