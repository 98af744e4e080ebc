/**
 * Cookie consent (CA-01, T25): the banner's answer, kept where the browser and the server can both read it.
 * Analytics waits for an acceptance; a rejection is remembered the same way, so the banner does not ask again.
 * A Cookie header is read with `cookie` (server and tests); the browser reads and writes its cookies with `js-cookie`.
 */
import { parseCookie } from 'cookie';
import Cookies from 'js-cookie';

/**
 * The key of the specification: a cookie (sent to the server) and the same key in local storage, `1` when the visitor
 * accepted and `0` when they rejected.
 */
export const ACCEPT_COOKIES_KEY = 'acceptCookies';
/** The stored values of {@link ACCEPT_COOKIES_KEY}. */
const ACCEPTED = '1';
const REJECTED = '0';
/** How long the acceptance cookie lasts: one year, in seconds. */
export const ACCEPT_COOKIES_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The event sent on `window` when the visitor accepts. */
export const COOKIES_ACCEPTED_EVENT = 'art:cookies-accepted';

/**
 * Whether a `Cookie` header (or `document.cookie`) holds the acceptance (a rejection is no consent).
 * @example hasCookieConsent(request.headers.get('cookie'))
 */
export function hasCookieConsent(cookieHeader: string | null | undefined): boolean {
  return cookieAnswer(cookieHeader) === ACCEPTED;
}

/**
 * Whether a `Cookie` header (or `document.cookie`) holds the visitor's answer, acceptance or rejection; for a server
 * loader that wants the banner in the first HTML only when it is needed.
 * @example hasCookieAnswer('acceptCookies=0') // true
 */
export function hasCookieAnswer(cookieHeader: string | null | undefined): boolean {
  return cookieAnswer(cookieHeader) !== null;
}

/** A stored answer, `1` or `0`; null for anything else. */
const answerOf = (value: string | null | undefined): string | null =>
  value === ACCEPTED || value === REJECTED ? value : null;

/** The stored answer of a cookie header, `1` or `0`; null without one (or with anything else). */
function cookieAnswer(cookieHeader: string | null | undefined): string | null {
  return typeof cookieHeader === 'string'
    ? answerOf(parseCookie(cookieHeader, { decode: (raw) => raw })[ACCEPT_COOKIES_KEY])
    : null;
}

/** This browser's answer: the cookie, or the key in local storage; null when the visitor has not answered. */
function browserAnswer(): string | null {
  if (typeof document === 'undefined') return null;
  const fromCookie = answerOf(Cookies.get(ACCEPT_COOKIES_KEY));
  if (fromCookie !== null) return fromCookie;
  try {
    return answerOf(window.localStorage.getItem(ACCEPT_COOKIES_KEY));
  } catch {
    return null;
  }
}

/** Whether this browser has accepted cookies: the cookie, or the key in local storage. */
export function browserHasConsent(): boolean {
  return browserAnswer() === ACCEPTED;
}

/** Whether this browser has answered the banner, accepting or rejecting. */
export function browserHasAnswered(): boolean {
  return browserAnswer() !== null;
}

/** Stores the answer for a year, in the cookie and in local storage. */
function storeAnswer(answer: string): void {
  // Max-Age rather than js-cookie's `expires` (a date in days), as the cookie always had.
  Cookies.set(ACCEPT_COOKIES_KEY, answer, {
    'Max-Age': String(ACCEPT_COOKIES_MAX_AGE_S),
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  try {
    window.localStorage.setItem(ACCEPT_COOKIES_KEY, answer);
  } catch {
    // The cookie is enough when storage is switched off.
  }
}

/** Records the acceptance for a year (cookie and local storage) and tells the page (analytics starts). */
export function acceptCookies(): void {
  storeAnswer(ACCEPTED);
  window.dispatchEvent(new Event(COOKIES_ACCEPTED_EVENT));
}

/**
 * Records the rejection for a year, like the acceptance, so the banner does not ask again; nothing is measured, and
 * any analytics cookie left from an earlier acceptance is deleted.
 */
export function rejectCookies(): void {
  expireAnalyticsCookies();
  storeAnswer(REJECTED);
}

/**
 * Forgets the answer, acceptance or rejection (cookie and local storage), and deletes the analytics cookies (`_ga`, `_ga_…`) of this host
 * and its parent domains, so the banner asks again on the next page and nothing is measured until the visitor accepts.
 */
export function withdrawCookieConsent(): void {
  expireCookie(ACCEPT_COOKIES_KEY);
  expireAnalyticsCookies();
  try {
    window.localStorage.removeItem(ACCEPT_COOKIES_KEY);
  } catch {
    // The cookie is gone; storage switched off holds nothing.
  }
}

function expireCookie(name: string, domain?: string): void {
  Cookies.remove(name, { path: '/', sameSite: 'Lax', ...(domain ? { domain } : {}) });
}

/** Deletes the analytics cookies (`_ga`, `_ga_…`) of this host and its parent domains. */
function expireAnalyticsCookies(): void {
  const host = window.location.hostname;
  const labels = host.split('.');
  // Analytics sets its cookies on the widest domain it can: try the host and each parent domain.
  const domains = [undefined, ...labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))];
  for (const name of Object.keys(Cookies.get())) {
    if (name === '_ga' || name.startsWith('_ga_')) for (const domain of domains) expireCookie(name, domain);
  }
}
