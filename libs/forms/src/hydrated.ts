/** Whether the page runs with JavaScript: false while rendering on the server and hydrating, true afterwards. */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration (so the markup matches), true once the page is interactive: lets a
 * component render its no-JavaScript form (a link, a plain submit) first and its enhanced form (a toggle button)
 * once scripts run, without a mismatch. The one copy of the sites (`@art/layout` and the pages import it from here).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
