import { E2E, expect, RUNS_IN, test, testApi } from '@art/e2e-shared';

// Issue 18, "What a visitor sees": no Spanish on the fair's English pages where the content has both languages: the
// byline of a post signed by the fair's team, the cities of artists, and the addresses of activities
// (English slugs, the Spanish one leading to the English page).

const api = <T>(query: string, lang: 'es' | 'en') => testApi.data<T>(query, {}, { lang });

/** The bylines of the fair's own teams, in English. */
const TEAM_NAMES: Record<string, string> = { 'Equipo de la feria': 'Fair team', Redacción: 'Editorial team' };

/** Spanish names of cities the seed's artists and galleries live in, with their English names. */
const CITIES: Record<string, string> = {
  Mánchester: 'Manchester',
  Turín: 'Turin',
  Nápoles: 'Naples',
  Abuya: 'Abuja',
  Londres: 'London',
  Lisboa: 'Lisbon',
  París: 'Paris',
  Berlín: 'Berlin',
  Múnich: 'Munich',
  Colonia: 'Cologne',
  Hamburgo: 'Hamburg',
  Copenhague: 'Copenhagen',
  Milán: 'Milan',
  Bolonia: 'Bologna',
  Oporto: 'Porto',
  Sevilla: 'Seville',
  Marsella: 'Marseille',
  Burdeos: 'Bordeaux',
  'Ciudad de México': 'Mexico City',
  Tokio: 'Tokyo',
  Kioto: 'Kyoto',
  Seúl: 'Seoul',
  Busán: 'Busan',
  Cracovia: 'Kraków',
  Varsovia: 'Warsaw',
  Ámsterdam: 'Amsterdam',
  Róterdam: 'Rotterdam',
  Tánger: 'Tangier',
};

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'acceptCookies', value: '1', url: E2E.fair }]);
});

test('a post signed by the fair’s team shows the team’s English name on its English page', async ({ page }) => {
  const { articles } = await api<{ articles: { nodes: { slugEN: string; author: string | null }[] } }>(
    '{ articles(first: 100) { nodes { slugEN author } } }',
    'es',
  );
  const signed = Object.keys(TEAM_NAMES).flatMap((team) => articles.nodes.filter((a) => a.author === team).slice(0, 1));
  expect(signed.length).toBeGreaterThan(0);
  for (const post of signed) {
    await page.goto(`${E2E.fair}/en/post/${post.slugEN}`);
    const main = page.locator('main');
    await expect(main).toContainText(`By ${TEAM_NAMES[post.author ?? '']}`);
    await expect(main).not.toContainText(post.author ?? '');
  }
});

test('artists show their city in English on English pages, in Spanish on Spanish ones', async ({ page }) => {
  const { artists } = await api<{ artists: { nodes: { slug: string; city: string }[] } }>(
    '{ artists(filter: { catalogPrefix: "AM25" }, first: 100) { nodes { slug city } } }',
    'es',
  );
  const artist = artists.nodes.find((a) => CITIES[a.city]);
  if (!artist) throw new Error('No artist of the test seed lives in a city with an English name of its own');
  const english = CITIES[artist.city] ?? '';

  await page.goto(`${E2E.fair}/en/artist/${artist.slug}`);
  const main = page.locator('main');
  await expect(main).toContainText(english);
  await expect(main).not.toContainText(artist.city);
  expect(await page.title()).not.toContain(artist.city);
  await page.goto(`${E2E.fair}/es/artista/${artist.slug}`);
  await expect(page.locator('main')).toContainText(artist.city);
});

test('activities have English addresses on English pages; the Spanish slug leads to the English page', async ({
  page,
  request,
}) => {
  const spanish = await api<{ activities: { nodes: { slug: string; title: string }[] } }>(
    '{ activities(first: 50) { nodes { slug title } } }',
    'es',
  );
  const collecting = spanish.activities.nodes.find((a) => a.slug === 'coleccionar-por-primera-vez');
  expect(collecting, 'the test seed has the activity of the issue').toBeTruthy();

  // Its Spanish slug on an English address is sent, permanently, to the English page, whose slug is English.
  const res = await request.get(`${E2E.fair}/en/activity/coleccionar-por-primera-vez`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  const english = new URL(res.headers()['location'] ?? '', E2E.fair).pathname;
  expect(english).toMatch(/^\/en\/activity\/[a-z0-9-]+$/);
  expect(english).not.toBe('/en/activity/coleccionar-por-primera-vez');

  // The English list links every activity by an English slug, never a Spanish one.
  await page.goto(`${E2E.fair}/en/activities`);
  const hrefs = await page
    .locator('main a[href*="/activity/"]')
    .evaluateAll((links) => links.map((l) => new URL(l.getAttribute('href') ?? '', location.href).pathname));
  expect(hrefs).toContain(english);
  for (const { slug } of spanish.activities.nodes) expect(hrefs).not.toContain(`/en/activity/${slug}`);

  // The English page answers, with its English alternate; the Spanish one keeps its Spanish slug.
  await page.goto(`${E2E.fair}${english}`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    `${E2E.fair}/es/actividad/coleccionar-por-primera-vez`,
  );
  const back = await request.get(`${E2E.fair}/es/actividad/${english.split('/').pop() ?? ''}`, { maxRedirects: 0 });
  expect(back.status()).toBe(301);
  expect(new URL(back.headers()['location'] ?? '', E2E.fair).pathname).toBe(
    '/es/actividad/coleccionar-por-primera-vez',
  );
});

test(
  'the main menu links activities and posts by their English slugs on English pages',
  { tag: RUNS_IN.desktop },
  async ({ page, request }) => {
    const data = await api<{
      activities: { nodes: { slugES: string; slugEN: string }[] };
      articles: { nodes: { slugES: string; slugEN: string }[] };
    }>('{ activities(first: 100) { nodes { slugES slugEN } } articles(first: 100) { nodes { slugES slugEN } } }', 'en');
    const english = new Set([...data.activities.nodes, ...data.articles.nodes].map((n) => n.slugEN));
    const spanishOnly = new Set(
      [...data.activities.nodes, ...data.articles.nodes].map((n) => n.slugES).filter((slug) => !english.has(slug)),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${E2E.fair}/en`);
    const nav = page.locator('header nav').first();
    const links: string[] = [];
    for (const label of ['Activities', 'Blog', 'The fair']) {
      await nav.getByRole('button', { name: `${label} submenu`, exact: true }).click();
      const panel = page.locator('[data-mega-panel]:not([hidden])');
      await expect(panel.getByRole('link').first()).toBeVisible();
      links.push(
        ...(await panel
          .locator('a[href*="/activity/"], a[href*="/post/"]')
          .evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href') ?? '', location.href).pathname))),
      );
      await page.keyboard.press('Escape');
    }
    expect(
      links.some((l) => l.startsWith('/en/activity/')),
      'the menu links an activity',
    ).toBe(true);
    expect(
      links.some((l) => l.startsWith('/en/post/')),
      'the menu links a post',
    ).toBe(true);
    for (const link of links) {
      const slug = link.split('/').pop() ?? '';
      expect(link).toMatch(/^\/en\/(activity|post)\//);
      expect(spanishOnly.has(slug), `${link} has a Spanish slug`).toBe(false);
      expect(english.has(slug), `${link} has an English slug`).toBe(true);
      // The English page answers at once, without a redirect.
      expect((await request.get(`${E2E.fair}${link}`, { maxRedirects: 0 })).status()).toBe(200);
    }
  },
);

test('the blog writes its categories in English on English pages; a Spanish category address still works', async ({
  page,
}) => {
  await page.goto(`${E2E.fair}/en/blog`);
  const main = page.locator('main');
  const chips = main.getByRole('navigation', { name: 'Categories' });
  const hrefs = await chips
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href') ?? '', location.href).search));
  const values = hrefs.map((h) => new URLSearchParams(h).get('category')).filter((v): v is string => v !== null);
  expect(values.sort()).toEqual(['agenda', 'market', 'news', 'shows', 'works']);

  await chips.getByRole('link', { name: 'Works', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.fair}/en/blog?category=works`);
  await expect(chips.getByRole('link', { name: 'Works', exact: true })).toHaveAttribute('aria-current', 'page');
  const cards = main.locator('[data-blog-list] [data-post] h3');
  await expect(cards.first()).toBeVisible();
  const titles = await cards.allTextContents();

  // An address of the Spanish word, kept from before, shows the same category.
  await page.goto(`${E2E.fair}/en/blog?category=obras`);
  await expect(chips.getByRole('link', { name: 'Works', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveText(titles);

  // A post's category link on its English page is the English word too.
  const post = main.locator('[data-blog-list] [data-post] a[href*="/en/post/"]').first();
  await post.click();
  await expect(page).toHaveURL(/\/en\/post\//);
  const category = page.locator('main a[href*="/en/blog?category="]').first();
  await expect(category).toHaveAttribute('href', /\?category=(agenda|works|market|shows|news)$/);
});

test('an artist is found by the English name of their city, in the header search and on the results page', async ({
  page,
}) => {
  // A city whose English name is not its Spanish one without accents, with an artist of the edition in it.
  let found: { english: string; artist: string } | null = null;
  for (const [spanish, english] of [
    ['Nápoles', 'Naples'],
    ['Copenhague', 'Copenhagen'],
    ['Abuya', 'Abuja'],
  ] as const) {
    const { searchPage } = await api<{ searchPage: { nodes: { text: string }[] } }>(
      `{ searchPage(textSearch: ${JSON.stringify(spanish)}, kind: "artist") { nodes { text } } }`,
      'es',
    );
    if (searchPage.nodes[0]) {
      found = { english, artist: searchPage.nodes[0].text };
      break;
    }
  }
  if (!found) throw new Error('No artist of the test seed lives in Naples, Copenhagen or Abuja');

  await page.goto(`${E2E.fair}/en/works`);
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill(found.english);
  await expect(
    page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(found.artist) })
      .first(),
  ).toBeVisible();

  await page.goto(`${E2E.fair}/en/search?q=${encodeURIComponent(found.english)}&type=artist`);
  await expect(
    page.getByRole('main').getByRole('link', { name: new RegExp(`^${found.artist} Artist$`) }),
  ).toBeVisible();
});
