/**
 * Galleries: those taking part in a catalogue (by name, accents and case ignored, keyset-paginated) and one
 * gallery by slug.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { galleries, galleryParticipations, type Database } from '@art/db';
import type { Language } from '@art/model';
import { userError, searchTextOf, slugOf, clampFirst, decodeCursor, toPage } from '@art/api-core';
import { catalogPrefixOf, matchesText, type GalleryNode } from './catalogue-scope';
import type { Connection } from './works';

export interface GalleriesArgs {
  catalogPrefix: string;
  text?: string | null;
  first?: number | null;
  after?: string | null;
}

const INT32_MAX = 2_147_483_647;
/** The order of the list: the name without accents or case, then the id. */
const nameKey = sql<string>`lower(f_unaccent(${galleries.comercialName}))`;

/**
 * One page of the galleries of a catalogue (its prefix in any case), with the total.
 * Every argument is checked before the database is read.
 */
export async function listGalleries(
  db: Database,
  lang: Language,
  currentPrefix: string,
  args: GalleriesArgs,
): Promise<Connection<GalleryNode>> {
  const catalogPrefix = catalogPrefixOf(args.catalogPrefix, lang, currentPrefix);
  if (!catalogPrefix) throw userError(lang, 'invalidCatalogPrefix', { value: '' });
  const text = searchTextOf(args.text, lang);
  const first = clampFirst(args.first);
  let after: SQL | null = null;
  if (args.after) {
    const [tag, name, id] = decodeCursor(args.after, ['string', 'string', 'number'], lang);
    if (tag !== 'g' || typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > INT32_MAX) {
      throw userError(lang, 'invalidCursor');
    }
    after = sql`(${nameKey}, ${galleries.id}) > (${name}::text, ${id}::integer)`;
  }
  const conditions: SQL[] = [eq(galleryParticipations.catalogPrefix, catalogPrefix)];
  if (text) conditions.push(matchesText(galleries.searchText, text));
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    db
      .select({ gallery: galleries, key: nameKey })
      .from(galleries)
      .innerJoin(galleryParticipations, eq(galleryParticipations.galleryId, galleries.id))
      .where(after ? and(where, after) : where)
      .orderBy(nameKey, galleries.id)
      .limit(first + 1),
    db
      .select({ value: count() })
      .from(galleries)
      .innerJoin(galleryParticipations, eq(galleryParticipations.galleryId, galleries.id))
      .where(where),
  ]);
  const page = toPage(rows, first, (r) => ['g', r.key, r.gallery.id]);
  return {
    totalCount: Number(total?.value ?? 0),
    nodes: page.nodes.map((r) => ({ ...r.gallery, scope: { catalogPrefix } })),
    pageInfo: page.pageInfo,
  };
}

/** A gallery by slug, seen from a catalogue when one is given; null for an unknown or impossible slug. */
export async function findGallery(
  db: Database,
  lang: Language,
  currentPrefix: string,
  slugText: string,
  catalogPrefixText?: string | null,
): Promise<GalleryNode | null> {
  const catalogPrefix = catalogPrefixOf(catalogPrefixText, lang, currentPrefix);
  const slug = slugOf(slugText);
  if (!slug) return null;
  const [row] = await db.select().from(galleries).where(eq(galleries.slug, slug)).limit(1);
  if (!row) return null;
  return catalogPrefix ? { ...row, scope: { catalogPrefix } } : row;
}
