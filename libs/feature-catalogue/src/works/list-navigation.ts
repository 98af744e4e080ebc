import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to another state of the works list as a client-side navigation that keeps the scroll where it is (the
 * visitor is changing the list they are looking at, not opening a new page); the state stays in the URL, so
 * back, reload and sharing work.
 */
export function useListNavigate(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback((href: string) => void navigate(href, { preventScrollReset: true }), [navigate]);
}

/**
 * A click handler for a link to another state of the list: a plain click goes there in place (see
 * {@link useListNavigate}); a click with a modifier (new tab, new window) is left to the browser.
 */
export function followInPlace(go: (href: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const href = event.currentTarget.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    go(href);
  };
}
