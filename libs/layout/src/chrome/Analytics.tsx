import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { browserHasConsent, COOKIES_ACCEPTED_EVENT } from './cookie-consent';
import { isAnalyticsId, loadAnalytics, reportPageView } from './gtag';

/**
 * Analytics (R-11, CA-02): renders nothing. With a valid measurement id and once cookies are accepted (now or later on
 * this page), it loads gtag.js once and reports a page view for the current address and after each route change.
 * Without an id, or before consent, nothing is loaded or sent.
 */
export function Analytics({ gaId }: { gaId: string | null | undefined }) {
  const location = useLocation();
  const id = isAnalyticsId(gaId) ? gaId.trim() : null;
  const [consent, setConsent] = useState(false);

  useEffect(() => {
    if (!id) return undefined;
    if (browserHasConsent()) {
      setConsent(true);
      return undefined;
    }
    const onAccept = () => setConsent(true);
    window.addEventListener(COOKIES_ACCEPTED_EVENT, onAccept);
    return () => window.removeEventListener(COOKIES_ACCEPTED_EVENT, onAccept);
  }, [id]);

  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!id || !consent) return;
    reportPageView(loadAnalytics(id), id, path);
  }, [id, consent, path]);

  return null;
}
