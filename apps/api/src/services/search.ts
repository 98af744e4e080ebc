/**
 * The header search: works, artists, galleries and shows of a catalogue whose text holds the words typed,
 * accents and case ignored ('nunez' finds 'Núñez'), best first, at most `SEARCH_MAX_RESULTS`.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
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
import { catalogPrefixOf, matchesText, matchRank, similarityTo, textArray } from './catalogue-scope';
import { searchTextOf } from './content-query';
import { artistUrl, galleryUrl, showUrl, siteOfCatalog, workUrl, type SiteOrigins } from './urls';

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

/**
 * The best artists for a text that have works in a catalogue. The artists are ranked in a subquery and the
 * outer query keeps that order, so PostgreSQL checks for works in the catalogue in rank order and stops at
 * `limit` artists, instead of checking every artist a common surname matches before ranking them.
 */
async function searchArtists(db: Database, text: string, prefix: string, limit: number) {
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
    .where(
      sql`exists (select 1 from ${works} where ${works.artistId} = ${ranked.id} and ${works.workState} <> ${HIDDEN_WORK_STATE} and ${works.catalogs} @> ${textArray([prefix])})`,
    )
    .orderBy(asc(ranked.rank), desc(ranked.similarity), asc(ranked.id))
    .limit(limit);
}

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
  const text = searchTextOf(args.textSearch, lang);
  const limit = searchLimitOf(args.limit);
  const prefix = catalogPrefixOf(args.catalogPrefix, lang, config.currentCatalogPrefix) ?? config.currentCatalogPrefix;
  if (!text || normalizeSearchText(text).length < SEARCH_MIN_LENGTH) return [];
  const site = siteOfCatalog(prefix);
  const { origins } = config;

  const [workRows, artistRows, galleryRows, showRows] = await Promise.all([
    db
      .select({
        slug: works.slug,
        titleEs: works.titleEs,
        titleEn: works.titleEn,
        images: works.images,
        artistSlug: artists.slug,
        artistName: artists.fullName,
        rank: matchRank(works.searchText, text),
        similarity: similarityTo(works.searchText, text),
      })
      .from(works)
      .innerJoin(artists, eq(artists.id, works.artistId))
      .where(
        and(
          matchesText(works.searchText, text),
          ne(works.workState, HIDDEN_WORK_STATE),
          sql`${works.catalogs} @> ${textArray([prefix])}`,
        ),
      )
      .orderBy(matchRank(works.searchText, text), sql`${similarityTo(works.searchText, text)} desc`, asc(works.id))
      .limit(limit),
    searchArtists(db, text, prefix, limit),
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
      .where(and(matchesText(galleries.searchText, text), eq(galleryParticipations.catalogPrefix, prefix)))
      .orderBy(
        matchRank(galleries.searchText, text),
        sql`${similarityTo(galleries.searchText, text)} desc`,
        asc(galleries.id),
      )
      .limit(limit),
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
      .where(and(matchesText(expositions.searchText, text), eq(expositions.catalogPrefix, prefix)))
      .orderBy(
        matchRank(expositions.searchText, text),
        sql`${similarityTo(expositions.searchText, text)} desc`,
        asc(expositions.id),
      )
      .limit(limit),
  ]);

  const candidates: Candidate[] = [
    ...workRows.map((r) => ({
      kind: 'work' as const,
      text: `${pick(lang, r.titleEs, r.titleEn)} — ${r.artistName}`,
      image: thumbnailOf(r.images[0]),
      url: workUrl({ artistSlug: r.artistSlug, slug: r.slug }, site, lang, origins),
      rank: Number(r.rank),
      similarity: Number(r.similarity),
    })),
    ...artistRows.map((r) => ({
      kind: 'artist' as const,
      text: r.name,
      image: thumbnailOf(r.image),
      url: artistUrl(r.slug, site, lang, origins),
      rank: Number(r.rank),
      similarity: Number(r.similarity),
    })),
    ...galleryRows.map((r) => ({
      kind: 'gallery' as const,
      text: r.name,
      image: thumbnailOf(r.image),
      url: galleryUrl(r.slug, site, lang, origins),
      rank: Number(r.rank),
      similarity: Number(r.similarity),
    })),
    ...showRows.map((r) => ({
      kind: 'exposition' as const,
      text: pick(lang, r.titleEs, r.titleEn),
      image: thumbnailOf(r.image),
      url: showUrl(r.slug, lang, origins),
      rank: Number(r.rank),
      similarity: Number(r.similarity),
    })),
  ];
  return pickResults(candidates, limit);
}
