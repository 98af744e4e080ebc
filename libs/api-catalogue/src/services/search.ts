/**
 * The header search and the search results page: works, artists, galleries and shows of a catalogue whose text holds
 * the words typed, accents and case ignored ('nunez' finds 'Núñez'), best first. A work is also found by its artist's
 * name ('nunez' finds the works of Lucía Núñez). The header shows at most `SEARCH_MAX_RESULTS`; the results page
 * every match of one kind, a page at a time, with how many of each kind there are.
 */
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  artists,
  expositions,
  galleries,
  galleryParticipations,
  works,
  type Database,
  type StoredImage,
} from '@art/db';
import { imageVariants } from '@art/images';
import { HIDDEN_WORK_STATE, normalizeSearchText, pick, SEARCH_MAX_RESULTS, type Language } from '@art/model';
import { searchTextOf, artistUrl, galleryUrl, showUrl, siteOfCatalog, workUrl, type SiteOrigins } from '@art/api-core';
import { catalogPrefixOf, matchesText, matchRank, similarityTo, textArray } from './catalogue-scope';

export type SearchKind = 'work' | 'artist' | 'gallery' | 'exposition';

export interface SearchResult {
  image: string | null;
  text: string;
  url: string;
  kind: SearchKind;
}

export interface SearchArgs {
  textSearch: string;
  limit?: number | null;
  catalogPrefix?: string | null;
}

/** Fewest characters searched: a single letter would match nearly everything. */
export const SEARCH_MIN_LENGTH = 2;

/** The kinds the results page lists, in the order it shows them. */
export const SEARCH_KINDS: readonly SearchKind[] = ['work', 'artist', 'gallery', 'exposition'];
/** Most results of one page of the results page. */
export const SEARCH_PAGE_MAX = 48;
/** Furthest offset of the results page: a list is browsed, not crawled to its end. */
export const SEARCH_MAX_OFFSET = 10_000;

/** How many results of each kind come first; what is left is filled by relevance. Sums to 9. */
export const SEARCH_QUOTAS: Readonly<Record<SearchKind, number>> = { work: 4, artist: 2, gallery: 2, exposition: 1 };
const KIND_ORDER: SearchKind[] = ['work', 'artist', 'gallery', 'exposition'];

/**
 * The number of results asked for, within 1…`SEARCH_MAX_RESULTS`; absent means the maximum.
 * @example searchLimitOf(50) // 9
 */
export function searchLimitOf(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return SEARCH_MAX_RESULTS;
  return Math.min(SEARCH_MAX_RESULTS, Math.max(1, Math.trunc(limit)));
}

/** The address of the smallest JPEG of an image, or null when there is none (or its key is unusable). */
export function thumbnailOf(image: StoredImage | null | undefined): string | null {
  if (!image) return null;
  try {
    return imageVariants(image.key, image.width, image.height)[1]?.url ?? null;
  } catch {
    return null;
  }
}

/** A text as the generated `search_text` columns hold it: lower-case, without accents. */
const folded = (value: SQL | string) => sql`lower(f_unaccent(${value}))`;

/** The artist's name holds the text, accents and case ignored (a plain substring: no wildcard in it). */
function artistNameHolds(text: string): SQL {
  return sql`strpos(${folded(sql`${artists.fullName}`)}, ${folded(text)}) > 0`;
}

/**
 * Relevance of the artist's name to a text, as `matchRank` reads a `search_text`: 0 when the name starts with it, 1
 * when one of its words does, 2 when it is inside a word, 3 when the name does not hold it.
 */
function artistNameRank(text: string): SQL<number> {
  const name = folded(sql`${artists.fullName}`);
  const needle = folded(text);
  return sql<number>`(case when starts_with(${name}, ${needle}) then 0 when strpos(' ' || ${name}, ' ' || ${needle}) > 0 then 1 when strpos(${name}, ${needle}) > 0 then 2 else 3 end)`;
}

/**
 * The visible works of a catalogue whose own text (title, technique) or whose artist's name holds the text. The two
 * ways are a union of ids, so each reads its own trigram index (a work's text, an artist's) instead of every work.
 */
function worksMatching(text: string, prefix: string): SQL | undefined {
  const byArtist = sql`select ${artists.id} from ${artists} where ${matchesText(artists.searchText, text)} and ${artistNameHolds(text)}`;
  return and(
    sql`${works.id} in (select id from ${works} where ${matchesText(works.searchText, text)} union select id from ${works} where artist_id in (${byArtist}))`,
    ne(works.workState, HIDDEN_WORK_STATE),
    sql`${works.catalogs} @> ${textArray([prefix])}`,
  );
}

/** A work's relevance: the better of its own text's and its artist's name's. */
const workRank = (text: string) => sql<number>`least(${matchRank(works.searchText, text)}, ${artistNameRank(text)})`;
const workSimilarity = (text: string) =>
  sql<number>`greatest(${similarityTo(works.searchText, text)}, similarity(${folded(sql`${artists.fullName}`)}, ${folded(text)}))`;

/** Artists with visible works in a catalogue. */
const hasWorksIn = (artistId: SQL | typeof artists.id, prefix: string) =>
  sql`exists (select 1 from ${works} where ${works.artistId} = ${artistId} and ${works.workState} <> ${HIDDEN_WORK_STATE} and ${works.catalogs} @> ${textArray([prefix])})`;

interface Candidate extends SearchResult {
  rank: number;
  similarity: number;
}

function byRelevance(a: Candidate, b: Candidate): number {
  return a.rank - b.rank || b.similarity - a.similarity || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
}

/**
 * The results shown: by relevance, each kind first up to its quota, then the best of what is left.
 * With enough matches of every kind, 9 results are 4 works, 2 artists, 2 galleries and 1 show.
 */
export function pickResults(candidates: Candidate[], limit: number): SearchResult[] {
  const sorted = [...candidates].sort(byRelevance);
  const taken = new Set<Candidate>();
  const perKind = new Map<SearchKind, number>();
  for (const c of sorted) {
    if (taken.size >= limit) break;
    const used = perKind.get(c.kind) ?? 0;
    if (used < SEARCH_QUOTAS[c.kind]) {
      taken.add(c);
      perKind.set(c.kind, used + 1);
    }
  }
  for (const c of sorted) {
    if (taken.size >= limit) break;
    taken.add(c);
  }
  return sorted.filter((c) => taken.has(c)).map(({ image, text, url, kind }) => ({ image, text, url, kind }));
}

/** How the rows of each kind are read, for the header (offset 0) and the results page alike. */
function searchQueries(db: Database, text: string, prefix: string) {
  const artistsRanked = (limit: number, offset: number) => {
    // The artists are ranked in a subquery and the outer query keeps that order, so PostgreSQL checks for works in
    // the catalogue in rank order and stops at `limit` artists, instead of checking every artist a common surname
    // matches before ranking them.
    const rank = matchRank(artists.searchText, text);
    const similarity = similarityTo(artists.searchText, text);
    const ranked = db
      .select({
        id: artists.id,
        slug: artists.slug,
        name: artists.fullName,
        image: artists.image,
        rank: rank.as('rank'),
        similarity: similarity.as('similarity'),
      })
      .from(artists)
      .where(matchesText(artists.searchText, text))
      .orderBy(rank, sql`${similarity} desc`, asc(artists.id))
      .as('ranked');
    return db
      .select({
        slug: ranked.slug,
        name: ranked.name,
        image: ranked.image,
        rank: ranked.rank,
        similarity: ranked.similarity,
      })
      .from(ranked)
      .where(hasWorksIn(sql`${ranked.id}`, prefix))
      .orderBy(asc(ranked.rank), desc(ranked.similarity), asc(ranked.id))
      .limit(limit)
      .offset(offset);
  };
  const galleriesWhere = and(matchesText(galleries.searchText, text), eq(galleryParticipations.catalogPrefix, prefix));
  const showsWhere = and(matchesText(expositions.searchText, text), eq(expositions.catalogPrefix, prefix));
  const count = sql<number>`count(*)::int`;
  return {
    work: {
      rows: (limit: number, offset: number) =>
        db
          .select({
            slug: works.slug,
            titleEs: works.titleEs,
            titleEn: works.titleEn,
            images: works.images,
            artistSlug: artists.slug,
            artistName: artists.fullName,
            rank: workRank(text),
            similarity: workSimilarity(text),
          })
          .from(works)
          .innerJoin(artists, eq(artists.id, works.artistId))
          .where(worksMatching(text, prefix))
          .orderBy(workRank(text), sql`${workSimilarity(text)} desc`, asc(works.id))
          .limit(limit)
          .offset(offset),
      count: () => db.select({ n: count }).from(works).where(worksMatching(text, prefix)),
    },
    artist: {
      rows: artistsRanked,
      count: () =>
        db
          .select({ n: count })
          .from(artists)
          .where(and(matchesText(artists.searchText, text), hasWorksIn(artists.id, prefix))),
    },
    gallery: {
      rows: (limit: number, offset: number) =>
        db
          .select({
            slug: galleries.slug,
            name: galleries.comercialName,
            image: galleries.image,
            rank: matchRank(galleries.searchText, text),
            similarity: similarityTo(galleries.searchText, text),
          })
          .from(galleries)
          .innerJoin(galleryParticipations, eq(galleryParticipations.galleryId, galleries.id))
          .where(galleriesWhere)
          .orderBy(
            matchRank(galleries.searchText, text),
            sql`${similarityTo(galleries.searchText, text)} desc`,
            asc(galleries.id),
          )
          .limit(limit)
          .offset(offset),
      count: () =>
        db
          .select({ n: count })
          .from(galleries)
          .innerJoin(galleryParticipations, eq(galleryParticipations.galleryId, galleries.id))
          .where(galleriesWhere),
    },
    exposition: {
      rows: (limit: number, offset: number) =>
        db
          .select({
            slug: expositions.slug,
            titleEs: expositions.titleEs,
            titleEn: expositions.titleEn,
            image: expositions.image,
            rank: matchRank(expositions.searchText, text),
            similarity: similarityTo(expositions.searchText, text),
          })
          .from(expositions)
          .where(showsWhere)
          .orderBy(
            matchRank(expositions.searchText, text),
            sql`${similarityTo(expositions.searchText, text)} desc`,
            asc(expositions.id),
          )
          .limit(limit)
          .offset(offset),
      count: () => db.select({ n: count }).from(expositions).where(showsWhere),
    },
  };
}

/** What the results of one kind are turned into: image, text and address on the catalogue's site. */
function resultsOf(lang: Language, prefix: string, origins: SiteOrigins) {
  const site = siteOfCatalog(prefix);
  const ranks = (r: { rank: unknown; similarity: unknown }) => ({
    rank: Number(r.rank),
    similarity: Number(r.similarity),
  });
  return {
    work: (r: {
      slug: string;
      titleEs: string;
      titleEn: string;
      images: StoredImage[];
      artistSlug: string;
      artistName: string;
      rank: unknown;
      similarity: unknown;
    }): Candidate => ({
      kind: 'work',
      text: `${pick(lang, r.titleEs, r.titleEn)} — ${r.artistName}`,
      image: thumbnailOf(r.images[0]),
      url: workUrl({ artistSlug: r.artistSlug, slug: r.slug }, site, lang, origins),
      ...ranks(r),
    }),
    artist: (r: {
      slug: string;
      name: string;
      image: StoredImage | null;
      rank: unknown;
      similarity: unknown;
    }): Candidate => ({
      kind: 'artist',
      text: r.name,
      image: thumbnailOf(r.image),
      url: artistUrl(r.slug, site, lang, origins),
      ...ranks(r),
    }),
    gallery: (r: {
      slug: string;
      name: string;
      image: StoredImage | null;
      rank: unknown;
      similarity: unknown;
    }): Candidate => ({
      kind: 'gallery',
      text: r.name,
      image: thumbnailOf(r.image),
      url: galleryUrl(r.slug, site, lang, origins),
      ...ranks(r),
    }),
    exposition: (r: {
      slug: string;
      titleEs: string;
      titleEn: string;
      image: StoredImage | null;
      rank: unknown;
      similarity: unknown;
    }): Candidate => ({
      kind: 'exposition',
      text: pick(lang, r.titleEs, r.titleEn),
      image: thumbnailOf(r.image),
      url: showUrl(r.slug, lang, origins),
      ...ranks(r),
    }),
  };
}

/** The text searched and the catalogue, checked; a null text matches nothing. */
function searchInput(
  lang: Language,
  config: { currentCatalogPrefix: string },
  args: { textSearch: string; catalogPrefix?: string | null },
): { text: string | null; prefix: string } {
  const text = searchTextOf(args.textSearch, lang);
  const prefix = catalogPrefixOf(args.catalogPrefix, lang, config.currentCatalogPrefix) ?? config.currentCatalogPrefix;
  if (!text || normalizeSearchText(text).length < SEARCH_MIN_LENGTH) return { text: null, prefix };
  return { text, prefix };
}

const withoutRank = ({ image, text, url, kind }: Candidate): SearchResult => ({ image, text, url, kind });

/**
 * Searches works, artists, galleries and shows of a catalogue (the current one by default; MARKET is the shop),
 * each result with its image, text and address on the right site in the request's language.
 */
export async function search(
  db: Database,
  lang: Language,
  config: { currentCatalogPrefix: string; origins: SiteOrigins },
  args: SearchArgs,
): Promise<SearchResult[]> {
  const { text, prefix } = searchInput(lang, config, args);
  const limit = searchLimitOf(args.limit);
  if (!text) return [];
  const queries = searchQueries(db, text, prefix);
  const to = resultsOf(lang, prefix, config.origins);
  const [workRows, artistRows, galleryRows, showRows] = await Promise.all([
    queries.work.rows(limit, 0),
    queries.artist.rows(limit, 0),
    queries.gallery.rows(limit, 0),
    queries.exposition.rows(limit, 0),
  ]);
  return pickResults(
    [
      ...workRows.map(to.work),
      ...artistRows.map(to.artist),
      ...galleryRows.map(to.gallery),
      ...showRows.map(to.exposition),
    ],
    limit,
  );
}

export interface SearchPageArgs {
  textSearch: string;
  kind?: string | null;
  catalogPrefix?: string | null;
  first?: number | null;
  offset?: number | null;
}

/** One page of the search results page. */
export interface SearchPage {
  /** The kind listed: the one asked for, or the first kind (in `SEARCH_KINDS` order) that has matches. */
  kind: SearchKind;
  /** Matches of that kind. */
  totalCount: number;
  nodes: SearchResult[];
  /** Matches of each kind. */
  counts: Record<SearchKind, number>;
}

/** A whole number within bounds; absent or not a number is the fallback. */
function within(value: number | null | undefined, min: number, max: number, fallback: number): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * The search results page: how many works, artists, galleries and shows of a catalogue match the text, and one page
 * (`first`, 1…48, from `offset`) of the kind asked for, best first. A kind that is not one of `SEARCH_KINDS` is the
 * first kind that has matches.
 */
export async function searchPage(
  db: Database,
  lang: Language,
  config: { currentCatalogPrefix: string; origins: SiteOrigins },
  args: SearchPageArgs,
): Promise<SearchPage> {
  const { text, prefix } = searchInput(lang, config, args);
  const asked = SEARCH_KINDS.find((kind) => kind === args.kind) ?? null;
  const none: Record<SearchKind, number> = { work: 0, artist: 0, gallery: 0, exposition: 0 };
  if (!text) return { kind: asked ?? 'work', totalCount: 0, nodes: [], counts: none };
  const first = within(args.first, 1, SEARCH_PAGE_MAX, 24);
  const offset = within(args.offset, 0, SEARCH_MAX_OFFSET, 0);
  const queries = searchQueries(db, text, prefix);
  const totals = await Promise.all(SEARCH_KINDS.map(async (kind) => (await queries[kind].count())[0]?.n ?? 0));
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind, i) => [kind, Number(totals[i] ?? 0)])) as Record<
    SearchKind,
    number
  >;
  const kind = asked ?? SEARCH_KINDS.find((k) => counts[k] > 0) ?? 'work';
  const to = resultsOf(lang, prefix, config.origins);
  let nodes: Candidate[] = [];
  if (counts[kind] > offset) {
    if (kind === 'work') nodes = (await queries.work.rows(first, offset)).map(to.work);
    else if (kind === 'artist') nodes = (await queries.artist.rows(first, offset)).map(to.artist);
    else if (kind === 'gallery') nodes = (await queries.gallery.rows(first, offset)).map(to.gallery);
    else nodes = (await queries.exposition.rows(first, offset)).map(to.exposition);
  }
  return { kind, totalCount: counts[kind], nodes: nodes.map(withoutRank), counts };
}
