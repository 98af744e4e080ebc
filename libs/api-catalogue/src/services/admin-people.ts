/**
 * The back office's artists and galleries (issue 16): lists (page, sort by id or name, accent-free search over the
 * trigram-indexed `search_text`), one row, and their changes — checked by `adminArtistForm` / `adminGalleryForm` of
 * `@art/admin-model`, then by what only the database knows (country, catalogues, portrait, a free slug), and written
 * with their audit entry in one transaction.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
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
import { adminArtistForm, adminGalleryForm } from '@art/admin-model';
import {
  containsText,
  fieldError,
  type FieldError,
  defineAdminResource,
  adminImage,
  readStoredImage,
  type AdminImageNode,
  slugTakenIn,
  slugOfChange,
  type Reader,
  pageOf,
} from '@art/api-core';
import { afterCatalogueChange } from './catalogue-changes';

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

/** Whether a country code is one of `countries`. */
async function countryExists(db: Pick<Database, 'select'>, code: string): Promise<boolean> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
  return Boolean(row);
}

/** Whether a gallery's id is one of `galleries` (the gallery of a work or a show). */
export async function galleryExists(db: Pick<Database, 'select'>, id: number): Promise<boolean> {
  const [row] = await db.select({ id: galleries.id }).from(galleries).where(eq(galleries.id, id)).limit(1);
  return Boolean(row);
}

/** A slug of a table not taken by another row: the given one (null when taken), or one derived from a name. */
const slugFor = (
  db: Reader,
  table: typeof artists | typeof galleries,
  wanted: string | null,
  name: string,
  exceptId: number | null,
) =>
  slugOfChange(
    slugTakenIn(db, { table, id: table.id }, (slug) => eq(table.slug, slug), exceptId),
    wanted,
    name,
  );

/**
 * The artists' list (by id or by name: surname, first name), one artist, and their changes (`id` null creates one):
 * a free slug, a known country, an uploaded portrait.
 */
export const adminArtists = defineAdminResource({
  table: artists,
  // Each artist with how many works they have.
  read: (db, query) => pageOf(db.select({ artist: artists, worksCount: artistWorks }).from(artists).$dynamic(), query),
  rowOf: (record) => record.artist,
  nodes: (records) => records.map((record) => artistNode(record.artist, record.worksCount)),
  search: (q) => containsText(artists.searchText, q),
  sorts: { ID: [artists.id], NAME: [artists.lastName, artists.firstName, artists.id] },
  save: {
    result: 'artist',
    entity: 'artist',
    form: adminArtistForm,
    notFound: 'admin.artistNotFound',
    uniques: { artists_slug_key: ['slug', 'admin.slugTaken'] },
    afterCommit: afterCatalogueChange,
    fields: async (value, { before, id, ctx: { db, config, lang } }) => {
      const errors: FieldError[] = [];
      const fullName = `${value.firstName} ${value.lastName}`.trim();
      const slug =
        value.slug === null && before ? before.artist.slug : await slugFor(db, artists, value.slug, fullName, id);
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
      if (errors.length > 0 || slug === null) return errors;
      return {
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
    },
  },
});

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

/** A gallery's record: its row, its works' count and its catalogues. */
type GalleryRecord = { gallery: GalleryRow; worksCount: number; participations: AdminParticipationNode[] };

/** What the log keeps of a gallery: its row and its catalogues. */
const gallerySnapshot = (row: GalleryRow, participations: AdminParticipationNode[]) => ({ ...row, participations });

/**
 * The galleries' list (by id or by name), one gallery, and their changes (`id` null creates one) with their
 * catalogues: a free slug, a known country, catalogues that exist.
 */
export const adminGalleries = defineAdminResource({
  table: galleries,
  // Each gallery with how many works it has and its catalogues (read for the whole page at once).
  read: async (db, query): Promise<GalleryRecord[]> => {
    const rows = await pageOf(
      db.select({ gallery: galleries, worksCount: galleryWorks }).from(galleries).$dynamic(),
      query,
    );
    const participations = await participationsOf(
      db,
      rows.map((r) => r.gallery.id),
    );
    return rows.map((row) => ({ ...row, participations: participations.get(row.gallery.id) ?? [] }));
  },
  rowOf: (record) => record.gallery,
  nodes: (records) => records.map((r) => galleryNode(r.gallery, r.worksCount, r.participations)),
  search: (q) => containsText(galleries.searchText, q),
  sorts: { ID: [galleries.id], NAME: [galleries.comercialName, galleries.id] },
  save: {
    result: 'gallery',
    entity: 'gallery',
    form: adminGalleryForm,
    notFound: 'admin.galleryNotFound',
    uniques: { galleries_slug_key: ['slug', 'admin.slugTaken'] },
    afterCommit: afterCatalogueChange,
    audit: {
      before: (record) => gallerySnapshot(record.gallery, record.participations),
      after: (row, value) => gallerySnapshot(row, value.participations),
    },
    afterWrite: async (tx, row, value) => {
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
    },
    fields: async (value, { before, id, ctx: { db, lang } }) => {
      const errors: FieldError[] = [];
      const slug =
        value.slug === null && before ? before.gallery.slug : await slugFor(db, galleries, value.slug, value.name, id);
      if (slug === null) errors.push(fieldError(lang, 'slug', 'admin.slugTaken'));
      if (!(await countryExists(db, value.countryCode)))
        errors.push(fieldError(lang, 'countryCode', 'admin.countryUnknown'));
      const prefixes = value.participations.map((p) => p.catalog);
      if (prefixes.length > 0) {
        const known = await db
          .select({ prefix: catalogs.prefix })
          .from(catalogs)
          .where(inArray(catalogs.prefix, prefixes));
        if (known.length !== prefixes.length) errors.push(fieldError(lang, 'participations', 'admin.catalogUnknown'));
      }
      if (errors.length > 0 || slug === null) return errors;
      return {
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
    },
  },
});
