/**
 * The back office's site content (issue 16, `admin-site.graphql`): FAQ, static and legal pages, the main menu,
 * sponsors and press items. Changes show at once through the public queries (and `GET /api/getMainMenu`) in both
 * languages, move the content version and write one audit entry each; wrong, missing, oversized and hostile input
 * (markup, script links, SQL-looking text, unknown ids, files and images never uploaded) is refused with translated
 * messages and changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import { auditLog, faqs, menuEntries, pressItems, sponsors, staticPages } from '@art/db';
import type { Language } from '@art/model';
import { CONTENT_VERSION_PATH, errorMessage, type ErrorCode } from '@art/api-core';
import { ADMIN_FILES_PATH } from '../http/admin-files';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { call, prepareAdminFixture, type AdminFixture } from './admin-testing';

type FieldErrors = { field: string; message: string }[];
const FAQ_FIELDS = 'id site position questionES questionEN answerES answerEN';
const CREATE_FAQ = `mutation($input: AdminFaqInput!) { createFaq(input: $input) { ok errors { field message } faq { ${FAQ_FIELDS} } } }`;
const UPDATE_FAQ = `mutation($id: ID!, $input: AdminFaqInput!) { updateFaq(id: $id, input: $input) { ok errors { field message } faq { ${FAQ_FIELDS} } } }`;
const FAQS = `query($site: String, $q: String, $sort: AdminFaqSort, $order: SortOrder, $perPage: Int) {
  adminFaqs(site: $site, q: $q, sort: $sort, order: $order, perPage: $perPage) { total items { id questionES position } }
}`;
const PAGE_FIELDS = 'id slugES slugEN isLegal titleES titleEN contentES contentEN updatedAt';
const CREATE_PAGE = `mutation($input: AdminStaticPageInput!) { createStaticPage(input: $input) { ok errors { field message } page { ${PAGE_FIELDS} } } }`;
const UPDATE_PAGE = `mutation($id: ID!, $input: AdminStaticPageInput!) { updateStaticPage(id: $id, input: $input) { ok errors { field message } page { ${PAGE_FIELDS} } } }`;
const ENTRY_FIELDS = `id site position url mainTitleES mainTitleEN
  blockWithImages { titleES items { titleES url imageKey imageUrl } }
  blockWithText1 { titleES titleEN subtitleES items { titleES titleEN url } }
  blockWithText2 { titleES }`;
const CREATE_MENU = `mutation($input: AdminMenuEntryInput!) { createMenuEntry(input: $input) { ok errors { field message } entry { ${ENTRY_FIELDS} } } }`;
const UPDATE_MENU = `mutation($id: ID!, $input: AdminMenuEntryInput!) { updateMenuEntry(id: $id, input: $input) { ok errors { field message } entry { ${ENTRY_FIELDS} } } }`;
const SPONSOR_FIELDS = 'id name level url position logo { key }';
const CREATE_SPONSOR = `mutation($input: AdminSponsorInput!) { createSponsor(input: $input) { ok errors { field message } sponsor { ${SPONSOR_FIELDS} } } }`;
const UPDATE_SPONSOR = `mutation($id: ID!, $input: AdminSponsorInput!) { updateSponsor(id: $id, input: $input) { ok errors { field message } sponsor { ${SPONSOR_FIELDS} } } }`;
const PRESS_FIELDS = 'id kind titleES titleEN summaryES publishedOn fileKey fileUrl image { key }';
const CREATE_PRESS = `mutation($input: AdminPressItemInput!) { createPressItem(input: $input) { ok errors { field message } pressItem { ${PRESS_FIELDS} } } }`;
const UPDATE_PRESS = `mutation($id: ID!, $input: AdminPressItemInput!) { updatePressItem(id: $id, input: $input) { ok errors { field message } pressItem { ${PRESS_FIELDS} } } }`;

/** A small, well-formed PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe.each(testBackends('any'))('the site content on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'admin-site-files-'));
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      config: { filesDir },
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    f = prepared!;
  });
  afterAll(async () => {
    await api.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const db = () => api.database.db;
  const audit = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
  const version = async () => (await api.app.inject({ url: CONTENT_VERSION_PATH })).json<{ version: string }>().version;
  const editor = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    lang: Language = 'es',
  ) => call<T>(api, f, 'editor', query, variables, lang);
  const rows = async () => ({
    faqs: (await db().select({ n: count() }).from(faqs))[0]!.n,
    pages: (await db().select({ n: count() }).from(staticPages))[0]!.n,
    menu: (await db().select({ n: count() }).from(menuEntries))[0]!.n,
    sponsors: (await db().select({ n: count() }).from(sponsors))[0]!.n,
    press: (await db().select({ n: count() }).from(pressItems))[0]!.n,
    audit: (await db().select({ n: count() }).from(auditLog))[0]!.n,
  });
  /** A refused change's errors, in a language, after checking it answered no record. */
  const refusedWith = async (
    query: string,
    variables: Record<string, unknown>,
    operation: string,
    lang: Language = 'es',
  ): Promise<FieldErrors> => {
    const body = await editor<Record<string, { ok: boolean; errors: FieldErrors }>>(query, variables, lang);
    expect(body.errors).toBeUndefined();
    const result = body.data![operation]!;
    expect(result.ok).toBe(false);
    expect(Object.values(result).filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v))).toEqual([]);
    return result.errors;
  };
  const message = (lang: Language, code: ErrorCode, params: Record<string, string | number> = {}) =>
    errorMessage(lang, code, params);

  describe('the FAQ', () => {
    const valid = {
      site: 'fair',
      questionES: '¿Puedo entrar con mochila?',
      questionEN: 'May I bring a backpack?',
      answerES: 'Sí, pero se revisa en la entrada.\n\nLas maletas van al guardarropa.',
      answerEN: 'Yes, it is checked at the entrance.\n\nSuitcases go to the cloakroom.',
    };

    it('creates a question last in its site, shows it on the public FAQ in both languages and logs it', async () => {
      const before = await version();
      const body = await editor<{ createFaq: { ok: boolean; faq: { id: string; position: number } } }>(CREATE_FAQ, {
        input: valid,
      });
      const created = body.data!.createFaq;
      expect(created.ok).toBe(true);
      expect(created.faq.position).toBe(1);
      expect(await version()).not.toBe(before);

      for (const [lang, question, answer] of [
        ['es', valid.questionES, valid.answerES],
        ['en', valid.questionEN, valid.answerEN],
      ] as const) {
        const pub = await api.graphql<{ faq: { id: string; question: string; answer: string }[] }>(
          '{ faq(site: fair) { id question answer } }',
          {},
          { lang },
        );
        expect(pub.data!.faq.map((q) => q.id)).toEqual([String(f.siteIds.faq), created.faq.id]);
        expect(pub.data!.faq[1]).toEqual({ id: created.faq.id, question, answer });
      }
      const shop = await api.graphql<{ faq: unknown[] }>('{ faq(site: shop) { id } }');
      expect(shop.data!.faq).toEqual([]);

      const entry = (await audit()).at(-1)!;
      expect(entry).toMatchObject({
        action: 'create',
        entity: 'faq',
        entityId: created.faq.id,
        userEmail: 'editor@admin-test.example',
        before: null,
      });
      expect(entry.after).toMatchObject({ questionEs: valid.questionES, site: 'fair' });
    });

    it('moves a question first by its position and changes its texts, with the before and after logged', async () => {
      const list = await editor<{ adminFaqs: { items: { id: string; questionES: string }[] } }>(FAQS, {
        q: 'MOCHILA',
      });
      const id = list.data!.adminFaqs.items[0]!.id;
      const body = await editor<{ updateFaq: { ok: boolean; faq: { position: number; questionEN: string } } }>(
        UPDATE_FAQ,
        { id, input: { ...valid, position: 0, questionEN: 'Can I bring a backpack?' } },
      );
      expect(body.data!.updateFaq).toMatchObject({
        ok: true,
        faq: { position: 0, questionEN: 'Can I bring a backpack?' },
      });
      // Position 0 for both: the public order breaks the tie by id, as it always has.
      const sorted = await editor<{ adminFaqs: { items: { id: string }[] } }>(FAQS, { site: 'fair', sort: 'POSITION' });
      expect(sorted.data!.adminFaqs.items.map((q) => q.id)).toContain(id);
      const entry = (await audit()).at(-1)!;
      expect(entry).toMatchObject({ action: 'update', entity: 'faq', entityId: id });
      expect(entry.before).toMatchObject({ questionEn: valid.questionEN, position: 1 });
      expect(entry.after).toMatchObject({ questionEn: 'Can I bring a backpack?', position: 0 });
    });

    it('searches accents and case aside, and a SQL-looking search or site is only text', async () => {
      const accent = await editor<{ adminFaqs: { total: number } }>(FAQS, { q: 'GUARDARROPA' });
      expect(accent.data!.adminFaqs.total).toBe(2);
      const hostile = await editor<{ adminFaqs: { total: number } }>(FAQS, { q: "%' OR 1=1 --" });
      expect(hostile.data!.adminFaqs.total).toBe(0);
      const site = await editor<{ adminFaqs: { total: number } }>(FAQS, { site: "fair' OR '1'='1" });
      expect(site.data!.adminFaqs.total).toBe(0);
      const tooMany = await editor(FAQS, { perPage: 500 }, 'en');
      expect(tooMany.errors?.[0]?.message).toBe(message('en', 'admin.perPageInvalid', { max: 100 }));
    });

    it('refuses wrong, missing, oversized and hostile input in both languages, changing nothing', async () => {
      const start = await rows();
      for (const lang of ['es', 'en'] as const) {
        expect(
          await refusedWith(
            CREATE_FAQ,
            {
              input: {
                site: 'blog',
                questionES: '',
                questionEN: 'x'.repeat(301),
                answerES: '<p onclick="alert(1)">Hola</p>',
                answerEN: 'Fine <script>alert(1)</script>',
              },
            },
            'createFaq',
            lang,
          ),
        ).toEqual([
          { field: 'site', message: message(lang, 'admin.site') },
          { field: 'questionES', message: message(lang, 'admin.required') },
          { field: 'questionEN', message: message(lang, 'admin.tooLong', { max: 300 }) },
          { field: 'answerES', message: message(lang, 'admin.markup') },
          { field: 'answerEN', message: message(lang, 'admin.markup') },
        ]);
      }
      expect(await refusedWith(CREATE_FAQ, { input: { ...valid, position: -1 } }, 'createFaq')).toEqual([
        { field: 'position', message: message('es', 'admin.range', { min: 0, max: 100_000 }) },
      ]);
      for (const id of ['999999', '1 OR 1=1', '-1', "1'; DROP TABLE faqs; --"]) {
        expect(await refusedWith(UPDATE_FAQ, { id, input: valid }, 'updateFaq', 'en')).toEqual([
          { field: 'id', message: message('en', 'admin.faqNotFound') },
        ]);
      }
      expect(await rows()).toEqual(start);
    });

    it('keeps a SQL-looking question as the text it is', async () => {
      const question = "Robert'); DROP TABLE faqs; --";
      const body = await editor<{ createFaq: { ok: boolean; faq: { questionES: string } } }>(CREATE_FAQ, {
        input: { ...valid, site: 'shop', questionES: question },
      });
      expect(body.data!.createFaq).toMatchObject({ ok: true, faq: { questionES: question } });
      const pub = await api.graphql<{ faq: { question: string }[] }>('{ faq(site: shop) { question } }');
      expect(pub.data!.faq).toEqual([{ question }]);
    });
  });

  describe('the static and legal pages', () => {
    const valid = {
      titleES: 'Política de cookies',
      titleEN: 'Cookie policy',
      contentES: 'Usamos cookies propias.\n\nPuedes rechazarlas.',
      contentEN: 'We use our own cookies.\n\nYou may refuse them.',
      isLegal: true,
    };

    it('creates a page with slugs from its titles, found by either slug in both languages', async () => {
      const body = await editor<{
        createStaticPage: { ok: boolean; page: { id: string; slugES: string; slugEN: string } };
      }>(CREATE_PAGE, { input: valid });
      expect(body.data!.createStaticPage).toMatchObject({
        ok: true,
        page: { slugES: 'politica-de-cookies', slugEN: 'cookie-policy' },
      });
      for (const [lang, slug, title, content] of [
        ['es', 'politica-de-cookies', valid.titleES, valid.contentES],
        ['en', 'cookie-policy', valid.titleEN, valid.contentEN],
      ] as const) {
        const pub = await api.graphql<{
          getStaticPage: { slug: string; title: string; content: string; isLegal: boolean };
        }>('query($slug: String!) { getStaticPage(slug: $slug) { slug title content isLegal } }', { slug }, { lang });
        expect(pub.data!.getStaticPage).toEqual({ slug, title, content, isLegal: true });
      }
      expect((await audit()).at(-1)).toMatchObject({ action: 'create', entity: 'page' });
      const legal = await editor<{ adminStaticPages: { total: number } }>(
        'query($legal: Boolean, $q: String) { adminStaticPages(legal: $legal, q: $q) { total } }',
        { legal: true, q: 'politica' },
      );
      expect(legal.data!.adminStaticPages.total).toBe(1);
      const others = await editor<{ adminStaticPages: { total: number } }>(
        'query { adminStaticPages(legal: false) { total } }',
        {},
      );
      expect(others.data!.adminStaticPages.total).toBe(0);
    });

    it('updates a page and the public page shows the new text at once', async () => {
      const id = String(f.siteIds.page);
      const body = await editor<{ updateStaticPage: { ok: boolean; page: { slugES: string } } }>(UPDATE_PAGE, {
        id,
        input: {
          titleES: 'Aviso legal',
          titleEN: 'Legal notice',
          contentES: 'Nuevo texto legal.',
          contentEN: 'New legal text.',
          isLegal: true,
        },
      });
      // No slugs sent: the page keeps its own.
      expect(body.data!.updateStaticPage).toMatchObject({ ok: true, page: { slugES: 'aviso-legal' } });
      const pub = await api.graphql<{ getStaticPage: { content: string } }>(
        '{ getStaticPage(slug: "legal-notice") { content } }',
        {},
        { lang: 'en' },
      );
      expect(pub.data!.getStaticPage.content).toBe('New legal text.');
      const entry = (await audit()).at(-1)!;
      expect(entry).toMatchObject({ action: 'update', entity: 'page', entityId: id });
      expect(entry.before).toMatchObject({ contentEn: 'Legal text.' });
    });

    it('refuses a slug another page has in either language, bad slugs and markup, changing nothing', async () => {
      const start = await rows();
      // `legal-notice` is the other page's English slug: as a Spanish slug it would find two pages.
      expect(
        await refusedWith(
          CREATE_PAGE,
          { input: { ...valid, slugES: 'legal-notice', slugEN: 'cookies-2' } },
          'createStaticPage',
          'en',
        ),
      ).toEqual([{ field: 'slugES', message: message('en', 'admin.slugTaken') }]);
      expect(
        await refusedWith(
          CREATE_PAGE,
          {
            input: {
              ...valid,
              slugES: '../etc/passwd',
              slugEN: 'Mayúsculas',
              titleES: '<b>Negrita</b>',
              contentES: '<!-- comentario -->',
              contentEN: '',
            },
          },
          'createStaticPage',
        ),
      ).toEqual([
        { field: 'slugES', message: message('es', 'admin.slug') },
        { field: 'slugEN', message: message('es', 'admin.slug') },
        { field: 'titleES', message: message('es', 'admin.markup') },
        { field: 'contentES', message: message('es', 'admin.markup') },
        { field: 'contentEN', message: message('es', 'admin.required') },
      ]);
      expect(
        await refusedWith(CREATE_PAGE, { input: { ...valid, contentES: 'x'.repeat(50_001) } }, 'createStaticPage'),
      ).toEqual([{ field: 'contentES', message: message('es', 'admin.tooLong', { max: 50_000 }) }]);
      expect(await refusedWith(UPDATE_PAGE, { id: '424242', input: valid }, 'updateStaticPage')).toEqual([
        { field: 'id', message: message('es', 'admin.pageNotFound') },
      ]);
      expect(await rows()).toEqual(start);
    });
  });

  describe('the main menu', () => {
    const valid = {
      site: 'fair',
      position: 5,
      url: '/es/prensa',
      mainTitleES: 'Prensa',
      mainTitleEN: 'Press',
      blockWithText1: {
        titleES: 'Sala de prensa',
        titleEN: 'Press room',
        subtitleES: 'Notas y dosier',
        subtitleEN: 'Releases and kit',
        items: [
          { titleES: 'Notas', titleEN: 'Releases', url: '/es/prensa' },
          { titleES: 'Acreditación', titleEN: 'Accreditation', url: 'https://acreditacion.example.com/alta' },
        ],
      },
    };
    const menu = async (site: string, lang: Language) =>
      (await api.app.inject({ url: `/api/getMainMenu?site=${site}`, headers: { 'accept-language': lang } })).json<
        { id: number; mainTitle: string; blockWithText1: { items: { url: string; order: number }[] } | null }[]
      >();

    it('creates an entry with its blocks, served at once by the menu route in both languages', async () => {
      const body = await editor<{ createMenuEntry: { ok: boolean; entry: { id: string; blockWithText1: unknown } } }>(
        CREATE_MENU,
        { input: valid },
      );
      expect(body.data!.createMenuEntry.ok).toBe(true);
      const id = Number(body.data!.createMenuEntry.entry.id);
      expect(body.data!.createMenuEntry.entry.blockWithText1).toEqual({
        titleES: 'Sala de prensa',
        titleEN: 'Press room',
        subtitleES: 'Notas y dosier',
        items: [
          { titleES: 'Notas', titleEN: 'Releases', url: '/es/prensa' },
          { titleES: 'Acreditación', titleEN: 'Accreditation', url: 'https://acreditacion.example.com/alta' },
        ],
      });
      const es = await menu('fair', 'es');
      const en = await menu('fair', 'en');
      expect(es.map((e) => e.mainTitle)).toEqual(['Obras', 'Prensa']);
      expect(en.map((e) => e.mainTitle)).toEqual(['Works', 'Press']);
      expect(es.find((e) => e.id === id)!.blockWithText1!.items.map((i) => [i.url, i.order])).toEqual([
        ['/es/prensa', 1],
        ['https://acreditacion.example.com/alta', 2],
      ]);
      expect((await menu('shop', 'es')).map((e) => e.mainTitle)).toEqual(['Obras']);
      expect((await audit()).at(-1)).toMatchObject({ action: 'create', entity: 'menu', entityId: String(id) });
    });

    it('updates an entry: another site, no blocks', async () => {
      const id = String(f.siteIds.menu);
      const body = await editor<{ updateMenuEntry: { ok: boolean; entry: { site: string; position: number } } }>(
        UPDATE_MENU,
        { id, input: { site: 'shop', url: '/es/obras', mainTitleES: 'Obras de arte', mainTitleEN: 'Artworks' } },
      );
      expect(body.data!.updateMenuEntry).toMatchObject({ ok: true, entry: { site: 'shop', position: 0 } });
      expect((await menu('shop', 'en')).map((e) => e.mainTitle)).toEqual(['Artworks']);
      expect((await menu('fair', 'es')).map((e) => e.mainTitle)).toEqual(['Prensa']);
      const list = await editor<{ adminMenuEntries: { total: number } }>(
        'query($site: String) { adminMenuEntries(site: $site) { total } }',
        { site: 'shop' },
      );
      expect(list.data!.adminMenuEntries.total).toBe(1);
    });

    it('refuses script, protocol-relative and bad links, markup and images never uploaded, changing nothing', async () => {
      const start = await rows();
      for (const lang of ['es', 'en'] as const) {
        expect(
          await refusedWith(
            CREATE_MENU,
            { input: { ...valid, site: 'web', url: 'javascript:alert(1)', mainTitleES: '<img src=x>' } },
            'createMenuEntry',
            lang,
          ),
        ).toEqual([
          { field: 'site', message: message(lang, 'admin.menuSite') },
          { field: 'url', message: message(lang, 'admin.link') },
          { field: 'mainTitleES', message: message(lang, 'admin.markup') },
        ]);
      }
      for (const url of ['//evil.example.com/x', 'es/obras', '/es/"onmouseover="x', 'data:text/html,hola', '/\\evil']) {
        expect(await refusedWith(CREATE_MENU, { input: { ...valid, url } }, 'createMenuEntry')).toEqual([
          { field: 'url', message: message('es', 'admin.link') },
        ]);
      }
      const badItem = {
        ...valid.blockWithText1,
        items: [{ titleES: 'Mal', titleEN: 'Bad', url: 'javascript:void(0)' }],
      };
      expect(
        await refusedWith(CREATE_MENU, { input: { ...valid, blockWithText2: badItem } }, 'createMenuEntry'),
      ).toEqual([{ field: 'blockWithText2', message: message('es', 'admin.link') }]);
      const tooMany = {
        ...valid.blockWithText1,
        items: Array.from({ length: 13 }, () => valid.blockWithText1.items[0]),
      };
      expect(
        await refusedWith(CREATE_MENU, { input: { ...valid, blockWithText1: tooMany } }, 'createMenuEntry'),
      ).toEqual([{ field: 'blockWithText1', message: message('es', 'admin.tooMany', { max: 12 }) }]);
      const withImage = {
        titleES: 'Actualidad',
        titleEN: 'News',
        items: [{ titleES: 'Post', titleEN: 'Post', url: '/es/post/x', imageKey: 'upload/nunca-subida' }],
      };
      expect(
        await refusedWith(CREATE_MENU, { input: { ...valid, blockWithImages: withImage } }, 'createMenuEntry', 'en'),
      ).toEqual([{ field: 'blockWithImages', message: message('en', 'admin.imageUnknown') }]);
      expect(await refusedWith(UPDATE_MENU, { id: 'abc', input: valid }, 'updateMenuEntry', 'en')).toEqual([
        { field: 'id', message: message('en', 'admin.menuNotFound') },
      ]);
      expect(await rows()).toEqual(start);
    });
  });

  describe('the sponsors', () => {
    const valid = { name: 'Fundación Roja', level: 'official', url: 'https://fundacion-roja.example.org' };

    it('creates and updates a sponsor, listed publicly by level and logged', async () => {
      const body = await editor<{ createSponsor: { ok: boolean; sponsor: { id: string; position: number } } }>(
        CREATE_SPONSOR,
        { input: valid },
      );
      expect(body.data!.createSponsor).toMatchObject({ ok: true, sponsor: { position: 0, logo: null } });
      const id = body.data!.createSponsor.sponsor.id;
      const pub = async () =>
        (
          await api.graphql<{ sponsors: { name: string; level: string; url: string | null }[] }>(
            '{ sponsors { name level url } }',
          )
        ).data!.sponsors;
      expect(await pub()).toEqual([
        { name: 'Banco Azul', level: 'main', url: 'https://banco.example.com' },
        { name: 'Fundación Roja', level: 'official', url: 'https://fundacion-roja.example.org' },
      ]);
      const updated = await editor<{ updateSponsor: { ok: boolean } }>(UPDATE_SPONSOR, {
        id,
        input: { ...valid, level: 'media', url: '' },
      });
      expect(updated.data!.updateSponsor.ok).toBe(true);
      expect((await pub())[1]).toEqual({ name: 'Fundación Roja', level: 'media', url: null });
      const byLevel = await editor<{ adminSponsors: { items: { name: string }[] } }>(
        'query($level: String, $q: String) { adminSponsors(level: $level, q: $q) { items { name } } }',
        { level: 'media', q: 'fundacion' },
      );
      expect(byLevel.data!.adminSponsors.items).toEqual([{ name: 'Fundación Roja' }]);
      const entries = (await audit()).slice(-2);
      expect(entries.map((e) => [e.action, e.entity, e.entityId])).toEqual([
        ['create', 'sponsor', id],
        ['update', 'sponsor', id],
      ]);
    });

    it('refuses other addresses, unknown levels and logos never uploaded, changing nothing', async () => {
      const start = await rows();
      for (const lang of ['es', 'en'] as const) {
        expect(
          await refusedWith(
            CREATE_SPONSOR,
            { input: { name: '  ', level: 'gold', url: 'javascript:alert(1)', logoKey: '../../etc/passwd' } },
            'createSponsor',
            lang,
          ),
        ).toEqual([
          { field: 'name', message: message(lang, 'admin.required') },
          { field: 'level', message: message(lang, 'admin.sponsorLevel') },
          { field: 'url', message: message(lang, 'admin.website') },
          { field: 'logoKey', message: message(lang, 'admin.imageUnknown') },
        ]);
      }
      expect(
        await refusedWith(CREATE_SPONSOR, { input: { ...valid, logoKey: 'upload/nunca-subida' } }, 'createSponsor'),
      ).toEqual([{ field: 'logoKey', message: message('es', 'admin.imageUnknown') }]);
      expect(await refusedWith(CREATE_SPONSOR, { input: { ...valid, url: '/es/relativa' } }, 'createSponsor')).toEqual([
        { field: 'url', message: message('es', 'admin.website') },
      ]);
      expect(await refusedWith(UPDATE_SPONSOR, { id: '0', input: valid }, 'updateSponsor')).toEqual([
        { field: 'id', message: message('es', 'admin.sponsorNotFound') },
      ]);
      expect(await rows()).toEqual(start);
    });
  });

  describe('the press items', () => {
    const valid = {
      kind: 'kit',
      titleES: 'Dosier de prensa 2025',
      titleEN: 'Press kit 2025',
      summaryES: 'Todo sobre la edición.',
      summaryEN: 'All about the edition.',
      publishedOn: '2025-02-01',
    };
    const uploadPdf = async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: ADMIN_FILES_PATH,
        headers: { 'content-type': 'application/pdf', authorization: `Bearer ${f.tokens.editor}` },
        payload: PDF,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ key: string; url: string }>();
    };

    it('creates the press kit with an uploaded PDF, listed publicly with its address in both languages', async () => {
      const file = await uploadPdf();
      const body = await editor<{ createPressItem: { ok: boolean; pressItem: { id: string; fileUrl: string } } }>(
        CREATE_PRESS,
        { input: { ...valid, fileKey: file.key } },
      );
      expect(body.data!.createPressItem).toMatchObject({
        ok: true,
        pressItem: { fileKey: file.key, fileUrl: `/api/files/${file.key}.pdf`, publishedOn: '2025-02-01' },
      });
      for (const [lang, title] of [
        ['es', valid.titleES],
        ['en', valid.titleEN],
      ] as const) {
        const pub = await api.graphql<{ pressItems: { title: string; fileUrl: string | null }[] }>(
          '{ pressItems(kind: "kit") { title fileUrl } }',
          {},
          { lang },
        );
        expect(pub.data!.pressItems).toEqual([{ title, fileUrl: file.url }]);
      }
      const served = await api.app.inject({ url: file.url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(served.rawPayload.equals(PDF)).toBe(true);
      expect((await audit()).at(-1)).toMatchObject({ action: 'create', entity: 'press' });
    });

    it('updates a release: its date and title, the file removed', async () => {
      const id = String(f.siteIds.press);
      const body = await editor<{ updatePressItem: { ok: boolean } }>(UPDATE_PRESS, {
        id,
        input: { ...valid, kind: 'release', titleES: 'Nota de apertura', publishedOn: '2025-03-01', fileKey: null },
      });
      expect(body.data!.updatePressItem.ok).toBe(true);
      const pub = await api.graphql<{ pressItems: { title: string; publishedOn: string }[] }>(
        '{ pressItems(kind: "release") { title publishedOn } }',
      );
      expect(pub.data!.pressItems).toEqual([{ title: 'Nota de apertura', publishedOn: '2025-03-01' }]);
      const list = await editor<{ adminPressItems: { items: { kind: string }[] } }>(
        'query { adminPressItems(sort: PUBLISHED_ON, order: DESC) { items { kind } } }',
        {},
      );
      expect(list.data!.adminPressItems.items.map((i) => i.kind)).toEqual(['release', 'kit']);
      const entry = (await audit()).at(-1)!;
      expect(entry.before).toMatchObject({ titleEs: 'Nota inaugural', publishedOn: '2025-01-15' });
    });

    it('refuses unknown kinds, impossible dates, files and images never uploaded, changing nothing', async () => {
      const start = await rows();
      for (const lang of ['es', 'en'] as const) {
        expect(
          await refusedWith(
            CREATE_PRESS,
            {
              input: {
                kind: 'memo',
                titleES: 'Nota',
                titleEN: '',
                summaryES: '<iframe src="https://evil.example.com">',
                publishedOn: '2025-02-30',
                fileKey: '../secreto',
              },
            },
            'createPressItem',
            lang,
          ),
        ).toEqual([
          { field: 'kind', message: message(lang, 'admin.pressKind') },
          { field: 'titleEN', message: message(lang, 'admin.required') },
          { field: 'summaryES', message: message(lang, 'admin.markup') },
          { field: 'publishedOn', message: message(lang, 'admin.date', { min: 1900, max: 2100 }) },
          { field: 'fileKey', message: message(lang, 'admin.fileUnknown') },
        ]);
      }
      expect(
        await refusedWith(
          CREATE_PRESS,
          { input: { ...valid, fileKey: 'upload-nunca-subido', imageKey: 'upload/nunca-subida' } },
          'createPressItem',
        ),
      ).toEqual([
        { field: 'fileKey', message: message('es', 'admin.fileUnknown') },
        { field: 'imageKey', message: message('es', 'admin.imageUnknown') },
      ]);
      expect(await refusedWith(UPDATE_PRESS, { id: '77777', input: valid }, 'updatePressItem', 'en')).toEqual([
        { field: 'id', message: message('en', 'admin.pressNotFound') },
      ]);
      expect(await rows()).toEqual(start);
    });
  });

  it('refuses every change to a staff member and a visitor, in their language', async () => {
    const start = await rows();
    for (const caller of ['staff', 'visitor'] as const) {
      const body = await call(
        api,
        f,
        caller,
        CREATE_FAQ,
        {
          input: { site: 'fair', questionES: 'a', questionEN: 'b', answerES: 'c', answerEN: 'd' },
        },
        'en',
      );
      expect(body.errors?.[0]?.message).toBe(message('en', 'forbidden'));
    }
    expect(await rows()).toEqual(start);
  });
});
