import { asc, sql } from 'drizzle-orm';
import { artists, works } from '@art/db';
import { HIDDEN_WORK_STATE } from '@art/model';
import { testBackends, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

const INITIALS = 'query ($catalogPrefix: String) { artistInitials(catalogPrefix: $catalogPrefix) }';

describe.each(testBackends('any'))('artistInitials on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend, {
      extra: async ({ db }) => {
        // An accented surname counts under its plain letter; one starting with a digit has no letter of the index.
        await db.insert(artists).values([
          { slug: 'ursula-ubeda', firstName: 'Úrsula', lastName: 'Úbeda', fullName: 'Úrsula Úbeda' },
          { slug: 'colectivo-3', firstName: '', lastName: '3 Colectivo', fullName: '3 Colectivo' },
        ]);
      },
    });
  });
  afterAll(() => api.close());

  it('gives the letters of every artist without a catalogue, accents folded, nothing but A–Z', async () => {
    const { data, errors } = await api.graphql<{ artistInitials: string[] }>(INITIALS, {});
    expect(errors).toBeUndefined();
    const stored = await api.database.db
      .selectDistinct({ initial: artists.initial })
      .from(artists)
      .orderBy(asc(artists.initial));
    expect(data?.artistInitials).toEqual(stored.map((r) => r.initial).filter((i) => /^[A-Z]$/.test(i)));
    expect(data?.artistInitials).toContain('U');
    expect(data?.artistInitials).not.toContain('3');
  });

  it('gives only the letters of artists with visible works in a catalogue (its prefix in any case)', async () => {
    const rows = await api.database.db
      .selectDistinct({ initial: artists.initial })
      .from(artists)
      .where(
        sql`exists (select 1 from ${works} where ${works.artistId} = ${artists.id} and ${works.workState} <> ${HIDDEN_WORK_STATE} and ${works.catalogs} @> ARRAY['AM25']::text[])`,
      )
      .orderBy(asc(artists.initial));
    const { data } = await api.graphql<{ artistInitials: string[] }>(INITIALS, { catalogPrefix: 'am25' });
    expect(data?.artistInitials).toEqual(rows.map((r) => r.initial));
    // Úrsula Úbeda has no works: her letter is not offered for the fair unless someone else has it.
    const all = (await api.graphql<{ artistInitials: string[] }>(INITIALS, {})).data?.artistInitials ?? [];
    expect(all.length).toBeGreaterThanOrEqual(rows.length);
  });

  it('refuses an unknown or hostile catalogue with a translated error and reads nothing', async () => {
    for (const [catalogPrefix, lang, message] of [
      ['AM99', 'es', 'catálogo'],
      ["AM25'; DROP TABLE artists; --", 'en', 'catalogue'],
      ['<b>AM25</b>', 'es', 'catálogo'],
    ] as const) {
      const { data, errors } = await api.graphql<{ artistInitials: string[] }>(INITIALS, { catalogPrefix }, { lang });
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions?.['reason']).toBe('invalidCatalogPrefix');
      expect(errors?.[0]?.message.toLowerCase()).toContain(message);
    }
    const [count] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(artists);
    expect(Number(count?.n)).toBeGreaterThan(0);
  });
});
