import { asc, count, eq } from 'drizzle-orm';
import { catalogs, fairPhotos, ticketTypes } from '@art/db';
import { LANGUAGES, type Language } from '@art/model';
import { testBackends, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

interface TicketTypeNode {
  id: string;
  catalogPrefix: string;
  name: string;
  description: string;
  price: number;
  position: number;
}
interface FairPhotoNode {
  id: string;
  catalogPrefix: string | null;
  caption: string;
  credit: string | null;
  image: { url: string; width: number; height: number; sizes: { size: number; url: string; webp: string }[] };
  position: number;
}

const TICKET_TYPES = `query ($catalogPrefix: String) {
  ticketTypes(catalogPrefix: $catalogPrefix) { id catalogPrefix name description price position }
}`;
const FAIR_PHOTOS = `query ($catalogPrefix: String) {
  fairPhotos(catalogPrefix: $catalogPrefix) { id catalogPrefix caption credit image { url width height sizes { size url webp } } position }
}`;

/** Prefixes no catalogue has: unknown, hostile, oversized or unprintable. */
const BAD_PREFIXES = [
  'AM99',
  'am2',
  "AM25'; drop table ticket_types; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  'AM25\u0000',
  '%',
  'x'.repeat(10_000),
];
const BAD_PREFIX_CASES = BAD_PREFIXES.map(
  (p) => [p.length > 40 ? `of ${p.length} characters` : JSON.stringify(p), p] as const,
);

describe.each(testBackends('any'))('visitor information queries on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());

  const db = () => api.database.db;

  async function rowCounts() {
    const [tickets] = await db().select({ n: count() }).from(ticketTypes);
    const [photos] = await db().select({ n: count() }).from(fairPhotos);
    return { tickets: tickets?.n, photos: photos?.n };
  }

  describe('ticketTypes', () => {
    it.each(LANGUAGES)(
      'lists the current edition’s ticket types in their order with prices in euros (%s)',
      async (lang: Language) => {
        const rows = await db()
          .select()
          .from(ticketTypes)
          .where(eq(ticketTypes.catalogPrefix, 'AM25'))
          .orderBy(asc(ticketTypes.position));
        expect(rows.length).toBeGreaterThanOrEqual(4);
        const result = await api.graphql<{ ticketTypes: TicketTypeNode[] }>(TICKET_TYPES, {}, { lang });
        expect(result.errors).toBeUndefined();
        expect(result.data?.ticketTypes).toEqual(
          rows.map((r) => ({
            id: String(r.id),
            catalogPrefix: 'AM25',
            name: lang === 'en' ? r.nameEn : r.nameEs,
            description: lang === 'en' ? r.descriptionEn : r.descriptionEs,
            price: r.priceCents / 100,
            position: r.position,
          })),
        );
        expect(result.data?.ticketTypes.some((t) => t.price === 0)).toBe(true);
      },
    );

    it('takes the prefix in any case and with spaces, and answers an edition without tickets with an empty list', async () => {
      const current = await api.graphql<{ ticketTypes: TicketTypeNode[] }>(TICKET_TYPES, {});
      for (const catalogPrefix of ['am25', ' AM25 ', 'Am25', '', null]) {
        expect(await api.graphql(TICKET_TYPES, { catalogPrefix })).toEqual(current);
      }
      for (const catalogPrefix of ['AM21', 'AM18', 'MARKET']) {
        expect(await api.graphql(TICKET_TYPES, { catalogPrefix })).toEqual({ data: { ticketTypes: [] } });
      }
    });

    it.each(BAD_PREFIX_CASES)(
      'refuses the prefix %s with a translated error in either language and changes nothing',
      async (_label, catalogPrefix) => {
        const before = await rowCounts();
        for (const lang of LANGUAGES) {
          const result = await api.graphql(TICKET_TYPES, { catalogPrefix }, { lang });
          expect(result.data).toBeNull();
          expect(result.errors).toHaveLength(1);
          expect(result.errors?.[0]?.extensions?.['reason']).toBe('invalidCatalogPrefix');
          expect(result.errors?.[0]?.message).toMatch(lang === 'en' ? /catalogue/i : /catálogo/i);
          // The message quotes at most the first 40 characters of what was sent.
          expect(result.errors?.[0]?.message.length).toBeLessThan(120);
        }
        expect(await rowCounts()).toEqual(before);
      },
    );

    it('refuses a prefix that is not a string through the schema', async () => {
      const result = await api.graphql(`{ ticketTypes(catalogPrefix: 25) { id } }`);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/String/);
    });
  });

  describe('fairPhotos', () => {
    it.each(LANGUAGES)(
      'lists the current edition’s photographs in order, with captions and every image size (%s)',
      async (lang: Language) => {
        const rows = await db().select().from(fairPhotos).orderBy(asc(fairPhotos.position));
        expect(rows.length).toBeGreaterThanOrEqual(10);
        const result = await api.graphql<{ fairPhotos: FairPhotoNode[] }>(
          FAIR_PHOTOS,
          { catalogPrefix: 'am25' },
          { lang },
        );
        expect(result.errors).toBeUndefined();
        const photos = result.data?.fairPhotos ?? [];
        expect(photos.map((p) => p.id)).toEqual(rows.map((r) => String(r.id)));
        photos.forEach((photo, i) => {
          const row = rows[i];
          expect(photo).toMatchObject({
            catalogPrefix: 'AM25',
            caption: lang === 'en' ? row?.captionEn : row?.captionEs,
            credit: row?.credit,
            position: row?.position,
          });
          // Served by the image service like every other picture: six sizes, JPEG and WebP.
          expect(photo.image.url).toBe(`/api/images/${row?.image.key}/4.jpg`);
          expect(photo.image.sizes.map((s) => s.size)).toEqual([0, 1, 2, 3, 4, 5]);
          expect(photo.image.sizes.every((s) => s.webp.endsWith('.webp'))).toBe(true);
        });
        expect(await api.graphql(FAIR_PHOTOS, {}, { lang })).toEqual(result);
      },
    );

    it('answers an edition without photographs with an empty list', async () => {
      expect(await api.graphql(FAIR_PHOTOS, { catalogPrefix: 'AM18' })).toEqual({ data: { fairPhotos: [] } });
    });

    it.each(BAD_PREFIX_CASES)('refuses the prefix %s with a translated error', async (_label, catalogPrefix) => {
      const before = await rowCounts();
      const result = await api.graphql(FAIR_PHOTOS, { catalogPrefix }, { lang: 'en' });
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions?.['reason']).toBe('invalidCatalogPrefix');
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('catalogs', () => {
    const CATALOGS = `{ catalogs { prefix name venue address openingHours catalogUrl isCurrent isMarket } }`;

    it.each(LANGUAGES)(
      'give each edition its venue address, opening hours in the request language and catalogue (%s)',
      async (lang: Language) => {
        const rows = await db().select().from(catalogs);
        const result = await api.graphql<{
          catalogs: {
            prefix: string;
            address: string | null;
            openingHours: string | null;
            catalogUrl: string | null;
            isCurrent: boolean;
            isMarket: boolean;
          }[];
        }>(CATALOGS, {}, { lang });
        expect(result.errors).toBeUndefined();
        for (const catalog of result.data?.catalogs ?? []) {
          const row = rows.find((r) => r.prefix === catalog.prefix);
          expect(catalog.address).toBe(row?.address ?? null);
          expect(catalog.openingHours).toBe((lang === 'en' ? row?.openingHoursEn : row?.openingHoursEs) ?? null);
          expect(catalog.catalogUrl).toBe(row?.catalogUrl ?? null);
        }
        const current = result.data?.catalogs.find((c) => c.isCurrent);
        expect(current).toMatchObject({
          prefix: 'AM25',
          address: expect.stringMatching(/Madrid/),
          openingHours: expect.stringMatching(/12:00/),
        });
        expect(result.data?.catalogs.find((c) => c.isMarket)).toMatchObject({
          address: null,
          openingHours: null,
          catalogUrl: null,
        });
      },
    );

    it('falls back to the Spanish hours when an edition has no English ones', async () => {
      const [row] = await db().select().from(catalogs).where(eq(catalogs.prefix, 'AM20'));
      await db().update(catalogs).set({ openingHoursEn: '' }).where(eq(catalogs.prefix, 'AM20'));
      try {
        const result = await api.graphql<{ catalogs: { prefix: string; openingHours: string | null }[] }>(
          CATALOGS,
          {},
          { lang: 'en' },
        );
        expect(result.data?.catalogs.find((c) => c.prefix === 'AM20')?.openingHours).toBe(row?.openingHoursEs);
      } finally {
        await db()
          .update(catalogs)
          .set({ openingHoursEn: row?.openingHoursEn ?? null })
          .where(eq(catalogs.prefix, 'AM20'));
      }
    });
  });
});
