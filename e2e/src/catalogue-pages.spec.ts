import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './console';
import { E2E } from './env';
import { seedParams, type SeedParams } from './fixtures';
import { dottedTranslationKeys, keysIn } from './translations';

// The catalogue pages of both sites (artists A–Z, galleries, a gallery, an artist), the site map page, and the
// sitemap.xml and robots.txt the sites answer at their root.

let seed: SeedParams;
test.beforeAll(async () => {
  seed = await seedParams();
});

async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${E2E.api}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T };
  return body.data;
}

/** The JSON-LD objects of the page, by their `@type`. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const value = JSON.parse(text) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(value) ? value : [value]).map((v) => v['@type']);
  });
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
  expect(serious).toEqual([]);
}

const ARTISTS = {
  es: { path: '/es/artistas', index: 'Índice alfabético', search: 'Buscar artistas', submit: 'Buscar', all: 'Todos', count: /^\d+ artistas?$/ },
  en: { path: '/en/artists', index: 'A–Z index', search: 'Search artists', submit: 'Search', all: 'All', count: /^\d+ artists?$/ },
} as const;

for (const lang of ['es', 'en'] as const) {
  const t = ARTISTS[lang];

  test(`artists (${lang}): a letter and a search change the list and the address, and back returns to each`, async ({ page }) => {
    await page.goto(`${E2E.fair}${t.path}`);
    const status = page.getByRole('main').locator('p[aria-live="polite"]');
    await expect(status).toHaveText(t.count);
    const total = Number((await status.textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(1);
    const index = page.getByRole('navigation', { name: t.index });
    await expect(index.getByRole('link', { name: t.all })).toHaveAttribute('aria-current', 'page');
    // Letters without artists are there, disabled, with nothing to follow.
    const disabled = index.locator('a[aria-disabled="true"]');
    expect(await disabled.count()).toBeGreaterThan(0);
    expect(await disabled.first().getAttribute('href')).toBeNull();

    // The artists of one letter: the first card's surname initial, read from the A–Z links that exist.
    const letterLink = index.locator('a[href*="letter="]').first();
    const letter = (await letterLink.textContent())?.trim() ?? '';
    await letterLink.click();
    await expect(page).toHaveURL(new RegExp(`\\?letter=${letter}$`));
    await expect(index.getByRole('link', { name: new RegExp(`\\b${letter}$`) })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByRole('main').getByRole('list', { name: lang === 'es' ? 'Artistas' : 'Artists' }).getByRole('link');
    const letterCount = await cards.count();
    expect(letterCount).toBeGreaterThan(0);
    expect(letterCount).toBeLessThan(total);
    await expect(status).toHaveText(new RegExp(`^${letterCount} .*${letter}$`));

    // A search by a name without its accents, in lower case, finds the artist.
    const name = ((await cards.first().getByRole('heading').textContent()) ?? '').trim();
    const word = name.split(' ')[0]!.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    const form = page.getByRole('search', { name: t.search });
    await form.getByRole('searchbox').fill(word);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 3, name, exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?letter=${letter}$`));
    await expect(cards).toHaveCount(letterCount);
    await page.goBack();
    await expect(page).toHaveURL(`${E2E.fair}${t.path}`);
    await expect(status).toHaveText(new RegExp(`^${total} `));
  });
}

test('artists: a search that finds nothing says so with the text, and offers the whole list', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/artistas?q=zzqx%3Cb%3E`);
  await expect(page.getByRole('main').getByText('No hay artistas que coincidan con «zzqx<b>».')).toBeVisible();
  await page.getByRole('link', { name: 'Ver todos los artistas' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/es/artistas`);
});

test('artists: a page from a cursor of the address starts after it and links back to the start', async ({ page }) => {
  const first = await api<{ artists: { nodes: { fullName: string }[]; pageInfo: { endCursor: string } } }>(
    'query { artists(filter: { catalogPrefix: "AM25" }, first: 5) { nodes { fullName } pageInfo { endCursor } } }',
  );
  const rest = await api<{ artists: { nodes: { fullName: string }[] } }>(
    'query ($after: String) { artists(filter: { catalogPrefix: "AM25" }, first: 1, after: $after) { nodes { fullName } } }',
    { after: first.artists.pageInfo.endCursor },
  );
  await page.goto(`${E2E.fair}/en/artists?after=${first.artists.pageInfo.endCursor}`);
  const cards = page.getByRole('main').getByRole('list', { name: 'Artists' }).getByRole('heading', { level: 3 });
  await expect(cards.first()).toHaveText(rest.artists.nodes[0]!.fullName);
  await page.getByRole('link', { name: 'Back to the start' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/en/artists`);
  await expect(cards.first()).toHaveText(first.artists.nodes[0]!.fullName);
});

test('shop artists: the market’s artists, with the same index', async ({ page }) => {
  await page.goto(`${E2E.shop}/es/shop/artistas`);
  await expect(page.getByRole('navigation', { name: 'Índice alfabético' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href*="/es/shop/artista/"]').first()).toBeVisible();
});

for (const lang of ['es', 'en'] as const) {
  const path = lang === 'es' ? '/es/galerias' : '/en/galleries';
  test(`galleries (${lang}): the current edition’s galleries, searchable, and a 404 for an unknown edition`, async ({ page }) => {
    await page.goto(`${E2E.fair}${path}/am25`);
    const list = page.getByRole('main').getByRole('list', { name: lang === 'es' ? 'Galerías' : 'Galleries' });
    const names = list.getByRole('heading', { level: 3 });
    const count = await names.count();
    expect(count).toBeGreaterThan(1);
    await expect(page.getByRole('navigation', { name: lang === 'es' ? 'Ediciones' : 'Editions' }).getByRole('link', { name: /^2025/ }))
      .toHaveAttribute('aria-current', 'page');
    await expect(list.getByText(/^Stand /).first()).toBeVisible();
    const name = ((await names.first().textContent()) ?? '').trim();
    const form = page.getByRole('search', { name: lang === 'es' ? 'Buscar galerías' : 'Search galleries' });
    await form.getByRole('searchbox').fill(name.split(' ').at(-1)!.toLowerCase());
    await form.getByRole('button', { name: lang === 'es' ? 'Buscar' : 'Search' }).click();
    await expect(page).toHaveURL(/\?q=/);
    await expect(list.getByRole('heading', { level: 3, name })).toBeVisible();
    expect(await names.count()).toBeLessThanOrEqual(count);
    await page.goBack();
    await expect(names).toHaveCount(count);

    const missing = await page.goto(`${E2E.fair}${path}/am99`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'es' ? 'No encontramos esta página' : 'We could not find this page');
  });
}

test('a past edition lists its galleries, and the shop the market’s', async ({ page }) => {
  const res = await page.goto(`${E2E.fair}/es/galerias/AM21`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Ediciones' }).getByRole('link', { name: /^2021/ })).toHaveAttribute('aria-current', 'page');
  await page.goto(`${E2E.shop}/en/shop/galleries`);
  await expect(page.getByRole('main').locator('a[href*="/en/shop/gallery/"]').first()).toBeVisible();
});

for (const lang of ['es', 'en'] as const) {
  test(`the fair's home (${lang}): every featured work shows its price, "sold" or "price on request", never a key`, async ({ page }) => {
    await page.goto(`${E2E.fair}${lang === 'es' ? '/' : '/en'}`);
    const works = page.getByRole('main').locator('section[aria-labelledby="home-works"]');
    const cards = await works.locator('article').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    // A sold badge is set in capitals by its style (innerText reads "VENDIDA"); other tests may sell a featured work.
    const shown = lang === 'es' ? /\d\s€|Precio a consultar|Vendida/i : /€\d|Price on request|Sold/i;
    expect(cards.filter((card) => !shown.test(card))).toEqual([]);
    expect(keysIn(cards.join('\n'), dottedTranslationKeys())).toEqual([]);
    // Every card asks for its texts whether or not it shows them: the console fixture fails the test when the
    // browser misses one (`works` not loaded for the home), even when all the works shown have a price.
  });
}

test('the footer’s galleries link and the galleries mega-menu lead to the editions the galleries page lists', async ({ page, isMobile }) => {
  for (const lang of ['es', 'en'] as const) {
    const galleries = lang === 'es' ? 'Galerías' : 'Galleries';
    const current = lang === 'es' ? '/es/galerias/am25' : '/en/galleries/am25';
    // The footer of both sites opens the current edition's galleries (the shop's by the fair's address).
    await page.goto(`${E2E.shop}${lang === 'es' ? '/es/shop' : '/en/shop'}`);
    await expect(page.locator('footer').getByRole('link', { name: galleries, exact: true })).toHaveAttribute('href', `${E2E.fair}${current}`);
    await page.goto(`${E2E.fair}${lang === 'es' ? '/' : '/en'}`);
    const footerLink = page.locator('footer').getByRole('link', { name: galleries, exact: true });
    await expect(footerLink).toHaveAttribute('href', current);
    await footerLink.click();
    await expect(page).toHaveURL(`${E2E.fair}${current}`);
    const editions = page.getByRole('navigation', { name: lang === 'es' ? 'Ediciones' : 'Editions' }).getByRole('link');
    await expect(editions.first()).toHaveAttribute('aria-current', 'page');
    const listed = await editions.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(listed.length).toBeGreaterThan(1);
    if (isMobile) continue;
    // The wide header's galleries mega-menu offers the same editions, in the same order.
    await page.getByRole('button', { name: lang === 'es' ? 'Submenú de Galerías' : 'Galleries submenu' }).click();
    const panel = page.locator('[data-mega-panel]:not([hidden])');
    await expect(panel).toBeVisible();
    const offered = await panel.locator('[data-block^="text"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(offered).toEqual(listed);
  }
});

test('a gallery page shows its works and artists, links to its contact page and describes itself', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/galerias/am25`);
  const first = page.getByRole('main').locator('h3 a[href*="/es/galeria/"]').first();
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/es\/galeria\/[^/]+$/);
  const slug = new URL(page.url()).pathname.split('/').at(-1);
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Obras de la galería' })).toBeVisible();
  expect(await page.getByRole('main').locator('a[href*="/es/obra/"]').count()).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Artistas de la galería' })).toBeVisible();
  expect(await page.getByRole('main').locator('a[href*="/es/artista/"]').count()).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Contactar con la galería' })).toHaveAttribute('href', `/es/galeria/${slug}/contacto`);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['ArtGallery', 'BreadcrumbList']));
  await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Galerías' }).click();
  await expect(page).toHaveURL(/\/es\/galerias\/am25$/);
});

test('an artist page has biography, works, galleries, its Person data and breadcrumbs', async ({ page }) => {
  await page.goto(`${E2E.fair}/en/artist/${seed.artist}`);
  await expect(page.getByRole('heading', { name: 'Biography' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Works by / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Galleries representing their work' })).toBeVisible();
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList']));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Artists' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/en/artists`);
});

for (const [origin, path] of [[E2E.fair, '/es/mapa-web'], [E2E.fair, '/en/site-map'], [E2E.shop, '/es/shop/mapa-web']] as const) {
  test(`the site map ${path} links pages that all answer`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto(`${origin}${path}`);
    const hrefs = await page.getByRole('main').locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const unique = [...new Set(hrefs)];
    expect(unique.length).toBeGreaterThan(20);
    const failed: string[] = [];
    for (const href of unique) {
      const res = await request.get(href, { maxRedirects: 0 });
      if (res.status() !== 200) failed.push(`${res.status()} ${href}`);
    }
    expect(failed).toEqual([]);
  });
}

test('sitemap.xml lists both languages of each page with hreflang alternates, and robots.txt names it', async ({ request }) => {
  for (const origin of [E2E.fair, E2E.shop]) {
    const sitemap = await request.get(`${origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const artists = origin === E2E.fair ? ['/es/artistas', '/en/artists'] : ['/es/shop/artistas', '/en/shop/artists'];
    const entry = xml.match(new RegExp(`<url><loc>${origin}${artists[1]}</loc>.*?</url>`))?.[0] ?? '';
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${origin}${artists[0]}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}${artists[1]}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${artists[0]}"/>`);

    const robots = await request.get(`${origin}/robots.txt`);
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  }
  const fairXml = await (await request.get(`${E2E.fair}/sitemap.xml`)).text();
  expect(fairXml).toContain(`<loc>${E2E.fair}/es/artista/${seed.artist}</loc>`);
  expect(fairXml).toContain(`<loc>${E2E.fair}/es/galeria/${seed.gallery}</loc>`);
});

const PAGES = () => [
  `${E2E.fair}/es/artistas`,
  `${E2E.fair}/en/artists?letter=B`,
  `${E2E.fair}/es/galerias/am25`,
  `${E2E.fair}/en/galleries/am21?q=gal`,
  `${E2E.fair}/es/galeria/${seed.gallery}`,
  `${E2E.fair}/en/gallery/${seed.gallery}`,
  `${E2E.fair}/es/artista/${seed.artist}`,
  `${E2E.fair}/es/mapa-web`,
  `${E2E.fair}/en/site-map`,
  `${E2E.shop}/en/shop/artists`,
  `${E2E.shop}/es/shop/galerias`,
  `${E2E.shop}/es/shop/galeria/${seed.gallery}`,
  `${E2E.shop}/en/shop/site-map`,
];

test('the catalogue pages and the site maps have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  for (const url of PAGES()) {
    const res = await page.goto(url);
    expect([url, res?.status()]).toEqual([url, 200]);
    await expectNoSeriousViolations(page, url);
  }
});
