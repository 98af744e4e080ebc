/**
 * Thank-you (`/es/shop/gracias/{orderCode}`), where the payment provider sends the buyer back. Only the provider's
 * notification (server to server) marks an order paid, and it may arrive a moment after the buyer: while the order is
 * pending the page says the payment is being confirmed and reads the order every 2 seconds, for at most 2 minutes
 * (then it points to the e-mail and the account's orders). Paid: the thanks, the order and `purchase` for analytics.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { gqlQuery, useGraphQLClient, type OrderFields } from '@art/data';
import { OrderPageDocument } from '../documents';
import { useTranslation } from 'react-i18next';
import { useFocusOnArrival, useLink, usePageLang, useRootData } from '@art/site';
import { Anchor, Button, Cluster, Container, Heading, Spinner, Stack, Text, colours } from '@art/ui';
import { reportPurchase } from './analytics';
import { AddressBlock, AmountRows, LineItems, orderAmounts, orderLineItems } from './OrderParts';
import { checkoutGrid, checkoutPage, mainArea, noticeStyle, summaryArea } from './checkout-styles';
import { isPaid, stateKey } from './order-states';

/** How often a pending order is read again. */
export const CONFIRM_POLL_MS = 2_000;
/** How long the page waits for the payment's confirmation before pointing elsewhere. */
export const CONFIRM_WAIT_MS = 120_000;

function Paid({ order }: { order: OrderFields }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const link = useLink();
  return (
    <div css={checkoutGrid} data-order-state="paid">
      <Stack gap={7} css={mainArea}>
        <Stack gap={3}>
          <Heading level={2} size="h1">
            {t('thankYou.heading')}
          </Heading>
          <Text measure>{t('thankYou.intro', { orderCode: order.orderCode })}</Text>
        </Stack>
        <LineItems items={orderLineItems(order)} lang={lang} label={t('order.works')} />
        <AddressBlock heading={t('order.shippingAddress')} address={order.shippingAddress} level={3} />
        <Cluster gap={4}>
          <Button as="a" href={link('billing')} variant="primary">
            {t('thankYou.orders')}
          </Button>
          <Button as="a" href={link('shop-works')} variant="secondary">
            {t('thankYou.keepShopping')}
          </Button>
        </Cluster>
      </Stack>
      <aside css={summaryArea} aria-label={t('checkout.summary.heading')}>
        <Stack gap={5}>
          <Heading level={3} size="h3">
            {t('order.code', { orderCode: order.orderCode })}
          </Heading>
          <AmountRows amounts={orderAmounts(order)} lang={lang} />
          <Text size="small">{t('thankYou.email')}</Text>
        </Stack>
      </aside>
    </div>
  );
}

function Confirming({ slow }: { slow: boolean }) {
  const { t } = useTranslation('cart');
  const link = useLink();
  return (
    <Stack gap={5} data-order-state="pending" css={{ maxWidth: '40rem' }}>
      <Heading level={2} size="h1">
        {t('thankYou.confirming')}
      </Heading>
      {slow ? (
        <>
          <p role="status" css={[noticeStyle, { color: colours.ink }]}>
            {t('thankYou.slow')}
          </p>
          <div>
            <Button as="a" href={link('billing')} variant="secondary">
              {t('thankYou.orders')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Text measure>{t('thankYou.confirmingIntro')}</Text>
          <Spinner label={t('thankYou.confirming')} />
        </>
      )}
    </Stack>
  );
}

/** The thank-you page's body. */
export function ThankYouPageView({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation('cart');
  const link = useLink();
  const root = useRootData();
  const client = useGraphQLClient();
  const [slow, setSlow] = useState(false);
  const query = useQuery({
    ...gqlQuery(client, OrderPageDocument, { orderCode }),
    refetchInterval: (current) =>
      !slow && current.state.data?.getOrder?.state === 'pending' ? CONFIRM_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const order = query.data?.getOrder ?? null;
  const state = order?.state ?? null;
  // Back from the bank, the buyer is taken to what the page says, and again when a pending order is confirmed.
  useFocusOnArrival(state);

  useEffect(() => {
    if (state !== 'pending') return undefined;
    const timer = setTimeout(() => setSlow(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!order || !isPaid(order.state)) return;
    reportPurchase(
      {
        orderCode: order.orderCode,
        totalAmount: order.totalAmount,
        transportAmount: order.transportAmount,
        taxes: order.taxes,
        totalDiscount: order.totalDiscount,
        items: order.works.map((item) => ({
          id: item.id,
          title: item.title,
          artist: item.artistName,
          price: item.unitPrice,
          units: item.units,
        })),
      },
      root?.gaId,
    );
  }, [order, root?.gaId]);

  if (!order) return null;
  let body;
  if (isPaid(order.state)) body = <Paid order={order} />;
  else if (order.state === 'pending') body = <Confirming slow={slow} />;
  else if (order.state === 'failed') {
    body = (
      <Stack gap={5} data-order-state="failed" css={{ maxWidth: '40rem' }}>
        <Heading level={2} size="h1">
          {t('paymentError.heading')}
        </Heading>
        <Text measure>{t('thankYou.failed', { orderCode: order.orderCode })}</Text>
        <div>
          <Button as="a" href={link('payment-error', { orderCode: order.orderCode })} variant="primary">
            {t('thankYou.failedLink')}
          </Button>
        </div>
      </Stack>
    );
  } else {
    body = (
      <Stack gap={5} data-order-state={order.state} css={{ maxWidth: '40rem' }}>
        <Heading level={2} size="h1">
          {t('order.code', { orderCode: order.orderCode })}
        </Heading>
        <Text measure>{t('thankYou.closed', { state: t(stateKey(order.state)).toLowerCase() })}</Text>
        <Text>
          <Anchor href={link('billing')}>{t('thankYou.orders')}</Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <Container>
      <div css={checkoutPage}>{body}</div>
    </Container>
  );
}
