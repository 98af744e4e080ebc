/**
 * The catalogue: editions and the market (`catalogs`), galleries and their participation per edition, artists,
 * trend tags, works and shows (`expositions`) with their works. It names no other domain's table.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchText, type StoredImage, trigram } from './shared';

const textArray = customType<{ data: string[]; driverData: string[] }>({ dataType: () => 'text[]' });
const intArray = customType<{ data: number[]; driverData: number[] }>({ dataType: () => 'integer[]' });

export const catalogs = pgTable('catalogs', {
  prefix: text('prefix').primaryKey(),
  edition: integer('edition'),
  year: integer('year').notNull(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  startsOn: date('starts_on'),
  endsOn: date('ends_on'),
  venueEs: text('venue_es'),
  venueEn: text('venue_en'),
  isCurrent: boolean('is_current').notNull().default(false),
  isMarket: boolean('is_market').notNull().default(false),
  /** Street address of the venue (the visitor information page and the fair's `Event` JSON-LD). */
  address: text('address'),
  /** Opening hours as the visitor information page shows them, one line per day or range. */
  openingHoursEs: text('opening_hours_es'),
  openingHoursEn: text('opening_hours_en'),
  /** The catalogue of the edition (a PDF or page), for the other-editions page. */
  catalogUrl: text('catalog_url'),
});

export const galleries = pgTable(
  'galleries',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    comercialName: text('comercial_name').notNull(),
    descriptionEs: text('description_es').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    fullAddress: text('full_address').notNull().default(''),
    city: text('city').notNull().default(''),
    /** The city's English name when it has one of its own ('Copenhague' is 'Copenhagen'); empty: the same. */
    cityEn: text('city_en').notNull().default(''),
    countryCode: text('country_code').notNull().default('ES'),
    image: jsonb('image').$type<StoredImage | null>(),
    // Both names of the city: 'Copenhague' and 'Copenhagen' find the gallery.
    searchText: searchText('comercial_name', 'city', 'city_en'),
  },
  (t) => [uniqueIndex('galleries_slug_key').on(t.slug), trigram('galleries_search_trgm', t.searchText)],
);

export const galleryParticipations = pgTable(
  'gallery_participations',
  {
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    catalogPrefix: text('catalog_prefix')
      .notNull()
      .references(() => catalogs.prefix),
    stand: text('stand'),
    section: text('section'),
  },
  (t) => [
    primaryKey({ columns: [t.galleryId, t.catalogPrefix] }),
    index('gallery_participations_catalog').on(t.catalogPrefix),
  ],
);

export const artists = pgTable(
  'artists',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    city: text('city').notNull().default(''),
    /** The city's English name when it has one of its own ('Turín' is 'Turin'); empty: the same. */
    cityEn: text('city_en').notNull().default(''),
    countryCode: text('country_code').notNull().default('ES'),
    birthYear: integer('birth_year'),
    bioEs: text('bio_es').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    image: jsonb('image').$type<StoredImage | null>(),
    /** Upper-case unaccented first letter of the surname, for the A–Z index. */
    initial: text('initial')
      .notNull()
      .generatedAlwaysAs(sql.raw(`upper(left(f_unaccent(coalesce(nullif(last_name, ''), full_name)), 1))`)),
    // Both names of the city: 'Turín' and 'Turin' find the artist.
    searchText: searchText('full_name', 'city', 'city_en'),
  },
  (t) => [
    uniqueIndex('artists_slug_key').on(t.slug),
    index('artists_initial_name').on(t.initial, t.lastName, t.id),
    trigram('artists_search_trgm', t.searchText),
  ],
);

export const trendTags = pgTable(
  'trend_tags',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    slugEs: text('slug_es').notNull(),
    slugEn: text('slug_en').notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionEs: text('description_es').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
  },
  (t) => [
    uniqueIndex('trend_tags_slug_es_key').on(t.slugEs),
    uniqueIndex('trend_tags_slug_en_key').on(t.slugEn),
    check('trend_tags_type_check', sql`${t.type} in ('worksStylesTags', 'themesTags', 'technicsTags')`),
  ],
);

export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    galleryId: integer('gallery_id').references(() => galleries.id),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionEs: text('description_es').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Techniques as the specification lists them: Spanish `name` and `english`. */
    technics: jsonb('technics').$type<{ name: string; english: string }[]>().notNull().default([]),
    technicsTextEs: text('technics_text_es').notNull().default(''),
    technicsTextEn: text('technics_text_en').notNull().default(''),
    /** Price with VAT included, in cents; null for a work without a public price. */
    priceCents: integer('price_cents'),
    /**
     * The price a visitor is shown, in cents: the stored one, except in a price-on-request state (Disponible
     * (PRESUPUESTOS), Consulta Market, Consulta Galería), whose price is given on request whatever is stored (T39,
     * T40). What the lists show, sort and filter by.
     */
    listPriceCents: integer('list_price_cents').generatedAlwaysAs(
      sql.raw(
        `CASE WHEN work_state IN ('Disponible (PRESUPUESTOS)', 'Consulta Market', 'Consulta Galería') THEN NULL ELSE price_cents END`,
      ),
    ),
    currency: text('currency').notNull().default('EUR'),
    year: integer('year'),
    widthCm: real('width_cm').notNull(),
    heightCm: real('height_cm').notNull(),
    depthCm: real('depth_cm'),
    /** Size class from the longest side: under 50 cm small, up to 100 cm medium, larger is large. */
    size: text('size')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `CASE WHEN greatest(width_cm, height_cm, coalesce(depth_cm, 0)) < 50 THEN 'small' WHEN greatest(width_cm, height_cm, coalesce(depth_cm, 0)) <= 100 THEN 'medium' ELSE 'large' END`,
        ),
      ),
    discipline: smallint('discipline').notNull(),
    workState: text('work_state').notNull(),
    /**
     * Sold (`Vendida`, `SOLD_WORK_STATE` of `@art/model`): the first key of every works list order, so sold works
     * come after the works still to be had, each part in the order of the sort (issue 18).
     */
    sold: boolean('sold').notNull().generatedAlwaysAs(sql.raw(`work_state = 'Vendida'`)),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    colours: textArray('colours')
      .notNull()
      .default(sql`'{}'`),
    tagIds: intArray('tag_ids')
      .notNull()
      .default(sql`'{}'`),
    catalogs: textArray('catalogs')
      .notNull()
      .default(sql`'{}'`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order that holds the work while its buyer pays, until `reserved_until` (decision 014). Taken by one
     * conditional update (`reserved_until is null or reserved_until < now()`), so of any number of buyers one wins; a
     * hold that passes its time frees the work without anything having to run.
     */
    reservedOrderId: integer('reserved_order_id'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    searchText: searchText('title_es', 'title_en', 'technics_text_es', 'technics_text_en'),
  },
  (t) => [
    uniqueIndex('works_slug_key').on(t.slug),
    check('works_discipline_check', sql`${t.discipline} between 0 and 3`),
    check(
      'works_state_check',
      sql.raw(
        `work_state in ('Disponible', 'Disponible (PRESUPUESTOS)', 'No disponible', 'Consulta Market', 'Consulta Galería', 'Vendida', 'Desactivada')`,
      ),
    ),
    check('works_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    index('works_artist').on(t.artistId),
    index('works_gallery').on(t.galleryId),
    index('works_catalogs').using('gin', t.catalogs),
    index('works_colours').using('gin', t.colours),
    index('works_tags').using('gin', t.tagIds),
    // The columns the works filters test most (tags, text, artist, gallery and show have indexes of their own), so
    // counting a list can read this index alone (an index-only scan, a sixth of the table's pages) instead of the
    // table; discipline and size first, which the shop's works page filters by equality. Tag lists stay out: they
    // would make it a third larger, and the tag filter is selective enough for the GIN index.
    // The hold's end is last, so "available to buy" (which leaves out works held by an order) counts from it alone too.
    index('works_filters').on(
      t.discipline,
      t.size,
      t.listPriceCents,
      t.workState,
      t.catalogs,
      t.colours,
      t.reservedUntil,
    ),
    // Keyset orders of the three sorts, sold works last; expressions match the queries of the works service exactly.
    index('works_newest').on(t.sold, t.publishedAt.desc(), t.id.desc()),
    index('works_price_asc').on(t.sold, sql`(list_price_cents is null)`, sql`coalesce(list_price_cents, 0)`, t.id),
    index('works_price_desc').on(
      t.sold,
      sql`(list_price_cents is null)`,
      sql`(- coalesce(list_price_cents, 0))`,
      sql`(- id)`,
    ),
    trigram('works_search_trgm', t.searchText),
    // The back office's sorts (issue 16): each list order reads its index, so a page of 100,000 works sorts nothing.
    index('works_admin_title').on(t.titleEs, t.id),
    index('works_admin_price').on(t.priceCents, t.id),
    index('works_admin_year').on(t.year, t.id),
    index('works_admin_state').on(t.workState, t.id),
    index('works_admin_published').on(t.publishedAt, t.id),
  ],
);

export const expositions = pgTable(
  'expositions',
  {
    id: serial('id').primaryKey(),
    /** The Spanish slug. */
    slug: text('slug').notNull(),
    slugEn: text('slug_en').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    infoEs: text('info_es').notNull().default(''),
    infoEn: text('info_en').notNull().default(''),
    catalogPrefix: text('catalog_prefix').references(() => catalogs.prefix),
    galleryId: integer('gallery_id').references(() => galleries.id),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    image: jsonb('image').$type<StoredImage | null>(),
    searchText: searchText('title_es', 'title_en'),
  },
  (t) => [
    uniqueIndex('expositions_slug_key').on(t.slug),
    uniqueIndex('expositions_slug_en_key').on(t.slugEn),
    trigram('expositions_search_trgm', t.searchText),
  ],
);

export const expositionWorks = pgTable(
  'exposition_works',
  {
    expositionId: integer('exposition_id')
      .notNull()
      .references(() => expositions.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.expositionId, t.workId] }), index('exposition_works_work').on(t.workId)],
);

export type CatalogRow = typeof catalogs.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type ArtistRow = typeof artists.$inferSelect;
export type TrendTagRow = typeof trendTags.$inferSelect;
export type WorkRow = typeof works.$inferSelect;
export type ExpositionRow = typeof expositions.$inferSelect;
