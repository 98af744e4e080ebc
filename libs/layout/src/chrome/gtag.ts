/**
 * Google Analytics (gtag.js), loaded only with an id and after cookie consent (CA-02, CA-04, T25): the script once,
 * then one page view per route change.
 */
import { analyticsPath } from '@art/routing';
import { browserHasConsent } from './cookie-consent';

/** Where gtag.js comes from. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
/** The `id` of the script element, so it is added once per page. */
export const GTAG_SCRIPT_ID = 'gtag-js';

/** A measurement id as Google issues them (`G-XXXXXXX`, or an older `UA-…`); anything else loads nothing. */
export function isAnalyticsId(id: unknown): id is string {
  return typeof id === 'string' && /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/.test(id.trim());
}

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** Adds gtag.js for `id` once and configures it without its own page view (the routes report them). */
export function loadAnalytics(id: string): Gtag {
  const w = window as unknown as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    w.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
  }
  if (!document.getElementById(GTAG_SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = GTAG_SCRIPT_ID;
    script.async = true;
    script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
    w.gtag('config', id, { send_page_view: false, anonymize_ip: true });
  }
  return w.gtag;
}

/**
 * Reports an e-commerce event (`add_to_cart`, `remove_from_cart`…) when analytics is on: a valid measurement id and
 * the visitor's cookie consent; otherwise nothing is loaded or sent. Answers whether it was sent.
 *
 * @example reportEcommerce('add_to_cart', { currency: 'EUR', value: 1210, items: [{ item_id: '12', item_name: 'Azul', price: 1210, currency: 'EUR', item_list_name: 'work-page' }] }, root.gaId)
 */
export function reportEcommerce(
  event: string,
  payload: Record<string, unknown>,
  gaId: string | null | undefined,
): boolean {
  if (typeof window === 'undefined' || !isAnalyticsId(gaId) || !browserHasConsent()) return false;
  const id = gaId.trim();
  loadAnalytics(id)('event', event, { send_to: id, ...payload });
  return true;
}

/**
 * Reports one page view, with the address as analytics may see it (`analyticsPath`: no reset token, e-mail address,
 * order or collection, no typed search or return address), for the path and the location alike.
 */
export function reportPageView(gtag: Gtag, id: string, path: string): void {
  const shown = analyticsPath(path);
  gtag('event', 'page_view', {
    send_to: id,
    page_path: shown,
    page_location: `${window.location.origin}${shown}`,
    page_title: document.title,
  });
}
