import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { match } from '@art/routing';

/**
 * Scrolls to the top after a route change to a page whose route asks for it (R-12: login, sign-up, remember and
 * reset password, `scrollToTop` in the route table). Renders nothing.
 */
export function ScrollToTopOnLoginPages() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (match(pathname)?.route.scrollToTop) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
