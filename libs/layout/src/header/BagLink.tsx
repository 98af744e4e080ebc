import { css, keyframes } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@art/i18n';
import { hrefFrom } from '@art/routing';
import { BagIcon, Badge, VisuallyHidden, mq } from '@art/ui';
import { SiteLink } from '../shared/SiteLink';
import { iconControl } from '../shared/styles';
import { BAG_FLASH_MS } from '../shared/timings';
import type { SiteContext } from '../types';

const flash = keyframes({ '0%, 100%': { transform: 'scale(1)' }, '30%': { transform: 'scale(1.35)' } });

const badgeStyle = css({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: '1.25rem',
  paddingInline: '0.3em',
  fontSize: '0.6875rem',
  letterSpacing: 0,
  pointerEvents: 'none',
  '&[data-flash="true"]': { animation: `${flash} ${BAG_FLASH_MS}ms ease-in-out` },
  [mq.reducedMotion]: { '&[data-flash="true"]': { animation: 'none', outline: '2px solid currentColor' } },
});

/** A count as the badge can show it: a whole number from 0, capped at display as "99+". */
export function cartBadgeCount(count: unknown): number {
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** True for 1 second each time `count` goes up (H-02: the bag flashes when a work is added). */
export function useFlashOnIncrease(count: number, ms = BAG_FLASH_MS): boolean {
  const previous = useRef(count);
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    const increased = count > previous.current;
    previous.current = count;
    if (!increased) return undefined;
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), ms);
    return () => clearTimeout(timer);
  }, [count, ms]);
  return flashing;
}

/** The bag icon: a link to the cart page (on the shop's origin from the fair) with the number of works as a badge. */
export function BagLink({ ctx, count }: { ctx: SiteContext; count: number }) {
  const t = useT();
  const items = cartBadgeCount(count);
  const flashing = useFlashOnIncrease(items);
  const label = items > 0 ? `${t('header.cart')} (${t('header.cartCount', { count: items })})` : t('header.cart');
  return (
    <SiteLink href={hrefFrom(ctx.site, 'cart', { step: '1' }, ctx.lang, ctx.origins)} internal={ctx.site === 'shop'} css={iconControl} data-bag="">
      <BagIcon />
      <VisuallyHidden>{label}</VisuallyHidden>
      {items > 0 && (
        <Badge tone="accent" css={badgeStyle} aria-hidden="true" data-flash={flashing}>
          {items > 99 ? '99+' : items}
        </Badge>
      )}
    </SiteLink>
  );
}
