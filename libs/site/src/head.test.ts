/**
 * @jest-environment node
 */
import { localeTitles } from '@art/i18n/testing';
import { match } from '@art/routing';
import { buildHead, headMeta } from './head';

const origins = { fair: 'https://feria.example', shop: 'https://market.example' };

function headOf(url: string, site: 'fair' | 'shop', extra: Partial<Parameters<typeof buildHead>[0]> = {}) {
  const found = match(url, { site });
  if (!found) throw new Error(`no match for ${url}`);
  return buildHead({ match: found, site, origins, url, t: localeTitles(found.lang), ...extra });
}

describe('page head', () => {
  it('fills the work title and description from the loaded data, in the language of the route', () => {
    const head = headOf('/en/work/ana-rey/azul', 'fair', {
      titleData: {
        artistFullName: 'Ana Rey',
        workTitle: 'Azul',
        year: 2021,
        technique: 'Oil on canvas',
        measures: '100 × 80 cm',
      },
    });
    expect(head.lang).toBe('en');
    expect(head.title).toContain('Ana Rey');
    expect(head.title).toContain('Azul');
    expect(head.description).toContain('Oil on canvas');
    expect(head.description).toContain('100 × 80 cm');
  });

  it('falls back to the default public title when the data is missing', () => {
    const head = headOf('/es/obra/ana-rey/azul', 'fair', { titleData: null });
    expect(head.title).toBe('Feria de Arte Contemporáneo de Madrid · Galerías, artistas y obras de arte contemporáneo');
  });

  it('gives the canonical address on the serving site and the alternates in both languages and x-default', () => {
    const head = headOf('/es/shop/obras/pintura?size=small', 'shop');
    expect(head.canonical).toBe('https://market.example/es/shop/obras/pintura');
    expect(head.alternates).toEqual([
      { hrefLang: 'es', href: 'https://market.example/es/shop/obras/pintura' },
      { hrefLang: 'en', href: 'https://market.example/en/shop/works/painting' },
      { hrefLang: 'x-default', href: 'https://market.example/es/shop/obras/pintura' },
    ]);
  });

  it('uses the language-specific params of a post for its alternates', () => {
    const head = headOf('/es/post/quienes-somos', 'fair', { alternatesParams: { en: { slug: 'who-we-are' } } });
    expect(head.alternates.find((a) => a.hrefLang === 'en')?.href).toBe('https://feria.example/en/post/who-we-are');
  });

  it('keeps a Spanish-only page without an English alternate', () => {
    const head = headOf('/validacionesTaquilla', 'fair');
    expect(head.alternates.map((a) => a.hrefLang)).toEqual(['es', 'x-default']);
  });

  it('strips markup from loaded values, so a title never carries HTML', () => {
    const head = headOf('/es/artista/x', 'fair', { titleData: { artistFullName: '<script>alert(1)</script>Ana' } });
    expect(head.title).not.toMatch(/<|>/);
  });

  it('turns a head into title, description, canonical, hreflang and Open Graph tags', () => {
    const meta = headMeta(headOf('/en', 'fair', { image: '/api/images/work/1/4.jpg' }));
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: expect.any(String) },
        { name: 'description', content: expect.any(String) },
        { tagName: 'link', rel: 'canonical', href: 'https://feria.example/en' },
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://feria.example/' },
        { property: 'og:image', content: 'https://feria.example/api/images/work/1/4.jpg' },
        { property: 'og:locale', content: 'en_GB' },
      ]),
    );
    expect(headMeta(undefined)).toEqual([]);
  });
});
