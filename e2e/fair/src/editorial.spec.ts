import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E, testApi } from '@art/e2e-shared';

// The fair's editorial pages: the blog (search and categories in the URL), a post, the activities and one activity
// with its calendar file, the sponsors and the press room, in both languages, checked against what the API holds.

type Lang = 'es' | 'en';

const api = <T>(query: string, lang: Lang = 'es') => testApi.data<T>(query, {}, { lang });

/** How the blog's address writes a category key on the English page (the Spanish page writes the key itself). */
const ENGLISH_CATEGORY: Record<string, string> = {
  agenda: 'agenda',
  obras: 'works',
  product: 'market',
  exposiciones: 'shows',
  actualidad: 'news',
};

interface Post {
  slug: string;
  slugES: string;
  slugEN: string;
  title: string;
  category: string;
  categoryName: string;
  content: string;
  related: { title: string; url: string }[];
}

/** The posts' titles the API lists for a category and text, newest first. */
async function postTitles(lang: Lang, category: string | null, text: string | null): Promise<string[]> {
  const args = [
    category ? `category: ${JSON.stringify(category)}` : '',
    text ? `textSearch: ${JSON.stringify(text)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const data = await api<{ articles: { nodes: { title: string }[] } }>(
    `{ articles(${args}${args ? ', ' : ''}first: 20) { nodes { title } } }`,
    lang,
  );
  return data.articles.nodes.map((n) => n.title);
}

const PATHS = {
  blog: { es: '/es/blog', en: '/en/blog' },
  post: { es: '/es/post/', en: '/en/post/' },
  activities: { es: '/es/actividades', en: '/en/activities' },
  activity: { es: '/es/actividad/', en: '/en/activity/' },
  sponsors: { es: '/es/patrocinadores', en: '/en/sponsors' },
  collaborate: { es: '/es/patrocinadores/colabora', en: '/en/sponsors/collaborate' },
  press: { es: '/es/prensa', en: '/en/press' },
  pressContact: { es: '/es/prensa/contacto', en: '/en/press/contact' },
} as const;

const TEXTS = {
  es: {
    search: 'Buscar en el blog',
    submit: 'Buscar',
    clear: 'Borrar la búsqueda y la categoría',
    all: 'Todas',
    categories: 'Categorías',
    activityCategories: 'Categorías de actividades',
    addToCalendar: 'Añadir a mi calendario',
    related: 'Artículos relacionados',
    noMatch: (t: string) => `No se han encontrado coincidencias para «${t}».`,
    privacy: 'Información básica sobre protección de datos',
    collaborate: 'Colabora con la feria',
    accreditation: 'Solicitar acreditación',
    contacts: 'Contactos de prensa',
  },
  en: {
    search: 'Search the blog',
    submit: 'Search',
    clear: 'Clear the search and the category',
    all: 'All',
    categories: 'Categories',
    activityCategories: 'Activity categories',
    addToCalendar: 'Add to my calendar',
    related: 'Related posts',
    noMatch: (t: string) => `No matches found for “${t}”.`,
    privacy: 'Basic information on data protection',
    collaborate: 'Collaborate with the fair',
    accreditation: 'Request accreditation',
    contacts: 'Press contacts',
  },
} as const;

const cardTitles = (page: Page) => page.locator('[data-blog-list] [data-post] h3');
const main = (page: Page) => page.getByRole('main');

/** The JSON-LD objects of the page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t): Record<string, unknown>[] => {
    const value = JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

for (const lang of ['es', 'en'] as const) {
  test.describe(`editorial pages (${lang})`, () => {
    test('blog: the category and the search change the list and the URL, back keeps them, clear resets', async ({
      page,
    }) => {
      const t = TEXTS[lang];
      // A category with at least two posts, and a word of its newest post's title.
      const all = await api<{
        articles: { totalCount: number; nodes: { title: string; category: string; categoryName: string }[] };
      }>('{ articles(first: 100) { totalCount nodes { title category categoryName } } }', lang);
      const counts = new Map<string, number>();
      for (const n of all.articles.nodes) counts.set(n.category, (counts.get(n.category) ?? 0) + 1);
      const category = [...counts].find(([, n]) => n >= 2)?.[0] ?? '';
      const categoryPost = all.articles.nodes.find((n) => n.category === category)!;
      // English pages write the category in English (issue 18).
      const inUrl = lang === 'en' ? (ENGLISH_CATEGORY[category] ?? '') : category;
      expect(inUrl).not.toBe('');
      const word =
        categoryPost.title
          .split(/\s+/)
          .find((w) => w.replace(/\W/g, '').length >= 6)
          ?.replace(/[^\p{L}\p{N}]/gu, '') ?? '';
      expect(word).not.toBe('');

      await page.goto(PATHS.blog[lang]);
      await expect(cardTitles(page)).toHaveText(await postTitles(lang, null, null));

      // Change category: a chip link; the URL holds it and the list is that category's.
      await main(page)
        .getByRole('navigation', { name: t.categories })
        .getByRole('link', { name: categoryPost.categoryName, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.blog[lang]}\\?category=${inUrl}$`));
      const categoryTitles = await postTitles(lang, category, null);
      await expect(cardTitles(page)).toHaveText(categoryTitles);

      // Search within it: the text (stored without accents) joins the category in the URL.
      const field = main(page).getByRole('searchbox', { name: t.search });
      await field.fill(word);
      await main(page).getByRole('button', { name: t.submit, exact: true }).click();
      const stored = word.normalize('NFD').replace(/\p{M}/gu, '');
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(stored)}&category=${inUrl}$`));
      const found = await postTitles(lang, category, stored);
      expect(found).toContain(categoryPost.title);
      await expect(cardTitles(page)).toHaveText(found);

      // Back: the category list again, and its empty search field.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?category=${inUrl}$`));
      await expect(cardTitles(page)).toHaveText(categoryTitles);
      await expect(main(page).getByRole('searchbox', { name: t.search })).toHaveValue('');
      await page.goForward();
      await expect(page).toHaveURL(/\?q=/);
      await expect(main(page).getByRole('searchbox', { name: t.search })).toHaveValue(stored);

      // Clear: the plain list.
      await main(page).getByRole('link', { name: t.clear }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.blog[lang]}$`));
      await expect(cardTitles(page)).toHaveText(await postTitles(lang, null, null));
      await expect(main(page).getByRole('link', { name: t.all, exact: true })).toHaveAttribute('aria-current', 'page');
    });

    test('blog: a search without results says so with the text', async ({ page }) => {
      await page.goto(`${PATHS.blog[lang]}?q=zzqxw`);
      await expect(main(page).getByText(TEXTS[lang].noMatch('zzqxw'))).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(0);
    });

    test('a post shows its text, its related posts and its Article and breadcrumb structured data', async ({
      page,
    }) => {
      const { articles } = await api<{ articles: { nodes: { slug: string }[] } }>(
        '{ articles(first: 1) { nodes { slug } } }',
        lang,
      );
      const { getArticle: post } = await api<{ getArticle: Post }>(
        `{ getArticle(slug: ${JSON.stringify(articles.nodes[0]!.slug)}) { slug slugES slugEN title category categoryName content related(first: 3) { title url } } }`,
        lang,
      );
      await page.goto(`${PATHS.post[lang]}${post.slug}`);
      await expect(main(page).getByRole('heading', { level: 2, name: post.title })).toBeVisible();
      const firstParagraph = post.content.split(/\n\s*\n/)[0]!.trim();
      await expect(main(page).getByText(firstParagraph, { exact: true })).toBeVisible();
      await expect(main(page).getByText(TEXTS[lang].privacy)).toBeVisible();
      if (post.related.length > 0) {
        const related = main(page).locator('[data-related-posts] h3');
        await expect(related).toHaveText(post.related.map((r) => r.title));
        await expect(main(page).getByRole('heading', { level: 2, name: TEXTS[lang].related })).toBeVisible();
      }
      const data = await structuredData(page);
      const article = data.find((d) => d['@type'] === 'Article');
      expect(article).toMatchObject({
        '@context': 'https://schema.org',
        headline: post.title,
        articleSection: post.categoryName,
        inLanguage: lang,
      });
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
        itemListElement: { position: number; name: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3, 4]);
      expect(crumbs.itemListElement.at(-1)?.name).toBe(post.title);

      // A related post leads to its own page.
      if (post.related.length > 0) {
        await main(page).getByRole('link', { name: post.related[0]!.title, exact: true }).click();
        await expect(page).toHaveURL(new URL(post.related[0]!.url).pathname);
        await expect(main(page).getByRole('heading', { level: 2, name: post.related[0]!.title })).toBeVisible();
      }
    });

    test('activities: a category chip narrows the programme and the URL, back restores it', async ({ page }) => {
      const t = TEXTS[lang];
      const data = await api<{
        activityCategories: { key: string; slug: string; name: string }[];
        activities: { nodes: { title: string; category: string }[] };
      }>('{ activityCategories { key slug name } activities(first: 100) { nodes { title category } } }', lang);
      // On English pages, a category whose English name is not its Spanish one.
      const category = data.activityCategories.find((c) => c.slug !== c.key) ?? data.activityCategories[0]!;
      await page.goto(PATHS.activities[lang]);
      const items = main(page).locator('[data-activity] h4');
      await expect(items).toHaveCount(data.activities.nodes.length);
      await main(page)
        .getByRole('navigation', { name: t.activityCategories })
        .getByRole('link', { name: category.name, exact: true })
        .click();
      // The address names the category in the page's language ('guided-tours' on English pages).
      await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}$`));
      if (lang === 'en') expect(category.slug).not.toBe(category.key);
      const wanted = data.activities.nodes.filter((a) => a.category === category.name).map((a) => a.title);
      expect(wanted.length).toBeGreaterThan(0);
      await expect(items).toHaveText(wanted);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${PATHS.activities[lang]}$`));
      await expect(items).toHaveCount(data.activities.nodes.length);

      // An address of the Spanish key, kept from before, shows the same category.
      await page.goto(`${PATHS.activities[lang]}?category=${category.key}`);
      await expect(items).toHaveText(wanted);
    });

    test('an activity offers its .ics calendar file and describes itself as an Event', async ({ page }) => {
      const { activities } = await api<{
        activities: { nodes: { slug: string; title: string; place: string; startsAt: string }[] };
      }>('{ activities(first: 1) { nodes { slug title place startsAt } } }', lang);
      const activity = activities.nodes[0]!;
      await page.goto(`${PATHS.activity[lang]}${activity.slug}`);
      await expect(main(page).getByRole('heading', { level: 2, name: activity.title })).toBeVisible();
      await expect(main(page).getByText(activity.place, { exact: false }).first()).toBeVisible();

      const link = main(page).getByRole('link', { name: TEXTS[lang].addToCalendar });
      const href = await link.getAttribute('href');
      expect(href).toBe(`/api/activities/${activity.slug}.ics?lang=${lang}`);
      const response = await page.request.get(`${E2E.fair}${href}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers()['content-disposition']).toBe(`attachment; filename="${activity.slug}.ics"`);
      const ics = (await response.text()).replace(/\r\n /g, '');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(`SUMMARY:${activity.title.replace(/[\\;,]/g, (c) => `\\${c}`)}\r\n`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`${activity.slug}.ics`);

      const event = (await structuredData(page)).find((d) => d['@type'] === 'Event');
      expect(event).toMatchObject({
        name: activity.title,
        startDate: activity.startsAt,
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place' },
      });
    });

    test('sponsors are shown by level, each linking to its site in a new tab, with the way to collaborate', async ({
      page,
    }) => {
      const { sponsors } = await api<{ sponsors: { name: string; level: string; url: string | null }[] }>(
        '{ sponsors { name level url } }',
        lang,
      );
      await page.goto(PATHS.sponsors[lang]);
      const levels = [...new Set(sponsors.map((s) => s.level))];
      await expect(main(page).locator('[data-level]')).toHaveCount(levels.length);
      for (const [i, level] of levels.entries()) {
        const section = main(page).locator('[data-level]').nth(i);
        await expect(section).toHaveAttribute('data-level', level);
        const names = sponsors.filter((s) => s.level === level).map((s) => s.name);
        await expect(section.locator('[data-sponsor]')).toHaveCount(names.length);
        for (const sponsor of sponsors.filter((s) => s.level === level && s.url)) {
          const link = section.locator(`a[data-sponsor="${sponsor.name}"]`);
          await expect(link).toHaveAttribute('href', sponsor.url!);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
        }
      }
      await main(page).getByRole('link', { name: TEXTS[lang].collaborate }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.collaborate[lang]}$`));
    });

    test('the press room lists releases, the kit, images and contacts, with the accreditation form', async ({
      page,
    }) => {
      const data = await api<{
        pressItems: { kind: string; title: string }[];
        pressContacts: { name: string; email: string }[];
      }>('{ pressItems { kind title } pressContacts { name email } }', lang);
      await page.goto(PATHS.press[lang]);
      for (const kind of ['release', 'kit', 'image']) {
        const titles = data.pressItems.filter((i) => i.kind === kind).map((i) => i.title);
        const section = main(page).locator(`[data-press-section="${kind}"]`);
        await expect(section.locator('h4')).toHaveText(titles);
        await expect(section.locator('[data-press-item] a[download]')).toHaveCount(titles.length);
      }
      // The image downloads answer with the images themselves.
      const imageHref = await main(page)
        .locator('[data-press-section="image"] a[download]')
        .first()
        .getAttribute('href');
      const image = await page.request.get(`${E2E.fair}${imageHref}`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\/jpeg/);

      const contacts = main(page).locator('[data-press-contact]');
      await expect(contacts.locator('h4')).toHaveText(data.pressContacts.map((c) => c.name));
      for (const contact of data.pressContacts) {
        await expect(main(page).getByRole('link', { name: contact.email })).toHaveAttribute(
          'href',
          `mailto:${contact.email}`,
        );
      }
      await expect(main(page).getByRole('heading', { name: TEXTS[lang].contacts })).toBeVisible();
      await expect(main(page).getByText(TEXTS[lang].privacy)).toBeVisible();
      await main(page).locator('[data-accreditation]').click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.pressContact[lang]}$`));
    });
  });
}

test('the press room downloads the press kit and the releases as PDF files, and the images as JPEG', async ({
  page,
}) => {
  await page.goto(PATHS.press.es);
  const kit = main(page).locator('[data-press-section="kit"] a[data-download="file"]').first();
  await expect(kit).toContainText('(PDF)');
  const [download] = await Promise.all([page.waitForEvent('download'), kit.click()]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.toString('latin1')).toMatch(/%%EOF\s*$/);

  const releases = main(page).locator('[data-press-section="release"] a[data-download="file"]');
  expect(await releases.count()).toBeGreaterThan(0);
  for (const href of await releases.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    const response = await page.request.get(`${E2E.fair}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  const images = main(page).locator('[data-press-section="image"] a[data-download="image"]');
  expect(await images.count()).toBeGreaterThan(0);
  for (const href of await images.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/\.jpg$/);
    const response = await page.request.get(`${E2E.fair}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    expect([...(await response.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  }
});

test('the blog search works without JavaScript: a GET form and category links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${E2E.fair}/es/blog?category=agenda`);
    await page.getByRole('searchbox', { name: TEXTS.es.search }).fill('Feria');
    await page.getByRole('button', { name: TEXTS.es.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/es\/blog\?q=Feria&category=agenda$/);
    await expect(cardTitles(page)).toHaveText(await postTitles('es', 'agenda', 'Feria'));
    await page.getByRole('link', { name: 'Todas', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/blog\?q=Feria$/);
  } finally {
    await context.close();
  }
});

test('an English address with the Spanish slug of a post is sent to its English slug', async ({ request }) => {
  const { articles } = await api<{ articles: { nodes: { slugES: string; slugEN: string }[] } }>(
    '{ articles(first: 1) { nodes { slugES slugEN } } }',
  );
  const post = articles.nodes[0]!;
  const response = await request.get(`${E2E.fair}/en/post/${post.slugES}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`/en/post/${post.slugEN}`);
});

const AXE_PAGES = [
  { name: 'blog', path: '/es/blog' },
  { name: 'blog filtered (en)', path: '/en/blog?category=obras&q=art' },
  { name: 'post', path: 'post' },
  { name: 'activities (en)', path: '/en/activities' },
  { name: 'activity', path: 'activity' },
  { name: 'sponsors', path: '/es/patrocinadores' },
  { name: 'sponsors (en)', path: '/en/sponsors' },
  { name: 'press', path: '/es/prensa' },
  { name: 'press (en)', path: '/en/press' },
];

for (const { name, path } of AXE_PAGES) {
  test(`${name} has no serious or critical accessibility violation`, async ({ page }) => {
    test.setTimeout(60_000);
    let url = path;
    if (path === 'post' || path === 'activity') {
      const data = await api<{ articles: { nodes: { slug: string }[] }; activities: { nodes: { slug: string }[] } }>(
        '{ articles(first: 1) { nodes { slug } } activities(first: 1) { nodes { slug } } }',
      );
      url =
        path === 'post' ? `/es/post/${data.articles.nodes[0]!.slug}` : `/en/activity/${data.activities.nodes[0]!.slug}`;
    }
    await page.goto(`${E2E.fair}${url}`);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${url} ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
    expect(serious).toEqual([]);
  });
}
