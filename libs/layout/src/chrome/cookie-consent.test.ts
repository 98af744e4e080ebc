import { ACCEPT_COOKIES_KEY, acceptCookies, browserHasConsent, withdrawCookieConsent } from './cookie-consent';

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
