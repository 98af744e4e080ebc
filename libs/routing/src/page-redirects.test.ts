import { CART_STEPS, deactivatedWorkRedirect, normalizeCartStep } from './page-redirects';

describe('normalizeCartStep', () => {
  it('keeps a valid step and sends anything else to step 1 (T29)', () => {
    expect(CART_STEPS).toEqual(['1']);
    expect(normalizeCartStep('1')).toBe('1');
    for (const step of ['2', '0', 'pago', '', null, undefined, '1; drop table orders', '<b>1</b>']) {
      expect(normalizeCartStep(step)).toBe('1');
    }
  });
});

describe('deactivatedWorkRedirect', () => {
  it('sends Spanish to /es/obras and any other language to /en/works with a 302 (R-16, T15)', () => {
    expect(deactivatedWorkRedirect('es')).toEqual({ location: '/es/obras', status: 302 });
    expect(deactivatedWorkRedirect('en')).toEqual({ location: '/en/works', status: 302 });
    expect(deactivatedWorkRedirect('fr')).toEqual({ location: '/en/works', status: 302 });
  });

  it("from the shop, sends to the fair's works list on the fair's origin", () => {
    const origins = { fair: 'https://arte.example.org', shop: 'https://shop.arte.example.org' };
    expect(deactivatedWorkRedirect('es', { site: 'shop', origins })).toEqual({
      location: 'https://arte.example.org/es/obras',
      status: 302,
    });
    expect(deactivatedWorkRedirect('es', { site: 'fair', origins })).toEqual({ location: '/es/obras', status: 302 });
  });
});
