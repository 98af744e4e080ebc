/**
 * What the sites publish and the editors write: posts (`articles`), activities, sponsors, press items and the press
 * office's people, FAQ, static and legal pages, the main menu, banners, the visitor information page's ticket types
 * and the fair's photographs.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogs } from './catalogue';
import { searchText, type StoredImage, trigram } from './shared';

export interface MenuItem {
  titleES: string;
  titleEN: string;
  url: string;
  order: number;
  image?: { url: string } | null;
}

export interface MenuBlock {
  titleES: string;
  titleEN: string;
  subtitleES: string;
  subtitleEN: string;
  items: MenuItem[];
}

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slugEs: text('slug_es').notNull(),
    slugEn: text('slug_en').notNull(),
    category: text('category').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    shortContentEs: text('short_content_es').notNull().default(''),
    shortContentEn: text('short_content_en').notNull().default(''),
    /** Body as paragraphs separated by blank lines; rendered as text, never as raw HTML. */
    contentEs: text('content_es').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** Who signs the post: a person's name, or a team's in Spanish. */
    author: text('author'),
    /** A team's name in English ('Fair team'); null when the signature is the same in both languages (a name). */
    authorEn: text('author_en'),
    /**
     * The publish date: the sites show a post from this moment on (a future date schedules it).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Draft (false) or published (true), set by the back office (issue 16). The sites read a post only when it is
     * published and its `published_at` has come (`publicArticle` of `libs/api-content/src/services/articles.ts`); the seed's
     * posts are published (the default).
     */
    published: boolean('published').notNull().default(true),
    image: jsonb('image').$type<StoredImage | null>(),
    searchText: searchText('title_es', 'title_en', 'short_content_es', 'short_content_en'),
  },
  (t) => [
    uniqueIndex('articles_slug_es_key').on(t.slugEs),
    uniqueIndex('articles_slug_en_key').on(t.slugEn),
    index('articles_category_published').on(t.category, t.publishedAt.desc(), t.id.desc()),
    index('articles_published').on(t.publishedAt.desc(), t.id.desc()),
    check(
      'articles_category_check',
      sql`${t.category} in ('agenda', 'obras', 'product', 'exposiciones', 'actualidad')`,
    ),
    trigram('articles_search_trgm', t.searchText),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    /** The Spanish slug. */
    slug: text('slug').notNull(),
    slugEn: text('slug_en').notNull(),
    categoryEs: text('category_es').notNull(),
    categoryEn: text('category_en').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    shortContentEs: text('short_content_es').notNull().default(''),
    shortContentEn: text('short_content_en').notNull().default(''),
    contentEs: text('content_es').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    placeEs: text('place_es').notNull().default(''),
    placeEn: text('place_en').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    catalogPrefix: text('catalog_prefix').references(() => catalogs.prefix),
    image: jsonb('image').$type<StoredImage | null>(),
  },
  (t) => [
    uniqueIndex('activities_slug_key').on(t.slug),
    uniqueIndex('activities_slug_en_key').on(t.slugEn),
    index('activities_starts').on(t.startsAt, t.id),
  ],
);

export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    level: text('level').notNull(),
    url: text('url'),
    position: integer('position').notNull().default(0),
    logo: jsonb('logo').$type<StoredImage | null>(),
  },
  (t) => [check('sponsors_level_check', sql`${t.level} in ('main', 'official', 'collaborator', 'media')`)],
);

export const pressItems = pgTable(
  'press_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    summaryEs: text('summary_es').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    publishedOn: date('published_on').notNull(),
    fileUrl: text('file_url'),
    image: jsonb('image').$type<StoredImage | null>(),
  },
  (t) => [check('press_items_kind_check', sql`${t.kind} in ('release', 'kit', 'image')`)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    position: integer('position').notNull().default(0),
    questionEs: text('question_es').notNull(),
    questionEn: text('question_en').notNull(),
    answerEs: text('answer_es').notNull(),
    answerEn: text('answer_en').notNull(),
  },
  (t) => [
    index('faqs_site_position').on(t.site, t.position),
    check('faqs_site_check', sql`${t.site} in ('fair', 'shop')`),
  ],
);

export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    slugEs: text('slug_es').notNull(),
    slugEn: text('slug_en').notNull(),
    /** Legal pages are the ones the legal-page route type renders. */
    isLegal: boolean('is_legal').notNull().default(false),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    contentEs: text('content_es').notNull(),
    contentEn: text('content_en').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('static_pages_slug_es_key').on(t.slugEs), uniqueIndex('static_pages_slug_en_key').on(t.slugEn)],
);

export const menuEntries = pgTable('menu_entries', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  url: text('url').notNull(),
  mainTitleEs: text('main_title_es').notNull(),
  mainTitleEn: text('main_title_en').notNull(),
  /** `fair`, `shop` or both (`all`). */
  site: text('site').notNull().default('all'),
  blockWithImages: jsonb('block_with_images').$type<MenuBlock | null>(),
  blockWithText1: jsonb('block_with_text1').$type<MenuBlock | null>(),
  blockWithText2: jsonb('block_with_text2').$type<MenuBlock | null>(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  titleEs: text('title_es').notNull(),
  titleEn: text('title_en').notNull(),
  textEs: text('text_es').notNull().default(''),
  textEn: text('text_en').notNull().default(''),
  linkUrl: text('link_url'),
  image: jsonb('image').$type<StoredImage | null>(),
  published: boolean('published').notNull().default(false),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
});

/** Ticket types and prices of an edition, for the tickets page (the sale itself is on the external ticket site). */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    catalogPrefix: text('catalog_prefix')
      .notNull()
      .references(() => catalogs.prefix),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionEs: text('description_es').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Price in cents, VAT included; 0 is free. */
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('ticket_types_catalog_position').on(t.catalogPrefix, t.position),
    check('ticket_types_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** The press office's people, for the press page. */
export const pressContacts = pgTable('press_contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  roleEs: text('role_es').notNull().default(''),
  roleEn: text('role_en').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone'),
  position: integer('position').notNull().default(0),
});

/** Photographs of the fair, by edition, for the photo view. */
export const fairPhotos = pgTable(
  'fair_photos',
  {
    id: serial('id').primaryKey(),
    catalogPrefix: text('catalog_prefix').references(() => catalogs.prefix),
    captionEs: text('caption_es').notNull().default(''),
    captionEn: text('caption_en').notNull().default(''),
    credit: text('credit'),
    image: jsonb('image').$type<StoredImage>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('fair_photos_catalog_position').on(t.catalogPrefix, t.position)],
);

export type ArticleRow = typeof articles.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;
export type PressItemRow = typeof pressItems.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type StaticPageRow = typeof staticPages.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type PressContactRow = typeof pressContacts.$inferSelect;
export type FairPhotoRow = typeof fairPhotos.$inferSelect;
