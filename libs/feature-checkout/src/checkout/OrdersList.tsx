/**
 * The account's orders (billing page): each one line (code, date, state in words, total) that opens to its detail
 * (works, addresses, amounts). A `<details>` element: it opens without JavaScript too.
 */
import { css } from '@emotion/react';
import type { OrderSummaryFields } from '@art/data';
import { useTranslation } from 'react-i18next';
import type { Language } from '@art/model';
import { useLink } from '@art/site';
import { Anchor, Heading, Price, Stack, Text, borders, colours, mq, space, textStyle } from '@art/ui';
import { AmountRows, LineItems, OrderAddresses, orderAmounts, orderLineItems } from './OrderParts';
import { isPaid, orderDate, stateKey } from './order-states';

const list = css({ listStyle: 'none', margin: 0, padding: 0, borderBlockStart: borders.hairline });
const row = css({ borderBlockEnd: borders.hairline });
const summary = css(textStyle('body'), {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${space[1]} ${space[4]}`,
  paddingBlock: space[4],
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&::after': { content: '"+"', marginInlineStart: 'auto', color: colours.muted },
  'details[open] > &::after': { content: '"−"' },
  [mq.tablet]: {
    display: 'grid',
    gridTemplateColumns: '10rem minmax(0, 1fr) 10rem auto 1.5rem',
    '&::after': { marginInlineStart: 0, justifySelf: 'end' },
  },
});
const detail = css({
  display: 'grid',
  gap: space[7],
  paddingBlock: `${space[2]} ${space[7]}`,
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: space[9] },
});

const stateTone = (state: string) => (isPaid(state) ? 'success' : state === 'pending' ? 'accent' : 'muted');

/** The account's orders, newest first; none yet says so. */
export function OrdersList({ orders, lang }: { orders: readonly OrderSummaryFields[]; lang: Language }) {
  const { t } = useTranslation('cart');
  const link = useLink();
  return (
    <Stack gap={4} as="section" aria-labelledby="orders-heading" data-orders="">
      <Heading level={3} size="h3" id="orders-heading">
        {t('orders.heading')}
      </Heading>
      {orders.length === 0 ? (
        <Text tone="muted">{t('orders.none')}</Text>
      ) : (
        <>
          <Text size="small" tone="muted">
            {t('orders.intro')}
          </Text>
          <ul css={list}>
            {orders.map((order) => (
              <li key={order.id} css={row} data-order={order.orderCode}>
                <details>
                  <summary css={summary}>
                    <Text as="span" weight="semibold">
                      {order.orderCode}
                    </Text>
                    <Text as="span" size="small" tone="muted">
                      <time dateTime={order.orderDate}>{orderDate(order.orderDate, lang)}</time>
                    </Text>
                    <Text as="span" size="small" tone={stateTone(order.state)}>
                      {t(stateKey(order.state))}
                    </Text>
                    <Text as="span" tabular>
                      <Price amount={order.totalAmount} lang={lang} currency={order.currency} />
                    </Text>
                  </summary>
                  <div css={detail}>
                    <Stack gap={6}>
                      <LineItems items={orderLineItems(order)} lang={lang} label={t('order.works')} />
                      <OrderAddresses order={order} />
                    </Stack>
                    <Stack gap={4}>
                      <AmountRows amounts={orderAmounts(order)} lang={lang} />
                      {order.payable ? (
                        <Text size="small">
                          <Anchor href={link('payment', { orderCode: order.orderCode })}>{t('orders.pay')}</Anchor>
                        </Text>
                      ) : null}
                    </Stack>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
