import { useEffect } from 'react';

/** The page's own heading (inside `main`), which a visitor arriving at a step is taken to. */
const PAGE_HEADING = '#content :is(h1, h2)';

/**
 * Whether the focus is nowhere the visitor put it: on the page's body, or on the cookie banner's region, which takes
 * a fresh page's focus when nothing has it (`CookieBanner` of `@art/layout`) and gives way to a step's heading (the
 * banner stays a Tab away at the page's end; a visitor on one of its buttons keeps it).
 */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.matches('[data-cookie-banner]');
}

/**
 * Moves the focus to the page's heading when it was lost on arrival (issue 36): the button that led to a step went
 * away with the step it was on ("Continuar al pago", a log-in or sign-up in the cart), or the page was loaded anew
 * (back from the bank). A screen reader then says where the visitor is, and the next Tab goes on from there instead
 * of from the page's top. A focus the visitor holds (a field, a link) stays where it is. A new `key` runs it again,
 * for a page whose heading changes in place (an order confirmed while the buyer waits).
 */
export function useFocusOnArrival(key?: unknown): void {
  useEffect(() => {
    if (!focusIsLost()) return;
    const heading = document.querySelector<HTMLElement>(PAGE_HEADING);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [key]);
}
