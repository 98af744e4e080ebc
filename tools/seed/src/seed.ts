/** Writes the generated content into an empty, migrated database. */
import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPasswordWithSalt } from '@art/auth';
import { schema, type Database } from '@art/db';
import type { Colour } from '@art/model';
import { generateSeedData, type SeedData, type SeedSize } from './generate';
import { renderImages } from './images';
import { writeFiles } from './press-files';

export interface SeedOptions {
  size: SeedSize;
  /** Where to render images; `false` (or absent) stores image metadata only and takes colours from the palette. */
  images?: { imagesDir: string; concurrency?: number; onProgress?: (done: number, total: number) => void } | false;
  /**
   * Where to write the documents the rows link to (the press releases' and kit's PDFs, served by the API at
   * `/api/files/{name}.pdf`); `false` (or absent) stores the links only.
   */
  files?: { filesDir: string } | false;
  /** Number of works (for `bench`, the total; default 100,000). */
  works?: number;
}

/** Rows written per table. */
export interface SeedSummary {
  catalogs: number;
  galleries: number;
  galleryParticipations: number;
  artists: number;
  trendTags: number;
  works: number;
  expositions: number;
  expositionWorks: number;
  articles: number;
  activities: number;
  sponsors: number;
  pressItems: number;
  pressContacts: number;
  faqs: number;
  staticPages: number;
  menuEntries: number;
  banners: number;
  ticketTypes: number;
  fairPhotos: number;
  countries: number;
  shippingCosts: number;
  coupons: number;
  users: number;
  /** What the demo collector keeps in their account. */
  favouriteWorks: number;
  followedArtists: number;
  artistTags: number;
  collections: number;
  collectionWorks: number;
  addresses: number;
  /** Invitation codes of the current edition and the e-tickets issued from them. */
  invitations: number;
  tickets: number;
  /** Demo orders (of works already sold), their works and card payment attempts. */
  orders: number;
  orderItems: number;
  paymentAttempts: number;
  /** Messages of the contact form and of the other forms, and newsletter subscribers. */
  contactMessages: number;
  formMessages: number;
  newsletterSubscribers: number;
  /** Image files rendered (each in six sizes and two formats); 0 without `imagesDir`. */
  imagesRendered: number;
  /** Documents written into `filesDir`; 0 without it. */
  filesWritten: number;
}

/** PostgreSQL takes at most 65,535 bound parameters per statement. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 1000;

type Executor = Pick<Database, 'insert' | 'execute'>;

async function insertAll<T extends PgTable>(db: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const chunk = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk) as T['$inferInsert'][]);
  }
}

/** Serial ids were given explicitly, so each sequence is moved past them for rows added later. */
async function advanceSequences(db: Executor, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${name}', 'id'), coalesce((select max(id) from ${name}), 0) + 1, false)`,
      ),
    );
  }
}

/** Password hashes of the demo accounts, computed once per process (scrypt at full cost takes a while). */
const hashCache = new Map<string, Promise<string>>();

function demoPasswordHash(email: string, password: string): Promise<string> {
  const cacheKey = `${email}\u0000${password}`;
  let hash = hashCache.get(cacheKey);
  if (!hash) {
    // A salt derived from the e-mail keeps seeded rows identical between runs; real sign-ups use random salts.
    const salt = createHash('sha256').update(`art-fair-demo:${email}`).digest().subarray(0, 16);
    hash = hashPasswordWithSalt(password, salt);
    hashCache.set(cacheKey, hash);
    hash.catch(() => hashCache.delete(cacheKey));
  }
  return hash;
}

/** Gives each work the colours its first image was found to have, as an upload would. */
function applyColours(data: SeedData, found: Map<string, { colours: Colour[] }>): void {
  for (const job of data.imageJobs) {
    if (job.colourOf === undefined) continue;
    const colours = found.get(job.key)?.colours;
    const work = data.works[job.colourOf];
    if (work && colours && colours.length > 0) work.colours = colours;
  }
  for (const [target, source] of data.reusedImages) {
    const work = data.works[target];
    const from = data.works[source];
    if (work && from) work.colours = [...(from.colours ?? [])];
  }
}

/**
 * Fills an empty, migrated database with the demo content of a size, in one transaction:
 * `test` (small but complete, for tests), `demo` (the first start) or `bench` (demo plus many works reusing
 * the demo images). Same options, same rows. With `images.imagesDir` every picture is rendered and processed
 * like an upload, and works take the dominant colours found in their first image.
 * @example await seedDatabase(db, { size: 'test', images: false })
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  if (!options || !['test', 'demo', 'bench'].includes(options.size)) {
    throw new Error(`Seed size must be test, demo or bench, got ${JSON.stringify(options?.size)}`);
  }
  if (options.images && (typeof options.images.imagesDir !== 'string' || options.images.imagesDir.trim() === '')) {
    throw new Error('images.imagesDir must name the folder to write images to');
  }
  if (options.files && (typeof options.files.filesDir !== 'string' || options.files.filesDir.trim() === '')) {
    throw new Error('files.filesDir must name the folder to write files to');
  }
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.catalogs);
  if ((existing?.n ?? 0) > 0)
    throw new Error('The database already has a catalogue; the seed only fills an empty database');
  const data = generateSeedData(options.size, options.works);
  const hashes = Promise.all(data.users.map((u) => demoPasswordHash(u.email, u.password)));
  // Awaited below; handled now so a failure while images render is not reported as unhandled.
  hashes.catch(() => undefined);
  let imagesRendered = 0;
  if (options.images) {
    const found = await renderImages(
      data.imageJobs,
      options.images.imagesDir,
      options.images.concurrency,
      options.images.onProgress,
    );
    applyColours(data, found);
    imagesRendered = found.size;
  }
  const filesWritten = options.files ? await writeFiles(data.fileJobs, options.files.filesDir) : 0;
  const passwordHashes = await hashes;
  const users = data.users.map(({ password: _password, ...user }, i) => ({
    ...user,
    passwordHash: passwordHashes[i] as string,
  }));

  await db.transaction(async (tx) => {
    await insertAll(tx, schema.catalogs, data.catalogs);
    await insertAll(tx, schema.galleries, data.galleries);
    await insertAll(tx, schema.galleryParticipations, data.galleryParticipations);
    await insertAll(tx, schema.artists, data.artists);
    await insertAll(tx, schema.trendTags, data.trendTags);
    await insertAll(tx, schema.works, data.works);
    await insertAll(tx, schema.expositions, data.expositions);
    await insertAll(tx, schema.expositionWorks, data.expositionWorks);
    await insertAll(tx, schema.articles, data.articles);
    await insertAll(tx, schema.activities, data.activities);
    await insertAll(tx, schema.sponsors, data.sponsors);
    await insertAll(tx, schema.pressItems, data.pressItems);
    await insertAll(tx, schema.pressContacts, data.pressContacts);
    await insertAll(tx, schema.faqs, data.faqs);
    await insertAll(tx, schema.staticPages, data.staticPages);
    await insertAll(tx, schema.menuEntries, data.menuEntries);
    await insertAll(tx, schema.banners, data.banners);
    await insertAll(tx, schema.ticketTypes, data.ticketTypes);
    await insertAll(tx, schema.fairPhotos, data.fairPhotos);
    await insertAll(tx, schema.countries, data.countries);
    await insertAll(tx, schema.shippingCosts, data.shippingCosts);
    await insertAll(tx, schema.coupons, data.coupons);
    await insertAll(tx, schema.users, users);
    await insertAll(tx, schema.favouriteWorks, data.favouriteWorks);
    await insertAll(tx, schema.followedArtists, data.followedArtists);
    await insertAll(tx, schema.artistTags, data.artistTags);
    await insertAll(tx, schema.collections, data.collections);
    await insertAll(tx, schema.collectionWorks, data.collectionWorks);
    await insertAll(tx, schema.addresses, data.addresses);
    await insertAll(tx, schema.invitations, data.invitations);
    await insertAll(tx, schema.tickets, data.tickets);
    await insertAll(tx, schema.orders, data.orders);
    await insertAll(tx, schema.orderItems, data.orderItems);
    await insertAll(tx, schema.paymentAttempts, data.paymentAttempts);
    await insertAll(tx, schema.contactMessages, data.contactMessages);
    await insertAll(tx, schema.formMessages, data.formMessages);
    await insertAll(tx, schema.newsletterSubscribers, data.newsletterSubscribers);
    await advanceSequences(tx, [
      schema.galleries,
      schema.artists,
      schema.trendTags,
      schema.works,
      schema.expositions,
      schema.articles,
      schema.activities,
      schema.sponsors,
      schema.pressItems,
      schema.pressContacts,
      schema.faqs,
      schema.staticPages,
      schema.menuEntries,
      schema.banners,
      schema.ticketTypes,
      schema.fairPhotos,
      schema.shippingCosts,
      schema.artistTags,
      schema.collections,
      schema.addresses,
      schema.invitations,
      schema.tickets,
      schema.orders,
      schema.paymentAttempts,
      schema.contactMessages,
      schema.formMessages,
      schema.newsletterSubscribers,
    ]);
  });

  return {
    catalogs: data.catalogs.length,
    galleries: data.galleries.length,
    galleryParticipations: data.galleryParticipations.length,
    artists: data.artists.length,
    trendTags: data.trendTags.length,
    works: data.works.length,
    expositions: data.expositions.length,
    expositionWorks: data.expositionWorks.length,
    articles: data.articles.length,
    activities: data.activities.length,
    sponsors: data.sponsors.length,
    pressItems: data.pressItems.length,
    pressContacts: data.pressContacts.length,
    faqs: data.faqs.length,
    staticPages: data.staticPages.length,
    menuEntries: data.menuEntries.length,
    banners: data.banners.length,
    ticketTypes: data.ticketTypes.length,
    fairPhotos: data.fairPhotos.length,
    countries: data.countries.length,
    shippingCosts: data.shippingCosts.length,
    coupons: data.coupons.length,
    users: users.length,
    favouriteWorks: data.favouriteWorks.length,
    followedArtists: data.followedArtists.length,
    artistTags: data.artistTags.length,
    collections: data.collections.length,
    collectionWorks: data.collectionWorks.length,
    addresses: data.addresses.length,
    invitations: data.invitations.length,
    tickets: data.tickets.length,
    orders: data.orders.length,
    orderItems: data.orderItems.length,
    paymentAttempts: data.paymentAttempts.length,
    contactMessages: data.contactMessages.length,
    formMessages: data.formMessages.length,
    newsletterSubscribers: data.newsletterSubscribers.length,
    imagesRendered,
    filesWritten,
  };
}
