import { and, eq, sql } from 'drizzle-orm';
import { works, type WorkRow } from '@art/db';
import { DISCIPLINES, HIDDEN_WORK_STATE, LANGUAGES, type Language } from '@art/model';
import { forgetDisciplineCovers, testBackends, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

interface DisciplineNode {
  id: number;
  key: string;
  name: string;
  cover: { slug: string; discipline: number; url: string; images: { url: string }[] } | null;
}

const DISCIPLINES_QUERY = `query ($catalogPrefix: String) {
  disciplines(catalogPrefix: $catalogPrefix) { id key name cover { slug discipline url images { url } } }
}`;

/** The newest first, as the cover is chosen: publication, then id. */
const newestFirst = (a: WorkRow, b: WorkRow) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

describe.each(testBackends('any'))('disciplines on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());
  beforeEach(() => forgetDisciplineCovers(api.database.db));

  const db = () => api.database.db;

  /** The cover of each discipline read straight from the table: the newest visible work of it with an image. */
  async function expectedCovers(catalogPrefix: string): Promise<(string | null)[]> {
    const rows = await db()
      .select()
      .from(works)
      .where(sql`${works.catalogs} @> ARRAY[${catalogPrefix}]::text[]`);
    return DISCIPLINES.map(
      (d) =>
        rows
          .filter((w) => w.discipline === d.id && w.workState !== HIDDEN_WORK_STATE && w.images.length > 0)
          .sort(newestFirst)[0]?.slug ?? null,
    );
  }

  async function disciplines(catalogPrefix: string | null, lang: Language = 'es') {
    const result = await api.graphql<{ disciplines: DisciplineNode[] }>(DISCIPLINES_QUERY, { catalogPrefix }, { lang });
    expect(result.errors).toBeUndefined();
    return result.data?.disciplines ?? [];
  }

  it.each(LANGUAGES)('names the four disciplines in their order in the request’s language (%s)', async (lang) => {
    const list = await disciplines('AM25', lang);
    expect(list.map(({ id, key, name }) => ({ id, key, name }))).toEqual(
      DISCIPLINES.map((d) => ({ id: d.id, key: d.key, name: lang === 'en' ? d.en : d.es })),
    );
  });

  it.each([
    ['the current edition by default', null, 'AM25', '/es/obra/'],
    ['the current edition', 'am25', 'AM25', '/es/obra/'],
    ['the Market', 'MARKET', 'MARKET', '/es/shop/obra/'],
  ])(
    'gives each discipline the newest visible work of it with an image in %s, linked on that catalogue’s site',
    async (_, asked, prefix, path) => {
      const expected = await expectedCovers(prefix);
      // The seed has every discipline in both catalogues: a cover that is always null would prove nothing.
      expect(expected.every((slug) => slug !== null)).toBe(true);
      const list = await disciplines(asked);
      expect(list.map((d) => d.cover?.slug ?? null)).toEqual(expected);
      for (const [index, d] of list.entries()) {
        expect(d.cover?.discipline).toBe(DISCIPLINES[index]?.id);
        expect(d.cover?.images[0]?.url).toMatch(/^\/api\/images\//);
        expect(new URL(d.cover?.url ?? '').pathname.startsWith(path)).toBe(true);
      }
    },
  );

  it('refuses an unknown catalogue with a translated error and reads nothing', async () => {
    const result = await api.graphql(DISCIPLINES_QUERY, { catalogPrefix: "AM25'; drop table works; --" });
    expect(result.errors?.[0]?.extensions?.['reason']).toBe('invalidCatalogPrefix');
    expect(result.data).toBeNull();
  });

  it('keeps the covers for a while: a newer work takes its place once they are read again', async () => {
    const before = await disciplines('AM25');
    const painting = before[0]?.cover?.slug;
    const [other] = await db()
      .select()
      .from(works)
      .where(
        and(
          eq(works.discipline, 0),
          sql`${works.catalogs} @> ARRAY['AM25']::text[]`,
          sql`${works.workState} <> ${HIDDEN_WORK_STATE}`,
          sql`jsonb_array_length(${works.images}) > 0`,
          sql`${works.slug} <> ${painting ?? ''}`,
        ),
      )
      .limit(1);
    if (!other) throw new Error('the seed has a second painting in AM25');
    await db()
      .update(works)
      .set({ publishedAt: sql`now() + interval '1 day'` })
      .where(eq(works.id, other.id));
    expect((await disciplines('AM25'))[0]?.cover?.slug).toBe(painting);
    forgetDisciplineCovers(db());
    expect((await disciplines('AM25'))[0]?.cover?.slug).toBe(other.slug);
  });

  it('gives no cover to a discipline whose works in the catalogue have no image', async () => {
    await db()
      .update(works)
      .set({ images: [] })
      .where(and(eq(works.discipline, 2), sql`${works.catalogs} @> ARRAY['MARKET']::text[]`));
    const list = await disciplines('MARKET');
    expect(list[2]?.cover).toBeNull();
    expect(list.filter((d) => d.cover !== null)).toHaveLength(3);
  });
});
