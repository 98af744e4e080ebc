import { E2E, expect, test } from '@art/e2e-shared';

// Issue 18, "What a visitor sees": no Spanish on the fair's English pages where the content has both languages: the
// byline of a post signed by the fair's team, the cities of artists, and the addresses of activities
// (English slugs, the Spanish one leading to the English page).

async function api<T>(query: string, lang: 'es' | 'en'): Promise<T> {
  const res = await fetch(`${E2E.api}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

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
