/**
 * Artists: the A–Z list (by the unaccented initial of the surname, then surname) with keyset pagination on
 * the `artists_initial_name` index, one artist by slug, and the autocomplete of "artists I collect".
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { artists, works, type Database } from '@art/db';
import { HIDDEN_WORK_STATE, normalizeSearchText, type Language } from '@art/model';
import { userError, searchTextOf, slugOf, clampFirst, decodeCursor, toPage } from '@art/api-core';
import { catalogPrefixOf, matchesText, matchRank, similarityTo, textArray, type ArtistNode } from './catalogue-scope';
import type { Connection } from './works';

/** Most artists the autocomplete answers. */
export const ARTIST_TAGS_LIMIT = 10;

export interface ArtistsArgs {
  filter?: { initial?: string | null; text?: string | null; catalogPrefix?: string | null } | null;
  first?: number | null;
  after?: string | null;
}

/**
 * The letter of the A–Z index from what a caller sent (accents and case ignored: `á` is `A`); null when absent.
 * Anything but one letter is an `invalidInitial` error.
 */
export function initialOf(value: string | null | undefined, lang: Language): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const letter = normalizeSearchText(value);
  if (!/^[a-z]$/.test(letter)) throw userError(lang, 'invalidInitial');
  return letter.toUpperCase();
}

/** Artists with at least one visible work in a catalogue. */
export function hasWorksIn(prefix: string): SQL {
  return sql`exists (select 1 from ${works} where ${works.artistId} = ${artists.id} and ${works.workState} <> ${HIDDEN_WORK_STATE} and ${works.catalogs} @> ${textArray([prefix])})`;
}

const INT32_MAX = 2_147_483_647;

/**
 * One page of artists by initial and surname, with the total of the filter.
 * Every argument is checked before the database is read.
 */
export async function listArtists(
  db: Database,
  lang: Language,
  currentPrefix: string,
  args: ArtistsArgs,
): Promise<Connection<ArtistNode>> {
  const initial = initialOf(args.filter?.initial, lang);
  const text = searchTextOf(args.filter?.text, lang);
  const catalogPrefix = catalogPrefixOf(args.filter?.catalogPrefix, lang, currentPrefix);
  const first = clampFirst(args.first);
  let after: SQL | null = null;
  if (args.after) {
    const [tag, letter, lastName, id] = decodeCursor(args.after, ['string', 'string', 'string', 'number'], lang);
    if (tag !== 'a' || typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > INT32_MAX) {
      throw userError(lang, 'invalidCursor');
    }
    after = sql`(${artists.initial}, ${artists.lastName}, ${artists.id}) > (${letter}::text, ${lastName}::text, ${id}::integer)`;
  }

  const conditions: SQL[] = [];
  if (initial) conditions.push(eq(artists.initial, initial));
  if (text) conditions.push(matchesText(artists.searchText, text));
  if (catalogPrefix) conditions.push(hasWorksIn(catalogPrefix));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(artists)
      .where(after ? and(where, after) : where)
      .orderBy(asc(artists.initial), asc(artists.lastName), asc(artists.id))
      .limit(first + 1),
    db.select({ value: count() }).from(artists).where(where),
  ]);
  const page = toPage(rows, first, (r) => ['a', r.initial, r.lastName, r.id]);
  return {
    totalCount: Number(total?.value ?? 0),
    nodes: catalogPrefix ? page.nodes.map((r) => ({ ...r, scope: { catalogPrefix } })) : page.nodes,
    pageInfo: page.pageInfo,
  };
}

/**
 * The A–Z letters that begin some artist's surname (of the artists with visible works in a catalogue, when one is
 * given), in order; initials that are not a letter (a surname starting with a digit) are left out.
 */
export async function artistInitials(
  db: Database,
  lang: Language,
  currentPrefix: string,
  catalogPrefixText?: string | null,
): Promise<string[]> {
  const catalogPrefix = catalogPrefixOf(catalogPrefixText, lang, currentPrefix);
  const rows = await db
    .selectDistinct({ initial: artists.initial })
    .from(artists)
    .where(catalogPrefix ? hasWorksIn(catalogPrefix) : undefined)
    .orderBy(asc(artists.initial));
  return rows.map((r) => r.initial).filter((initial) => /^[A-Z]$/.test(initial));
}

/** An artist by slug, seen from a catalogue when one is given; null for an unknown or impossible slug. */
export async function findArtist(
  db: Database,
  lang: Language,
  currentPrefix: string,
  slugText: string,
  catalogPrefixText?: string | null,
): Promise<ArtistNode | null> {
  const catalogPrefix = catalogPrefixOf(catalogPrefixText, lang, currentPrefix);
  const slug = slugOf(slugText);
  if (!slug) return null;
  const [row] = await db.select().from(artists).where(eq(artists.slug, slug)).limit(1);
  if (!row) return null;
  return catalogPrefix ? { ...row, scope: { catalogPrefix } } : row;
}

/**
 * Artists whose name (or city) holds the text, accents and case ignored, best matches first: the
 * autocomplete of the profile's "artists I collect". Blank text answers nothing.
 */
export async function artistTagsByText(
  db: Database,
  lang: Language,
  textValue: string,
): Promise<{ id: string; name: string }[]> {
  const text = searchTextOf(textValue, lang);
  if (!text) return [];
  const rows = await db
    .select({ id: artists.id, name: artists.fullName })
    .from(artists)
    .where(matchesText(artists.searchText, text))
    .orderBy(
      matchRank(artists.searchText, text),
      sql`${similarityTo(artists.searchText, text)} desc`,
      asc(artists.lastName),
      asc(artists.id),
    )
    .limit(ARTIST_TAGS_LIMIT);
  return rows.map((r) => ({ id: String(r.id), name: r.name }));
}
