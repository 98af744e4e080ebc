import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon, IconButton, colours, motion, mq, zIndex } from '@art/ui';
import { throttle } from '../shared/throttle';
import { GO_TO_TOP_SETTLE_MS, GO_TO_TOP_THRESHOLD_PX, SCROLL_SPY_THROTTLE_MS } from '../shared/timings';

const buttonPlace = css({
  position: 'fixed',
  right: 20,
  bottom: 20,
  zIndex: zIndex.sticky,
  background: colours.paper,
  border: `1px solid ${colours.ink}`,
  transition: `opacity ${motion.base} ${motion.easing}, visibility ${motion.base}`,
  [mq.desktop]: { right: 40, bottom: 40 },
});
// Out of the way: not seen, not pressed, not reached by the keyboard, still measured where it would be.
const outOfTheWay = css({ visibility: 'hidden', opacity: 0 });

/**
 * What the button must never cover: what a visitor presses (a card's save button, a link's text, a field…), the
 * footer (its last lines can never scroll out from under the button) and the cookie banner.
 */
const KEEP_CLEAR = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'label',
  '[role="button"]',
  '[role="link"]',
  'footer',
  '[data-cookie-banner]',
].join(', ');

/** Whether the point lies in one of the element's own boxes (its lines of text), not only in what it paints around. */
function ownBoxesContain(el: Element, x: number, y: number): boolean {
  return Array.from(el.getClientRects()).some(
    (box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom,
  );
}

/**
 * Whether the button, where it is, lies over something it must not cover ({@link KEEP_CLEAR}), looked up at its
 * corners and centre. A link counts only where its text is: a card's link stretches an invisible layer over the
 * whole card (its image may be covered), its save button and its text may not. False where the browser cannot tell.
 */
function coversSomething(button: Element): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const box = button.getBoundingClientRect();
  const inset = 2;
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [box.left + box.width / 2, box.top + box.height / 2],
  ];
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((el) => {
      if (button.contains(el)) return false;
      const found = el.closest(KEEP_CLEAR);
      if (!found) return false;
      return !found.matches('a[href]') || ownBoxesContain(found, x, y);
    }),
  );
}

/**
 * The go-to-top button (FT-06): appears once the page is scrolled more than 600 px (the scroll is read at most every
 * 66 ms), scrolls back up (smoothly unless reduced motion is asked for) and moves the focus to the top of the page.
 * It covers nothing a visitor needs: once the scrolling settles, it steps out of the way (hidden) while a control,
 * a link's text, the footer or the cookie banner lies where it sits, and comes back when the page moves on.
 */
export function GoToTop() {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  const [inTheWay, setInTheWay] = useState(false);
  useEffect(() => {
    const update = throttle(() => setScrolled(window.scrollY > GO_TO_TOP_THRESHOLD_PX), SCROLL_SPY_THROTTLE_MS);
    let settle: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      settle = null;
      const button = document.querySelector('[data-go-to-top]');
      // A focused button stays: a keyboard user on it is about to press it.
      setInTheWay(button !== null && button !== document.activeElement && coversSomething(button));
    };
    const onMove = () => {
      update();
      if (settle !== null) clearTimeout(settle);
      settle = setTimeout(check, GO_TO_TOP_SETTLE_MS);
    };
    onMove();
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove, { passive: true });
    return () => {
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
      update.cancel();
      if (settle !== null) clearTimeout(settle);
    };
  }, []);
  if (!scrolled) return null;
  return (
    <IconButton
      label={t('actions.goToTop')}
      icon={<ArrowUpIcon />}
      variant="ghost"
      css={[buttonPlace, inTheWay && outOfTheWay]}
      data-go-to-top=""
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        const target = document.getElementById('content') ?? document.body;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }}
    />
  );
}
