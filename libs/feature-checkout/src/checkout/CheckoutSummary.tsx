/**
 * Step 1's summary: the amounts as the buyer types (shipping for the chosen country and the subtotal's band, the
 * coupon's discount, the total and its VAT), and the discount code with its check.
 */
import { css } from '@emotion/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { shippingBand, type OrderTotals } from '@art/cart';
import { TextField } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_LIMITS, centsToEuros, type Language } from '@art/model';
import { useLink } from '@art/site';
import { Anchor, Button, Heading, Stack, Text, colours, space } from '@art/ui';
import { AmountRows } from './OrderParts';
import { fieldId } from './AddressFieldset';
import type { AppliedCoupon } from './use-coupon';

// The button lines up with the input, under the field's label (0.875rem at 1.4, then the kit's 6 px gap).
// The field and its button side by side; the button goes under the field where both do not fit (a 320 px phone).
const couponRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[3],
  alignItems: 'flex-start',
  '& > :first-of-type': { flex: '1 1 9rem' },
});
const couponButton = css({ marginBlockStart: 'calc(1.225rem + 6px)', minHeight: 44 });

/** What the summary knows of shipping: no country yet, the country's cost, or a country the shop does not ship to. */
export type ShippingState =
  { kind: 'none' } | { kind: 'priced'; country: string } | { kind: 'unavailable'; country: string };

/** The amounts of step 1 (`totals` in cents, from `cartTotals`) and, with `coupon`, the discount code's control. */
export function CheckoutSummary(props: {
  lang: Language;
  totals: OrderTotals;
  shipping: ShippingState;
  coupon?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('cart');
  const link = useLink();
  const { totals, shipping } = props;
  const shippingValue =
    shipping.kind === 'priced' ? (
      centsToEuros(totals.transportAmount)
    ) : shipping.kind === 'unavailable' ? (
      '—'
    ) : (
      <Text as="span" size="small" tone="muted">
        {t('checkout.summary.chooseCountry')}
      </Text>
    );
  const note =
    shipping.kind === 'priced' ? (
      <>
        {t('checkout.summary.shippingTo', { country: shipping.country })}
        {' · '}
        {t('checkout.summary.band', { band: t(`checkout.summary.bands.${shippingBand(totals.subtotal)}`) })}
      </>
    ) : shipping.kind === 'unavailable' ? (
      <span role="status" css={{ color: colours.danger }}>
        {t('checkout.summary.noShipping', { country: shipping.country })}{' '}
        <Anchor href={link('contact')}>{t('checkout.summary.contactUs')}</Anchor>
      </span>
    ) : null;
  return (
    <Stack gap={5} data-checkout-summary="">
      <Heading level={3} size="h3">
        {t('checkout.summary.heading')}
      </Heading>
      <div aria-live="polite">
        <AmountRows
          lang={props.lang}
          shippingNote={note}
          amounts={{
            subtotal: centsToEuros(totals.subtotal),
            shipping: shippingValue,
            discount: centsToEuros(totals.totalDiscount),
            taxes: centsToEuros(totals.taxes),
            total: centsToEuros(totals.totalAmount),
          }}
        />
      </div>
      {props.coupon}
      {props.children}
    </Stack>
  );
}

/** The discount code: typed, applied with its button (or Enter), its discount or its refusal under it. */
export function CouponControl(props: {
  value: string;
  onValueChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
  busy: boolean;
  disabled: boolean;
  applied: AppliedCoupon | null;
  appliedText: string;
  error: string;
}) {
  const { t } = useTranslation('cart');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code instead of sending the whole order.
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onApply();
    }
  };
  return (
    <Stack gap={3} data-coupon="">
      <div css={couponRow}>
        <TextField
          id={fieldId('couponCode')}
          name="couponCode"
          type="promo"
          label={t('checkout.coupon.label')}
          maxLength={CHECKOUT_LIMITS.couponCode}
          value={props.value}
          onChange={(event) => props.onValueChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={props.error}
        />
        <Button
          variant="secondary"
          busy={props.busy}
          disabled={props.disabled}
          onClick={props.onApply}
          css={couponButton}
        >
          {props.busy ? t('checkout.coupon.applying') : t('checkout.coupon.apply')}
        </Button>
      </div>
      {props.applied ? (
        <Text size="small" tone="success" role="status">
          {props.appliedText}{' '}
          <Button variant="link" onClick={props.onRemove}>
            {t('checkout.coupon.remove')}
          </Button>
        </Text>
      ) : null}
    </Stack>
  );
}
