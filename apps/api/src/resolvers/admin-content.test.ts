/**
 * The back office's content (issue 16): posts, banners and activities created, changed and published through the
 * admin operations and seen (or not, as drafts and scheduled posts) through the public queries in both languages;
 * the banner preview showing a draft; refused input (wrong, missing, oversized, hostile, unknown ids) that changes
 * nothing, with its translated field messages; one audit entry per change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { activities, articles, auditLog, banners } from '@art/db';
import type { Language } from '@art/model';
import { CONTENT_VERSION_PATH, errorMessage, type ErrorCode } from '@art/api-core';
import { ADMIN_IMAGES_PATH } from '../http/admin-images';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { call, prepareAdminFixture, type AdminFixture, type Caller } from './admin-testing';

const POST_FIELDS = `id slugES slugEN category titleES titleEN shortContentES contentES author authorEN publishedAt
  published visible siteUrl image { key thumbnail }`;
const CREATE_POST = `mutation($input: AdminPostInput!) {
  createPost(input: $input) { ok errors { field message } post { ${POST_FIELDS} } }
}`;
const UPDATE_POST = `mutation($id: ID!, $input: AdminPostInput!) {
  updatePost(id: $id, input: $input) { ok errors { field message } post { ${POST_FIELDS} } }
}`;
const SET_PUBLISHED = `mutation($id: ID!, $published: Boolean!) {
  setPostPublished(id: $id, published: $published) { ok errors { field message } post { id published visible } }
}`;
const POSTS = `query($page: Int, $perPage: Int, $sort: AdminPostSort, $order: SortOrder, $filter: AdminPostsFilter) {
  adminPosts(page: $page, perPage: $perPage, sort: $sort, order: $order, filter: $filter) { total items { titleES published } }
}`;
const BANNER_FIELDS = 'id titleES titleEN textES linkUrl published activeFrom activeTo previewUrl image { key }';
const CREATE_BANNER = `mutation($input: AdminBannerInput!) {
  createBanner(input: $input) { ok errors { field message } banner { ${BANNER_FIELDS} } }
}`;
const UPDATE_BANNER = `mutation($id: ID!, $input: AdminBannerInput!) {
  updateBanner(id: $id, input: $input) { ok errors { field message } banner { ${BANNER_FIELDS} } }
}`;
const ACTIVITY_FIELDS = `id slugES slugEN categoryES categoryEN titleES titleEN placeES startsAt endsAt catalog siteUrl`;
const CREATE_ACTIVITY = `mutation($input: AdminActivityInput!) {
  createActivity(input: $input) { ok errors { field message } activity { ${ACTIVITY_FIELDS} } }
}`;
const UPDATE_ACTIVITY = `mutation($id: ID!, $input: AdminActivityInput!) {
  updateActivity(id: $id, input: $input) { ok errors { field message } activity { ${ACTIVITY_FIELDS} } }
}`;
const ACTIVITIES = `query($sort: AdminActivitySort, $order: SortOrder, $filter: AdminActivitiesFilter) {
  adminActivities(sort: $sort, order: $order, filter: $filter) { total items { id titleES } }
}`;
const PUBLIC_POSTS = `query($q: String) { articles(textSearch: $q, first: 50) { totalCount nodes { slug title } } }`;
const PUBLIC_POST = `query($slug: String!) { getArticle(slug: $slug) { slug title related(first: 12) { slug } } }`;

type FieldErrors = { field: string; message: string }[];
type Result<T> = { ok: boolean; errors: FieldErrors } & Record<string, T | null>;
type Expected = [field: string, code: ErrorCode, params?: Record<string, number>][];

describe.each(testBackends('any'))('the back office content on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;
  let imagesDir: string;

  beforeAll(async () => {
    imagesDir = mkdtempSync(path.join(tmpdir(), 'admin-content-'));
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      config: { imagesDir },
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    f = prepared!;
  });
  afterAll(async () => {
    await api.close();
    rmSync(imagesDir, { recursive: true, force: true });
  });

  const run = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { caller?: Caller; lang?: Language } = {},
  ) => call<T>(api, f, options.caller ?? 'editor', query, variables, options.lang ?? 'es');
  const audit = () => api.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const version = async () => (await api.app.inject({ url: CONTENT_VERSION_PATH })).json<{ version: string }>().version;
  /** What the sites read: `run` as an anonymous visitor. */
  const visit = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, lang: Language) =>
    run<T>(query, variables, { caller: 'anonymous', lang });
  const publicTitles = async (lang: Language, q?: string) => {
    const body = await visit<{ articles: { nodes: { title: string }[] } }>(PUBLIC_POSTS, { q }, lang);
    expect(body.errors).toBeUndefined();
    return body.data!.articles.nodes.map((n) => n.title);
  };
  const publicPost = async (slug: string, lang: Language) => {
    const body = await visit<{ getArticle: { slug: string; title: string } | null }>(PUBLIC_POST, { slug }, lang);
    expect(body.errors).toBeUndefined();
    return body.data!.getArticle;
  };

  /** Runs a change that must be refused, in both languages, and checks that nothing changed. */
  async function expectRefused(mutation: string, name: string, variables: Record<string, unknown>, expected: Expected) {
    const tables = async () => ({
      posts: await api.database.db.select().from(articles).orderBy(asc(articles.id)),
      banners: await api.database.db.select().from(banners).orderBy(asc(banners.id)),
      activities: await api.database.db.select().from(activities).orderBy(asc(activities.id)),
    });
    const before = await tables();
    const auditBefore = (await audit()).length;
    for (const lang of ['es', 'en'] as const) {
      const body = await run<Record<string, Result<unknown>>>(mutation, variables, { lang });
      expect(body.errors).toBeUndefined();
      const result = body.data![name]!;
      expect(result.ok).toBe(false);
      expect(result.errors).toEqual(
        expected.map(([field, code, params]) => ({ field, message: errorMessage(lang, code, params ?? {}) })),
      );
    }
    expect(await tables()).toEqual(before);
    expect(await audit()).toHaveLength(auditBefore);
  }

  const validPost = () => ({
    titleES: 'Nueva edición de la feria',
    titleEN: 'A new edition of the fair',
    category: 'actualidad',
    shortContentES: 'Resumen en castellano.',
    shortContentEN: 'Summary in English.',
    contentES: 'Primer párrafo.\n\nSegundo párrafo.',
    contentEN: 'First paragraph.\n\nSecond paragraph.',
    author: 'Equipo de la feria',
    authorEN: 'Fair team',
    publishedAt: '2025-03-01T10:00:00Z',
    published: false,
  });

  describe('posts', () => {
    it('creates a draft that the sites do not show, publishes it and the sites show it in both languages', async () => {
      const auditBefore = (await audit()).length;
      const created = await run<{ createPost: Result<Record<string, unknown>> }>(CREATE_POST, { input: validPost() });
      expect(created.errors).toBeUndefined();
      const post = created.data!.createPost['post']!;
      expect(created.data!.createPost).toMatchObject({ ok: true, errors: [] });
      expect(post).toMatchObject({
        slugES: 'nueva-edicion-de-la-feria',
        slugEN: 'a-new-edition-of-the-fair',
        category: 'actualidad',
        author: 'Equipo de la feria',
        authorEN: 'Fair team',
        publishedAt: '2025-03-01T10:00:00.000Z',
        published: false,
        visible: false,
        image: null,
        siteUrl: expect.stringMatching(/^https?:\/\/[^/]+\/es\/post\/nueva-edicion-de-la-feria$/),
      });
      const entries = (await audit()).slice(auditBefore);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'create',
        entity: 'post',
        entityId: post['id'],
        userEmail: 'editor@admin-test.example',
        before: null,
        after: expect.objectContaining({ titleEs: 'Nueva edición de la feria', published: false }),
      });
      expect(entries[0]!.after).not.toHaveProperty('searchText');

      // A draft: on no public list, page, related list or sitemap.
      for (const lang of ['es', 'en'] as const) {
        expect(await publicTitles(lang)).toEqual([
          lang === 'es' ? 'La feria abre sus puertas' : 'The fair opens its doors',
        ]);
        expect(await publicTitles(lang, 'edición')).toEqual([]);
        expect(await publicPost('nueva-edicion-de-la-feria', lang)).toBeNull();
        expect(await publicPost('a-new-edition-of-the-fair', lang)).toBeNull();
      }
      const related = await visit<{ getArticle: { related: { slug: string }[] } }>(
        PUBLIC_POST,
        { slug: 'feria-abierta' },
        'es',
      );
      expect(related.data!.getArticle.related).toEqual([]);
      const sitemap = await api.app.inject({ url: '/api/seo/fair/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain('/es/post/feria-abierta');
      expect(sitemap.body).not.toContain('nueva-edicion-de-la-feria');

      // The back office reads drafts.
      const one = await run<{ adminPost: { id: string; published: boolean } }>(
        'query($id: ID!) { adminPost(id: $id) { id published } }',
        { id: post['id'] },
      );
      expect(one.data!.adminPost).toEqual({ id: post['id'], published: false });

      // Published: both languages find it, by list, by search, by either slug; the older post relates to it.
      const published = await run<{ setPostPublished: Result<Record<string, unknown>> }>(SET_PUBLISHED, {
        id: post['id'],
        published: true,
      });
      expect(published.data!.setPostPublished).toMatchObject({
        ok: true,
        post: { id: post['id'], published: true, visible: true },
      });
      expect(await publicTitles('es')).toEqual(['Nueva edición de la feria', 'La feria abre sus puertas']);
      expect(await publicTitles('en')).toEqual(['A new edition of the fair', 'The fair opens its doors']);
      expect(await publicTitles('es', 'edicion')).toEqual(['Nueva edición de la feria']);
      expect(await publicPost('nueva-edicion-de-la-feria', 'es')).toMatchObject({
        slug: 'nueva-edicion-de-la-feria',
        title: 'Nueva edición de la feria',
      });
      expect(await publicPost('nueva-edicion-de-la-feria', 'en')).toMatchObject({
        slug: 'a-new-edition-of-the-fair',
        title: 'A new edition of the fair',
      });
      const relatedNow = await visit<{ getArticle: { related: { slug: string }[] } }>(
        PUBLIC_POST,
        { slug: 'feria-abierta' },
        'es',
      );
      expect(relatedNow.data!.getArticle.related).toEqual([{ slug: 'nueva-edicion-de-la-feria' }]);
      const sitemapNow = await api.app.inject({ url: '/api/seo/fair/sitemap.xml' });
      expect(sitemapNow.body).toContain('nueva-edicion-de-la-feria');

      // Back to draft: gone again; each change has its entry with the row before and after.
      await run(SET_PUBLISHED, { id: post['id'], published: false });
      expect(await publicPost('nueva-edicion-de-la-feria', 'es')).toBeNull();
      const last = (await audit()).slice(-2);
      expect(last.map((e) => [e.action, e.entity, e.entityId])).toEqual([
        ['update', 'post', post['id']],
        ['update', 'post', post['id']],
      ]);
      expect(last[1]).toMatchObject({
        before: expect.objectContaining({ published: true }),
        after: expect.objectContaining({ published: false }),
      });
    });

    it('keeps a published post with a publish date to come off the sites until then', async () => {
      const created = await run<{ createPost: Result<Record<string, unknown>> }>(CREATE_POST, {
        input: {
          ...validPost(),
          titleES: 'Programa del año que viene',
          titleEN: "Next year's programme",
          publishedAt: '2099-01-01T00:00:00Z',
          published: true,
        },
      });
      const post = created.data!.createPost['post']!;
      expect(post).toMatchObject({ published: true, visible: false });
      for (const lang of ['es', 'en'] as const) {
        expect(await publicTitles(lang, 'programa')).toEqual([]);
        expect(await publicPost(String(post['slugES']), lang)).toBeNull();
      }
      // Moved to a date gone by, it shows.
      const updated = await run<{ updatePost: Result<Record<string, unknown>> }>(UPDATE_POST, {
        id: post['id'],
        input: {
          ...validPost(),
          titleES: 'Programa del año que viene',
          titleEN: "Next year's programme",
          publishedAt: '2025-01-05T00:00:00Z',
          published: true,
        },
      });
      expect(updated.data!.updatePost).toMatchObject({ ok: true, post: { visible: true, slugES: post['slugES'] } });
      expect(await publicTitles('en', 'programme')).toEqual(["Next year's programme"]);
    });

    it('lists posts by page, sort, category, state and accent-free search', async () => {
      const list = async (variables: Record<string, unknown>) => {
        const body = await run<{ adminPosts: { total: number; items: { titleES: string; published: boolean }[] } }>(
          POSTS,
          variables,
        );
        expect(body.errors).toBeUndefined();
        return body.data!.adminPosts;
      };
      const all = await list({ sort: 'TITLE', order: 'ASC' });
      expect(all.total).toBe(3);
      expect(all.items.map((p) => p.titleES)).toEqual([
        'La feria abre sus puertas',
        'Nueva edición de la feria',
        'Programa del año que viene',
      ]);
      expect((await list({ filter: { published: false } })).items.map((p) => p.titleES)).toEqual([
        'Nueva edición de la feria',
      ]);
      expect((await list({ filter: { q: 'EDICION' } })).total).toBe(1);
      expect((await list({ filter: { category: 'agenda' } })).total).toBe(0);
      expect((await list({ filter: { category: 'nada' } })).total).toBe(0);
      const page2 = await list({ page: 2, perPage: 2, sort: 'TITLE', order: 'ASC' });
      expect(page2).toEqual({ total: 3, items: [{ titleES: 'Programa del año que viene', published: true }] });
      const tooLong = await run(POSTS, { filter: { q: 'x'.repeat(101) } }, { lang: 'en' });
      expect(tooLong.errors?.[0]?.message).toBe(errorMessage('en', 'admin.searchTooLong', { max: 100 }));
    });

    it.each<[string, Record<string, unknown>, Expected]>([
      [
        'missing titles and category',
        { titleES: ' ', titleEN: '', category: '' },
        [
          ['titleES', 'admin.required'],
          ['titleEN', 'admin.required'],
          ['category', 'admin.required'],
        ],
      ],
      ['an unknown category', { category: "actualidad' OR 1=1 --" }, [['category', 'admin.postCategory']]],
      [
        'HTML in a title and a body',
        { titleES: '<script>alert(1)</script>', contentEN: 'Hi <img src=x onerror=alert(1)>' },
        [
          ['titleES', 'admin.markup'],
          ['contentEN', 'admin.markup'],
        ],
      ],
      [
        'an oversized title and body',
        { titleEN: 'a'.repeat(201), contentES: 'b'.repeat(50_001) },
        [
          ['titleEN', 'admin.tooLong', { max: 200 }],
          ['contentES', 'admin.tooLong', { max: 50_000 }],
        ],
      ],
      ['a malformed slug', { slugES: 'Nueva Edición' }, [['slugES', 'admin.slug']]],
      [
        'a date that is no date',
        { publishedAt: '2025-02-31' },
        [['publishedAt', 'admin.date', { min: 2000, max: 2100 }]],
      ],
      ['a hostile image key', { imageKey: '../../etc/passwd' }, [['imageKey', 'admin.imageUnknown']]],
      ['control characters', { titleES: 'Hola\u0000mundo' }, [['titleES', 'admin.control']]],
    ])('refuses %s, in both languages, changing nothing', async (_name, change, expected) => {
      await expectRefused(CREATE_POST, 'createPost', { input: { ...validPost(), ...change } }, expected);
      await expectRefused(
        UPDATE_POST,
        'updatePost',
        { id: String(f.contentIds.post), input: { ...validPost(), ...change } },
        expected,
      );
    });

    it('refuses what only the database knows: a taken slug, an image not uploaded, unknown ids', async () => {
      await expectRefused(CREATE_POST, 'createPost', { input: { ...validPost(), slugES: 'feria-abierta' } }, [
        ['slugES', 'admin.slugTaken'],
      ]);
      // Another post's English slug is taken for a Spanish one too (the sites find a post by either).
      await expectRefused(CREATE_POST, 'createPost', { input: { ...validPost(), slugES: 'fair-open' } }, [
        ['slugES', 'admin.slugTaken'],
      ]);
      await expectRefused(CREATE_POST, 'createPost', { input: { ...validPost(), imageKey: 'upload/not-uploaded' } }, [
        ['imageKey', 'admin.imageUnknown'],
      ]);
      for (const id of ['999999', 'abc', '-1', "1' OR '1'='1"]) {
        await expectRefused(UPDATE_POST, 'updatePost', { id, input: validPost() }, [['id', 'admin.postNotFound']]);
        await expectRefused(SET_PUBLISHED, 'setPostPublished', { id, published: true }, [['id', 'admin.postNotFound']]);
        expect((await run('query($id: ID!) { adminPost(id: $id) { id } }', { id })).data).toEqual({ adminPost: null });
      }
      // Its own slugs are no conflict for a post.
      const own = await run<{ updatePost: Result<unknown> }>(UPDATE_POST, {
        id: String(f.contentIds.post),
        input: { ...validPost(), slugES: 'feria-abierta', slugEN: 'fair-open', published: true },
      });
      expect(own.data!.updatePost.ok).toBe(true);
    });

    it('gives a title the same in both languages one slug for both, and keeps it on update', async () => {
      const input = { ...validPost(), titleES: 'Market 2025', titleEN: 'Market 2025', category: 'product' };
      const created = await run<{ createPost: Result<Record<string, unknown>> }>(CREATE_POST, { input });
      expect(created.data!.createPost).toMatchObject({
        ok: true,
        post: { slugES: 'market-2025', slugEN: 'market-2025' },
      });
      const id = created.data!.createPost['post']!['id'];
      const updated = await run<{ updatePost: Result<Record<string, unknown>> }>(UPDATE_POST, {
        id,
        input: { ...input, contentES: 'Otro texto.' },
      });
      expect(updated.data!.updatePost).toMatchObject({
        ok: true,
        post: { slugES: 'market-2025', slugEN: 'market-2025' },
      });
      // A second post of the same title gets slugs of its own.
      const second = await run<{ createPost: Result<Record<string, unknown>> }>(CREATE_POST, { input });
      expect(second.data!.createPost).toMatchObject({
        ok: true,
        post: { slugES: 'market-2025-2', slugEN: 'market-2025-2' },
      });
    });

    it('takes an uploaded image by its key', async () => {
      const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c81e3f' } })
        .jpeg()
        .toBuffer();
      const upload = await api.app.inject({
        method: 'POST',
        url: ADMIN_IMAGES_PATH,
        headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${f.tokens.editor}` },
        payload: jpeg,
      });
      expect(upload.statusCode).toBe(201);
      const { key } = upload.json<{ key: string }>();
      const body = await run<{ createPost: Result<Record<string, unknown>> }>(CREATE_POST, {
        input: { ...validPost(), titleES: 'Con imagen', titleEN: 'With an image', imageKey: key },
      });
      expect(body.data!.createPost).toMatchObject({
        ok: true,
        post: { image: { key, thumbnail: `/api/images/${key}/2.jpg` } },
      });
    });
  });

  describe('banners', () => {
    const validBanner = () => ({
      titleES: 'Compra tu entrada',
      titleEN: 'Buy your ticket',
      textES: 'Del 20 al 24 de febrero.',
      textEN: 'From 20 to 24 February.',
      linkUrl: '/es/entradas',
      published: false,
      activeFrom: '2025-02-01T00:00:00Z',
      activeTo: '2025-02-28T23:59:00Z',
    });

    it('creates a draft banner that the preview shows, then publishes it, with an audit entry each', async () => {
      const auditBefore = (await audit()).length;
      const versionBefore = await version();
      const created = await run<{ createBanner: Result<Record<string, unknown>> }>(CREATE_BANNER, {
        input: validBanner(),
      });
      expect(created.errors).toBeUndefined();
      const banner = created.data!.createBanner['banner']!;
      expect(banner).toMatchObject({
        titleES: 'Compra tu entrada',
        linkUrl: '/es/entradas',
        published: false,
        activeFrom: '2025-02-01T00:00:00.000Z',
        activeTo: '2025-02-28T23:59:00.000Z',
        previewUrl: expect.stringMatching(new RegExp(`^https?://[^/]+/es/preview/banner/${String(banner['id'])}$`)),
      });
      for (const lang of ['es', 'en'] as const) {
        const preview = await visit<{ getBanner: { title: string; published: boolean } }>(
          'query($id: ID!) { getBanner(id: $id) { title published } }',
          { id: banner['id'] },
          lang,
        );
        expect(preview.data!.getBanner).toEqual({
          title: lang === 'es' ? 'Compra tu entrada' : 'Buy your ticket',
          published: false,
        });
      }
      // The sites' kept pages are old now (the content version they are keyed by has changed).
      expect(await version()).not.toBe(versionBefore);
      const updated = await run<{ updateBanner: Result<Record<string, unknown>> }>(UPDATE_BANNER, {
        id: banner['id'],
        input: { ...validBanner(), published: true, linkUrl: 'https://www.example.org/entradas', activeTo: null },
      });
      expect(updated.data!.updateBanner).toMatchObject({
        ok: true,
        banner: { published: true, linkUrl: 'https://www.example.org/entradas', activeTo: null },
      });
      const entries = (await audit()).slice(auditBefore);
      expect(entries.map((e) => [e.action, e.entity, e.entityId])).toEqual([
        ['create', 'banner', banner['id']],
        ['update', 'banner', banner['id']],
      ]);
      expect(entries[1]).toMatchObject({
        before: expect.objectContaining({ published: false }),
        after: expect.objectContaining({ published: true, activeTo: null }),
      });
      const list = await run<{ adminBanners: { total: number; items: { titleES: string }[] } }>(
        '{ adminBanners(sort: TITLE, order: ASC, q: "ENTRADA") { total items { titleES } } }',
      );
      expect(list.data!.adminBanners).toEqual({
        total: 2,
        items: [{ titleES: 'Compra tu entrada' }, { titleES: 'Entradas' }],
      });
    });

    it.each<[string, Record<string, unknown>, Expected]>([
      ['a javascript: link', { linkUrl: 'javascript:alert(1)' }, [['linkUrl', 'admin.link']]],
      ['a link to another host without a scheme', { linkUrl: '//evil.example/x' }, [['linkUrl', 'admin.link']]],
      ['a data: link', { linkUrl: 'data:text/html,<b>x</b>' }, [['linkUrl', 'admin.link']]],
      ['an end before the start', { activeTo: '2025-01-01T00:00:00Z' }, [['activeTo', 'admin.dateOrder']]],
      [
        'missing titles',
        { titleES: '', titleEN: '' },
        [
          ['titleES', 'admin.required'],
          ['titleEN', 'admin.required'],
        ],
      ],
      ['an oversized text', { textEN: 'x'.repeat(1001) }, [['textEN', 'admin.tooLong', { max: 1000 }]]],
      ['HTML in the text', { textES: '<iframe src="https://x.example">' }, [['textES', 'admin.markup']]],
      [
        'a start that is no date',
        { activeFrom: "2025-01-01'; DROP TABLE banners; --" },
        [['activeFrom', 'admin.date', { min: 2000, max: 2100 }]],
      ],
    ])('refuses %s, in both languages, changing nothing', async (_name, change, expected) => {
      await expectRefused(CREATE_BANNER, 'createBanner', { input: { ...validBanner(), ...change } }, expected);
      await expectRefused(
        UPDATE_BANNER,
        'updateBanner',
        { id: String(f.contentIds.banner), input: { ...validBanner(), ...change } },
        expected,
      );
    });

    it('answers unknown banners clearly', async () => {
      for (const id of ['999999', 'abc']) {
        await expectRefused(UPDATE_BANNER, 'updateBanner', { id, input: validBanner() }, [
          ['id', 'admin.bannerNotFound'],
        ]);
        expect((await run('query($id: ID!) { adminBanner(id: $id) { id } }', { id })).data).toEqual({
          adminBanner: null,
        });
      }
    });
  });

  describe('activities', () => {
    const validActivity = () => ({
      titleES: 'Encuentro con coleccionistas',
      titleEN: 'Meeting collectors',
      categoryES: 'Encuentros',
      categoryEN: 'Talks',
      shortContentES: 'Una charla.',
      shortContentEN: 'A talk.',
      placeES: 'Sala 2',
      placeEN: 'Room 2',
      startsAt: '2025-02-21T18:00:00Z',
      endsAt: '2025-02-21T19:30:00Z',
      catalog: 'AM25',
    });

    it('creates and changes an activity that the sites show in both languages, with its audit entries', async () => {
      const auditBefore = (await audit()).length;
      const created = await run<{ createActivity: Result<Record<string, unknown>> }>(CREATE_ACTIVITY, {
        input: validActivity(),
      });
      expect(created.errors).toBeUndefined();
      const activity = created.data!.createActivity['activity']!;
      expect(activity).toMatchObject({
        slugES: 'encuentro-con-coleccionistas',
        slugEN: 'meeting-collectors',
        catalog: 'AM25',
        startsAt: '2025-02-21T18:00:00.000Z',
        siteUrl: expect.stringContaining('encuentro-con-coleccionistas'),
      });
      for (const [lang, title, category] of [
        ['es', 'Encuentro con coleccionistas', 'Encuentros'],
        ['en', 'Meeting collectors', 'Talks'],
      ] as const) {
        const seen = await visit<{ getActivity: { title: string; category: string; place: string } }>(
          'query($slug: String!) { getActivity(slug: $slug) { title category place } }',
          { slug: 'encuentro-con-coleccionistas' },
          lang,
        );
        expect(seen.data!.getActivity).toMatchObject({ title, category });
      }
      const updated = await run<{ updateActivity: Result<Record<string, unknown>> }>(UPDATE_ACTIVITY, {
        id: activity['id'],
        input: { ...validActivity(), placeES: 'Auditorio', endsAt: null },
      });
      expect(updated.data!.updateActivity).toMatchObject({
        ok: true,
        activity: { placeES: 'Auditorio', endsAt: null, slugES: 'encuentro-con-coleccionistas' },
      });
      const entries = (await audit()).slice(auditBefore);
      expect(entries.map((e) => [e.action, e.entity, e.entityId])).toEqual([
        ['create', 'activity', activity['id']],
        ['update', 'activity', activity['id']],
      ]);
    });

    it('lists activities by category (either language, accents aside), catalogue and search', async () => {
      const titles = async (variables: Record<string, unknown>) => {
        const body = await run<{ adminActivities: { items: { titleES: string }[] } }>(ACTIVITIES, variables);
        expect(body.errors).toBeUndefined();
        return body.data!.adminActivities.items.map((a) => a.titleES);
      };
      expect(await titles({ sort: 'STARTS_AT', order: 'ASC' })).toEqual([
        'Visita guiada',
        'Encuentro con coleccionistas',
      ]);
      expect(await titles({ filter: { category: 'guided TOURS' } })).toEqual(['Visita guiada']);
      expect(await titles({ filter: { category: 'encuentros' } })).toEqual(['Encuentro con coleccionistas']);
      expect(await titles({ filter: { catalog: 'am25', q: 'auditorio' } })).toEqual(['Encuentro con coleccionistas']);
      expect(await titles({ filter: { catalog: 'MARKET' } })).toEqual([]);
    });

    it.each<[string, Record<string, unknown>, Expected]>([
      [
        'a missing start and categories',
        { startsAt: '', categoryES: '', categoryEN: ' ' },
        [
          ['categoryES', 'admin.required'],
          ['categoryEN', 'admin.required'],
          ['startsAt', 'admin.required'],
        ],
      ],
      ['an end before the start', { endsAt: '2025-02-21T17:00:00Z' }, [['endsAt', 'admin.dateOrder']]],
      ['a malformed catalogue', { catalog: "AM25'; --" }, [['catalog', 'admin.catalogUnknown']]],
      ['HTML in the place', { placeEN: '<b>Room</b>' }, [['placeEN', 'admin.markup']]],
      ['an oversized category', { categoryES: 'c'.repeat(81) }, [['categoryES', 'admin.tooLong', { max: 80 }]]],
    ])('refuses %s, in both languages, changing nothing', async (_name, change, expected) => {
      await expectRefused(CREATE_ACTIVITY, 'createActivity', { input: { ...validActivity(), ...change } }, expected);
      await expectRefused(
        UPDATE_ACTIVITY,
        'updateActivity',
        { id: String(f.contentIds.activity), input: { ...validActivity(), ...change } },
        expected,
      );
    });

    it('refuses an unknown catalogue, a taken slug and unknown ids', async () => {
      await expectRefused(CREATE_ACTIVITY, 'createActivity', { input: { ...validActivity(), catalog: 'AM99' } }, [
        ['catalog', 'admin.catalogUnknown'],
      ]);
      await expectRefused(
        CREATE_ACTIVITY,
        'createActivity',
        { input: { ...validActivity(), slugES: 'visita-guiada', slugEN: 'guided-tour' } },
        [
          ['slugES', 'admin.slugTaken'],
          ['slugEN', 'admin.slugTaken'],
        ],
      );
      await expectRefused(UPDATE_ACTIVITY, 'updateActivity', { id: '999999', input: validActivity() }, [
        ['id', 'admin.activityNotFound'],
      ]);
      const [row] = await api.database.db.select().from(activities).where(eq(activities.id, f.contentIds.activity));
      expect(row?.titleEs).toBe('Visita guiada');
    });
  });
});
