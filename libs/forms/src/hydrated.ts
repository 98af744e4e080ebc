/** Whether the page runs with JavaScript: false while rendering on the server and hydrating, true afterwards. */
import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** The page's answer, given by {@link HydrationProvider}; null outside one. */
const HydratedContext = createContext<boolean | null>(null);

const subscribe = () => () => undefined;
const onServer = () => false;
const inBrowser = () => true;

/**
 * Says once, for everything below, that the page is interactive: false on the server and while hydrating, then true
 * in a transition after the hydration's commit. React renders that update in slices a phone's CPU can pause between,
 * where each component asking on its own (a store whose browser value differs from the server's) made React render
 * all of them again at once, in one blocking task, before anything else could run (issue 14). A component mounted
 * later (a client-side navigation) reads true at once and renders its enhanced form from the start.
 */
export function HydrationProvider({ children }: { children?: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/**
 * False on the server and during hydration (so the markup matches), true once the page is interactive: lets a
 * component render its no-JavaScript form (a link, a plain submit) first and its enhanced form (a toggle button)
 * once scripts run, without a mismatch. The one copy of the sites (`@art/layout` and the pages import it from here).
 * Below a {@link HydrationProvider} (the sites) it reads the provider's answer; alone (a component rendered by
 * itself) it asks the browser, true from the first client render that is not a hydration.
 */
export function useHydrated(): boolean {
  const provided = useContext(HydratedContext);
  // With a provider the store's value is the server's in the browser too, so it never makes React render again.
  const alone = useSyncExternalStore(subscribe, provided === null ? inBrowser : onServer, onServer);
  return provided ?? alone;
}
