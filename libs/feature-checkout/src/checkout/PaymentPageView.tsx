/**
 * Payment (`/es/shop/cesta/pago/{orderCode}`): the order's summary and "Pay {{amount}} by card". The button starts a
 * payment attempt (`startPayment`) and posts its signed form to the payment provider (Redsys, or the API's sandbox),
 * so the browser leaves for the provider's card page. The button waits for the script.
 */
import { useEffect, useState } from 'react';
import { useGqlQuery, useGraphQLClient } from '@art/data';
import { OrderPageDocument, StartPaymentDocument, type PaymentFormFields } from '../documents';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { useFocusOnArrival, useLink, usePageLang } from '@art/site';
import { Anchor, Button, Container, Heading, Stack, Text, colours, formatPrice } from '@art/ui';
import { AmountRows, LineItems, OrderAddresses, orderAmounts, orderLineItems } from './OrderParts';
import { checkoutGrid, checkoutPage, mainArea, noticeStyle, summaryArea } from './checkout-styles';
import { madridTime } from './order-states';

/** The fields of the provider's form, in its order. */
const PAYMENT_FIELDS = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const;

/**
 * Posts the payment provider's form: a hidden `<form method="post">` with its three fields, added to the page and
 * submitted, so the browser leaves for the provider.
 */
export function submitPaymentForm(form: PaymentFormFields, document: Document = window.document): HTMLFormElement {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.url;
  element.hidden = true;
  for (const name of PAYMENT_FIELDS) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = form[name];
    element.appendChild(input);
  }
  document.body.appendChild(element);
  element.submit();
  return element;
}

/** The payment page's body. */
export function PaymentPageView({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const link = useLink();
  const client = useGraphQLClient();
  const hydrated = useHydrated();
  const order = useGqlQuery(OrderPageDocument, { orderCode }).data?.getOrder;
  // "Continuar al pago" went away with the order form: the buyer is taken to this step's heading.
  useFocusOnArrival(Boolean(order));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  // Back from the provider with the browser's back button (a page from the back-forward cache): the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  if (!order) return null;
  const amount = formatPrice(order.totalAmount, lang, order.currency);
  const pay = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const { startPayment } = await client.request(StartPaymentDocument, { orderCode: order.orderCode, lang });
      if (startPayment.OK && startPayment.form) {
        submitPaymentForm(startPayment.form);
        return; // the browser is leaving: the button stays busy
      }
      setError(startPayment.error?.trim() || t('payment.failed'));
    } catch {
      setError(t('payment.failed'));
    }
    setBusy(false);
  };
  const closedText = order.state === 'expired' ? t('payment.expired') : t('payment.notPayable');
  return (
    <Container>
      <Stack gap={7} css={checkoutPage} data-checkout-step="payment">
        <Stack gap={2}>
          <Heading level={2} size="h1">
            {t('payment.heading')}
          </Heading>
          <Text tone="muted">{t('order.code', { orderCode: order.orderCode })}</Text>
        </Stack>
        <div css={checkoutGrid}>
          <Stack gap={8} css={mainArea}>
            <LineItems items={orderLineItems(order)} lang={lang} label={t('order.works')} />
            <OrderAddresses order={order} level={3} />
          </Stack>
          <aside css={summaryArea} aria-label={t('checkout.summary.heading')}>
            <Stack gap={5}>
              <Heading level={3} size="h3">
                {t('checkout.summary.heading')}
              </Heading>
              <AmountRows amounts={orderAmounts(order)} lang={lang} />
              {order.payable ? (
                <>
                  {order.holdUntil && order.state === 'pending' ? (
                    <Text size="small" data-hold="">
                      {t('payment.hold', { time: madridTime(order.holdUntil, lang) })}
                    </Text>
                  ) : null}
                  <Button
                    variant="primary"
                    size="large"
                    fullWidth
                    busy={busy}
                    disabled={!hydrated}
                    onClick={() => void pay()}
                    data-pay=""
                  >
                    {busy ? t('payment.redirecting') : t('payment.payByCard', { amount })}
                  </Button>
                  <Text size="small" tone="muted">
                    {t('payment.secure')}
                  </Text>
                </>
              ) : (
                <p role="status" css={[noticeStyle, { color: colours.ink }]}>
                  {closedText}
                </p>
              )}
              {error ? (
                <Stack gap={2} role="alert">
                  <p css={[noticeStyle, { color: colours.danger }]}>{error}</p>
                  <Text size="small">
                    <Anchor href={link('cart', { step: '1' })}>{t('payment.backToCart')}</Anchor>
                  </Text>
                </Stack>
              ) : null}
              {!order.payable ? (
                <Text size="small">
                  <Anchor href={link('cart', { step: '1' })}>{t('payment.backToCart')}</Anchor>
                </Text>
              ) : null}
            </Stack>
          </aside>
        </div>
      </Stack>
    </Container>
  );
}
