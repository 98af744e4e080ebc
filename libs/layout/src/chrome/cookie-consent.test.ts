import {
  ACCEPT_COOKIES_KEY,
  ACCEPT_COOKIES_MAX_AGE_S,
  acceptCookies,
  browserHasAnswered,
  browserHasConsent,
  hasCookieAnswer,
  hasCookieConsent,
  rejectCookies,
  withdrawCookieConsent,
} from './cookie-consent';

/** What the code writes to `document.cookie` meanwhile (the cookies themselves still go to jsdom's jar). */
function writtenCookies(run: () => void): string[] {
  const property = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => property.get!.call(document) as string,
    set: (value: string) => {
      written.push(value);
      property.set!.call(document, value);
    },
  });
  try {
    run();
  } finally {
    delete (document as { cookie?: string }).cookie;
  }
  return written;
}

describe('the consent cookie', () => {
  afterEach(() => withdrawCookieConsent());

  it('is written for a year on the whole site, SameSite=Lax, not Secure on http', () => {
    const [written = ''] = writtenCookies(() => acceptCookies());
    expect(written.split('; ')[0]).toBe(`${ACCEPT_COOKIES_KEY}=1`);
    const attributes = written
      .split('; ')
      .slice(1)
      .map((a) => a.toLowerCase());
    expect(attributes.sort()).toEqual([`max-age=${ACCEPT_COOKIES_MAX_AGE_S}`, 'path=/', 'samesite=lax']);
  });

  it('is read from a header: the first of two wins, a value with anything else is no answer', () => {
    expect(hasCookieConsent('acceptCookies=1; acceptCookies=0')).toBe(true);
    expect(hasCookieConsent('acceptCookies=0; acceptCookies=1')).toBe(false);
    expect(hasCookieAnswer('acceptCookies=%31')).toBe(false);
    expect(hasCookieAnswer(';;=; acceptCookies; acceptCookies = 0 ')).toBe(true);
    expect(hasCookieConsent(`pad=${'x'.repeat(100_000)}; acceptCookies=1`)).toBe(true);
  });
});

describe('withdrawCookieConsent', () => {
  it('forgets the acceptance and deletes the analytics cookies, leaving the others', () => {
    acceptCookies();
    document.cookie = '_ga=GA1.1.123.456; Path=/';
    document.cookie = '_ga_E2ETEST01=GS1.1.789; Path=/';
    document.cookie = 'o_token=keep-me; Path=/';
    expect(browserHasConsent()).toBe(true);

    withdrawCookieConsent();

    expect(browserHasConsent()).toBe(false);
    expect(window.localStorage.getItem(ACCEPT_COOKIES_KEY)).toBeNull();
    const names = document.cookie.split(';').map((c) => c.split('=')[0]?.trim());
    expect(names).toEqual(['o_token']);
  });
});

describe('rejectCookies', () => {
  it('stores the rejection like an acceptance, gives no consent, and deletes analytics cookies left from before', () => {
    acceptCookies();
    document.cookie = '_ga=GA1.1.123.456; Path=/';
    rejectCookies();
    expect(browserHasConsent()).toBe(false);
    expect(browserHasAnswered()).toBe(true);
    expect(window.localStorage.getItem(ACCEPT_COOKIES_KEY)).toBe('0');
    expect(document.cookie.split(';').map((c) => c.trim())).toContain(`${ACCEPT_COOKIES_KEY}=0`);
    expect(document.cookie).not.toContain('_ga=');
    withdrawCookieConsent();
    expect(browserHasAnswered()).toBe(false);
  });
});
