/**
 * The parts the checkout's pages and the account's orders share: the works (image, artist, title, price), the amounts
 * (subtotal, shipping, discount, total and the VAT it includes) and an address. Amounts are euros with VAT included.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ImageFields, OrderAddressFields, OrderFields } from '@art/data';
import { useTranslation } from 'react-i18next';
import type { Language } from '@art/model';
import { Anchor, Heading, Price, ResponsiveImage, Stack, Text, borders, colours, space, textStyle } from '@art/ui';

const list = css({ listStyle: 'none', margin: 0, padding: 0 });
const itemRow = css({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr) auto',
  gap: space[4],
  alignItems: 'start',
  paddingBlock: space[4],
  borderBlockEnd: borders.hairline,
  '&:first-of-type': { borderBlockStart: borders.hairline },
});
const thumb = css({ width: '4.5rem', background: colours.surface });
const amountRow = css(textStyle('body'), {
  display: 'flex',
  justifyContent: 'space-between',
  gap: space[4],
  paddingBlock: space[2],
  '& dt, & dd': { margin: 0 },
  '& dd': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
const totalRow = css(textStyle('h3'), {
  borderBlockStart: borders.ink,
  marginBlockStart: space[2],
  paddingBlockStart: space[3],
});
const noteRow = css(textStyle('small'), { color: colours.muted, paddingBlock: space[1] });
// The shipping's note is a second description of the shipping term (a list's groups hold only terms and descriptions).
const withNote = css({ flexWrap: 'wrap', '& > dd + dd': { flexBasis: '100%', textAlign: 'start', paddingBlock: 0 } });

/** One work of a cart or an order. */
export interface LineItem {
  id: string;
  title: string;
  artist: string;
  /** Euros with VAT included. */
  price: number;
  url?: string | null;
  image?: ImageFields | null;
}

/**
 * The works as a list: a square thumbnail, the artist, the title (a link to the work when it is still shown) and the
 * price; `action(item)` adds a control to each (the cart's remove button).
 */
export function LineItems({
  items,
  lang,
  label,
  action,
}: {
  items: readonly LineItem[];
  lang: Language;
  label: string;
  action?: (item: LineItem) => ReactNode;
}) {
  return (
    <ul css={list} aria-label={label} data-line-items="">
      {items.map((item) => (
        <li key={item.id} css={itemRow} data-item={item.id}>
          <div css={thumb}>
            {item.image ? <ResponsiveImage image={item.image} alt="" sizes="72px" aspectRatio={1} /> : null}
          </div>
          <Stack gap={1}>
            <Text size="small" tone="muted">
              {item.artist}
            </Text>
            <Text weight="semibold">{item.url ? <Anchor href={item.url}>{item.title}</Anchor> : item.title}</Text>
            {action ? <div>{action(item)}</div> : null}
          </Stack>
          <Text as="div" tabular>
            <Price amount={item.price} lang={lang} />
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** The amounts of a cart or an order, in euros; `shipping` may be a text (no country yet, not shipped there). */
export interface AmountValues {
  subtotal: number;
  shipping: number | ReactNode;
  discount: number;
  taxes: number;
  total: number;
}

/** The amounts as a definition list: subtotal, shipping, the discount when there is one, the total and its VAT. */
export function AmountRows({
  amounts,
  lang,
  shippingNote,
}: {
  amounts: AmountValues;
  lang: Language;
  shippingNote?: ReactNode;
}) {
  const { t } = useTranslation('cart');
  return (
    <dl css={{ margin: 0 }} data-amounts="">
      <div css={amountRow} data-amount="subtotal">
        <dt>{t('subtotal')}</dt>
        <dd>
          <Price amount={amounts.subtotal} lang={lang} />
        </dd>
      </div>
      <div css={[amountRow, shippingNote ? withNote : null]} data-amount="shipping">
        <dt>{t('shipping')}</dt>
        <dd>
          {typeof amounts.shipping === 'number' ? <Price amount={amounts.shipping} lang={lang} /> : amounts.shipping}
        </dd>
        {shippingNote ? <dd css={noteRow}>{shippingNote}</dd> : null}
      </div>
      {amounts.discount > 0 ? (
        <div css={amountRow} data-amount="discount">
          <dt>{t('discount')}</dt>
          <dd>
            −<Price amount={amounts.discount} lang={lang} />
          </dd>
        </div>
      ) : null}
      <div css={[amountRow, totalRow]} data-amount="total">
        <dt>{t('total')}</dt>
        <dd>
          <Price amount={amounts.total} lang={lang} />
        </dd>
      </div>
      <div css={[amountRow, noteRow]} data-amount="taxes">
        <dt>{t('vatPart')}</dt>
        <dd>
          <Price amount={amounts.taxes} lang={lang} />
        </dd>
      </div>
    </dl>
  );
}

/** An order's amounts as {@link AmountRows} takes them. */
export function orderAmounts(
  order: Pick<OrderFields, 'subtotal' | 'transportAmount' | 'totalDiscount' | 'taxes' | 'totalAmount'>,
): AmountValues {
  return {
    subtotal: order.subtotal,
    shipping: order.transportAmount,
    discount: order.totalDiscount,
    taxes: order.taxes,
    total: order.totalAmount,
  };
}

/** An order's works as {@link LineItems} takes them (the title and artist as ordered). */
export function orderLineItems(order: {
  works: readonly {
    id: string;
    units: number;
    unitPrice: number;
    title: string;
    artistName: string;
    work: { url: string; images?: ImageFields[] } | null;
  }[];
}): LineItem[] {
  return order.works.map((item) => ({
    id: item.id,
    title: item.title,
    artist: item.artistName,
    price: item.unitPrice * item.units,
    url: item.work?.url ?? null,
    image: item.work?.images?.[0] ?? null,
  }));
}

/**
 * An address of an order: who, where, the phone, and the company's data when there is any. Its heading is an h4 under
 * the section's h3, or an h3 (`level`) right under the page's h2 (the outline never skips a level).
 */
export function AddressBlock({
  heading,
  address,
  fallback,
  level = 4,
}: {
  heading: string;
  address: OrderAddressFields | null;
  fallback?: string;
  level?: 3 | 4;
}) {
  const { t } = useTranslation('cart');
  return (
    <Stack gap={2}>
      <Heading level={level} size="small">
        {heading}
      </Heading>
      {address ? (
        <Text as="address" css={{ fontStyle: 'normal' }}>
          {`${address.name} ${address.surname}`}
          <br />
          {address.fullAddress}
          <br />
          {t('order.phone', { phone: address.phone })}
          {address.fiscalName || address.fiscalDocument ? (
            <>
              <br />
              {[address.fiscalName, address.fiscalDocument].filter(Boolean).join(' · ')}
            </>
          ) : null}
          {address.aditionalInfo ? (
            <>
              <br />
              {address.aditionalInfo}
            </>
          ) : null}
        </Text>
      ) : (
        <Text tone="muted">{fallback}</Text>
      )}
    </Stack>
  );
}

/** The addresses of an order (billing as "the same" when it has none of its own) and the buyer's notes; `level` as {@link AddressBlock}'s. */
export function OrderAddresses({
  order,
  level = 4,
}: {
  order: Pick<OrderFields, 'shippingAddress' | 'billingAddress' | 'observations'>;
  level?: 3 | 4;
}) {
  const { t } = useTranslation('cart');
  return (
    <Stack gap={5}>
      <AddressBlock heading={t('order.shippingAddress')} address={order.shippingAddress} level={level} />
      <AddressBlock
        heading={t('order.billingAddress')}
        address={order.billingAddress}
        fallback={t('order.sameAddress')}
        level={level}
      />
      {order.observations ? (
        <Stack gap={2}>
          <Heading level={level} size="small">
            {t('order.observations')}
          </Heading>
          <Text css={{ whiteSpace: 'pre-line' }}>{order.observations}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
