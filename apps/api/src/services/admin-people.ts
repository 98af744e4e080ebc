/**
 * The back office's artists and galleries (issue 16): lists (page, sort by id or name, accent-free search over the
 * trigram-indexed `search_text`), one row, and their changes — checked by `adminArtistForm` / `adminGalleryForm` of
 * `@art/admin-model`, then by what only the database knows (country, catalogues, portrait, a free slug), and written
 * with their audit entry in one transaction.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  artists,
  catalogs,
  countries,
  galleries,
  galleryParticipations,
  works,
  type ArtistRow,
  type Database,
  type GalleryRow,
  type StoredImage,
} from '@art/db';
import { adminArtistForm, adminGalleryForm, adminSlugOf } from '@art/admin-model';
import { adminImage, readStoredImage, type AdminImageNode } from './admin-images';
import {
  afterCatalogueChange,
  checkAdminInput,
  containsText,
  fieldError,
  isUniqueViolation,
  rowId,
  type FieldError,
  type PageWindow,
} from './admin-common';
import type { ChangeContext } from './admin-works';
import { recordChange } from './audit-log';

/** The sorts of the artists' and galleries' lists. */
export type AdminNameSort = 'ID' | 'NAME';

type ListOptions = PageWindow & { sort: AdminNameSort; ascending: boolean; q: string | null };

// ——— Artists ———

/** An artist as the back office edits it (`AdminArtist`). */
export interface AdminArtistNode {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  fullName: string;
  city: string;
  cityEN: string;
  countryCode: string;
  birthYear: number | null;
  bioES: string;
  bioEN: string;
  portrait: AdminImageNode | null;
  worksCount: number;
}

// Qualified by hand: inside the subquery an unqualified `id` would be the work's.
const artistWorks = sql<number>`(select count(*) from ${works} w where w.artist_id = "artists"."id")`.mapWith(Number);

const artistNode = (row: ArtistRow, worksCount: number): AdminArtistNode => ({
  id: String(row.id),
  slug: row.slug,
  firstName: row.firstName,
  lastName: row.lastName,
  fullName: row.fullName,
  city: row.city,
  cityEN: row.cityEn,
  countryCode: row.countryCode,
  birthYear: row.birthYear,
  bioES: row.bioEs,
  bioEN: row.bioEn,
  portrait: row.image ? adminImage(row.image) : null,
  worksCount,
});

/** A page of artists, by id or by name (surname, first name), and how many match. */
export async function listAdminArtists(
  db: Database,
  options: ListOptions,
): Promise<{ items: AdminArtistNode[]; total: number }> {
  const condition = options.q ? containsText(artists.searchText, options.q) : undefined;
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'NAME'
      ? [direction(artists.lastName), direction(artists.firstName), direction(artists.id)]
      : [direction(artists.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ artist: artists, worksCount: artistWorks })
      .from(artists)
      .where(condition)
      .orderBy(...orderBy)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(artists).where(condition),
  ]);
  return { items: rows.map((r) => artistNode(r.artist, r.worksCount)), total: Number(counted?.n ?? 0) };
}

async function artistById(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db
    .select({ artist: artists, worksCount: artistWorks })
    .from(artists)
    .where(eq(artists.id, id))
    .limit(1);
  return row ?? null;
}

/** One artist, or null for an unknown id. */
export async function getAdminArtist(db: Database, id: string): Promise<AdminArtistNode | null> {
  const artistId = rowId(id);
  const row = artistId === null ? null : await artistById(db, artistId);
  return row ? artistNode(row.artist, row.worksCount) : null;
}

/** The answer of an artist's change. */
export type AdminArtistResult =
  { ok: true; errors: []; artist: AdminArtistNode } | { ok: false; errors: FieldError[]; artist: null };

/** Whether a country code is one of `countries`. */
async function countryExists(db: Pick<Database, 'select'>, code: string): Promise<boolean> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
  return Boolean(row);
}

/** A slug of a table not taken by another row: the given one (null when taken), or one derived from a name. */
async function slugFor(
  db: Pick<Database, 'select'>,
  table: typeof artists | typeof galleries,
  wanted: string | null,
  name: string,
  exceptId: number | null,
): Promise<string | null> {
  const takenBy = async (slug: string) => {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(exceptId === null ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  };
  if (wanted !== null) return (await takenBy(wanted)) ? null : wanted;
  const root = adminSlugOf(name) || 'sin-nombre';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await takenBy(candidate))) return candidate;
  }
  return `${root}-${Date.now()}`;
}

/** Creates an artist (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminArtist(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<AdminArtistResult> {
  const { db, config, lang } = ctx;
  const refused = (errors: FieldError[]): AdminArtistResult => ({ ok: false, errors, artist: null });
  const artistId = id === null ? null : rowId(id);
  if (id !== null && artistId === null) return refused([fieldError(lang, 'id', 'admin.artistNotFound')]);
  const checked = checkAdminInput(adminArtistForm, input, lang);
  if (!checked.ok) return refused(checked.errors);
  const value = checked.value;
  const before = artistId === null ? null : await artistById(db, artistId);
  if (artistId !== null && !before) return refused([fieldError(lang, 'id', 'admin.artistNotFound')]);

  const errors: FieldError[] = [];
  const fullName = `${value.firstName} ${value.lastName}`.trim();
  const slug =
    value.slug === null && before ? before.artist.slug : await slugFor(db, artists, value.slug, fullName, artistId);
  if (slug === null) errors.push(fieldError(lang, 'slug', 'admin.slugTaken'));
  if (!(await countryExists(db, value.countryCode)))
    errors.push(fieldError(lang, 'countryCode', 'admin.countryUnknown'));
  let image: StoredImage | null = null;
  if (value.portraitKey !== null) {
    image =
      before?.artist.image?.key === value.portraitKey
        ? before.artist.image
        : await readStoredImage(config.imagesDir, value.portraitKey);
    if (!image) errors.push(fieldError(lang, 'portraitKey', 'admin.imageUnknown'));
  }
  if (errors.length > 0 || slug === null) return refused(errors);

  const fields = {
    slug,
    firstName: value.firstName,
    lastName: value.lastName,
    fullName,
    city: value.city,
    cityEn: value.cityEN,
    countryCode: value.countryCode,
    birthYear: value.birthYear,
    bioEs: value.bioES,
    bioEn: value.bioEN,
    image,
  };
  try {
    const savedId = await db.transaction(async (tx) => {
      if (artistId === null) {
        const [row] = await tx.insert(artists).values(fields).returning();
        if (!row) throw new Error('The artist was not created');
        await recordChange(tx, ctx, { action: 'create', entity: 'artist', entityId: row.id, before: null, after: row });
        return row.id;
      }
      const [row] = await tx.update(artists).set(fields).where(eq(artists.id, artistId)).returning();
      await recordChange(tx, ctx, {
        action: 'update',
        entity: 'artist',
        entityId: artistId,
        before: before?.artist,
        after: row,
      });
      return artistId;
    });
    afterCatalogueChange(db);
    const saved = await artistById(db, savedId);
    if (!saved) throw new Error('The saved artist is gone');
    return { ok: true, errors: [], artist: artistNode(saved.artist, saved.worksCount) };
  } catch (error) {
    if (isUniqueViolation(error, 'artists_slug_key')) return refused([fieldError(lang, 'slug', 'admin.slugTaken')]);
    throw error;
  }
}

// ——— Galleries ———

/** A gallery's presence in a catalogue (`AdminParticipation`). */
export interface AdminParticipationNode {
  catalog: string;
  stand: string | null;
  section: string | null;
}

/** A gallery as the back office edits it (`AdminGallery`). */
export interface AdminGalleryNode {
  id: string;
  slug: string;
  name: string;
  descriptionES: string;
  descriptionEN: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string;
  city: string;
  cityEN: string;
  countryCode: string;
  participations: AdminParticipationNode[];
  worksCount: number;
}

const galleryWorks = sql<number>`(select count(*) from ${works} w where w.gallery_id = "galleries"."id")`.mapWith(
  Number,
);

async function participationsOf(db: Pick<Database, 'select'>, ids: number[]) {
  const byGallery = new Map<number, AdminParticipationNode[]>();
  if (ids.length === 0) return byGallery;
  const rows = await db
    .select()
    .from(galleryParticipations)
    .where(inArray(galleryParticipations.galleryId, ids))
    .orderBy(asc(galleryParticipations.catalogPrefix));
  for (const row of rows) {
    const list = byGallery.get(row.galleryId) ?? [];
    list.push({ catalog: row.catalogPrefix, stand: row.stand, section: row.section });
    byGallery.set(row.galleryId, list);
  }
  return byGallery;
}

const galleryNode = (row: GalleryRow, worksCount: number, participations: AdminParticipationNode[]) =>
  ({
    id: String(row.id),
    slug: row.slug,
    name: row.comercialName,
    descriptionES: row.descriptionEs,
    descriptionEN: row.descriptionEn,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.fullAddress,
    city: row.city,
    cityEN: row.cityEn,
    countryCode: row.countryCode,
    participations,
    worksCount,
  }) satisfies AdminGalleryNode;

/** A page of galleries, by id or by name, and how many match. */
export async function listAdminGalleries(
  db: Database,
  options: ListOptions,
): Promise<{ items: AdminGalleryNode[]; total: number }> {
  const condition: SQL | undefined = options.q ? containsText(galleries.searchText, options.q) : undefined;
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'NAME' ? [direction(galleries.comercialName), direction(galleries.id)] : [direction(galleries.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ gallery: galleries, worksCount: galleryWorks })
      .from(galleries)
      .where(condition)
      .orderBy(...orderBy)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(galleries).where(condition),
  ]);
  const participations = await participationsOf(
    db,
    rows.map((r) => r.gallery.id),
  );
  return {
    items: rows.map((r) => galleryNode(r.gallery, r.worksCount, participations.get(r.gallery.id) ?? [])),
    total: Number(counted?.n ?? 0),
  };
}

async function galleryById(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db
    .select({ gallery: galleries, worksCount: galleryWorks })
    .from(galleries)
    .where(eq(galleries.id, id))
    .limit(1);
  if (!row) return null;
  const participations = (await participationsOf(db, [id])).get(id) ?? [];
  return { ...row, participations };
}

/** One gallery, or null for an unknown id. */
export async function getAdminGallery(db: Database, id: string): Promise<AdminGalleryNode | null> {
  const galleryId = rowId(id);
  const row = galleryId === null ? null : await galleryById(db, galleryId);
  return row ? galleryNode(row.gallery, row.worksCount, row.participations) : null;
}

/** The answer of a gallery's change. */
export type AdminGalleryResult =
  { ok: true; errors: []; gallery: AdminGalleryNode } | { ok: false; errors: FieldError[]; gallery: null };

/** Creates a gallery (`id` null) or changes one, with its catalogues; nothing is written when anything is refused. */
export async function saveAdminGallery(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<AdminGalleryResult> {
  const { db, lang } = ctx;
  const refused = (errors: FieldError[]): AdminGalleryResult => ({ ok: false, errors, gallery: null });
  const galleryId = id === null ? null : rowId(id);
  if (id !== null && galleryId === null) return refused([fieldError(lang, 'id', 'admin.galleryNotFound')]);
  const checked = checkAdminInput(adminGalleryForm, input, lang);
  if (!checked.ok) return refused(checked.errors);
  const value = checked.value;
  const before = galleryId === null ? null : await galleryById(db, galleryId);
  if (galleryId !== null && !before) return refused([fieldError(lang, 'id', 'admin.galleryNotFound')]);

  const errors: FieldError[] = [];
  const slug =
    value.slug === null && before
      ? before.gallery.slug
      : await slugFor(db, galleries, value.slug, value.name, galleryId);
  if (slug === null) errors.push(fieldError(lang, 'slug', 'admin.slugTaken'));
  if (!(await countryExists(db, value.countryCode)))
    errors.push(fieldError(lang, 'countryCode', 'admin.countryUnknown'));
  const prefixes = value.participations.map((p) => p.catalog);
  if (prefixes.length > 0) {
    const known = await db.select({ prefix: catalogs.prefix }).from(catalogs).where(inArray(catalogs.prefix, prefixes));
    if (known.length !== prefixes.length) errors.push(fieldError(lang, 'participations', 'admin.catalogUnknown'));
  }
  if (errors.length > 0 || slug === null) return refused(errors);

  const fields = {
    slug,
    comercialName: value.name,
    descriptionEs: value.descriptionES,
    descriptionEn: value.descriptionEN,
    email: value.email,
    phone: value.phone,
    website: value.website,
    fullAddress: value.address,
    city: value.city,
    cityEn: value.cityEN,
    countryCode: value.countryCode,
  };
  const snapshot = (row: GalleryRow | undefined | null, participations: AdminParticipationNode[]) =>
    row ? { ...row, participations } : null;
  try {
    const savedId = await db.transaction(async (tx) => {
      const [row] =
        galleryId === null
          ? await tx.insert(galleries).values(fields).returning()
          : await tx.update(galleries).set(fields).where(eq(galleries.id, galleryId)).returning();
      if (!row) throw new Error('The gallery was not saved');
      await tx.delete(galleryParticipations).where(eq(galleryParticipations.galleryId, row.id));
      if (value.participations.length > 0) {
        await tx.insert(galleryParticipations).values(
          value.participations.map((p) => ({
            galleryId: row.id,
            catalogPrefix: p.catalog,
            stand: p.stand,
            section: p.section,
          })),
        );
      }
      await recordChange(tx, ctx, {
        action: galleryId === null ? 'create' : 'update',
        entity: 'gallery',
        entityId: row.id,
        before: before ? snapshot(before.gallery, before.participations) : null,
        after: snapshot(row, value.participations),
      });
      return row.id;
    });
    afterCatalogueChange(db);
    const saved = await galleryById(db, savedId);
    if (!saved) throw new Error('The saved gallery is gone');
    return { ok: true, errors: [], gallery: galleryNode(saved.gallery, saved.worksCount, saved.participations) };
  } catch (error) {
    if (isUniqueViolation(error, 'galleries_slug_key')) return refused([fieldError(lang, 'slug', 'admin.slugTaken')]);
    throw error;
  }
}
