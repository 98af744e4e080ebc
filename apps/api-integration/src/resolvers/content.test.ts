import { asc, count, notInArray } from 'drizzle-orm';
import { activities, articles, banners, catalogs, faqs, pressItems, sponsors, staticPages } from '@art/db';
import {
  LANGUAGES,
  MAX_PAGE_SIZE,
  NEWS_CATEGORIES,
  SPONSOR_LEVELS,
  normalizeSearchText,
  slugify,
  type Language,
} from '@art/model';
import { encodeCursor, activityUrl, articleUrl, originsOf, testBackends, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

interface Page<T> {
  totalCount: number;
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
interface ArticleNode {
  id: string;
  slug: string;
  slugES: string;
  slugEN: string;
  category: string;
  categoryName: string;
  title: string;
  shortContent: string;
  content: string;
  publishedAt: string;
  url: string;
}
interface ActivityNode {
  id: string;
  slug: string;
  title: string;
  category: string;
  categoryKey: string;
  startsAt: string;
  catalogPrefix: string | null;
  url: string;
}

const ARTICLES = `query ($category: String, $textSearch: String, $first: Int, $after: String) {
  articles(category: $category, textSearch: $textSearch, first: $first, after: $after) {
    totalCount
    nodes { id slug slugES slugEN category categoryName title shortContent content publishedAt url }
    pageInfo { hasNextPage endCursor }
  }
}`;
const ACTIVITIES = `query ($category: String, $catalogPrefix: String, $first: Int, $after: String) {
  activities(category: $category, catalogPrefix: $catalogPrefix, first: $first, after: $after) {
    totalCount
    nodes { id slug title category categoryKey startsAt catalogPrefix url }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Hostile or odd search texts: none may match, fail the request or change the data. */
const HOSTILE_TEXTS = [
  "'; drop table articles; --",
  '<script>alert(1)</script>',
  '%',
  '_',
  '\\',
  '%%__',
  "' OR '1'='1",
];
/** Text PostgreSQL itself refuses (a NUL byte): it must never reach it. */
const NUL_TEXTS = ['\u0000', 'noticia\u0000', 'a\u0000b'];

const MALFORMED_CURSORS = [
  'not a cursor!',
  'x'.repeat(600),
  encodeCursor([1]),
  encodeCursor(['2025-01-01', 1]),
  encodeCursor([1.5, 1]),
  encodeCursor([1e300, 1]),
  encodeCursor([1, -1]),
  encodeCursor([1, 2 ** 40]),
  encodeCursor([1, 1, 1]),
  Buffer.from('{"a":1}').toString('base64url'),
];
/** Each cursor with a short label for the test title. */
const MALFORMED_CURSOR_CASES = MALFORMED_CURSORS.map(
  (c) => [c.length > 40 ? `of ${c.length} characters` : JSON.stringify(c), c] as const,
);

describe.each(testBackends('any'))('content queries on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());

  const db = () => api.database.db;

  async function allPages<T>(
    field: string,
    query: string,
    variables: Record<string, unknown>,
    lang: Language,
    first = 3,
  ) {
    const seen: T[] = [];
    let after: string | null = null;
    let totalCount = -1;
    for (let guard = 0; guard < 500; guard++) {
      const result = await api.graphql<Record<string, Page<T>>>(query, { ...variables, first, after }, { lang });
      expect(result.errors).toBeUndefined();
      const page = result.data?.[field] as Page<T>;
      expect(page.nodes.length).toBeLessThanOrEqual(first);
      totalCount = page.totalCount;
      seen.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    return { seen, totalCount };
  }

  async function reason(query: string, variables: Record<string, unknown>, lang: Language = 'es') {
    const result = await api.graphql(query, variables, { lang });
    expect(result.errors).toHaveLength(1);
    return { reason: result.errors?.[0]?.extensions?.['reason'], message: result.errors?.[0]?.message ?? '' };
  }

  describe('articles', () => {
    it.each(LANGUAGES)('pages through every article newest first, without duplicates or gaps (%s)', async (lang) => {
      const [{ value: stored } = { value: 0 }] = await db().select({ value: count() }).from(articles);
      expect(stored).toBeGreaterThan(3);
      const { seen, totalCount } = await allPages<ArticleNode>('articles', ARTICLES, {}, lang);
      expect(totalCount).toBe(stored);
      expect(seen).toHaveLength(stored);
      expect(new Set(seen.map((a) => a.id)).size).toBe(stored);
      const order = seen.map((a) => [Date.parse(a.publishedAt), Number(a.id)] as const);
      for (let i = 1; i < order.length; i++) {
        const [t0, id0] = order[i - 1] ?? [0, 0];
        const [t1, id1] = order[i] ?? [0, 0];
        expect(t0 > t1 || (t0 === t1 && id0 > id1)).toBe(true);
      }
    });

    it('answers text, slug, category name and url in the language of the request', async () => {
      const rows = await db().select().from(articles).orderBy(asc(articles.id)).limit(1);
      const row = rows[0];
      if (!row) throw new Error('the seed has no article');
      for (const lang of LANGUAGES) {
        const result = await api.graphql<{ getArticle: ArticleNode }>(
          `query ($slug: String!) { getArticle(slug: $slug) { id slug slugES slugEN category categoryName title shortContent content publishedAt url } }`,
          { slug: row.slugEs },
          { lang },
        );
        const article = result.data?.getArticle;
        const en = lang === 'en';
        const category = NEWS_CATEGORIES.find((c) => c.key === row.category);
        expect(article).toEqual({
          id: String(row.id),
          slug: en ? row.slugEn : row.slugEs,
          slugES: row.slugEs,
          slugEN: row.slugEn,
          category: row.category,
          categoryName: en ? category?.en : category?.es,
          title: en ? row.titleEn : row.titleEs,
          shortContent: en ? row.shortContentEn : row.shortContentEs,
          content: en ? row.contentEn : row.contentEs,
          publishedAt: row.publishedAt.toISOString(),
          url: articleUrl(en ? row.slugEn : row.slugEs, lang, originsOf(api.config)),
        });
      }
    });

    it('finds an article by its Spanish or its English slug', async () => {
      const [row] = await db().select().from(articles).limit(1);
      const query = `query ($slug: String!) { getArticle(slug: $slug) { id } }`;
      expect((await api.graphql(query, { slug: row?.slugEs })).data).toEqual({ getArticle: { id: String(row?.id) } });
      expect((await api.graphql(query, { slug: row?.slugEn }, { lang: 'en' })).data).toEqual({
        getArticle: { id: String(row?.id) },
      });
    });

    it.each(['no-such-post', '', ' ', 'x'.repeat(5000), ...HOSTILE_TEXTS, ...NUL_TEXTS])(
      'answers null for the unknown slug %j',
      async (slug) => {
        const result = await api.graphql(`query ($slug: String!) { getArticle(slug: $slug) { id } }`, { slug });
        expect(result).toEqual({ data: { getArticle: null } });
      },
    );

    it('filters by category, and the categories add up to the whole list', async () => {
      let sum = 0;
      for (const { key } of NEWS_CATEGORIES) {
        const { seen, totalCount } = await allPages<ArticleNode>('articles', ARTICLES, { category: key }, 'es', 50);
        expect(seen.every((a) => a.category === key)).toBe(true);
        expect(seen).toHaveLength(totalCount);
        sum += totalCount;
      }
      const [{ value: stored } = { value: 0 }] = await db().select({ value: count() }).from(articles);
      expect(sum).toBe(stored);
      const upper = await api.graphql<{ articles: Page<ArticleNode> }>(ARTICLES, { category: 'ACTUALIDAD' });
      expect(upper.data?.articles.nodes.every((a) => a.category === 'actualidad')).toBe(true);
    });

    it('refuses an unknown category with a translated error', async () => {
      expect(await reason(ARTICLES, { category: 'gossip' })).toEqual({
        reason: 'invalidCategory',
        message: 'La categoría «gossip» no existe.',
      });
      expect(await reason(ARTICLES, { category: '<script>alert(1)</script>' }, 'en')).toEqual({
        reason: 'invalidCategory',
        message: 'The category “<script>alert(1)</script>” does not exist.',
      });
    });

    it('searches titles and summaries ignoring accents and case, in either language', async () => {
      const [row] = await db().select().from(articles).orderBy(asc(articles.id)).limit(1);
      const word =
        normalizeSearchText(row?.titleEs ?? '')
          .split(' ')
          .find((w) => w.length >= 5) ?? '';
      expect(word).not.toBe('');
      const shouted = word.toUpperCase();
      const { seen, totalCount } = await allPages<ArticleNode>(
        'articles',
        ARTICLES,
        { textSearch: `  ${shouted} ` },
        'en',
        100,
      );
      expect(totalCount).toBeGreaterThan(0);
      expect(seen.map((a) => a.id)).toContain(String(row?.id));
      const rows = await db().select().from(articles);
      for (const a of seen) {
        const stored = rows.find((r) => String(r.id) === a.id);
        const text = normalizeSearchText(
          [stored?.titleEs, stored?.titleEn, stored?.shortContentEs, stored?.shortContentEn].join(' '),
        );
        expect(text).toContain(word);
      }
    });

    it('combines the text search with the category and pages through it', async () => {
      const [row] = await db().select().from(articles).orderBy(asc(articles.id)).limit(1);
      const word =
        normalizeSearchText(row?.titleEs ?? '')
          .split(' ')
          .find((w) => w.length >= 5) ?? '';
      const { seen, totalCount } = await allPages<ArticleNode>(
        'articles',
        ARTICLES,
        { textSearch: word, category: row?.category },
        'es',
        1,
      );
      expect(seen).toHaveLength(totalCount);
      expect(seen.map((a) => a.id)).toContain(String(row?.id));
      expect(seen.every((a) => a.category === row?.category)).toBe(true);
    });

    it.each(HOSTILE_TEXTS)('finds nothing for %j and changes nothing', async (textSearch) => {
      const [before] = await db().select({ value: count() }).from(articles);
      const result = await api.graphql<{ articles: Page<ArticleNode> }>(ARTICLES, { textSearch });
      expect(result.errors).toBeUndefined();
      expect(result.data?.articles).toEqual({
        totalCount: 0,
        nodes: [],
        pageInfo: { hasNextPage: false, endCursor: null },
      });
      const [after] = await db().select({ value: count() }).from(articles);
      expect(after).toEqual(before);
    });

    it.each(NUL_TEXTS)('searches %j without failing, as the text around the NUL byte', async (textSearch) => {
      const result = await api.graphql<{ articles: Page<ArticleNode> }>(ARTICLES, { textSearch });
      expect(result.errors).toBeUndefined();
      expect(result.data?.articles.totalCount).toBeGreaterThanOrEqual(0);
    });

    it('treats a blank search as no search and refuses one over 100 characters', async () => {
      const all = await api.graphql<{ articles: Page<ArticleNode> }>(ARTICLES, { first: 1 });
      const blank = await api.graphql<{ articles: Page<ArticleNode> }>(ARTICLES, { first: 1, textSearch: '   ' });
      expect(blank.data?.articles.totalCount).toBe(all.data?.articles.totalCount);
      expect(await reason(ARTICLES, { textSearch: 'a'.repeat(101) })).toEqual({
        reason: 'textTooLong',
        message: 'El texto es demasiado largo (máximo 100 caracteres).',
      });
      const ok = await api.graphql(ARTICLES, { textSearch: 'a'.repeat(100) });
      expect(ok.errors).toBeUndefined();
    });

    it.each([
      [-5, 1],
      [0, 1],
      [2, 2],
      [100_000, MAX_PAGE_SIZE],
      [2 ** 31 - 1, MAX_PAGE_SIZE],
    ])('caps first: %d gives at most %d', async (first, expected) => {
      const result = await api.graphql<{ articles: Page<ArticleNode> }>(ARTICLES, { first });
      expect(result.errors).toBeUndefined();
      const page = result.data?.articles;
      expect(page?.nodes.length).toBe(Math.min(expected, page?.totalCount ?? 0));
    });

    it('refuses a first beyond a 32-bit integer as a GraphQL error, not a crash', async () => {
      const result = await api.graphql(ARTICLES, { first: 2 ** 40 });
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/Int/);
    });

    it.each(MALFORMED_CURSOR_CASES)('refuses the malformed cursor %s with a translated error', async (_, after) => {
      expect(await reason(ARTICLES, { after })).toEqual({
        reason: 'invalidCursor',
        message: 'La posición de la lista no es válida. Vuelve a cargar la lista desde el principio.',
      });
    });

    it('answers an empty page after a cursor past the end', async () => {
      const result = await api.graphql<{ articles: Page<ArticleNode> }>(ARTICLES, {
        after: encodeCursor([-1_000_000_000_000_000, 0]),
      });
      expect(result.data?.articles.nodes).toEqual([]);
      expect(result.data?.articles.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    });
  });

  describe('activities', () => {
    it.each(LANGUAGES)('pages through every activity soonest first, without duplicates or gaps (%s)', async (lang) => {
      const [{ value: stored } = { value: 0 }] = await db().select({ value: count() }).from(activities);
      expect(stored).toBeGreaterThan(0);
      const { seen, totalCount } = await allPages<ActivityNode>('activities', ACTIVITIES, {}, lang, 2);
      expect(totalCount).toBe(stored);
      expect(new Set(seen.map((a) => a.id)).size).toBe(stored);
      const times = seen.map((a) => Date.parse(a.startsAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const path = lang === 'en' ? '/en/activity/' : '/es/actividad/';
      for (const a of seen) {
        expect(a.url).toBe(`${api.config.fairOrigin}${path}${a.slug}`);
        expect(a.url).toBe(activityUrl(a.slug, lang, originsOf(api.config)));
      }
    });

    it('answers one activity by slug in either language, null for an unknown slug', async () => {
      const [row] = await db().select().from(activities).limit(1);
      const query = `query ($slug: String!) { getActivity(slug: $slug) { id title category place startsAt endsAt } }`;
      const es = await api.graphql<{ getActivity: Record<string, unknown> }>(query, { slug: row?.slug });
      expect(es.data?.getActivity).toMatchObject({
        id: String(row?.id),
        title: row?.titleEs,
        category: row?.categoryEs,
        place: row?.placeEs,
      });
      const en = await api.graphql<{ getActivity: Record<string, unknown> }>(
        query,
        { slug: row?.slug },
        { lang: 'en' },
      );
      expect(en.data?.getActivity).toMatchObject({
        title: row?.titleEn,
        category: row?.categoryEn,
        place: row?.placeEn,
        startsAt: row?.startsAt.toISOString(),
      });
      for (const slug of ['no-such-activity', '', ...HOSTILE_TEXTS, ...NUL_TEXTS]) {
        expect(await api.graphql(query, { slug })).toEqual({ data: { getActivity: null } });
      }
    });

    it('filters by category key, Spanish name or English name alike, ignoring case and accents', async () => {
      const [row] = await db().select().from(activities).limit(1);
      if (!row) throw new Error('the seed has no activity');
      const ids = async (category: string) => {
        const { seen, totalCount } = await allPages<ActivityNode>('activities', ACTIVITIES, { category }, 'es', 100);
        expect(seen).toHaveLength(totalCount);
        return seen.map((a) => a.id).sort();
      };
      const byEs = await ids(row.categoryEs);
      expect(byEs).toContain(String(row.id));
      expect(await ids(row.categoryEn.toUpperCase())).toEqual(byEs);
      const key =
        (await api.graphql<{ getActivity: ActivityNode }>(`{ getActivity(slug: "${row.slug}") { categoryKey } }`)).data
          ?.getActivity.categoryKey ?? '';
      expect(await ids(key)).toEqual(byEs);
      expect(await ids('no such category')).toEqual([]);
      for (const text of [...HOSTILE_TEXTS, ...NUL_TEXTS]) expect(await ids(text)).toEqual([]);
    });

    it('lists the categories once each with a key and a translated name', async () => {
      const pairs = await db()
        .selectDistinct({ es: activities.categoryEs, en: activities.categoryEn })
        .from(activities);
      for (const lang of LANGUAGES) {
        const result = await api.graphql<{ activityCategories: { key: string; slug: string; name: string }[] }>(
          `{ activityCategories { key slug name } }`,
          {},
          { lang },
        );
        const categories = result.data?.activityCategories ?? [];
        expect(new Set(categories.map((c) => c.key)).size).toBe(categories.length);
        expect(categories.map((c) => c.name).sort()).toEqual(
          [...new Set(pairs.map((p) => (lang === 'en' ? p.en : p.es)))].sort(),
        );
        // The address's word is the name in the page's language; the key stays the Spanish one.
        for (const c of categories) expect(c.slug).toBe(slugify(c.name));
        const names = categories.map((c) => c.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, lang)));
      }
    });

    it('filters by catalogue, case-insensitively, and refuses an unknown one', async () => {
      const rows = await db().select().from(activities);
      const prefix = rows.find((r) => r.catalogPrefix)?.catalogPrefix ?? '';
      const { seen, totalCount } = await allPages<ActivityNode>(
        'activities',
        ACTIVITIES,
        { catalogPrefix: prefix.toLowerCase() },
        'es',
        100,
      );
      expect(totalCount).toBe(rows.filter((r) => r.catalogPrefix === prefix).length);
      expect(seen).toHaveLength(totalCount);
      expect(totalCount).toBeGreaterThan(0);
      expect(seen.every((a) => a.catalogPrefix === prefix)).toBe(true);
      // A catalogue that exists but holds no activity answers an empty list, not an error.
      const [empty] = await db()
        .select()
        .from(catalogs)
        .where(
          notInArray(
            catalogs.prefix,
            rows.map((r) => r.catalogPrefix ?? ''),
          ),
        )
        .limit(1);
      if (empty) {
        const none = await api.graphql<{ activities: Page<ActivityNode> }>(ACTIVITIES, { catalogPrefix: empty.prefix });
        expect(none.data?.activities).toEqual({
          totalCount: 0,
          nodes: [],
          pageInfo: { hasNextPage: false, endCursor: null },
        });
      }
      expect(await reason(ACTIVITIES, { catalogPrefix: 'ZZ99' })).toEqual({
        reason: 'invalidCatalogPrefix',
        message: 'El catálogo «ZZ99» no existe.',
      });
      expect((await reason(ACTIVITIES, { catalogPrefix: "AM25'; drop table activities; --" })).reason).toBe(
        'invalidCatalogPrefix',
      );
      expect((await reason(ACTIVITIES, { catalogPrefix: 'x'.repeat(5000) })).reason).toBe('invalidCatalogPrefix');
      expect((await reason(ACTIVITIES, { catalogPrefix: 'AM25\u0000' })).reason).toBe('invalidCatalogPrefix');
      const [after] = await db().select({ value: count() }).from(activities);
      expect(after?.value).toBe(rows.length);
    });

    it.each(MALFORMED_CURSOR_CASES)('refuses the malformed cursor %s', async (_, after) => {
      expect((await reason(ACTIVITIES, { after })).reason).toBe('invalidCursor');
    });

    it('caps negative and huge page sizes', async () => {
      const small = await api.graphql<{ activities: Page<ActivityNode> }>(ACTIVITIES, { first: -1 });
      expect(small.data?.activities.nodes).toHaveLength(1);
      const huge = await api.graphql<{ activities: Page<ActivityNode> }>(ACTIVITIES, { first: 2 ** 31 - 1 });
      expect(huge.data?.activities.nodes.length).toBe(Math.min(MAX_PAGE_SIZE, huge.data?.activities.totalCount ?? 0));
    });
  });

  it('answers the images of every content type through the Image type', async () => {
    const result = await api.graphql<{
      articles: { nodes: { image: { url: string } | null }[] };
      activities: { nodes: { image: { url: string } | null }[] };
      sponsors: { logo: { url: string } | null }[];
    }>(`{
      articles(first: 100) { nodes { image { url width height } } }
      activities(first: 100) { nodes { image { url } } }
      sponsors { logo { url } }
      pressItems { image { url } }
    }`);
    expect(result.errors).toBeUndefined();
    const urls = [
      ...(result.data?.articles.nodes ?? []).map((n) => n.image?.url),
      ...(result.data?.activities.nodes ?? []).map((n) => n.image?.url),
      ...(result.data?.sponsors ?? []).map((s) => s.logo?.url),
    ].filter((u): u is string => typeof u === 'string');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/\/api\/images\//);
  });

  describe('sponsors, press, FAQ, static pages and banners', () => {
    it('lists sponsors by level, then position', async () => {
      const result = await api.graphql<{ sponsors: { id: string; name: string; level: string; position: number }[] }>(
        `{ sponsors { id name level url position } }`,
      );
      const list = result.data?.sponsors ?? [];
      const [{ value: stored } = { value: 0 }] = await db().select({ value: count() }).from(sponsors);
      expect(list).toHaveLength(stored);
      expect(stored).toBeGreaterThan(0);
      const rank = list.map(
        (s) => [SPONSOR_LEVELS.indexOf(s.level as (typeof SPONSOR_LEVELS)[number]), s.position] as const,
      );
      expect(rank.every(([level]) => level >= 0)).toBe(true);
      const sorted = [...rank].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(rank).toEqual(sorted);
    });

    it('lists press items newest first in the request language, optionally of one kind', async () => {
      const rows = await db().select().from(pressItems);
      for (const lang of LANGUAGES) {
        const result = await api.graphql<{
          pressItems: { id: string; kind: string; title: string; publishedOn: string }[];
        }>(`{ pressItems { id kind title summary publishedOn fileUrl } }`, {}, { lang });
        const items = result.data?.pressItems ?? [];
        expect(items).toHaveLength(rows.length);
        const dates = items.map((i) => i.publishedOn);
        expect(dates).toEqual([...dates].sort().reverse());
        for (const item of items) {
          const row = rows.find((r) => String(r.id) === item.id);
          expect(item.title).toBe(lang === 'en' ? row?.titleEn : row?.titleEs);
          expect(item.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
      const releases = await api.graphql<{ pressItems: { kind: string }[] }>(
        `{ pressItems(kind: "release") { kind } }`,
      );
      expect(releases.data?.pressItems.every((i) => i.kind === 'release')).toBe(true);
      expect((await reason(`{ pressItems(kind: "gossip") { id } }`, {})).reason).toBe('invalidCategory');
    });

    it.each(['fair', 'shop'] as const)('lists the %s FAQ in order, translated', async (site) => {
      const rows = await db().select().from(faqs);
      const mine = rows.filter((r) => r.site === site);
      expect(mine.length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        const result = await api.graphql<{
          faq: { id: string; site: string; position: number; question: string; answer: string }[];
        }>(`query ($site: Site!) { faq(site: $site) { id site position question answer } }`, { site }, { lang });
        const list = result.data?.faq ?? [];
        expect(list).toHaveLength(mine.length);
        expect(list.every((f) => f.site === site)).toBe(true);
        const positions = list.map((f) => f.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        const row = mine.find((r) => String(r.id) === list[0]?.id);
        expect(list[0]?.question).toBe(lang === 'en' ? row?.questionEn : row?.questionEs);
      }
    });

    it('refuses an unknown FAQ site through the schema, without running anything', async () => {
      const result = await api.graphql(`{ faq(site: market) { id } }`);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/Site/);
    });

    it('finds a static page by either slug and answers in the request language', async () => {
      const [row] = await db().select().from(staticPages).limit(1);
      if (!row) throw new Error('the seed has no static page');
      const query = `query ($slug: String!) { getStaticPage(slug: $slug) { id slug slugES slugEN isLegal title content updatedAt } }`;
      const es = await api.graphql<{ getStaticPage: Record<string, unknown> }>(query, { slug: row.slugEn });
      expect(es.data?.getStaticPage).toEqual({
        id: String(row.id),
        slug: row.slugEs,
        slugES: row.slugEs,
        slugEN: row.slugEn,
        isLegal: row.isLegal,
        title: row.titleEs,
        content: row.contentEs,
        updatedAt: row.updatedAt.toISOString(),
      });
      const en = await api.graphql<{ getStaticPage: Record<string, unknown> }>(
        query,
        { slug: row.slugEs },
        { lang: 'en' },
      );
      expect(en.data?.getStaticPage).toMatchObject({ slug: row.slugEn, title: row.titleEn, content: row.contentEn });
      for (const slug of ['no-such-page', '', '../aviso-legal', ...HOSTILE_TEXTS, ...NUL_TEXTS]) {
        expect(await api.graphql(query, { slug })).toEqual({ data: { getStaticPage: null } });
      }
    });

    it('answers a banner by id, published or not, and null for any id that is not one', async () => {
      const [row] = await db().select().from(banners).orderBy(asc(banners.id)).limit(1);
      if (!row) throw new Error('the seed has no banner');
      const query = `query ($id: ID!) { getBanner(id: $id) { id title text linkUrl published activeFrom activeTo } }`;
      const result = await api.graphql<{ getBanner: Record<string, unknown> }>(
        query,
        { id: String(row.id) },
        { lang: 'en' },
      );
      expect(result.data?.getBanner).toEqual({
        id: String(row.id),
        title: row.titleEn,
        text: row.textEn,
        linkUrl: row.linkUrl,
        published: row.published,
        activeFrom: row.activeFrom?.toISOString() ?? null,
        activeTo: row.activeTo?.toISOString() ?? null,
      });
      expect((await api.graphql(query, { id: row.id })).data).toMatchObject({ getBanner: { id: String(row.id) } });
      for (const id of [
        'abc',
        '-1',
        '0',
        '1.5',
        '1e3',
        '99999999999',
        '2147483648',
        ' ',
        '1\u0000',
        '1; drop table banners; --',
        '<b>1</b>',
        999_999,
      ]) {
        expect({ id, result: await api.graphql(query, { id }) }).toEqual({ id, result: { data: { getBanner: null } } });
      }
      const [after] = await db().select({ value: count() }).from(banners);
      expect(after?.value).toBeGreaterThan(0);
    });
  });
});
