import { href } from './links';
import { LOGIN_REDIRECT_STATUS, isLoginRequired, loginRedirect, safeReturnUrl } from './login';
import { ROUTES } from './route-table';
import { sampleParams } from './testing';

describe('isLoginRequired', () => {
  it('is true on the 14 paths of the 7 account routes and on the ticket desk, and false on every other path', () => {
    const answers = ROUTES.flatMap((route) =>
      (['es', 'en'] as const)
        .filter((lang) => route.paths[lang] !== undefined)
        .map((lang) => ({ key: route.key, required: isLoginRequired(href(route.key, sampleParams(route), lang)) })),
    );
    expect(answers.filter((answer) => answer.required)).toHaveLength(15);
    for (const answer of answers)
      expect(answer.required).toBe(ROUTES.find((route) => route.key === answer.key)?.loginRequired);
  });

  it('reads paths with a query string, and is false for unknown or malformed ones', () => {
    expect(isLoginRequired('/es/shop/mi-cuenta?tab=orders')).toBe(true);
    expect(isLoginRequired('/en/shop/new-collection/azul')).toBe(true);
    expect(isLoginRequired('/es/shop/coleccion')).toBe(false);
    expect(isLoginRequired('/es/no-such-page')).toBe(false);
    expect(isLoginRequired('/es/shop/mi-cuenta%')).toBe(false);
  });
});

describe('loginRedirect', () => {
  it('sends to the login page of the language with the requested path as returnUrl, with a 303', () => {
    expect(LOGIN_REDIRECT_STATUS).toBe(303);
    expect(loginRedirect('/es/shop/mi-cuenta')).toBe('/es/acceso?returnUrl=%2Fes%2Fshop%2Fmi-cuenta');
    expect(loginRedirect('/en/shop/my-artworks')).toBe('/en/login?returnUrl=%2Fen%2Fshop%2Fmy-artworks');
    expect(loginRedirect('/es/shop/mi-cuenta', 'en')).toBe('/en/login?returnUrl=%2Fes%2Fshop%2Fmi-cuenta');
    expect(loginRedirect('/en/shop/billing?step=2&x=a b', 'en')).toBe('/en/login');
    expect(loginRedirect('/en/shop/billing?step=2&coupon=%C3%B1', 'en')).toBe(
      '/en/login?returnUrl=%2Fen%2Fshop%2Fbilling%3Fstep%3D2%26coupon%3D%25C3%25B1',
    );
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/es/shop/mi-cuenta'],
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['https://evil.com/es/shop/mi-cuenta'],
    ['http://evil.com'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['es/shop/mi-cuenta'],
    [''],
    ['/' + 'a'.repeat(3000)],
  ])('drops the hostile return URL %j', (url) => {
    expect(loginRedirect(url, 'es')).toBe('/es/acceso');
    expect(loginRedirect(url, 'en')).toBe('/en/login');
  });
});

describe('safeReturnUrl', () => {
  it('keeps a relative path and refuses anything else', () => {
    expect(safeReturnUrl('/es/shop/mi-cuenta?tab=2')).toBe('/es/shop/mi-cuenta?tab=2');
    expect(safeReturnUrl('/')).toBe('/');
    expect(safeReturnUrl('//evil.com')).toBeNull();
    expect(safeReturnUrl('/\\evil.com')).toBeNull();
    expect(safeReturnUrl('https://evil.com')).toBeNull();
    expect(safeReturnUrl('javascript:alert(1)')).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
    expect(safeReturnUrl(['/es'])).toBeNull();
  });
});
