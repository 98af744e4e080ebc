/**
 * The fair's current edition (issue 16): the catalogue flagged `is_current` in the database, which the back office's
 * `setCurrentCatalog` switches, with `CURRENT_CATALOG_PREFIX` of the configuration as the fallback while no fair
 * edition is flagged (an empty database, a test's fixture). Every request's context carries it as
 * `config.currentCatalogPrefix`, so every service that takes "the current catalogue" follows the switch.
 *
 * Each process keeps the answer for as long as the content version (decision 024) of the requests does not move: a
 * switch bumps it, so every API process reads the edition again on its next request after one, and a request that does
 * not follow a change reads nothing (the query-counting tests rely on it). Without a version (a context made outside
 * the GraphQL server), the answer is kept {@link CURRENT_CATALOG_TTL_MS}. A switch made through this process drops it at
 * once either way.
 */
import { and, eq } from 'drizzle-orm';
import { catalogs, type Database } from '@art/db';
import type { ApiConfig } from '../config';

/** How long a process keeps the current edition it read when requests carry no content version. */
export const CURRENT_CATALOG_TTL_MS = 1_000;

const kept = new WeakMap<Database, { value: Promise<string | null>; expires: number; version: string | undefined }>();

async function readCurrent(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ prefix: catalogs.prefix })
    .from(catalogs)
    .where(and(eq(catalogs.isCurrent, true), eq(catalogs.isMarket, false)))
    .limit(1);
  return row?.prefix ?? null;
}

/**
 * The prefix of the current edition: the database's flagged one, or `fallback` when none is (or it cannot be read).
 * Read again when `version` differs from the one it was read under, or, without a version, once it is older than
 * {@link CURRENT_CATALOG_TTL_MS}.
 */
export async function currentCatalogPrefix(
  db: Database,
  fallback: string,
  version?: string,
  now = Date.now(),
): Promise<string> {
  let entry = kept.get(db);
  const stale = !entry || entry.version !== version || (version === undefined && entry.expires <= now);
  if (stale) {
    entry = { value: readCurrent(db).catch(() => null), expires: now + CURRENT_CATALOG_TTL_MS, version };
    kept.set(db, entry);
  }
  return (await entry!.value) ?? fallback;
}

/** Forgets the kept current edition of a database (after `setCurrentCatalog`). */
export function forgetCurrentCatalog(db: Database): void {
  kept.delete(db);
}

/** The configuration of one request, with the current edition as the database says. */
export async function withCurrentCatalog(db: Database, config: ApiConfig, version?: string): Promise<ApiConfig> {
  const prefix = await currentCatalogPrefix(db, config.currentCatalogPrefix, version);
  return prefix === config.currentCatalogPrefix ? config : { ...config, currentCatalogPrefix: prefix };
}
