import { asc, desc, eq, sql } from 'drizzle-orm';
import { shippingCostCents, vatPartCents } from '@art/cart';
import type { PgTable } from 'drizzle-orm/pg-core';
import { checkPassword, verifyPassword } from '@art/auth';
import { schema, type Database } from '@art/db';
import { isValidImageKey } from '@art/images';
import {
  COLLABORATE_INTERESTS,
  COLOURS,
  DISCIPLINES,
  PRESS_MEDIA_TYPES,
  SOLD_WORK_STATE,
  checkoutAddressSchema,
  workInquiryState,
  NEWS_CATEGORIES,
  PRICE_RANGES,
  SHIPPING_BANDS,
  SIZES,
  SPONSOR_LEVELS,
  TREND_TAG_TYPES,
  HIDDEN_WORK_STATE,
  MARKET_CATALOG_PREFIX,
  WORK_STATES,
  normalizeSearchText,
  slugify,
} from '@art/model';
import { TYPED_ARTIST_NAME } from './collector';
import { cityEn } from './content/people';
import {
  DEMO_ACCOUNTS,
  DEMO_BUYERS,
  DEMO_INVITATION_CODES,
  DEMO_TICKETS,
  generateSeedData,
  seedDatabase,
  storedMessageHtml,
  type SeedSummary,
} from './index';
import { backends, freshDatabase } from './test-database';

/** Every table the seed fills, by the key of its count in the summary. */
const TABLES = {
  catalogs: schema.catalogs,
  galleries: schema.galleries,
  galleryParticipations: schema.galleryParticipations,
  artists: schema.artists,
  trendTags: schema.trendTags,
  works: schema.works,
  expositions: schema.expositions,
  expositionWorks: schema.expositionWorks,
  articles: schema.articles,
  activities: schema.activities,
  sponsors: schema.sponsors,
  pressItems: schema.pressItems,
  pressContacts: schema.pressContacts,
  faqs: schema.faqs,
  staticPages: schema.staticPages,
  menuEntries: schema.menuEntries,
  banners: schema.banners,
  ticketTypes: schema.ticketTypes,
  fairPhotos: schema.fairPhotos,
  countries: schema.countries,
  shippingCosts: schema.shippingCosts,
  coupons: schema.coupons,
  users: schema.users,
  favouriteWorks: schema.favouriteWorks,
  followedArtists: schema.followedArtists,
  artistTags: schema.artistTags,
  collections: schema.collections,
  collectionWorks: schema.collectionWorks,
  addresses: schema.addresses,
  invitations: schema.invitations,
  tickets: schema.tickets,
  orders: schema.orders,
  orderItems: schema.orderItems,
  paymentAttempts: schema.paymentAttempts,
  contactMessages: schema.contactMessages,
  formMessages: schema.formMessages,
  newsletterSubscribers: schema.newsletterSubscribers,
} satisfies Partial<Record<keyof SeedSummary, PgTable>>;

/** Every row of every table, in a stable order, as JSON-comparable values. */
async function dump(db: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = (await db.select().from(table as PgTable)) as unknown[];
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Placeholder words or template slips in every stored text (password hashes aside), with some context. */
async function placeholders(db: Database): Promise<string[]> {
  const data = await dump(db);
  const text = JSON.stringify(data).replace(/scrypt\$[^"\\]*/g, '');
  const slips = /.{0,60}(?:lorem|ipsum|dolor sit|consectetur|\[object Object\]|\$\{).{0,20}/gi;
  // Case matters for these: "todo" is an everyday Spanish word, "\n\nAn" is not "NaN".
  const markers = /.{0,60}(?:\bTODO\b|\bFIXME\b|\bXXX\b|\bundefined\b|\bNaN\b).{0,20}/g;
  return [...text.matchAll(slips), ...text.matchAll(markers)].map((m) => m[0]);
}

const priceRangeOf = (cents: number | null) =>
  cents === null
    ? null
    : PRICE_RANGES.find((r) => cents >= r.min * 100 && (r.max === null || cents < r.max * 100))?.key;

describe.each(backends())('seedDatabase size test on %s', (backend) => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let summary: SeedSummary;
  let db: Database;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
    db = handle.db;
    summary = await seedDatabase(db, { size: 'test', images: false });
  });
  afterAll(() => handle.dispose());

  it('fills every table and reports what it wrote', async () => {
    for (const [name, table] of Object.entries(TABLES)) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table as PgTable);
      expect({ name, rows: row?.n }).toEqual({ name, rows: summary[name as keyof typeof TABLES] });
      expect(row?.n).toBeGreaterThan(0);
    }
    expect(summary.imagesRendered).toBe(0);
  });

  it('has the sizes the tests rely on', () => {
    expect(summary.works).toBeGreaterThanOrEqual(60);
    expect(summary.artists).toBeGreaterThanOrEqual(25);
    expect(summary.galleries).toBeGreaterThanOrEqual(8);
    expect(summary.expositions).toBeGreaterThanOrEqual(6);
    expect(summary.articles).toBeGreaterThanOrEqual(10);
    expect(summary.activities).toBeGreaterThanOrEqual(5);
  });

  it('gives every edition its venue address, hours and catalogue, and the current one its tickets and photographs', async () => {
    const catalogs = await db.select().from(schema.catalogs);
    for (const c of catalogs.filter((row) => !row.isMarket)) {
      expect(c.address).toMatch(/Madrid$/);
      expect(c.openingHoursEs).toMatch(/\d{2}:\d{2}/);
      expect(c.openingHoursEn).toMatch(/\d{2}:\d{2}/);
      expect(c.openingHoursEn).not.toBe(c.openingHoursEs);
    }
    expect(catalogs.find((c) => c.prefix === 'AM25')?.catalogUrl).toMatch(/^https:\/\/.+\.pdf$/);
    expect(catalogs.find((c) => c.isMarket)).toMatchObject({ address: null, openingHoursEs: null, catalogUrl: null });

    const tickets = await db.select().from(schema.ticketTypes).orderBy(asc(schema.ticketTypes.position));
    expect(tickets.length).toBeGreaterThanOrEqual(4);
    expect(tickets.every((t) => t.catalogPrefix === 'AM25' && t.nameEs !== t.nameEn && t.descriptionEn !== '')).toBe(
      true,
    );
    expect(tickets.map((t) => t.position)).toEqual(tickets.map((_, i) => i + 1));
    // A free ticket (children) among paid ones, all in whole cents.
    expect(tickets.some((t) => t.priceCents === 0)).toBe(true);
    expect(tickets.filter((t) => t.priceCents > 0).length).toBeGreaterThanOrEqual(3);

    const photos = await db.select().from(schema.fairPhotos).orderBy(asc(schema.fairPhotos.position));
    expect(photos.length).toBeGreaterThanOrEqual(10);
    for (const p of photos) {
      expect(p.catalogPrefix).toBe('AM25');
      expect(isValidImageKey(p.image.key)).toBe(true);
      expect(p.image).toEqual({ key: p.image.key, width: 1024, height: 683 });
      expect(p.captionEs).not.toBe(p.captionEn);
      expect(p.credit).toBeTruthy();
    }
    expect(new Set(photos.map((p) => p.image.key)).size).toBe(photos.length);
    // Each photograph is drawn by the image pipeline like every other seed picture.
    const jobs = new Set(generateSeedData('test').imageJobs.map((j) => j.key));
    for (const p of photos) expect(jobs).toContain(p.image.key);
  });

  it('covers every work state, discipline, size, price range and colour, and has works without price', async () => {
    const works = await db.select().from(schema.works);
    expect(new Set(works.map((w) => w.workState))).toEqual(new Set(WORK_STATES));
    expect(new Set(works.map((w) => w.discipline))).toEqual(new Set(DISCIPLINES.map((d) => d.id)));
    expect(new Set(works.map((w) => w.size))).toEqual(new Set(SIZES.map((s) => s.key)));
    expect(new Set(works.map((w) => priceRangeOf(w.priceCents)))).toEqual(
      new Set([null, ...PRICE_RANGES.map((r) => r.key)]),
    );
    const keys = new Set<string>(COLOURS.map((c) => c.key));
    for (const work of works) {
      expect(work.colours.length).toBeGreaterThanOrEqual(1);
      expect(work.colours.length).toBeLessThanOrEqual(3);
      for (const colour of work.colours) expect(keys).toContain(colour);
    }
    expect(new Set(works.flatMap((w) => w.colours))).toEqual(keys);
  });

  it('gives works real measures, years, techniques in both languages and 1 to 3 images', async () => {
    const works = await db.select().from(schema.works);
    for (const w of works) {
      expect(w.year).toBeGreaterThanOrEqual(1960);
      expect(w.year).toBeLessThanOrEqual(2025);
      expect(w.widthCm).toBeGreaterThan(0);
      expect(w.heightCm).toBeGreaterThan(0);
      expect(w.technics).toEqual([{ name: w.technicsTextEs, english: w.technicsTextEn }]);
      expect(w.technicsTextEs).not.toBe('');
      expect(w.images.length).toBeGreaterThanOrEqual(1);
      expect(w.images.length).toBeLessThanOrEqual(3);
      w.images.forEach((image, i) => {
        expect(image.key).toBe(`work/${w.slug}-${i + 1}`);
        expect(Math.max(image.width, image.height)).toBe(1024);
      });
      expect(w.descriptionEs).not.toBe('');
      expect(w.descriptionEn).not.toBe('');
      expect(w.priceCents === null || (Number.isInteger(w.priceCents) && w.priceCents > 0)).toBe(true);
    }
    // Titles are translations, not copies.
    expect(works.filter((w) => w.titleEs !== w.titleEn).length).toBeGreaterThan(works.length * 0.8);
    expect(works.some((w) => w.technicsTextEs === 'Óleo sobre lienzo' && w.technicsTextEn === 'Oil on canvas')).toBe(
      true,
    );
  });

  it('puts works in the current edition and the shop, many in both, each in a catalogue its gallery takes part in', async () => {
    const works = await db.select().from(schema.works);
    const current = works.filter((w) => w.catalogs.includes('AM25'));
    const market = works.filter((w) => w.catalogs.includes('MARKET'));
    expect(current.length).toBeGreaterThan(works.length / 3);
    expect(market.length).toBeGreaterThan(works.length / 3);
    expect(works.filter((w) => w.catalogs.includes('AM25') && w.catalogs.includes('MARKET')).length).toBeGreaterThan(5);
    const participations = await db.select().from(schema.galleryParticipations);
    for (const w of works) {
      expect(w.catalogs.length).toBeGreaterThan(0);
      for (const prefix of w.catalogs) {
        expect(participations.some((p) => p.galleryId === w.galleryId && p.catalogPrefix === prefix)).toBe(true);
      }
    }
    const catalogs = await db.select().from(schema.catalogs);
    expect(catalogs.find((c) => c.isCurrent)).toMatchObject({
      prefix: 'AM25',
      year: 2025,
      edition: 20,
      startsOn: '2025-03-05',
      endsOn: '2025-03-09',
    });
    expect(catalogs.find((c) => c.isMarket)?.prefix).toBe('MARKET');
  });

  it('has trend tags of every type with slugs in both languages, used by works', async () => {
    const tags = await db.select().from(schema.trendTags);
    expect(tags.length).toBeGreaterThanOrEqual(30);
    expect(new Set(tags.map((t) => t.type))).toEqual(new Set(TREND_TAG_TYPES));
    const works = await db.select().from(schema.works);
    const ids = new Set(tags.map((t) => t.id));
    for (const w of works) {
      for (const id of w.tagIds) expect(ids).toContain(id);
      const types = new Set(w.tagIds.map((id) => tags.find((t) => t.id === id)?.type));
      expect(types).toEqual(new Set(TREND_TAG_TYPES));
    }
  });

  it('finds an artist with an accented surname by typing it without accents', async () => {
    const rows = await db
      .select()
      .from(schema.artists)
      .where(sql`${schema.artists.searchText} like ${'%nunez%'}`);
    expect(rows.map((a) => a.fullName)).toContain('Lucía Núñez Ibáñez');
    expect(rows[0]?.initial).toBe('N');
    const artists = await db.select().from(schema.artists);
    expect(artists.filter((a) => a.lastName !== normalizeSearchText(a.lastName)).length).toBeGreaterThan(5);
    for (const a of artists) {
      expect(a.bioEs.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(a.bioEn).not.toBe('');
    }
    // Every third artist has no portrait (the sites show their initials); the others have their own.
    const withPortrait = artists.filter((a) => a.image);
    expect(withPortrait.length).toBeGreaterThan(artists.length / 2);
    expect(withPortrait.length).toBeLessThan(artists.length);
    for (const a of withPortrait) expect(a.image?.key).toBe(`artist/${a.slug}`);
  });

  it('writes no placeholder text anywhere', async () => {
    expect(await placeholders(db)).toEqual([]);
  });

  it('gives every image a valid key and every slug once', async () => {
    const data = await dump(db);
    const keys = JSON.stringify(data).match(/\\"key\\":\\"[^\\]*\\"/g) ?? [];
    expect(keys.length).toBeGreaterThan(100);
    for (const match of keys) expect(isValidImageKey(match.slice(10, -2))).toBe(true);
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique((await db.select().from(schema.works)).map((w) => w.slug));
    unique((await db.select().from(schema.artists)).map((w) => w.slug));
    unique((await db.select().from(schema.galleries)).map((w) => w.slug));
    unique((await db.select().from(schema.expositions)).map((w) => w.slug));
    unique((await db.select().from(schema.activities)).map((w) => w.slug));
    const articles = await db.select().from(schema.articles);
    unique([...articles.map((a) => a.slugEs), ...articles.map((a) => `en:${a.slugEn}`)]);
  });

  it('writes posts of every category, with paragraphs, and the who-we-are post', async () => {
    const articles = await db.select().from(schema.articles);
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(NEWS_CATEGORIES.map((c) => c.key)));
    expect(articles.find((a) => a.slugEs === 'quienes-somos')?.slugEn).toBe('who-we-are');
    for (const a of articles) {
      expect(a.contentEs.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(a.contentEn.split('\n\n').length).toBe(a.contentEs.split('\n\n').length);
      expect(a.publishedAt.getUTCFullYear()).toBeGreaterThanOrEqual(2024);
    }
    expect(new Set(articles.map((a) => a.publishedAt.getTime())).size).toBe(articles.length);
  });

  it('programmes activities during the fair, 5 to 9 March 2025, with places', async () => {
    const activities = await db.select().from(schema.activities);
    for (const a of activities) {
      expect(a.startsAt.getTime()).toBeGreaterThanOrEqual(Date.parse('2025-03-05T00:00:00+01:00'));
      expect(a.startsAt.getTime()).toBeLessThan(Date.parse('2025-03-10T00:00:00+01:00'));
      expect(a.endsAt?.getTime()).toBeGreaterThan(a.startsAt.getTime());
      expect(a.placeEs).not.toBe('');
      expect(a.catalogPrefix).toBe('AM25');
    }
    expect(new Set(activities.map((a) => a.categoryEs)).size).toBeGreaterThanOrEqual(4);
  });

  it('names things in both languages: English slugs of activities and shows, English cities, the teams’ bylines', async () => {
    const english = (slug: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);
    const activities = await db.select().from(schema.activities);
    for (const a of activities) {
      expect(english(a.slugEn)).toBe(true);
      expect(a.slugEn).not.toBe(a.slug);
    }
    expect(activities.find((a) => a.slug === 'coleccionar-por-primera-vez')?.slugEn).toBe(
      'collecting-for-the-first-time',
    );
    expect(new Set(activities.map((a) => a.slugEn)).size).toBe(activities.length);
    const shows = await db.select().from(schema.expositions);
    for (const show of shows) expect(show.slugEn).toBe(slugify(show.titleEn).slice(0, 90).replace(/-+$/, ''));
    expect(shows.find((show) => show.slug === 'blanco-y-negro')?.slugEn).toBe('black-and-white');
    expect(new Set(shows.map((show) => show.slugEn)).size).toBe(shows.length);

    // A city with a name of its own in English has it; one named alike in both languages leaves it blank.
    const places = [
      ...(await db.select({ city: schema.artists.city, cityEn: schema.artists.cityEn }).from(schema.artists)),
      ...(await db.select({ city: schema.galleries.city, cityEn: schema.galleries.cityEn }).from(schema.galleries)),
    ];
    for (const place of places) expect(place.cityEn).toBe(cityEn(place.city) === place.city ? '' : cityEn(place.city));
    expect(places.some((place) => place.cityEn !== '')).toBe(true);

    const articles = await db.select().from(schema.articles);
    const team = articles.filter((a) => a.author === 'Equipo de la feria');
    expect(team.length).toBeGreaterThan(0);
    for (const a of team) expect(a.authorEn).toBe('Fair team');
    for (const a of articles.filter((a) => a.author === 'Redacción')) expect(a.authorEn).toBe('Editorial team');
    for (const a of articles.filter((a) => a.author && !['Redacción', 'Equipo de la feria'].includes(a.author)))
      expect(a.authorEn).toBeNull();
  });

  it('draws covers (posts, shows, activities, banners, press documents) without any text', () => {
    const covers = generateSeedData('test').imageJobs.filter((job) =>
      /^(post|exposition|activity|banner|press)\//.test(job.key),
    );
    expect(covers.length).toBeGreaterThan(20);
    for (const job of covers) expect(job.svg()).not.toMatch(/<text\b/);
  });

  it('has a work in each state a work page acts on in the current fair and in the shop', async () => {
    const works = await db.select().from(schema.works);
    const missing = WORK_STATES.filter((s) => s !== HIDDEN_WORK_STATE).flatMap((state) =>
      ['AM25', MARKET_CATALOG_PREFIX]
        .filter((prefix) => !works.some((w) => w.workState === state && w.catalogs.includes(prefix)))
        .map((prefix) => `${state} in ${prefix}`),
    );
    expect(missing).toEqual([]);
  });

  it('fills shows with shop works', async () => {
    const shows = await db.select().from(schema.expositions);
    for (const show of shows) {
      const works = await db
        .select({ catalogs: schema.works.catalogs, state: schema.works.workState })
        .from(schema.expositionWorks)
        .innerJoin(schema.works, eq(schema.works.id, schema.expositionWorks.workId))
        .where(eq(schema.expositionWorks.expositionId, show.id));
      expect(works.length).toBeGreaterThanOrEqual(4);
      for (const w of works) {
        expect(w.catalogs).toContain('MARKET');
        expect(w.state).not.toBe('Desactivada');
      }
      expect(show.infoEs.split('\n\n')).toHaveLength(2);
    }
  });

  it('has sponsors of every level, press items of every kind, FAQ for both sites and every legal page', async () => {
    expect(new Set((await db.select().from(schema.sponsors)).map((s) => s.level))).toEqual(new Set(SPONSOR_LEVELS));
    expect(new Set((await db.select().from(schema.pressItems)).map((p) => p.kind))).toEqual(
      new Set(['release', 'kit', 'image']),
    );
    const faqs = await db.select().from(schema.faqs);
    expect(faqs.filter((f) => f.site === 'fair').length).toBeGreaterThanOrEqual(8);
    expect(faqs.filter((f) => f.site === 'shop').length).toBeGreaterThanOrEqual(8);
    const pages = await db.select().from(schema.staticPages);
    const legal = pages.filter((p) => p.isLegal).map((p) => `${p.slugEs}/${p.slugEn}`);
    expect(legal.sort()).toEqual([
      'aviso-legal/legal-warning',
      'cookies/cookies',
      'politica-de-privacidad/privacy-policy',
      'terminos-y-condiciones/terms-and-conditions',
    ]);
    for (const slug of ['quienes-somos', 'informacion', 'tickets', 'como-exponer'])
      expect(pages.some((p) => p.slugEs === slug && !p.isLegal)).toBe(true);
  });

  it('has two press contacts in order, each with a role in both languages, an e-mail address and a phone', async () => {
    const contacts = await db.select().from(schema.pressContacts).orderBy(asc(schema.pressContacts.position));
    expect(contacts).toHaveLength(2);
    expect(contacts.map((c) => c.position)).toEqual([1, 2]);
    for (const c of contacts) {
      expect(c.name.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(c.roleEs).not.toBe('');
      expect(c.roleEn).not.toBe(c.roleEs);
      expect(c.email).toMatch(/^[a-z]+@artfair\.test$/);
      expect(c.phone).toMatch(/^\+34( \d+)+$/);
    }
    expect(new Set(contacts.map((c) => c.email)).size).toBe(2);
  });

  it('builds a menu of 5 to 7 entries with mega-menu blocks pointing at site paths', async () => {
    const menu = await db.select().from(schema.menuEntries).orderBy(asc(schema.menuEntries.position));
    expect(menu.length).toBeGreaterThanOrEqual(5);
    expect(menu.length).toBeLessThanOrEqual(7);
    const blocks = menu
      .flatMap((m) => [m.blockWithImages, m.blockWithText1, m.blockWithText2])
      .filter((b) => b !== null);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    for (const b of blocks) {
      expect(b.titleES && b.titleEN && b.subtitleES && b.subtitleEN).toBeTruthy();
      expect(b.items.map((i) => i.order)).toEqual(b.items.map((_, i) => i + 1));
      for (const item of b.items) expect(item.url).toMatch(/^\/es\//);
    }
    const images = menu.flatMap((m) => m.blockWithImages?.items ?? []).map((i) => i.image?.url);
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(url).toMatch(/^\/api\/images\/(post|exposition)\/[a-z0-9-]+\/3\.webp$/);
  });

  it('offers in the galleries mega-menu every fair edition, newest first, as the galleries page lists them', async () => {
    const editions = await db
      .select()
      .from(schema.catalogs)
      .where(eq(schema.catalogs.isMarket, false))
      .orderBy(desc(schema.catalogs.year));
    expect(editions.map((c) => c.prefix)).toEqual(['AM25', 'AM21', 'AM20', 'AM18']);
    const menu = await db.select().from(schema.menuEntries).orderBy(asc(schema.menuEntries.position));
    const galleries = menu.find((m) => m.mainTitleEs === 'Galerías');
    expect(galleries?.url).toBe('/es/galerias/am25');
    expect(galleries?.blockWithText1?.items.map((i) => [i.url, i.titleES, i.titleEN])).toEqual(
      editions.map((c) => [`/es/galerias/${c.prefix.toLowerCase()}`, `Edición ${c.year}`, `${c.year} edition`]),
    );
  });

  it('has every country with its calling code and shipping costs that grow with the band, Spain cheapest', async () => {
    const countries = await db.select().from(schema.countries);
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.find((c) => c.code === 'ES')).toEqual({
      code: 'ES',
      nameEs: 'España',
      nameEn: 'Spain',
      dialCode: '+34',
    });
    const costs = await db.select().from(schema.shippingCosts);
    expect(new Set(costs.map((c) => c.countryCode))).toEqual(new Set(countries.map((c) => c.code)));
    for (const cost of costs) {
      const bands = SHIPPING_BANDS.map((b) => cost[b]);
      expect(bands).toEqual([...bands].sort((a, b) => a - b));
    }
    const spain = costs.find((c) => c.countryCode === 'ES');
    const france = costs.find((c) => c.countryCode === 'FR');
    const japan = costs.find((c) => c.countryCode === 'JP');
    expect(spain!.lessThan200).toBeLessThan(france!.lessThan200);
    expect(france!.lessThan200).toBeLessThan(japan!.lessThan200);
  });

  it('has a welcome coupon valid from 2025 to 2027', async () => {
    const [coupon] = await db.select().from(schema.coupons).where(eq(schema.coupons.code, 'BIENVENIDA10'));
    expect(coupon).toMatchObject({ kind: 'percent', value: 1000, usedCount: 0 });
    expect(coupon?.validFrom?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(coupon?.validTo?.getUTCFullYear()).toBe(2027);
  });

  it('creates the demo accounts with scrypt hashes of their published passwords', async () => {
    const users = await db.select().from(schema.users);
    expect(users.map((u) => u.email).sort()).toEqual([...DEMO_ACCOUNTS, ...DEMO_BUYERS].map((a) => a.email).sort());
    expect(users.find((u) => u.email === 'coleccionista@demo.artfair.test')?.role).toBe('visitor');
    expect(users.find((u) => u.email === 'taquilla@demo.artfair.test')?.role).toBe('staff');
    expect(users.find((u) => u.email === 'editor@demo.artfair.test')?.role).toBe('editor');
    expect(users.find((u) => u.email === 'admin@demo.artfair.test')?.role).toBe('admin');
    const collector = users.find((u) => u.role === 'visitor');
    expect(collector?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    const account = DEMO_ACCOUNTS.find((a) => a.email === collector?.email);
    expect(await verifyPassword(account?.password ?? '', collector?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('not the password', collector?.passwordHash ?? '')).toBe(false);
    for (const a of [...DEMO_ACCOUNTS, ...DEMO_BUYERS]) {
      expect(a.password.length).toBeGreaterThanOrEqual(12);
      // The published passwords pass the accounts' policy, so the demo shows what sign-up would accept.
      expect(checkPassword(a.password, { email: a.email })).toBeNull();
    }
  });

  it("fills the demo collector's account: favourites, follows, artist tags, a public and a private collection, an address", async () => {
    const [collector] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'coleccionista@demo.artfair.test'));
    const userId = collector?.id ?? '';
    const works = new Map((await db.select().from(schema.works)).map((w) => [w.id, w]));
    const shownInShop = (id: number) => {
      const work = works.get(id);
      return (
        work !== undefined && work.workState !== HIDDEN_WORK_STATE && work.catalogs.includes(MARKET_CATALOG_PREFIX)
      );
    };

    const favourites = await db.select().from(schema.favouriteWorks);
    expect(favourites.length).toBeGreaterThanOrEqual(3);
    expect(favourites.every((f) => f.userId === userId && shownInShop(f.workId))).toBe(true);
    const follows = await db.select().from(schema.followedArtists);
    expect(follows.map((f) => f.userId)).toEqual([userId, userId]);

    const tags = await db.select().from(schema.artistTags).orderBy(asc(schema.artistTags.id));
    const [artist] = await db
      .select()
      .from(schema.artists)
      .where(eq(schema.artists.id, tags[0]?.artistId ?? 0));
    expect(tags.map(({ artistId, name, userId: owner }) => ({ artistId, name, owner }))).toEqual([
      { artistId: artist?.id, name: artist?.fullName, owner: userId },
      { artistId: null, name: TYPED_ARTIST_NAME, owner: userId },
    ]);

    const collections = await db.select().from(schema.collections).orderBy(asc(schema.collections.id));
    expect(collections.map((c) => ({ public: c.public, owner: c.userId }))).toEqual([
      { public: true, owner: userId },
      { public: false, owner: userId },
    ]);
    const collectionWorks = await db.select().from(schema.collectionWorks);
    for (const collection of collections) {
      const inIt = collectionWorks.filter((cw) => cw.collectionId === collection.id);
      expect(inIt.length).toBeGreaterThanOrEqual(2);
      expect(inIt.every((cw) => shownInShop(cw.workId))).toBe(true);
    }

    expect(await db.select().from(schema.addresses)).toEqual([
      expect.objectContaining({
        userId,
        route: 'Calle de Alcalá 42',
        postalCode: '28014',
        locality: 'Madrid',
        countryCode: 'ES',
      }),
    ]);
    // The other demo accounts keep nothing.
    expect(new Set([...favourites, ...follows, ...tags, ...collections].map((row) => row.userId))).toEqual(
      new Set([userId]),
    );
  });

  it('gives the collector of the demo size shown shop works too', () => {
    const data = generateSeedData('demo');
    const shown = new Set(
      data.works
        .filter((w) => w.workState !== HIDDEN_WORK_STATE && (w.catalogs ?? []).includes(MARKET_CATALOG_PREFIX))
        .map((w) => w.id),
    );
    const picked = [...data.favouriteWorks.map((f) => f.workId), ...data.collectionWorks.map((cw) => cw.workId)];
    expect(picked.length).toBeGreaterThanOrEqual(9);
    expect(picked.every((id) => shown.has(id))).toBe(true);
    expect(data.collections.map((c) => c.public)).toEqual([true, false]);
  });

  it('has invitation codes of the current edition in every state, and a ticket admitted by the staff account', async () => {
    const rows = await db.select().from(schema.invitations).orderBy(asc(schema.invitations.id));
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const [current] = await db.select().from(schema.catalogs).where(eq(schema.catalogs.isCurrent, true));
    expect(rows.every((r) => r.catalogPrefix === current?.prefix && r.code === r.code.toUpperCase())).toBe(true);
    expect(byCode.get(DEMO_INVITATION_CODES.guest)).toMatchObject({ uses: 0, expiresAt: null });
    expect(byCode.get(DEMO_INVITATION_CODES.guest)?.maxUses).toBeGreaterThanOrEqual(1000);
    expect(byCode.get(DEMO_INVITATION_CODES.press)).toMatchObject({ maxUses: 5, uses: 0, expiresAt: null });
    expect(byCode.get(DEMO_INVITATION_CODES.exhausted)).toMatchObject({ maxUses: 2, uses: 2 });
    expect(byCode.get(DEMO_INVITATION_CODES.expired)?.expiresAt?.getTime()).toBeLessThan(
      Date.parse('2025-01-01T00:00:00+01:00'),
    );
    expect(byCode.get(DEMO_INVITATION_CODES.expired)?.uses).toBeLessThan(
      byCode.get(DEMO_INVITATION_CODES.expired)?.maxUses ?? 0,
    );

    // The exhausted code's uses are its tickets; one of them went through a desk, by the staff account.
    const issued = await db.select().from(schema.tickets).orderBy(asc(schema.tickets.id));
    expect(issued.map((t) => t.invitationId)).toEqual([
      byCode.get(DEMO_INVITATION_CODES.exhausted)?.id,
      byCode.get(DEMO_INVITATION_CODES.exhausted)?.id,
    ]);
    const [staff] = await db.select().from(schema.users).where(eq(schema.users.role, 'staff'));
    expect(issued.map(({ code, admittedBy, admittedDesk }) => ({ code, admittedBy, admittedDesk }))).toEqual([
      { code: DEMO_TICKETS.admitted, admittedBy: staff?.id, admittedDesk: 'Puerta principal' },
      { code: DEMO_TICKETS.pending, admittedBy: null, admittedDesk: null },
    ]);
    expect(issued.every((t) => /^AM25(-[0-9A-HJKMNP-TV-Z]{4}){3}$/.test(t.code))).toBe(true);
  });

  it('has demo orders in every state of works already sold, with consistent totals, codes and payments, none held', async () => {
    const orders = await db.select().from(schema.orders).orderBy(asc(schema.orders.id));
    const items = await db.select().from(schema.orderItems);
    const attempts = await db.select().from(schema.paymentAttempts).orderBy(asc(schema.paymentAttempts.id));
    const works = new Map((await db.select().from(schema.works)).map((w) => [w.id, w]));
    const users = new Map((await db.select().from(schema.users)).map((u) => [u.id, u]));
    const rates = new Map((await db.select().from(schema.shippingCosts)).map((r) => [r.countryCode, r]));
    const count = (state: string) => orders.filter((o) => o.state === state).length;
    expect(orders.length).toBeGreaterThanOrEqual(8);
    expect({ shipped: count('shipped'), delivered: count('delivered'), refund: count('refund') }).toEqual({
      shipped: 2,
      delivered: 2,
      refund: 1,
    });
    expect([count('paid') >= 2, count('cancelled'), count('expired')]).toEqual([true, 1, 1]);
    const special = orders.filter((o) => o.kind === 'special');
    expect(special).toHaveLength(1);
    expect(special[0]).toMatchObject({ clientName: expect.any(String), clientSurname: expect.any(String) });
    expect(special[0]?.clientPhone).toMatch(/^\+\d/);
    expect(new Set(orders.map((o) => o.orderCode)).size).toBe(orders.length);
    expect(orders.every((o) => /^AM-[0-9A-HJKMNP-TV-Z]{10}$/.test(o.orderCode))).toBe(true);
    expect(new Set(orders.map((o) => o.lang))).toEqual(new Set(['es', 'en']));

    const buyers = new Set(DEMO_BUYERS.map((b) => b.email));
    for (const order of orders) {
      const buyer = users.get(order.userId ?? '');
      // Demo buyers only: the collector's account, which the browser tests use, has no orders.
      expect(buyers.has(buyer?.email ?? '')).toBe(true);
      expect(order.email).toBe(buyer?.email);
      const own = items.filter((i) => i.orderId === order.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      for (const item of own) {
        const work = works.get(item.workId);
        expect(work?.workState).toBe(SOLD_WORK_STATE);
        expect(item.title).toBe(order.lang === 'en' ? work?.titleEn : work?.titleEs);
      }
      // The checkout's arithmetic: VAT included in prices and shipping, shipping by the subtotal's band.
      const subtotal = own.reduce((sum, i) => sum + i.unitPriceCents * i.units, 0);
      const country = order.shippingAddress?.countryCode ?? '';
      const rate = rates.get(country);
      expect(rate).toBeDefined();
      expect(order).toMatchObject({
        subtotalCents: subtotal,
        transportCents: rate ? shippingCostCents(rate, subtotal) : -1,
        discountCents: 0,
        totalCents: order.subtotalCents + order.transportCents,
        taxesCents: vatPartCents(order.totalCents),
      });
      for (const address of [order.shippingAddress, order.billingAddress]) {
        expect(checkoutAddressSchema.safeParse(address).data).toEqual(address);
      }
      expect(order.clientType).toBe(order.billingAddress?.fiscalName ? 'empresa' : 'particular');
      expect(order.holdUntil?.getTime()).toBeGreaterThan(order.orderDate.getTime());

      const ownAttempts = attempts.filter((a) => a.orderId === order.id);
      const paid = ownAttempts.filter((a) => a.state === 'paid');
      const wasPaid = ['paid', 'shipped', 'delivered', 'refund'].includes(order.state);
      expect(paid).toHaveLength(wasPaid ? 1 : 0);
      expect(paid.every((a) => a.responseCode === '0000' && /^\d{6}$/.test(a.authorisationCode ?? ''))).toBe(true);
      expect(ownAttempts.every((a) => a.amountCents === order.totalCents && a.currency === '978')).toBe(true);
      for (const failed of ownAttempts.filter((a) => a.state === 'failed')) {
        expect(failed.authorisationCode).toBeNull();
        expect(paid.every((a) => a.createdAt > (failed.notifiedAt ?? failed.createdAt))).toBe(true);
      }
      expect(order.confirmDate !== null).toBe(wasPaid && order.state !== 'refund');
      // A refund was paid after its hold had passed, when the work had been sold to someone else.
      if (order.state === 'refund')
        expect(paid[0]?.createdAt.getTime()).toBeGreaterThan(order.holdUntil?.getTime() ?? 0);
    }
    expect(attempts.some((a) => a.state === 'failed')).toBe(true);
    expect(new Set(attempts.map((a) => a.redsysOrder)).size).toBe(attempts.length);
    expect(attempts.every((a) => /^[0-9]{4}[0-9A-Za-z]{8}$/.test(a.redsysOrder))).toBe(true);
    // No work is held by an order: the seeded orders change no work's availability.
    expect([...works.values()].filter((w) => w.reservedOrderId !== null || w.reservedUntil !== null)).toEqual([]);
  });

  it('has contact and form messages as the forms store them, in both languages, some handled by the team', async () => {
    const contact = await db.select().from(schema.contactMessages);
    const forms = await db.select().from(schema.formMessages);
    const team = await db
      .select()
      .from(schema.users)
      .where(sql`${schema.users.role} in ('staff', 'admin')`);
    const teamIds = new Set(team.map((u) => u.id));
    expect(contact.length).toBeGreaterThanOrEqual(5);
    for (const m of contact) {
      // Escaped for HTML, line breaks as <br>, no other markup.
      expect(m.message.replace(/<br>/g, '')).not.toMatch(/[<>]/);
      expect(m.mailedAt?.getTime()).toBeGreaterThanOrEqual(m.createdAt.getTime());
    }
    expect(contact.some((m) => m.message.includes('<br>'))).toBe(true);
    expect(contact.map((m) => m.message)).toContain(
      storedMessageHtml(
        'Hi! I lost a black umbrella near the <Talks> area yesterday afternoon. Has anyone handed it in?',
      ),
    );

    const fieldsOf: Record<string, string[]> = {
      'work-inquiry': ['artist', 'message', 'work'],
      'gallery-contact': ['gallery', 'message'],
      collaborate: ['company', 'interest', 'message'],
      'press-accreditation': ['media', 'type'],
    };
    expect(new Set(forms.map((m) => m.kind))).toEqual(new Set(Object.keys(fieldsOf)));
    for (const m of forms) {
      expect(Object.keys(m.fields).sort()).toEqual(fieldsOf[m.kind]);
      if (m.kind === 'work-inquiry') {
        const [work] = await db
          .select()
          .from(schema.works)
          .where(eq(schema.works.id, m.workId ?? 0));
        expect(work && workInquiryState({ price: work.priceCents, workState: work.workState })).toBe('open');
        expect(m.fields['work']).toBe(work?.titleEs);
      }
      if (m.kind === 'gallery-contact') {
        const [gallery] = await db
          .select()
          .from(schema.galleries)
          .where(eq(schema.galleries.id, m.galleryId ?? 0));
        expect(m.fields['gallery']).toBe(gallery?.comercialName);
      }
      if (m.kind === 'collaborate') expect(COLLABORATE_INTERESTS).toContain(m.fields['interest']);
      if (m.kind === 'press-accreditation') expect(PRESS_MEDIA_TYPES).toContain(m.fields['type']);
    }
    expect(new Set(forms.map((m) => m.dedupeKey)).size).toBe(forms.length);

    for (const messages of [contact, forms]) {
      expect(new Set(messages.map((m) => m.lang))).toEqual(new Set(['es', 'en']));
      const handled = messages.filter((m) => m.handledAt !== null);
      expect(handled.length).toBeGreaterThanOrEqual(1);
      expect(handled.length).toBeLessThan(messages.length);
      expect(handled.every((m) => teamIds.has(m.handledBy ?? '') && m.handledAt! > m.createdAt)).toBe(true);
      expect(messages.filter((m) => m.handledAt === null).every((m) => m.handledBy === null)).toBe(true);
    }
  });

  it('has newsletter subscribers in every status, in both languages, with dates that follow the status', async () => {
    const subscribers = await db.select().from(schema.newsletterSubscribers);
    expect(subscribers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(subscribers.map((s) => s.status))).toEqual(new Set(['pending', 'confirmed', 'unsubscribed']));
    expect(new Set(subscribers.map((s) => s.lang))).toEqual(new Set(['es', 'en']));
    for (const s of subscribers) {
      const confirmed = s.confirmedAt?.getTime() ?? null;
      const left = s.unsubscribedAt?.getTime() ?? null;
      if (s.status === 'pending') expect([confirmed, left]).toEqual([null, null]);
      else expect(confirmed).toBeGreaterThan(s.createdAt.getTime());
      if (s.status === 'confirmed') expect(left).toBeNull();
      if (s.status === 'unsubscribed') expect(left).toBeGreaterThan(confirmed ?? Infinity);
    }
  });

  it('leaves the id sequences after the seeded rows, so later inserts get new ids', async () => {
    const [collection] = await db.select({ max: sql<number>`max(id)::int` }).from(schema.collections);
    const next = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('collections', 'id'))::int as next`,
    )) as unknown as { rows: { next: number }[] };
    expect(next.rows[0]?.next).toBe((collection?.max ?? 0) + 1);
    const [entry] = await db
      .insert(schema.menuEntries)
      .values({ position: 99, url: '/es/prensa', mainTitleEs: 'Prensa', mainTitleEn: 'Press' })
      .returning();
    expect(entry?.id).toBe(summary.menuEntries + 1);
    await db.delete(schema.menuEntries).where(eq(schema.menuEntries.id, entry?.id ?? 0));
    const [work] = await db.select({ max: sql<number>`max(id)::int` }).from(schema.works);
    // Both drivers answer raw statements as `{ rows }`.
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('works', 'id'))::int as next`,
    )) as unknown as { rows: { next: number }[] };
    expect(result.rows[0]?.next).toBe((work?.max ?? 0) + 1);
  });
});

describe('seedDatabase determinism and sizes', () => {
  it('writes exactly the same rows on two runs of the same size', async () => {
    const first = await freshDatabase('pglite');
    const second = await freshDatabase('pglite');
    try {
      await seedDatabase(first.db, { size: 'test', images: false });
      await seedDatabase(second.db, { size: 'test', images: false });
      expect(await dump(second.db)).toEqual(await dump(first.db));
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });

  it('never calls Math.random or reads the clock while generating', () => {
    const random = jest.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    const now = jest.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    try {
      const data = generateSeedData('test');
      data.imageJobs.slice(0, 20).forEach((job) => job.svg());
    } finally {
      random.mockRestore();
      now.mockRestore();
    }
  });

  it('fills the demo size with the numbers of the issue', async () => {
    const handle = await freshDatabase('pglite');
    try {
      const summary = await seedDatabase(handle.db, { size: 'demo', images: false });
      expect(summary.galleries).toBeGreaterThanOrEqual(30);
      expect(summary.artists).toBeGreaterThanOrEqual(150);
      expect(summary.works).toBeGreaterThanOrEqual(600);
      expect(summary.expositions).toBeGreaterThanOrEqual(20);
      expect(summary.articles).toBeGreaterThanOrEqual(30);
      expect(summary.activities).toBeGreaterThanOrEqual(15);
      expect(summary.ticketTypes).toBeGreaterThanOrEqual(4);
      expect(summary.fairPhotos).toBeGreaterThanOrEqual(10);
      expect(summary.pressContacts).toBe(2);
      expect(summary.orders).toBeGreaterThanOrEqual(8);
      expect(summary.orderItems).toBeGreaterThan(summary.orders);
      expect(Math.min(summary.contactMessages, summary.formMessages)).toBeGreaterThanOrEqual(5);
      expect(summary.newsletterSubscribers).toBeGreaterThanOrEqual(8);
      const works = await handle.db.select().from(schema.works);
      expect(new Set(works.map((w) => w.workState))).toEqual(new Set(WORK_STATES));
      // The demo orders are of sold works and hold none.
      const sold = new Set(works.filter((w) => w.workState === SOLD_WORK_STATE).map((w) => w.id));
      const items = await handle.db.select().from(schema.orderItems);
      expect(items.filter((i) => !sold.has(i.workId))).toEqual([]);
      expect(works.filter((w) => w.reservedOrderId !== null || w.reservedUntil !== null)).toEqual([]);
      expect(new Set(works.map((w) => priceRangeOf(w.priceCents)))).toEqual(
        new Set([null, ...PRICE_RANGES.map((r) => r.key)]),
      );
      const articles = await handle.db.select().from(schema.articles);
      for (const { key } of NEWS_CATEGORIES)
        expect(articles.filter((a) => a.category === key).length).toBeGreaterThanOrEqual(5);
      expect(await placeholders(handle.db)).toEqual([]);
    } finally {
      await handle.dispose();
    }
  });

  it('starts the demo with the test content and the bench with the demo works', () => {
    const test = generateSeedData('test');
    const demo = generateSeedData('demo');
    expect(demo.galleries.slice(0, test.galleries.length).map((g) => g.slug)).toEqual(
      test.galleries.map((g) => g.slug),
    );
    expect(demo.artists.slice(0, test.artists.length).map((a) => a.fullName)).toEqual(
      test.artists.map((a) => a.fullName),
    );
    const bench = generateSeedData('bench', 2000);
    expect(bench.works).toHaveLength(2000);
    expect(bench.works.slice(0, demo.works.length)).toEqual(demo.works);
    // Bench works beyond the demo reuse demo images: nothing new to render.
    const demoKeys = new Set(demo.works.flatMap((w) => (w.images ?? []).map((i) => i.key)));
    for (const w of bench.works.slice(demo.works.length))
      for (const image of w.images ?? []) expect(demoKeys).toContain(image.key);
    expect(bench.imageJobs.map((j) => j.key)).toEqual(expect.arrayContaining(demo.imageJobs.map((j) => j.key)));
    expect(bench.imageJobs.filter((j) => j.key.startsWith('work/'))).toHaveLength(
      demo.imageJobs.filter((j) => j.key.startsWith('work/')).length,
    );
    expect(new Set(bench.works.map((w) => w.slug)).size).toBe(2000);
  });

  it('refuses an unknown size, a bad number of works, a blank images folder or a database with content', async () => {
    const handle = await freshDatabase('pglite');
    try {
      await expect(seedDatabase(handle.db, { size: 'huge' as 'test' })).rejects.toThrow(
        'Seed size must be test, demo or bench',
      );
      await expect(seedDatabase(handle.db, { size: 'bench', works: -5 })).rejects.toThrow('works must be an integer');
      await expect(seedDatabase(handle.db, { size: 'test', images: { imagesDir: ' ' } })).rejects.toThrow(
        'images.imagesDir must name',
      );
      const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.works);
      expect(row?.n).toBe(0);
      await seedDatabase(handle.db, { size: 'test', images: false });
      await expect(seedDatabase(handle.db, { size: 'test', images: false })).rejects.toThrow(
        'only fills an empty database',
      );
      const [after] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.works);
      expect(after?.n).toBe(64);
    } finally {
      await handle.dispose();
    }
  });
});
