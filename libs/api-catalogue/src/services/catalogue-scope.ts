/**
 * What the catalogue services share: the catalogue a node was reached through (its "scope", which decides
 * the site its address points to), the checks of catalogue prefixes and list arguments, and SQL arrays.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ArtistRow, GalleryRow, WorkRow } from '@art/db';
import type { Language } from '@art/model';
import { userError } from '@art/api-core';
import { isKnownCatalogPrefix } from './current-catalog';

/** Most values a list filter accepts. */
export const MAX_FILTER_VALUES = 20;

/** The catalogue (and show) a node was listed in; absent when it was asked for on its own. */
export interface Scope {
  catalogPrefix?: string | null;
  /** The show a work was listed in: its shop address then opens inside that show. */
  expoSlug?: string | null;
}

/** A work as resolvers receive it: its row, and the catalogue it was listed in. */
export type WorkNode = WorkRow & { scope?: Scope };
/** An artist as resolvers receive it. */
export type ArtistNode = ArtistRow & { scope?: Scope };
/** A gallery as resolvers receive it; its scope picks the participation (catalogue, stand) shown. */
export type GalleryNode = GalleryRow & { scope?: Scope };

/** Attaches a scope to rows, leaving them untouched when there is none. */
export function scoped<Row extends object>(rows: Row[], scope: Scope | null | undefined): (Row & { scope?: Scope })[] {
  if (!scope || (!scope.catalogPrefix && !scope.expoSlug)) return rows;
  return rows.map((row) => ({ ...row, scope }));
}

/**
 * A catalogue prefix from what a caller sent, upper-cased (`am25` is `AM25`); null when absent or blank.
 * A prefix of no catalogue (the current one, the constants', or one the process read or created) is a translated
 * `invalidCatalogPrefix` error.
 * @example catalogPrefixOf(' am25 ', 'es', 'AM25') // 'AM25'
 */
export function catalogPrefixOf(
  value: string | null | undefined,
  lang: Language,
  currentPrefix: string,
): string | null {
  const prefix = (value ?? '').trim().toUpperCase();
  if (!prefix) return null;
  if (prefix !== currentPrefix && !isKnownCatalogPrefix(prefix)) {
    throw userError(lang, 'invalidCatalogPrefix', { value: (value ?? '').slice(0, 40) });
  }
  return prefix;
}

/**
 * The distinct values of a list filter, checked one by one; null or empty means no filter.
 * More than `MAX_FILTER_VALUES` values is a `tooManyValues` error.
 */
export function filterValues<In, Out>(
  values: readonly In[] | null | undefined,
  lang: Language,
  check: (value: In) => Out,
): Out[] {
  if (!values || values.length === 0) return [];
  if (values.length > MAX_FILTER_VALUES) throw userError(lang, 'tooManyValues', { max: MAX_FILTER_VALUES });
  return [...new Set(values.map(check))];
}

/** A `text[]` literal of bound values, for the array operators (`@>`, `&&`) of the GIN indexes. */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** An `integer[]` literal of bound values. */
export function intArray(values: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;
}

/** A shortened echo of a caller's value for an error message. */
export function echo(value: unknown): string {
  return String(value).slice(0, 40);
}

/** `%`, `_` and `\` of a caller's text, escaped for LIKE. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column LIKE %text%` over a generated `search_text` column (lower-case, unaccented), so accents and case
 * never matter; `%`, `_` and `\` in the text are matched literally. Both sides are already lower-case, so
 * LIKE gives what ILIKE would, about three times faster on the rows it has to read; the trigram indexes
 * serve both.
 * @example matchesText(works.searchText, 'Núñez') // search_text LIKE '%' || lower(f_unaccent('Núñez')) || '%'
 */
export function matchesText(column: AnyColumn, text: string): SQL {
  return sql`${column} LIKE '%' || lower(f_unaccent(${likeEscaped(text)})) || '%'`;
}

/**
 * Relevance of a generated `search_text` column to a text: 0 when it starts with the text, 1 when one of
 * its words does, 2 when the text is only inside a word. Accents and case never matter.
 */
export function matchRank(column: AnyColumn, text: string): SQL<number> {
  const needle = sql`lower(f_unaccent(${likeEscaped(text)}))`;
  return sql<number>`(case when ${column} like ${needle} || '%' then 0 when ${column} like '% ' || ${needle} || '%' then 1 else 2 end)`;
}

/** Trigram similarity (0…1) of a `search_text` column to a text, accents and case ignored. */
export function similarityTo(column: AnyColumn, text: string): SQL<number> {
  return sql<number>`similarity(${column}, lower(f_unaccent(${text})))`;
}
