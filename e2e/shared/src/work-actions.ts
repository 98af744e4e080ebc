import { testApi } from './api';
import { expect, test } from './console';
import { E2E } from './env';

/**
 * The one action a work page offers for each state of a work (N2, T39, T40 of the specification), as the browser
 * tests of both suites expect it: what it is called in each language and where it leads, on the site showing it.
 */

type Lang = 'es' | 'en';

/**
 * The cases of the work page: a work that can be bought (on the fair, in the Market or only at the fair), one
 * without a price, one in each price-on-request state, and the two that take no action.
 */
export type WorkCase =
  'buyable' | 'buyable-fair-only' | 'no-price' | 'quote' | 'ask-gallery' | 'ask-market' | 'unavailable' | 'sold';

export const WORK_CASES: readonly WorkCase[] = [
  'buyable',
  'buyable-fair-only',
  'no-price',
  'quote',
  'ask-gallery',
  'ask-market',
  'unavailable',
  'sold',
];

/** The work page's texts of the offer, by language. */
export const WORK_OFFER_TEXTS = {
  es: {
    addToCart: 'Añadir a la cesta',
    buyInMarket: 'Comprar en el Market',
    askPrice: 'Preguntar el precio',
    quote: 'Pedir presupuesto',
    askGallery: 'Consultar a la galería',
    askMarket: 'Consultar al Market',
    contactGallery: 'Contactar con la galería',
    vat: 'IVA incluido',
    priceOnRequest: 'Precio a consultar',
    sold: 'Esta obra ya se ha vendido: no se puede comprar.',
    unavailable: 'Esta obra no está disponible: no se puede comprar ni consultar.',
    cannotBuyNow: 'no se puede comprar online ahora',
    refused: 'ya no está disponible',
    organisers: 'Escribe a la organización de la feria',
  },
  en: {
    addToCart: 'Add to cart',
    buyInMarket: 'Buy in the Market',
    askPrice: 'Ask for the price',
    quote: 'Ask for a quote',
    askGallery: 'Ask the gallery',
    askMarket: 'Ask the Market',
    contactGallery: 'Contact the gallery',
    vat: 'VAT included',
    priceOnRequest: 'Price on request',
    sold: 'This work has been sold: it can no longer be bought.',
    unavailable: 'This work is not available: it can be neither bought nor asked about.',
    cannotBuyNow: 'cannot be bought online at the moment',
    refused: 'no longer available',
    organisers: 'Write to the fair’s organisers',
  },
} as const;

/** A work of the seed as the tests need it. */
export interface CaseWork {
  slug: string;
  title: string;
  artistSlug: string;
  gallerySlug: string | null;
  catalogs: string[];
}

interface ApiWork extends CaseWork {
  workState: string;
  price: number | null;
  buyable: boolean;
}

/** The case of a work seen in a catalogue; null for a work the tests leave alone (held by an order, hidden). */
export function caseOf(work: Pick<ApiWork, 'workState' | 'price' | 'buyable' | 'catalogs'>): WorkCase | null {
  switch (work.workState) {
    case 'Disponible':
      if (work.price === null || work.price === 0) return 'no-price';
      if (!work.buyable) return null;
      return work.catalogs.includes('MARKET') ? 'buyable' : 'buyable-fair-only';
    case 'Disponible (PRESUPUESTOS)':
      return 'quote';
    case 'Consulta Galería':
      return 'ask-gallery';
    case 'Consulta Market':
      return 'ask-market';
    case 'No disponible':
      return 'unavailable';
    case 'Vendida':
      return 'sold';
    default:
      return null;
  }
}

/** The first work of each case in a catalogue of the seed (AM25 for the fair, MARKET for the shop). */
export async function worksByCase(catalogPrefix: 'AM25' | 'MARKET'): Promise<Partial<Record<WorkCase, CaseWork>>> {
  const found: Partial<Record<WorkCase, CaseWork>> = {};
  let after: string | null = null;
  for (;;) {
    const data: {
      works: {
        nodes: (Omit<ApiWork, 'artistSlug' | 'gallerySlug'> & {
          artist: { slug: string };
          gallery: { slug: string } | null;
        })[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } = await testApi.data(
      `query ($after: String, $prefix: String) {
        works(filter: { catalogPrefix: $prefix }, first: 100, after: $after) {
          nodes { slug title workState price buyable catalogs artist { slug } gallery { slug } }
          pageInfo { hasNextPage endCursor }
        }
      }`,
      { after, prefix: catalogPrefix },
    );
    for (const node of data.works.nodes) {
      const which = caseOf(node);
      if (which && !found[which]) {
        found[which] = {
          slug: node.slug,
          title: node.title,
          artistSlug: node.artist.slug,
          gallerySlug: node.gallery?.slug ?? null,
          catalogs: node.catalogs,
        };
      }
    }
    if (!data.works.pageInfo.hasNextPage) break;
    after = data.works.pageInfo.endCursor;
  }
  return found;
}

/** A work's page on a site, in a language (path only). */
export function caseWorkPath(site: 'fair' | 'shop', lang: Lang, work: CaseWork): string {
  if (site === 'shop') return `/${lang}/shop/${lang === 'es' ? 'obra' : 'work'}/${work.artistSlug}/${work.slug}`;
  return `/${lang}/${lang === 'es' ? 'obra' : 'work'}/${work.artistSlug}/${work.slug}`;
}

/** What the page of a work of a case offers: the action's label and target, whether a price shows, the reason shown. */
export interface ExpectedOffer {
  /** The action's text; null when the work takes none. */
  label: string | null;
  /** The action's address as the page writes it (null for the shop's add-to-cart button, and for no action). */
  href: string | null;
  /** What opening the target shows: an inquiry form about the work, a gallery's form, the organisers' footer form. */
  target: 'work-inquiry' | 'work-inquiry-organisers' | 'gallery-contact' | 'footer-contact' | 'shop-work' | null;
  price: boolean;
  reason: string | null;
}

/** The one right action of a work of a case, on a site, in a language. */
export function expectedOffer(site: 'fair' | 'shop', lang: Lang, which: WorkCase, work: CaseWork): ExpectedOffer {
  const t = WORK_OFFER_TEXTS[lang];
  const inquiry = `${caseWorkPath('fair', lang, work)}/${lang === 'es' ? 'contactar' : 'contact'}`;
  const gallery = (shop: boolean) =>
    `/${lang}${shop ? '/shop' : ''}/${lang === 'es' ? 'galeria' : 'gallery'}/${work.gallerySlug ?? ''}/${lang === 'es' ? 'contacto' : 'contact'}`;
  const ask = (label: string, target: ExpectedOffer['target'] = 'work-inquiry'): ExpectedOffer =>
    site === 'fair'
      ? { label, href: inquiry, target, price: false, reason: null }
      : { label, href: gallery(true), target: 'gallery-contact', price: false, reason: null };
  switch (which) {
    case 'buyable':
      return site === 'fair'
        ? {
            label: t.buyInMarket,
            href: `${E2E.shop}${caseWorkPath('shop', lang, work)}`,
            target: 'shop-work',
            price: true,
            reason: null,
          }
        : { label: t.addToCart, href: null, target: null, price: true, reason: null };
    case 'buyable-fair-only':
      return { label: t.contactGallery, href: gallery(false), target: 'gallery-contact', price: true, reason: null };
    case 'no-price':
      return ask(t.askPrice);
    case 'quote':
      return ask(t.quote);
    case 'ask-gallery':
      return ask(t.askGallery);
    case 'ask-market':
      return site === 'fair'
        ? ask(t.askMarket, 'work-inquiry-organisers')
        : { label: t.askMarket, href: '#footer-contact', target: 'footer-contact', price: false, reason: null };
    case 'unavailable':
      return { label: null, href: null, target: null, price: false, reason: t.unavailable };
    case 'sold':
      return { label: null, href: null, target: null, price: false, reason: t.sold };
  }
}

/**
 * The tests of the work page's one action, for each case of the site's catalogue, each case in one language, the
 * cases alternating between Spanish and English (which action each case gets is `workOffer`'s unit test in the page
 * kit, in both languages; here the page shows it): exactly one
 * action (or none, with the reason), labelled for the case, leading to a target on the site itself that accepts the
 * work (the shop's add-to-cart has no address; the fair's "buy in the Market" is the one way to the other site);
 * a price only where the work can be bought. `follow` opens the target too (the fair's suite has no shop server).
 */
export function defineWorkActionTests(site: 'fair' | 'shop') {
  const origin = E2E[site];
  test.describe(`${site}: one action per work state`, () => {
    let works: Partial<Record<WorkCase, CaseWork>> = {};
    test.beforeAll(async () => {
      works = await worksByCase(site === 'fair' ? 'AM25' : 'MARKET');
    });
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'acceptCookies', value: '1', url: origin }]);
    });

    const cases = WORK_CASES.filter((which) => site === 'fair' || which !== 'buyable-fair-only');
    cases.forEach((which, i) => {
      const lang = i % 2 === 0 ? 'es' : 'en';
      const t = WORK_OFFER_TEXTS[lang];
      test(`${which} (${lang})`, async ({ page }) => {
        const work = works[which];
        if (!work) throw new Error(`The test seed has no ${which} work in the ${site}'s catalogue`);
        const expected = expectedOffer(site, lang, which, work);
        await page.goto(`${origin}${caseWorkPath(site, lang, work)}`);
        const offer = page.locator('main [data-work-offer]');
        const actions = offer.locator('[data-work-action]');
        if (expected.label === null) {
          await expect(actions).toHaveCount(0);
          await expect(offer).toContainText(expected.reason ?? '');
        } else {
          await expect(actions).toHaveCount(1);
          await expect(actions).toHaveText(expected.label);
          if (expected.href === null) {
            await expect(actions.getByRole('button', { name: expected.label })).toBeVisible();
          } else {
            const link = offer.getByRole('link', { name: expected.label, exact: true });
            await expect(link).toHaveAttribute('href', expected.href);
          }
        }
        // A price shows only where the work can be bought; never beside "cannot be bought online now".
        if (expected.price) await expect(offer).toContainText(t.vat);
        else await expect(offer).not.toContainText(t.vat);
        await expect(offer).not.toContainText(t.cannotBuyNow);
        if (['no-price', 'quote', 'ask-gallery', 'ask-market'].includes(which)) {
          await expect(offer).toContainText(t.priceOnRequest);
        }

        // The target takes the work: a form about it, the gallery's or the organisers'.
        if (expected.target === 'footer-contact') {
          await expect(page.locator('#footer-contact form[data-footer-contact]')).toHaveCount(1);
        } else if (expected.target && expected.target !== 'shop-work' && expected.href) {
          await offer.getByRole('link', { name: expected.label ?? '', exact: true }).click();
          await expect(page).toHaveURL(`${origin}${expected.href}`);
          const form =
            expected.target === 'gallery-contact'
              ? page.locator('form[data-form="gallery-contact"]')
              : page.locator('form[data-form="work-inquiry"]');
          await expect(form).toBeVisible();
          await expect(page.locator('main')).not.toContainText(t.refused);
          if (expected.target === 'work-inquiry-organisers')
            await expect(page.locator('main')).toContainText(t.organisers);
        }
      });
    });

    // A work that cannot be had says so on its card too, instead of a price the visitor cannot pay (issue 18).
    for (const [which, lang] of [
      ['unavailable', 'es'],
      ['sold', 'en'],
    ] as const) {
      test(`${which} (${lang}): its card on the artist's page shows the state, no price`, async ({ page }) => {
        const work = works[which];
        if (!work) throw new Error(`The test seed has no ${which} work in the ${site}'s catalogue`);
        const artistPath = `/${lang}${site === 'shop' ? '/shop' : ''}/${lang === 'es' ? 'artista' : 'artist'}`;
        await page.goto(`${origin}${artistPath}/${work.artistSlug}`);
        const card = page.locator('main article').filter({
          has: page.locator(`a[href="${caseWorkPath(site, lang, work)}"]`),
        });
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(CARD_STATE_TEXTS[lang][which]);
        await expect(card).not.toContainText('€');
      });
    }
  });
}

/** What a card shows instead of a price, by language (the works namespace's `states`). */
const CARD_STATE_TEXTS = {
  es: { unavailable: 'No disponible', sold: 'Vendida' },
  en: { unavailable: 'Not available', sold: 'Sold' },
} as const;
