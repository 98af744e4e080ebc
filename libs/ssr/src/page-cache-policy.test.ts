/**
 * @jest-environment node
 *
 * The page cache's policy: whom a page is for, what may be kept, ETags and nonces.
 */
import { addVary, etagMatches, keptPage, mayKeep, pageEtag, pageVisitor, withNonce } from './page-cache-policy';
import { htmlPage, nonces } from './test-pages';

describe('whom a page is for', () => {
  it('is personal with a session cookie; anonymous otherwise, in the variant of the cookie banner’s answer', () => {
    expect(pageVisitor('o_token=abc')).toEqual({ personal: true });
    expect(pageVisitor('acceptCookies=1; o_token=abc')).toEqual({ personal: true });
    expect(pageVisitor(undefined)).toEqual({ personal: false, variant: 'unanswered' });
    expect(pageVisitor('o_token=')).toEqual({ personal: false, variant: 'unanswered' });
    expect(pageVisitor('_ga=GA1.1.1.1; art=1')).toEqual({ personal: false, variant: 'unanswered' });
    expect(pageVisitor('acceptCookies=1; _ga=GA1.1.1.1')).toEqual({ personal: false, variant: 'accepted' });
    expect(pageVisitor('acceptCookies=0')).toEqual({ personal: false, variant: 'rejected' });
    expect(pageVisitor('acceptCookies=yes')).toEqual({ personal: false, variant: 'unanswered' });
  });
});

describe('ETags and nonces', () => {
  it('names the content whatever nonce it carries', () => {
    const a = pageEtag(htmlPage('Obras', 'n0nceA'), 'n0nceA');
    expect(a).toMatch(/^W\/"[\w-]{27}"$/);
    expect(pageEtag(htmlPage('Obras', 'OtherNonce2'), 'OtherNonce2')).toBe(a);
    expect(pageEtag(htmlPage('Obras vendidas', 'n0nceA'), 'n0nceA')).not.toBe(a);
  });

  it('rewrites every occurrence of the rendered nonce', () => {
    expect(nonces(withNonce(htmlPage('x', 'old'), 'old', 'new'))).toEqual(['new', 'new']);
    expect(withNonce(htmlPage('x', 'old'), 'old', null)).toBe(htmlPage('x', 'old'));
  });

  it('compares If-None-Match weakly, in lists and with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('what may be kept', () => {
  const answer = (status: number, headers: Record<string, string> = {}) =>
    new Response(null, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

  it('is a 200 with an HTML body that sets no cookie and says nothing of its own caching', () => {
    expect(mayKeep(answer(200), '<p>x</p>')).toBe(true);
    expect(mayKeep(answer(200), null)).toBe(false);
    expect(mayKeep(answer(404), '<p>x</p>')).toBe(false);
    expect(mayKeep(answer(200, { 'Content-Type': 'application/json' }), '{}')).toBe(false);
    expect(mayKeep(answer(200, { 'Content-Type': 'text/htmlx' }), '<p>x</p>')).toBe(false);
    expect(mayKeep(answer(200, { 'Set-Cookie': 'a=1' }), '<p>x</p>')).toBe(false);
    expect(mayKeep(answer(200, { 'Cache-Control': 'no-cache' }), '<p>x</p>')).toBe(false);
  });

  it('is kept without the headers each answer sets anew, named by its ETag', () => {
    const html = htmlPage('Obras', 'n0nceA');
    const headers = [...answer(200, { ETag: 'W/"old"', Vary: 'Cookie', Age: '3', 'X-Page-Cache': 'hit' }).headers];
    expect(keptPage(html, 'n0nceA', headers, 42)).toEqual({
      html,
      nonce: 'n0nceA',
      etag: pageEtag(html, 'n0nceA'),
      headers: [['content-type', 'text/html; charset=utf-8']],
      storedAt: 42,
    });
  });
});

describe('Vary', () => {
  it('names each header once, whatever its case, and leaves * alone', () => {
    const vary = (initial: string | null, value: string) => {
      const headers = new Headers(initial ? { Vary: initial } : {});
      addVary(headers, value);
      return headers.get('vary');
    };
    expect(vary(null, 'Cookie')).toBe('Cookie');
    expect(vary('Cookie', 'Accept-Encoding')).toBe('Cookie, Accept-Encoding');
    expect(vary('cookie', 'Cookie')).toBe('cookie');
    expect(vary('*', 'Cookie')).toBe('*');
  });
});
