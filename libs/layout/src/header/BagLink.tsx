import { css, keyframes } from '@emotion/react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { getRoute, hrefFrom, isServedBy } from '@art/routing';
import { BagIcon, Badge, VisuallyHidden, mq } from '@art/ui';
import { SiteLink } from '../shared/SiteLink';
import { compactOnly, iconControl, wideOnly } from '../shared/styles';
import { BAG_FLASH_MS } from '../shared/timings';
import type { SiteContext } from '../types';
import { CART_DROPDOWN_ID, type HeaderCart } from './header-cart';

/**
 * The cart dropdown's code, loaded when the visitor first points at, focuses or opens the bag (or a work added opens
 * it): the dropdown is drawn only from its first opening, so no page carries it in its first JavaScript.
 */
const loadCartDropdown = () => import('./CartDropdown');
const CartDropdown = lazy(() => loadCartDropdown().then((module) => ({ default: module.CartDropdown })));

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

/** The bag's accessible name: "Cart", with the number of works when there are some. */
function useBagLabel(items: number): string {
  const { t } = useTranslation();
  return items > 0 ? `${t('header.cart')} (${t('header.cartCount', { count: items })})` : t('header.cart');
}

/** The count badge over the bag icon (hidden from assistive technologies: the control's name says the count). */
function BagBadge({ items, flashing }: { items: number; flashing: boolean }) {
  if (items <= 0) return null;
  return (
    <Badge tone="accent" css={badgeStyle} aria-hidden="true" data-flash={flashing}>
      {items > 99 ? '99+' : items}
    </Badge>
  );
}

/**
 * The bag icon: a link to the cart page (on the shop's origin from the fair) with the number of works as a badge.
 * It flashes when `flashing` says so, else when the count goes up; `compact` shows it only in the compact layout.
 */
export function BagLink({
  ctx,
  count,
  flashing,
  compact = false,
}: {
  ctx: SiteContext;
  count: number;
  flashing?: boolean;
  compact?: boolean;
}) {
  const items = cartBadgeCount(count);
  const risen = useFlashOnIncrease(items);
  const label = useBagLabel(items);
  return (
    <SiteLink
      href={hrefFrom(ctx.site, 'cart', { step: '1' }, ctx.lang, ctx.origins)}
      internal={isServedBy(getRoute('cart'), ctx.site)}
      css={[...iconControl, compact && compactOnly]}
      data-bag=""
    >
      <BagIcon />
      <VisuallyHidden>{label}</VisuallyHidden>
      <BagBadge items={items} flashing={flashing ?? risen} />
    </SiteLink>
  );
}

const wrap = css({ position: 'relative', display: 'inline-flex' });

/**
 * The header's bag (§2, H-02): a link to the cart page, and in the wide layout once scripts run a button opening the
 * {@link CartDropdown}. With a `cart`, the badge flashes for {@link BAG_FLASH_MS} each time a work is added (not when
 * the count is first filled in, nor when it goes down); without one, when the count goes up.
 */
export function BagControl(props: {
  ctx: SiteContext;
  count: number;
  cart?: HeaderCart;
  open: boolean;
  onToggle: () => void;
}) {
  const enhanced = useHydrated();
  const { ctx, cart, open } = props;
  const items = cartBadgeCount(cart ? cart.count : props.count);
  const added = useFlashOnIncrease(cart?.lastAdded ?? 0);
  const risen = useFlashOnIncrease(items);
  const flashing = cart ? added : risen;
  const label = useBagLabel(items);
  // Drawn from its first opening on, then kept (hidden while closed).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!enhanced || !cart) return <BagLink ctx={ctx} count={items} flashing={flashing} />;
  return (
    <>
      <BagLink ctx={ctx} count={items} flashing={flashing} compact />
      <div css={[wrap, wideOnly]}>
        <button
          type="button"
          css={iconControl}
          aria-expanded={open}
          aria-controls={CART_DROPDOWN_ID}
          onClick={props.onToggle}
          onPointerEnter={() => void loadCartDropdown()}
          onFocus={() => void loadCartDropdown()}
          data-bag="menu"
        >
          <BagIcon />
          <VisuallyHidden>{label}</VisuallyHidden>
          <BagBadge items={items} flashing={flashing} />
        </button>
        {opened && (
          <Suspense fallback={null}>
            <CartDropdown ctx={ctx} cart={cart} open={open} />
          </Suspense>
        )}
      </div>
    </>
  );
}
