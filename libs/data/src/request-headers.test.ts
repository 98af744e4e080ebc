/** @jest-environment node */
import { MAX_COOKIE_HEADER_LENGTH, parseCookies, readCookie, requestHeaders } from './request-headers';

const TOKEN = 'k7Q2x9ZpLm_4R-tY8uVw0A';
const GA = 'GA1.1.1234567890.1700000000';

describe('requestHeaders', () => {
  it('sends Bearer from o_token, ga from _ga and forwards the cookies on the server', () => {
    const cookieHeader = `_ga=${GA}; o_token=${TOKEN}; acceptCookies=true`;
    expect(requestHeaders({ cookieHeader })).toEqual({
      authorization: `Bearer ${TOKEN}`,
      ga: GA,
      cookie: `_ga=${GA}; o_token=${TOKEN}; acceptCookies=true`,
    });
  });

  it('sends nothing without cookies', () => {
    expect(requestHeaders()).toEqual({});
    expect(requestHeaders({ cookieHeader: null })).toEqual({});
    expect(requestHeaders({ cookieHeader: '' })).toEqual({});
    expect(requestHeaders({ cookieHeader: '   ;  ; =x; novalue' })).toEqual({});
  });

  it('sends no Authorization for an anonymous visitor, only ga and the cookies', () => {
    expect(requestHeaders({ cookieHeader: `_ga=${GA}` })).toEqual({ ga: GA, cookie: `_ga=${GA}` });
  });

  it('sends no Authorization for an empty token cookie', () => {
    expect(requestHeaders({ cookieHeader: 'o_token=' })).toEqual({ cookie: 'o_token=' });
  });

  it('does not forward cookies in the browser, which sends its own', () => {
    expect(requestHeaders({ cookieHeader: `o_token=${TOKEN}; _ga=${GA}`, forwardCookies: false })).toEqual({
      authorization: `Bearer ${TOKEN}`,
      ga: GA,
    });
  });

  it('prefers an explicit token to the cookie, and adds Accept-Language of the given language', () => {
    expect(
      requestHeaders({ cookieHeader: 'o_token=old', token: 'new-token', forwardCookies: false, lang: 'en' }),
    ).toEqual({
      authorization: 'Bearer new-token',
      'accept-language': 'en',
    });
  });

  it('uses the first of two cookies with the same name', () => {
    expect(requestHeaders({ cookieHeader: `o_token=${TOKEN}; o_token=other`, forwardCookies: false })).toEqual({
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('lets no CRLF, HTML or other hostile cookie content into any header', () => {
    const hostile = [
      'o_token=abc\r\nX-Admin: 1',
      '_ga=GA1.1\r\nSet-Cookie: evil=1',
      'theme=<script>alert(1)</script>',
      "q=' OR 1=1; --",
      'bad\nname=1',
      'ok=1',
    ].join('; ');
    const headers = requestHeaders({ cookieHeader: hostile });
    expect(Object.keys(headers)).toEqual(['cookie']);
    // Printable values are forwarded as they came (the API treats cookies as data); control characters never are.
    expect(headers['cookie']).toBe("theme=<script>alert(1)</script>; q=' OR 1=1; ok=1");
    for (const value of Object.values(headers)) expect(value).not.toMatch(/[\r\n\0]/);
    // And fetch accepts them as they are.
    expect([...new Headers(headers).keys()]).toEqual(['cookie']);
  });

  it('refuses a token or analytics value that is not a plain token', () => {
    const headers = requestHeaders({ cookieHeader: 'o_token=Bearer evil; _ga=<b>GA1</b>', forwardCookies: false });
    expect(headers).toEqual({});
    expect(requestHeaders({ token: 'a b', forwardCookies: false })).toEqual({});
    expect(requestHeaders({ token: 'x'.repeat(1025) })).toEqual({});
  });

  it('drops cookies with non-ASCII raw bytes but keeps percent-encoded ones', () => {
    const headers = requestHeaders({ cookieHeader: 'name=Jos\u00e9; city=M%C3%A1laga' });
    expect(headers).toEqual({ cookie: 'city=M%C3%A1laga' });
  });

  it('ignores an oversized cookie header entirely', () => {
    const huge = `o_token=${TOKEN}; pad=${'x'.repeat(MAX_COOKIE_HEADER_LENGTH)}`;
    expect(requestHeaders({ cookieHeader: huge })).toEqual({});
  });
});

describe('parseCookies and readCookie', () => {
  it('decode percent-encoded and quoted values, keep malformed encodings raw', () => {
    expect(parseCookies('a=M%C3%A1laga; b="quoted"; c=%E0%A4%A')).toEqual([
      { name: 'a', raw: 'M%C3%A1laga', value: 'Málaga' },
      { name: 'b', raw: '"quoted"', value: 'quoted' },
      { name: 'c', raw: '%E0%A4%A', value: '%E0%A4%A' },
    ]);
  });

  it('keep values holding "="', () => {
    expect(readCookie('o_token=abc==; x=1', 'o_token')).toBe('abc==');
  });

  it('answer null for a missing cookie or no header', () => {
    expect(readCookie('a=1', 'o_token')).toBeNull();
    expect(readCookie(undefined, 'o_token')).toBeNull();
  });
});
