import {
  clearedSessionCookie,
  cookieValue,
  LONG_COOKIE_MAX_AGE_SECONDS,
  requestToken,
  sessionCookie,
} from './session-cookie';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd';

describe('sessionCookie', () => {
  const development = { env: 'development', cookieDomain: undefined } as const;
  const production = { env: 'production', cookieDomain: 'artfair.es' } as const;

  it('is HttpOnly, SameSite=Lax and on the whole site; without Max-Age unless long-lived (90 days)', () => {
    expect(sessionCookie(TOKEN, { longLived: false }, development)).toBe(
      `o_token=${TOKEN}; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(LONG_COOKIE_MAX_AGE_SECONDS).toBe(7_776_000);
    expect(sessionCookie(TOKEN, { longLived: true }, development)).toBe(
      `o_token=${TOKEN}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it('is Secure in production and carries the configured domain', () => {
    expect(sessionCookie(TOKEN, { longLived: true }, production)).toBe(
      `o_token=${TOKEN}; Max-Age=7776000; Domain=artfair.es; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(sessionCookie(TOKEN, { longLived: false }, { env: 'test', cookieDomain: 'artfair.es' })).toBe(
      `o_token=${TOKEN}; Domain=artfair.es; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it('is removed with the same name, domain and path and Max-Age=0', () => {
    expect(clearedSessionCookie(development)).toBe('o_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(clearedSessionCookie(production)).toBe(
      'o_token=; Max-Age=0; Domain=artfair.es; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });
});

describe('cookieValue', () => {
  it('reads the first cookie of that name, unquoted, and nothing else', () => {
    expect(cookieValue(`_ga=1; o_token=${TOKEN}; o_token=other`, 'o_token')).toBe(TOKEN);
    expect(cookieValue('o_token="abc"', 'o_token')).toBe('abc');
    expect(cookieValue('xo_token=abc; o_tokenx=def', 'o_token')).toBeNull();
    expect(cookieValue('o_token', 'o_token')).toBeNull();
    expect(cookieValue('', 'o_token')).toBeNull();
    expect(cookieValue(undefined, 'o_token')).toBeNull();
  });

  it('reads through malformed pairs and a huge header', () => {
    expect(cookieValue(';;; =x; o_token; a=1=2; o_token=abc', 'o_token')).toBe('abc');
    expect(cookieValue(`pad=${'x'.repeat(100_000)}; o_token=abc`, 'o_token')).toBe('abc');
    expect(cookieValue('o_token=abc\r\nX-Admin: 1', 'o_token')).toBe('abc\r\nX-Admin: 1');
  });
});

describe('requestToken', () => {
  it('reads the Bearer credential, in any case of the scheme', () => {
    expect(requestToken({ authorization: `Bearer ${TOKEN}` })).toBe(TOKEN);
    expect(requestToken({ authorization: `bearer   ${TOKEN}  ` })).toBe(TOKEN);
  });

  it('reads the o_token cookie without a Bearer credential', () => {
    expect(requestToken({ cookie: `a=1; o_token=${TOKEN}` })).toBe(TOKEN);
    expect(requestToken({ authorization: 'Basic dXNlcjpwYXNz', cookie: `o_token=${TOKEN}` })).toBe(TOKEN);
  });

  it('lets the Bearer credential win over the cookie, even an empty one', () => {
    expect(requestToken({ authorization: 'Bearer from-header', cookie: `o_token=${TOKEN}` })).toBe('from-header');
    expect(requestToken({ authorization: 'Bearer', cookie: `o_token=${TOKEN}` })).toBeNull();
  });

  it('is null without either', () => {
    expect(requestToken({})).toBeNull();
    expect(requestToken({ authorization: null, cookie: 'o_token=' })).toBeNull();
    expect(requestToken({ authorization: 'BearerX', cookie: null })).toBeNull();
  });
});
