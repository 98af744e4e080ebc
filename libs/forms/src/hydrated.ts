/** Whether the page runs with JavaScript: false while rendering on the server and hydrating, true afterwards. */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and during hydration (so the markup matches), true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
