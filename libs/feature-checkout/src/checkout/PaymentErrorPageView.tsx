/**
 * Payment error (`/es/shop/error-pago/{orderCode}`), where the payment provider sends the buyer back after a refused
 * or abandoned payment: nothing was charged; "Try again" leads to the order's payment page (a new attempt), and the
 * cart is a link away.
 */
import { useGqlQuery } from '@art/data';
import { OrderPageDocument } from '../documents';
import { useTranslation } from 'react-i18next';
import { useFocusOnArrival, useLink, usePageLang } from '@art/site';
import { Button, Cluster, Container, Heading, Stack, Text } from '@art/ui';
import { AmountRows, LineItems, orderAmounts, orderLineItems } from './OrderParts';
import { checkoutGrid, checkoutPage, mainArea, summaryArea } from './checkout-styles';

/** The payment error page's body. */
export function PaymentErrorPageView({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const link = useLink();
  const order = useGqlQuery(OrderPageDocument, { orderCode }).data?.getOrder;
  // Back from the bank, the buyer is taken to what went wrong.
  useFocusOnArrival(Boolean(order));
  if (!order) return null;
  return (
    <Container>
      <div css={[checkoutPage, checkoutGrid]} data-checkout-step="payment-error">
        <Stack gap={7} css={mainArea}>
          <Stack gap={3}>
            <Heading level={2} size="h1">
              {t('paymentError.heading')}
            </Heading>
            <Text measure>{t('paymentError.intro', { orderCode: order.orderCode })}</Text>
            {order.payable ? null : <Text measure>{t('paymentError.notPayable')}</Text>}
          </Stack>
          <Cluster gap={4}>
            {order.payable ? (
              <Button as="a" href={link('payment', { orderCode: order.orderCode })} variant="primary" data-retry="">
                {t('paymentError.retry')}
              </Button>
            ) : null}
            <Button as="a" href={link('cart', { step: '1' })} variant={order.payable ? 'secondary' : 'primary'}>
              {t('payment.backToCart')}
            </Button>
          </Cluster>
          <LineItems items={orderLineItems(order)} lang={lang} label={t('order.works')} />
        </Stack>
        <aside css={summaryArea} aria-label={t('checkout.summary.heading')}>
          <Stack gap={5}>
            <Heading level={3} size="h3">
              {t('order.code', { orderCode: order.orderCode })}
            </Heading>
            <AmountRows amounts={orderAmounts(order)} lang={lang} />
          </Stack>
        </aside>
      </div>
    </Container>
  );
}
