import { ACCEPT_COOKIES_KEY, acceptCookies, browserHasAnswered, browserHasConsent, rejectCookies, withdrawCookieConsent } from './cookie-consent';

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
