import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the server's HTML is being hydrated, true afterwards: lets a component render its
 * no-JavaScript form (a link) first and its enhanced form (a toggle button) once scripts run, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
