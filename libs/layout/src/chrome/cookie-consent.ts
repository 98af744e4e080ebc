/**
 * Cookie consent (CA-01, T25): the banner's acceptance, kept where the browser and the server can both read it.
 * Analytics waits for it.
 */

/** The key of the specification: a cookie `acceptCookies=1` (sent to the server) and the same key in local storage. */
export const ACCEPT_COOKIES_KEY = 'acceptCookies';
/** How long the acceptance cookie lasts: one year, in seconds. */
export const ACCEPT_COOKIES_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The event sent on `window` when the visitor accepts. */
export const COOKIES_ACCEPTED_EVENT = 'art:cookies-accepted';

/**
 * Whether a `Cookie` header (or `document.cookie`) holds the acceptance; for a server loader that wants the banner in
 * the first HTML only when it is needed.
 * @example hasCookieConsent(request.headers.get('cookie'))
 */
export function hasCookieConsent(cookieHeader: string | null | undefined): boolean {
  if (typeof cookieHeader !== 'string') return false;
  return cookieHeader.split(';').some((part) => {
    const [name, value] = part.split('=');
    return name?.trim() === ACCEPT_COOKIES_KEY && value?.trim() === '1';
  });
}

/** Whether this browser has accepted cookies: the cookie, or the key in local storage. */
export function browserHasConsent(): boolean {
  if (typeof document === 'undefined') return false;
  if (hasCookieConsent(document.cookie)) return true;
  try {
    return window.localStorage.getItem(ACCEPT_COOKIES_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records the acceptance for a year (cookie and local storage) and tells the page (analytics starts). */
export function acceptCookies(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCEPT_COOKIES_KEY}=1; Max-Age=${ACCEPT_COOKIES_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(ACCEPT_COOKIES_KEY, '1');
  } catch {
    // The cookie is enough when storage is switched off.
  }
  window.dispatchEvent(new Event(COOKIES_ACCEPTED_EVENT));
}

/**
 * Forgets the acceptance (cookie and local storage) and deletes the analytics cookies (`_ga`, `_ga_…`) of this host
 * and its parent domains, so the banner asks again on the next page and nothing is measured until the visitor accepts.
 */
export function withdrawCookieConsent(): void {
  const expire = (name: string, domain?: string) => {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ''}`;
  };
  expire(ACCEPT_COOKIES_KEY);
  const host = window.location.hostname;
  const labels = host.split('.');
  // Analytics sets its cookies on the widest domain it can: try the host and each parent domain.
  const domains = [undefined, ...labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (name === '_ga' || name.startsWith('_ga_')) for (const domain of domains) expire(name, domain);
  }
  try {
    window.localStorage.removeItem(ACCEPT_COOKIES_KEY);
  } catch {
    // The cookie is gone; storage switched off holds nothing.
  }
}
