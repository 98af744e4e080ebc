import { css } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRoute, hrefFrom, isServedBy } from '@art/routing';
import { Button, Price, ResponsiveImage, buttonStyles, colours, space, textStyle } from '@art/ui';
import { SiteLink } from '../shared/SiteLink';
import { plainList, quietLink } from '../shared/styles';
import type { SiteContext } from '../types';
import { CART_DROPDOWN_ID, pricedItems, type HeaderCart } from './header-cart';

const panel = css({
  position: 'absolute',
  right: 0,
  top: '100%',
  width: '24rem',
  maxWidth: 'calc(100vw - 2rem)',
  marginTop: space[2],
  padding: space[5],
  background: colours.paper,
  border: `1px solid ${colours.ink}`,
  display: 'grid',
  gap: space[4],
  textAlign: 'left',
  '&[hidden]': { display: 'none' },
});
const title = css(textStyle('caption'), { margin: 0, color: colours.muted, '&:focus': { outline: 'none' } });
const list = css(plainList, { display: 'grid', gap: space[3], maxHeight: '50vh', overflowY: 'auto' });
const line = css({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  gap: space[3],
  alignItems: 'start',
});
const thumb = css({ width: '4rem', background: colours.surface });
const artist = css(textStyle('caption'), { margin: 0, color: colours.muted });
const workLink = css(quietLink, textStyle('small'), { fontWeight: 500, display: 'block' });
const side = css(textStyle('small'), { display: 'grid', justifyItems: 'end', gap: space[1] });
const totalRow = css(textStyle('small'), {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space[3],
  paddingTop: space[3],
  borderTop: `1px solid ${colours.rule}`,
  fontWeight: 600,
});
const message = css(textStyle('small'), { margin: 0 });
const alertText = css(textStyle('small'), { margin: 0, color: colours.danger });

/**
 * The cart dropdown of the wide header (§2): each work with a price (image, artist, title, price and a remove button),
 * the total and the way to the checkout (the cart page, step 1). Hidden while closed.
 */
export function CartDropdown({ ctx, cart, open }: { ctx: SiteContext; cart: HeaderCart; open: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLParagraphElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = pricedItems(cart.items);
  const checkoutHref = hrefFrom(ctx.site, 'cart', { step: '1' }, ctx.lang, ctx.origins);
  const internal = isServedBy(getRoute('cart'), ctx.site);

  const remove = async (workId: string) => {
    setRemoving(workId);
    setError(null);
    try {
      const outcome = await cart.onRemove(workId);
      if (outcome.ok) titleRef.current?.focus();
      else setError(outcome.error);
    } finally {
      setRemoving(null);
    }
  };

  let body;
  if (!cart.ready || (cart.loading && items.length === 0)) {
    body = <p css={message}>{t('bag.loading')}</p>;
  } else if (items.length === 0) {
    body = <p css={message}>{t('no_has_añadido_obras')}</p>;
  } else {
    body = (
      <>
        <ul css={list} aria-label={t('bag.items')}>
          {items.map((item) => {
            const image = item.work.images[0];
            return (
              <li key={item.id} css={line} data-cart-item={item.id}>
                <div css={thumb}>
                  {image ? <ResponsiveImage image={image} alt="" sizes="64px" aspectRatio={1} /> : null}
                </div>
                <div>
                  <p css={artist}>{item.work.artist.fullName}</p>
                  <SiteLink href={item.work.url} internal={internal} css={workLink}>
                    {item.work.title}
                  </SiteLink>
                </div>
                <div css={side}>
                  <Price amount={item.unitPrice} lang={ctx.lang} currency={item.work.currency} />
                  <Button
                    variant="link"
                    busy={removing === item.id}
                    aria-label={t('bag.remove', { title: item.work.title })}
                    onClick={() => void remove(item.id)}
                  >
                    {t('bag.removeShort')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <p css={totalRow} data-cart-total="">
          <span>
            {t('bag.total')} <span css={css({ fontWeight: 400, color: colours.muted })}>({t('bag.vatIncluded')})</span>
          </span>
          <Price amount={cart.subtotal} lang={ctx.lang} />
        </p>
      </>
    );
  }

  return (
    <div id={CART_DROPDOWN_ID} css={panel} hidden={!open} role="region" aria-labelledby={titleId} data-cart-dropdown="">
      <p id={titleId} css={title} ref={titleRef} tabIndex={-1}>
        {t('bag.title')}
      </p>
      {body}
      {error ? (
        <p css={alertText} role="alert">
          {error}
        </p>
      ) : null}
      <SiteLink
        href={checkoutHref}
        internal={internal}
        css={buttonStyles({ variant: 'primary', fullWidth: true })}
        data-cart-checkout=""
      >
        {items.length > 0 ? t('bag.checkout') : t('bag.viewCart')}
      </SiteLink>
    </div>
  );
}
