import {
  activityUrl,
  articleUrl,
  artistUrl,
  galleryUrl,
  originsOf,
  showUrl,
  siteOfCatalog,
  trendUrl,
  workUrl,
} from './urls';

const origins = originsOf({ fairOrigin: 'https://feria.example', shopOrigin: 'https://shop.example/' });

describe('siteOfCatalog', () => {
  it('puts the market on the shop and every fair edition on the fair, in any case', () => {
    expect(siteOfCatalog('MARKET')).toBe('shop');
    expect(siteOfCatalog('market')).toBe('shop');
    expect(siteOfCatalog('AM25')).toBe('fair');
    expect(siteOfCatalog('am18')).toBe('fair');
  });
});

describe('entity addresses', () => {
  it('places works on the site asked for, in both languages', () => {
    const work = { artistSlug: 'lucia-nunez', slug: 'azul' };
    expect(workUrl(work, 'fair', 'es', origins)).toBe('https://feria.example/es/obra/lucia-nunez/azul');
    expect(workUrl(work, 'fair', 'en', origins)).toBe('https://feria.example/en/work/lucia-nunez/azul');
    expect(workUrl(work, 'shop', 'es', origins)).toBe('https://shop.example/es/shop/obra/lucia-nunez/azul');
    expect(workUrl(work, 'shop', 'en', origins)).toBe('https://shop.example/en/shop/work/lucia-nunez/azul');
  });

  it('opens a shop work inside a show when the show is given', () => {
    expect(workUrl({ artistSlug: 'a', slug: 'b', expoSlug: 'mar' }, 'shop', 'en', origins)).toBe(
      'https://shop.example/en/shop/work/a/b/mar',
    );
  });

  it('builds artist, gallery, show and trend pages', () => {
    expect(artistUrl('ana', 'fair', 'es', origins)).toBe('https://feria.example/es/artista/ana');
    expect(artistUrl('ana', 'shop', 'en', origins)).toBe('https://shop.example/en/shop/artist/ana');
    expect(galleryUrl('sol', 'fair', 'en', origins)).toBe('https://feria.example/en/gallery/sol');
    expect(galleryUrl('sol', 'shop', 'es', origins)).toBe('https://shop.example/es/shop/galeria/sol');
    expect(showUrl('mar', 'es', origins)).toBe('https://shop.example/es/shop/exposicion/mar');
    expect(showUrl('mar', 'en', origins)).toBe('https://shop.example/en/shop/show/mar');
    expect(trendUrl('paisaje', 'es', origins)).toBe('https://shop.example/es/shop/tendencias/paisaje');
    expect(trendUrl('landscape', 'en', origins)).toBe('https://shop.example/en/shop/trends/landscape');
  });

  it('gives post and activity pages as paths, or absolute on the fair with the origins', () => {
    expect(articleUrl('quienes-somos', 'es')).toBe('/es/post/quienes-somos');
    expect(articleUrl('who-we-are', 'en', origins)).toBe('https://feria.example/en/post/who-we-are');
    expect(activityUrl('visita', 'es')).toBe('/es/actividad/visita');
    expect(activityUrl('visit', 'en', origins)).toBe('https://feria.example/en/activity/visit');
  });

  it('percent-encodes what a slug should never hold', () => {
    expect(artistUrl('a b?c', 'fair', 'es', origins)).toBe('https://feria.example/es/artista/a%20b%3Fc');
  });
});
