import { asc, eq } from 'drizzle-orm';
import { activities, articles, expositions, menuEntries } from '@art/db';
import {
  createTestApi,
  testBackends,
  MENU_CACHE_CONTROL,
  menuBlockJson,
  type TestApi,
  type MenuEntryJson,
} from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

const block = (title: string, items: { order: number; title: string; image?: string }[]) => ({
  titleES: `${title} ES`,
  titleEN: `${title} EN`,
  subtitleES: `Subtítulo ${title}`,
  subtitleEN: `Subtitle ${title}`,
  items: items.map((i) => ({
    titleES: `${i.title} es`,
    titleEN: `${i.title} en`,
    url: `/es/${i.title}`,
    order: i.order,
    ...(i.image ? { image: { url: i.image } } : {}),
  })),
});

describe('menuBlockJson', () => {
  it('sorts items by order and gives every item an image or null', () => {
    const json = menuBlockJson(
      block('A', [
        { order: 3, title: 'c' },
        { order: 1, title: 'a', image: '/api/images/menu/a/3.jpg' },
        { order: 2, title: 'b' },
      ]),
    );
    expect(json?.items.map((i) => i.order)).toEqual([1, 2, 3]);
    expect(json?.items[0]?.image).toEqual({ url: '/api/images/menu/a/3.jpg' });
    expect(json?.items[1]?.image).toBeNull();
  });

  it('keeps a missing block null', () => {
    expect(menuBlockJson(null)).toBeNull();
    expect(menuBlockJson(undefined)).toBeNull();
  });
});

describe.each(testBackends('any'))('GET /api/getMainMenu on %s, over known entries', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      backend,
      prepare: async (db) => {
        await db.db.insert(menuEntries).values([
          {
            position: 3,
            url: '/es/shop',
            mainTitleEs: 'Tienda',
            mainTitleEn: 'Shop',
            site: 'shop',
            blockWithText1: block('Tienda', [
              { order: 2, title: 'obras' },
              { order: 1, title: 'artistas' },
            ]),
          },
          {
            position: 1,
            url: '/es/obras',
            mainTitleEs: 'Obras',
            mainTitleEn: 'Works',
            site: 'all',
            blockWithImages: block('Destacadas', [
              { order: 5, title: 'pintura', image: '/api/images/menu/p/3.jpg' },
              { order: 0, title: 'foto' },
            ]),
          },
          { position: 2, url: '/es/galerias/am25', mainTitleEs: 'Galerías', mainTitleEn: 'Galleries', site: 'fair' },
        ]);
      },
    });
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  it('answers every entry by position, in the shape of the specification', async () => {
    const res = await get('/api/getMainMenu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const entries = res.json<MenuEntryJson[]>();
    expect(entries.map((e) => e.position)).toEqual([1, 2, 3]);
    const [works, galleries, shop] = entries;
    expect(Object.keys(works ?? {}).sort()).toEqual(
      [
        'id',
        'position',
        'url',
        'mainTitle',
        'mainTitleES',
        'mainTitleEN',
        'blockWithImages',
        'blockWithText1',
        'blockWithText2',
      ].sort(),
    );
    expect(works).toMatchObject({
      url: '/es/obras',
      mainTitle: 'Obras',
      mainTitleES: 'Obras',
      mainTitleEN: 'Works',
      blockWithText1: null,
      blockWithText2: null,
    });
    expect(works?.blockWithImages).toEqual({
      titleES: 'Destacadas ES',
      titleEN: 'Destacadas EN',
      subtitleES: 'Subtítulo Destacadas',
      subtitleEN: 'Subtitle Destacadas',
      items: [
        { titleES: 'foto es', titleEN: 'foto en', url: '/es/foto', order: 0, image: null },
        {
          titleES: 'pintura es',
          titleEN: 'pintura en',
          url: '/es/pintura',
          order: 5,
          image: { url: '/api/images/menu/p/3.jpg' },
        },
      ],
    });
    expect(galleries).toMatchObject({ blockWithImages: null, blockWithText1: null, blockWithText2: null });
    expect(shop?.blockWithText1?.items.map((i) => i.titleES)).toEqual(['artistas es', 'obras es']);
  });

  it('gives mainTitle in the language of the request', async () => {
    const res = await get('/api/getMainMenu', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.json<MenuEntryJson[]>().map((e) => e.mainTitle)).toEqual(['Works', 'Galleries', 'Shop']);
    expect(res.headers['vary']).toMatch(/accept-language/i);
  });

  it('narrows the entries to one site, keeping those of both', async () => {
    const fair = await get('/api/getMainMenu?site=fair');
    expect(fair.json<MenuEntryJson[]>().map((e) => e.mainTitleEN)).toEqual(['Works', 'Galleries']);
    const shop = await get('/api/getMainMenu?site=shop');
    expect(shop.json<MenuEntryJson[]>().map((e) => e.mainTitleEN)).toEqual(['Works', 'Shop']);
  });

  it.each([
    ['an unknown site', '?site=all'],
    ['an empty site', '?site='],
    ['two sites', '?site=fair&site=shop'],
    ['SQL-looking text', "?site=fair'%20OR%201=1--"],
    ['HTML-looking text', '?site=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ])('refuses %s with a translated 400 JSON error', async (_, query) => {
    const res = await get(`/api/getMainMenu${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('fair o shop') });
    const en = await get(`/api/getMainMenu${query}`, { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ message: expect.stringContaining('fair or shop') });
  });

  it('is cacheable, with an ETag that answers 304 while the menu is the same', async () => {
    const first = await get('/api/getMainMenu');
    expect(first.headers['cache-control']).toBe(MENU_CACHE_CONTROL);
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/getMainMenu', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Each language and each site is its own version.
    const en = await get('/api/getMainMenu', { 'accept-language': 'en', 'if-none-match': etag });
    expect(en.statusCode).toBe(200);
    const fair = await get('/api/getMainMenu?site=fair', { 'if-none-match': etag });
    expect(fair.statusCode).toBe(200);
  });

  it('changes its ETag when the menu changes', async () => {
    const before = await get('/api/getMainMenu');
    await api.database.db
      .insert(menuEntries)
      .values({ position: 4, url: '/es/blog', mainTitleEs: 'Blog', mainTitleEn: 'Blog' });
    const after = await get('/api/getMainMenu', { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(200);
    expect(after.json<MenuEntryJson[]>()).toHaveLength(4);
  });
});

describe.each(testBackends('any'))('GET /api/getMainMenu on %s, over the seed', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());

  it('answers the seeded menu in order, each block with its items sorted and both languages', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/getMainMenu' });
    expect(res.statusCode).toBe(200);
    const entries = res.json<MenuEntryJson[]>();
    expect(entries.length).toBeGreaterThan(0);
    const positions = entries.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const entry of entries) {
      expect(entry.mainTitleES).not.toBe('');
      expect(entry.mainTitleEN).not.toBe('');
      expect(entry.mainTitle).toBe(entry.mainTitleES);
      for (const b of [entry.blockWithImages, entry.blockWithText1, entry.blockWithText2]) {
        if (!b) continue;
        const orders = b.items.map((i) => i.order);
        expect(orders).toEqual([...orders].sort((x, y) => x - y));
        for (const item of b.items) {
          expect(item).toEqual({
            titleES: expect.any(String),
            titleEN: expect.any(String),
            url: expect.any(String),
            order: expect.any(Number),
            image: item.image === null ? null : { url: expect.any(String) },
          });
        }
      }
    }
  });
});

describe.each(testBackends('any'))('GET /api/getMainMenu on %s, addresses in the language asked', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());

  const links = (entries: MenuEntryJson[]) =>
    entries.flatMap((e) => [
      e.url,
      ...[e.blockWithImages, e.blockWithText1, e.blockWithText2].flatMap((b) => b?.items.map((i) => i.url) ?? []),
    ]);

  it('links an activity, a post and a show by their English slugs in English, by their Spanish ones in Spanish', async () => {
    const db = api.database.db;
    const [activity] = await db.select().from(activities).where(eq(activities.slug, 'coleccionar-por-primera-vez'));
    const [post] = await db.select().from(articles).orderBy(asc(articles.id)).limit(1);
    const [show] = await db.select().from(expositions).orderBy(asc(expositions.id)).limit(1);
    // The editor's links are Spanish paths, as the back office stores them.
    await db.insert(menuEntries).values({
      position: 99,
      url: `/es/actividad/${activity!.slug}`,
      mainTitleEs: 'Coleccionar',
      mainTitleEn: 'Collecting',
      site: 'all',
      blockWithText1: {
        titleES: 'Más',
        titleEN: 'More',
        subtitleES: '',
        subtitleEN: '',
        items: [
          { titleES: 'Post', titleEN: 'Post', url: `/es/post/${post!.slugEs}?ref=menu#top`, order: 1 },
          { titleES: 'Expo', titleEN: 'Show', url: `/es/shop/exposicion/${show!.slug}`, order: 2 },
          { titleES: 'Obras', titleEN: 'Works', url: '/es/obras', order: 3 },
        ],
      },
    });

    const en = await api.app.inject({ method: 'GET', url: '/api/getMainMenu', headers: { 'accept-language': 'en' } });
    const english = links(en.json<MenuEntryJson[]>());
    expect(english).toContain(`/en/activity/${activity!.slugEn}`);
    expect(english).toContain(`/en/post/${post!.slugEn}?ref=menu#top`);
    expect(english).toContain(`/en/shop/show/${show!.slugEn}`);
    // Every activity and post of the seeded menu is an English address with an English slug.
    const spanishSlugs = new Set([
      ...(await db.select().from(activities)).map((a) => a.slug),
      ...(await db.select().from(articles)).map((a) => a.slugEs),
    ]);
    for (const url of english.filter((u) => /^\/(es|en)\/(actividad|activity|post)\//.test(u))) {
      expect(url).toMatch(/^\/en\//);
      expect(spanishSlugs.has(url.split(/[?#]/)[0]!.split('/').pop()!)).toBe(false);
    }
    // Addresses without a slug are left for the sites to move by the route table.
    expect(english).toContain('/es/obras');

    const es = await api.app.inject({ method: 'GET', url: '/api/getMainMenu', headers: { 'accept-language': 'es' } });
    const spanish = links(es.json<MenuEntryJson[]>());
    expect(spanish).toContain(`/es/actividad/${activity!.slug}`);
    expect(spanish).toContain(`/es/post/${post!.slugEs}?ref=menu#top`);
    expect(spanish).toContain(`/es/shop/exposicion/${show!.slug}`);
  });
});
