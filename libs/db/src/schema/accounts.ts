/**
 * Accounts: users, their sessions and password-reset links, and what a collector keeps in the account (favourite
 * works, followed artists, artist tags, collections, addresses).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { artists, works } from './catalogue';
import { countries } from './shared';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('visitor'),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone: text('phone'),
    prefix: text('prefix'),
    profession: text('profession'),
    priceRange: text('price_range'),
    newsletter: boolean('newsletter').notNull().default(false),
    lang: text('lang').notNull().default('es'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin (issue 17): a disabled account cannot log in and its sessions are ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('visitor', 'staff', 'editor', 'admin')`),
    index('users_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Logged-in sessions. The client keeps a random token (the `o_token` cookie or `Authorization: Bearer`); only its
 * SHA-256 is stored here. A session ends at `expires_at` (absolute: 12 hours after login, 90 days when remembered or
 * after sign-up), after a time without use measured from `last_seen_at` (2 hours, 30 days when remembered), at logout
 * (its row is deleted), or when its user's password is reset or the user is deleted.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, lower-case hex. */
    tokenHash: text('token_hash').notNull(),
    /** Opened with "remember me" (or by sign-up): the long idle and absolute limits apply. */
    remember: boolean('remember').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last request seen with the token, renewed at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the session ends whatever its use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Password-reset links: single use, valid 24 hours. Only the SHA-256 of the link's token is stored; `used_at` is set
 * when the link sets a password (or when another link of the account did).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, lower-case hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
    check('password_resets_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * What a collector keeps in their account (§3 Me): favourite works, followed artists, the artists they own works by
 * (artist tags), collections of works and addresses. Every row belongs to one user and goes with them
 * (`ON DELETE CASCADE`), and with the work or artist it names; lists are read by user, newest first.
 */
export const favouriteWorks = pgTable(
  'favourite_works',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workId] }),
    index('favourite_works_user_newest_idx').on(t.userId, t.createdAt.desc(), t.workId.desc()),
    index('favourite_works_work_idx').on(t.workId),
  ],
);

export const followedArtists = pgTable(
  'followed_artists',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artistId] }),
    index('followed_artists_user_newest_idx').on(t.userId, t.createdAt.desc(), t.artistId.desc()),
    index('followed_artists_artist_idx').on(t.artistId),
  ],
);

/**
 * The artists a collector owns works by: a catalogue artist (`artist_id`, whose current name is shown) or a name they
 * typed (`artist_id` null). One tag per artist and, for typed names, one per name whatever its case.
 */
export const artistTags = pgTable(
  'artist_tags',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    /** The name as typed; for a catalogue artist, its name when tagged. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('artist_tags_user_artist_key').on(t.userId, t.artistId),
    uniqueIndex('artist_tags_user_name_key')
      .on(t.userId, sql`lower(${t.name})`)
      .where(sql`${t.artistId} is null`),
    index('artist_tags_user_idx').on(t.userId, t.id.desc()),
    index('artist_tags_artist_idx').on(t.artistId),
    check('artist_tags_name_check', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

/** Named lists of works; a public one can be opened by anyone at its address (by the owner's e-mail and its id). */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check('collections_title_check', sql`char_length(${t.title}) between 1 and 80`),
  ],
);

export const collectionWorks = pgTable(
  'collection_works',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.workId] }),
    index('collection_works_collection_newest_idx').on(t.collectionId, t.addedAt.desc(), t.workId.desc()),
    index('collection_works_work_idx').on(t.workId),
  ],
);

/**
 * A user's shipping addresses, with the fiscal data of the invoice. The readable full address and the country's name
 * are derived when read (the name in the request's language, from `countries`).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    floor: text('floor'),
    postalCode: text('postal_code').notNull(),
    locality: text('locality').notNull(),
    province: text('province').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    aditionalInfo: text('aditional_info'),
    fiscalName: text('fiscal_name'),
    fiscalDocument: text('fiscal_document'),
    caCode: text('ca_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type FavouriteWorkRow = typeof favouriteWorks.$inferSelect;
export type FollowedArtistRow = typeof followedArtists.$inferSelect;
export type ArtistTagRow = typeof artistTags.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type CollectionWorkRow = typeof collectionWorks.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
