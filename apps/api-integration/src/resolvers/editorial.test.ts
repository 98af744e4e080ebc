/** The queries the fair's editorial pages add: press contacts, and the posts related to a post. */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { articles, pressContacts } from '@art/db';
import { LANGUAGES } from '@art/model';
import { RELATED_ARTICLES_MAX, createTestApi, testBackends, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

interface RelatedNode {
  id: string;
  category: string;
  publishedAt: string;
  title: string;
}

const RELATED = `query ($slug: String!, $first: Int) {
  getArticle(slug: $slug) { id category related(first: $first) { id category publishedAt title } }
}`;
const CONTACTS = '{ pressContacts { id name role email phone position } }';

describe.each(testBackends('any'))('editorial queries on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());

  const db = () => api.database.db;

  describe('pressContacts', () => {
    it.each(LANGUAGES)(
      'lists the press office in order, with the role in the language of the request (%s)',
      async (lang) => {
        const rows = await db().select().from(pressContacts).orderBy(asc(pressContacts.position));
        expect(rows.length).toBe(2);
        const result = await api.graphql<{ pressContacts: unknown[] }>(CONTACTS, {}, { lang });
        expect(result.errors).toBeUndefined();
        expect(result.data?.pressContacts).toEqual(
          rows.map((r) => ({
            id: String(r.id),
            name: r.name,
            role: lang === 'en' ? r.roleEn : r.roleEs,
            email: r.email,
            phone: r.phone,
            position: r.position,
          })),
        );
      },
    );

    it('orders by position, then id, and answers a missing phone as null', async () => {
      const [first] = await db().select().from(pressContacts).orderBy(asc(pressContacts.position)).limit(1);
      const [added] = await db()
        .insert(pressContacts)
        .values({
          name: 'Marta Gil',
          roleEs: 'Fotografía',
          roleEn: 'Photography',
          email: 'fotos@artfair.test',
          phone: null,
          position: 0,
        })
        .returning();
      try {
        const result = await api.graphql<{ pressContacts: { id: string; phone: string | null }[] }>(CONTACTS);
        expect(result.data?.pressContacts[0]).toMatchObject({ id: String(added?.id), phone: null });
        expect(result.data?.pressContacts[1]?.id).toBe(String(first?.id));
      } finally {
        if (added) await db().delete(pressContacts).where(eq(pressContacts.id, added.id));
      }
    });
  });

  describe('Article.related', () => {
    async function relatedOf(slug: string, first?: number, lang: 'es' | 'en' = 'es') {
      const result = await api.graphql<{ getArticle: { id: string; category: string; related: RelatedNode[] } | null }>(
        RELATED,
        { slug, ...(first === undefined ? {} : { first }) },
        { lang },
      );
      expect(result.errors).toBeUndefined();
      return result.data?.getArticle;
    }

    it('gives up to 3 other posts of the same category, newest first, never the post itself', async () => {
      const rows = await db().select().from(articles).orderBy(asc(articles.id));
      for (const row of rows) {
        const article = await relatedOf(row.slugEs);
        const sameCategory = rows.filter((r) => r.category === row.category && r.id !== row.id);
        const expected = [...sameCategory]
          .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
          .slice(0, 3)
          .map((r) => String(r.id));
        expect(article?.related.map((r) => r.id)).toEqual(expected);
        expect(article?.related.every((r) => r.category === row.category && r.id !== String(row.id))).toBe(true);
      }
    });

    it('answers the related posts in the language of the request', async () => {
      const [row] = await db().select().from(articles).orderBy(asc(articles.id)).limit(1);
      const related = (await relatedOf(row?.slugEn ?? '', 1, 'en'))?.related ?? [];
      expect(related).toHaveLength(1);
      const [stored] = await db()
        .select()
        .from(articles)
        .where(eq(articles.id, Number(related[0]?.id)));
      expect(related[0]?.title).toBe(stored?.titleEn);
    });

    it.each([
      [0, 0],
      [-5, 0],
      [1, 1],
      [1000, RELATED_ARTICLES_MAX],
    ])('asked for first=%p, gives at most %p posts (and no more than the category holds)', async (first, most) => {
      const [row] = await db().select().from(articles).orderBy(asc(articles.id)).limit(1);
      const [{ value: others } = { value: 0 }] = await db()
        .select({ value: count() })
        .from(articles)
        .where(and(eq(articles.category, row?.category ?? ''), ne(articles.id, row?.id ?? 0)));
      const related = (await relatedOf(row?.slugEs ?? '', first))?.related ?? [];
      expect(related).toHaveLength(Math.min(most, Number(others)));
    });
  });
});

describe.each(testBackends('any'))('Article.related when the category has no other post, on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      backend,
      prepare: async (database) => {
        await database.db.insert(articles).values({
          slugEs: 'unica',
          slugEn: 'only-one',
          category: 'agenda',
          titleEs: 'Única',
          titleEn: 'Only one',
          publishedAt: new Date('2025-01-01T10:00:00Z'),
        });
      },
    });
  });
  afterAll(() => api.close());

  it('answers an empty list, not the post itself', async () => {
    const result = await api.graphql<{ getArticle: { related: unknown[] } }>(RELATED, { slug: 'unica' });
    expect(result).toEqual({ data: { getArticle: { id: expect.any(String), category: 'agenda', related: [] } } });
  });
});
