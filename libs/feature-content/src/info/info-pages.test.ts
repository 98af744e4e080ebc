/**
 * @jest-environment node
 */
import { operationName, type Operation } from '@art/data';
import { editionFixture, imageFixture, staticPageFixture } from '@art/data/testing';
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import { loadBannerPreviewPage } from './banner-preview-page';
import { fairEvent, formatDate, formatDayRange, postalAddress } from '@art/page-kit';
import { loadEditionsPage } from './editions-page';
import { loadFaqPage } from './faq-page';
import { isMapsKey, mapSearchUrl, mapsScriptUrl } from './maps';
import { loadPhotoViewPage } from './photo-view-page';
import { loadStaticPage, staticSlugOf } from './static-page';
import { linesOf, paragraphsOf } from './text';
import { loadTicketsPage } from './tickets-page';
import { loadVisitorInfoPage } from './visitor-info-page';
import { localeTitles } from '@art/i18n/testing';

const origins = { fair: 'https://feria.example', shop: 'https://market.example' };

/** A page at `url` whose API answers `answer` to any operation, recording what it was asked. */
function pageAt(url: string, answer: unknown, site: 'fair' | 'shop' = 'fair') {
  const found = match(url, { site });
  if (!found) throw new Error(`no route for ${url}`);
  const asked: { operation: string; variables: unknown }[] = [];
  const page: PageContext = {
    site,
    profile: siteProfile(site),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins,
    titles: localeTitles(found.lang),
    client: {} as PageContext['client'],
    query: (async (operation: Operation<unknown, unknown>, variables: unknown) => {
      asked.push({ operation: operationName(operation), variables });
      return answer;
    }) as PageContext['query'],
  };
  return { page, asked };
}

const market = editionFixture({
  prefix: 'MARKET',
  edition: null,
  year: 2025,
  name: 'Tienda online',
  isCurrent: false,
  isMarket: true,
  startsOn: null,
  endsOn: null,
});
const past = editionFixture({
  prefix: 'AM21',
  edition: 16,
  year: 2021,
  name: 'Feria 2021',
  isCurrent: false,
  startsOn: '2021-07-08',
  endsOn: '2021-07-11',
});
const older = editionFixture({
  prefix: 'AM18',
  edition: 13,
  year: 2018,
  name: 'Feria 2018',
  isCurrent: false,
  catalogUrl: null,
});
const current = editionFixture();

describe('static and legal pages', () => {
  it.each([
    ['/es/quienes-somos', 'quienes-somos'],
    ['/en/who-we-are', 'quienes-somos'],
    ['/es/como-exponer', 'como-exponer'],
    ['/en/apply-and-show', 'como-exponer'],
    ['/es/aviso-legal', 'aviso-legal'],
    ['/en/legal-warning', 'legal-warning'],
    ['/en/legal-information', 'legal-warning'],
    ['/es/politica-de-privacidad', 'politica-de-privacidad'],
    ['/en/privacy-policy', 'privacy-policy'],
    ['/es/cookies', 'cookies'],
    ['/es/terminos-y-condiciones', 'terminos-y-condiciones'],
    ['/en/terms-and-conditions', 'terms-and-conditions'],
  ])('%s shows the static page %s', async (url, slug) => {
    const { page, asked } = pageAt(url, { getStaticPage: staticPageFixture({ slug }) });
    expect(staticSlugOf(page)).toBe(slug);
    const result = await loadStaticPage(page);
    expect(asked).toEqual([{ operation: 'StaticPage', variables: { slug } }]);
    expect(result?.data.page.slug).toBe(slug);
  });

  it('is a 404 when the content has no such page, and for a route without a static page', async () => {
    expect(await loadStaticPage(pageAt('/es/aviso-legal', { getStaticPage: null }).page)).toBeNull();
    const { page, asked } = pageAt('/es/blog', { getStaticPage: staticPageFixture() });
    expect(await loadStaticPage(page)).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('visitor information, tickets and photo view', () => {
  it('show the current edition (never the market or a past one) and the static page of the route', async () => {
    const directions = staticPageFixture({ slug: 'informacion', title: 'Cómo llegar' });
    const { page, asked } = pageAt('/en/visitor-information', {
      catalogs: [market, current, past],
      getStaticPage: directions,
    });
    const result = await loadVisitorInfoPage(page);
    expect(result.data).toEqual({ edition: current, directions });
    expect(asked).toEqual([{ operation: 'VisitorInfo', variables: { slug: 'informacion' } }]);
  });

  it('have no edition before one is announced, and no directions when the page is missing', async () => {
    const result = await loadVisitorInfoPage(
      pageAt('/es/informacion', { catalogs: [market, past], getStaticPage: null }).page,
    );
    expect(result.data).toEqual({ edition: null, directions: null });
  });

  it('ask the tickets of the current edition with the tickets text', async () => {
    const ticketTypes = [{ id: '1', name: 'General', description: '', price: 18 }];
    const { page, asked } = pageAt('/es/tickets', { catalogs: [current], ticketTypes, getStaticPage: null });
    const result = await loadTicketsPage(page);
    expect(result.data).toEqual({ edition: current, ticketTypes, text: null });
    expect(asked).toEqual([{ operation: 'TicketsPage', variables: { slug: 'tickets', catalogPrefix: null } }]);
  });

  it('give the photo view the photographs in order and the first one as the page image', async () => {
    const photos = [1, 2].map((n) => ({
      id: String(n),
      caption: `Foto ${n}`,
      credit: null,
      image: imageFixture(`fair-photo/am25-0${n}`),
    }));
    const result = await loadPhotoViewPage(pageAt('/es/photoview', { catalogs: [current], fairPhotos: photos }).page);
    expect(result.data.photos.map((p) => p.id)).toEqual(['1', '2']);
    expect(result.image).toBe('/api/images/fair-photo/am25-01/4.jpg');
    const empty = await loadPhotoViewPage(pageAt('/en/photoview', { catalogs: [], fairPhotos: [] }).page);
    expect(empty).toEqual({ data: { edition: null, photos: [] }, image: null });
  });
});

describe('FAQ', () => {
  it.each([
    ['/es/faq', 'fair'],
    ['/en/shop/faq', 'shop'],
  ] as const)('%s asks the questions of the %s', async (url, site) => {
    const faq = [{ id: '1', question: '¿Cuándo?', answer: 'En marzo.' }];
    const { page, asked } = pageAt(url, { faq }, site);
    expect((await loadFaqPage(page)).data.entries).toEqual(faq);
    expect(asked).toEqual([{ operation: 'FaqPage', variables: { site } }]);
  });
});

describe('other editions', () => {
  it('lists the fair editions newest first, the current one included, without the market', async () => {
    const result = await loadEditionsPage(
      pageAt('/es/otras-ediciones', { catalogs: [older, market, current, past] }).page,
    );
    expect(result.data.editions.map((e) => e.prefix)).toEqual(['AM25', 'AM21', 'AM18']);
  });
});

describe('banner preview', () => {
  it('shows a banner by id, published or not', async () => {
    const banner = {
      id: '2',
      title: 'T',
      text: '',
      linkUrl: null,
      image: null,
      published: false,
      activeFrom: null,
      activeTo: null,
    };
    const { page, asked } = pageAt('/es/preview/banner/2', { getBanner: banner });
    expect((await loadBannerPreviewPage(page))?.data.banner).toEqual(banner);
    expect(asked).toEqual([{ operation: 'BannerPreview', variables: { id: '2' } }]);
  });

  it('is a 404 for an unknown id, and for a malformed one without asking the API', async () => {
    expect(await loadBannerPreviewPage(pageAt('/en/preview/banner/999', { getBanner: null }).page)).toBeNull();
    for (const id of ['abc', '1e3', '-1', '12345678901']) {
      // The route itself refuses them (a 404 before any data is asked)…
      expect(match(`/es/preview/banner/${id}`, { site: 'fair' })).toBeNull();
      // …and so does the data function, should it ever be reached with one.
      const { page, asked } = pageAt('/es/preview/banner/1', { getBanner: null });
      expect(await loadBannerPreviewPage({ ...page, params: { id } })).toBeNull();
      expect(asked).toEqual([]);
    }
  });
});

describe('structured data', () => {
  it('reads a Spanish address into its parts, and keeps another shape whole', () => {
    expect(postalAddress('Plaza de Cibeles 1, 28014 Madrid')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Plaza de Cibeles 1',
      postalCode: '28014',
      addressLocality: 'Madrid',
      addressCountry: 'ES',
    });
    expect(postalAddress('Calle Mayor 3, 2º, 28013 Madrid')).toMatchObject({
      streetAddress: 'Calle Mayor 3, 2º',
      postalCode: '28013',
    });
    expect(postalAddress('IFEMA, Madrid')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'IFEMA, Madrid',
      addressCountry: 'ES',
    });
  });

  it('describes the edition as an Event at its venue, with its tickets as offers', () => {
    const event = fairEvent(current, 'https://feria.example/', {
      offers: [
        { name: 'General', price: 18 },
        { name: 'Menores', price: 0 },
      ],
      ticketsUrl: 'https://entradas.example/',
    });
    expect(event).toMatchObject({
      '@type': 'Event',
      name: current.name,
      startDate: '2025-03-05',
      endDate: '2025-03-09',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: 'https://feria.example/',
      location: { '@type': 'Place', name: current.venue, address: { '@type': 'PostalAddress', postalCode: '28014' } },
      offers: [
        { '@type': 'Offer', name: 'General', price: '18.00', priceCurrency: 'EUR', url: 'https://entradas.example/' },
        { '@type': 'Offer', name: 'Menores', price: '0.00', priceCurrency: 'EUR' },
      ],
    });
    expect(fairEvent({ ...current, startsOn: null }, 'https://feria.example/')).toBeNull();
    expect(fairEvent({ ...current, endsOn: null, address: null }, 'https://feria.example/')).toMatchObject({
      endDate: '2025-03-05',
      location: { '@type': 'Place', name: current.venue },
    });
  });
});

describe('text and dates', () => {
  it('splits paragraphs on blank lines and lines on line breaks, dropping empty ones', () => {
    expect(paragraphsOf('Uno.\n\nDos,\ncon línea.\r\n  \r\nTres.\n\n\n')).toEqual([
      'Uno.',
      'Dos,\ncon línea.',
      'Tres.',
    ]);
    expect(paragraphsOf(null)).toEqual([]);
    expect(linesOf('Lunes: 12:00\n\n Martes: 13:00 \n')).toEqual(['Lunes: 12:00', 'Martes: 13:00']);
  });

  it('writes the days of an edition as a range in each language, with plain spaces only', () => {
    // Exact texts: Intl's formatRange spaces the dash with thin or narrow no-break spaces that differ between Node's
    // ICU and the browser's, and the page then fails to hydrate (React error #418).
    expect(formatDayRange('2025-03-05', '2025-03-09', 'es')).toBe('5–9 de marzo de 2025');
    expect(formatDayRange('2025-03-05', '2025-03-09', 'en')).toBe('5–9 March 2025');
    expect(formatDayRange('2020-02-26', '2020-03-01', 'es')).toBe('26 de febrero – 1 de marzo de 2020');
    expect(formatDayRange('2020-02-26', '2020-03-01', 'en')).toBe('26 February – 1 March 2020');
    expect(formatDayRange('2024-12-30', '2025-01-02', 'es')).toBe('30 de diciembre de 2024 – 2 de enero de 2025');
    expect(formatDayRange('2024-12-30', '2025-01-02', 'en')).toBe('30 December 2024 – 2 January 2025');
    expect(formatDayRange('2025-03-09', '2025-03-05', 'en')).toBe('9 March 2025');
    expect(formatDayRange('2025-03-05', null, 'en')).toBe('5 March 2025');
    expect(formatDayRange('2025-03-05', '2025-03-05', 'es')).toBe('5 de marzo de 2025');
    expect(formatDayRange(null, '2025-03-09', 'es')).toBeNull();
    expect(formatDayRange('marzo', null, 'es')).toBeNull();
    expect(formatDate('2025-01-15T10:00:00.000Z', 'es')).toBe('15 de enero de 2025');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('maps', () => {
  it('loads the maps script only for a well-formed key, with the places library, region and language es', () => {
    expect(isMapsKey('AIzaSyA-abcdefghijklmnopqrstuvwxyz0123')).toBe(true);
    for (const key of ['', '   ', 'short', '"><script>alert(1)</script>', 'a'.repeat(80), null, 42])
      expect(isMapsKey(key)).toBe(false);
    const url = new URL(mapsScriptUrl(' AIzaSyA-abcdefghijklmnopqrstuvwxyz0123 '));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: 'AIzaSyA-abcdefghijklmnopqrstuvwxyz0123',
      libraries: 'places',
      region: 'es',
      language: 'es',
    });
  });

  it('links an address to a map search, encoded', () => {
    expect(mapSearchUrl(' Plaza de Cibeles 1, 28014 Madrid ')).toBe(
      'https://www.openstreetmap.org/search?query=Plaza%20de%20Cibeles%201%2C%2028014%20Madrid',
    );
    expect(mapSearchUrl('A&B <c>')).toBe('https://www.openstreetmap.org/search?query=A%26B%20%3Cc%3E');
  });
});
