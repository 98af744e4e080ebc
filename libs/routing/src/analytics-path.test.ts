import { analyticsPath } from './analytics-path';

describe('analyticsPath', () => {
  it('never carries a reset token, an e-mail address, an order or a collection', () => {
    expect(analyticsPath('/es/establecer-contrase%C3%B1a/abc123DEF456')).toBe('/es/establecer-contrase%C3%B1a/:token');
    expect(analyticsPath('/en/reset-password/abc123DEF456?returnUrl=%2Fen')).toBe('/en/reset-password/:token');
    expect(analyticsPath('/es/coleccion/ana%40example.com/42')).toBe('/es/coleccion/:userEmail/:collectionId');
    const thanks = analyticsPath('/es/shop/gracias/2501AB12CD34', 'shop');
    expect(thanks).not.toContain('2501AB12CD34');
  });

  it('keeps the list state and drops what a visitor typed or where they came from', () => {
    expect(analyticsPath('/es/obras?size=1&price=2&colour=3&sort=price&q=ana%40example.com&after=xyz')).toBe(
      '/es/obras?size=1&price=2&colour=3&sort=price',
    );
    expect(analyticsPath('/es/blog?category=agenda&q=mi%20nombre')).toBe('/es/blog?category=agenda');
    expect(analyticsPath('/es/acceso?returnUrl=%2Fes%2Fcoleccion%2Fana%40example.com%2F1')).toBe('/es/acceso');
  });

  it('leaves public addresses as they are, and reports an unknown one as /not-found', () => {
    expect(analyticsPath('/es/artista/ana-lopez')).toBe('/es/artista/ana-lopez');
    expect(analyticsPath('/es/no-existe/ana%40example.com?token=1')).toBe('/not-found');
  });
});
