/**
 * The fair's current edition (issue 16): the catalogue flagged `is_current` in the database, which the back office's
 * `setCurrentCatalog` switches, with `CURRENT_CATALOG_PREFIX` of the configuration as the fallback while no fair
 * edition is flagged (an empty database, a test's fixture). Every request's context carries it as
 * `config.currentCatalogPrefix`, so every service that takes "the current catalogue" follows the switch.
 *
 * Each process reads it once, when it starts, and again only after a switch made through it (`forgetCurrentCatalog`):
 * a request reads nothing for it, so the query counts of the API stay what they were. Another API process keeps the
 * edition it read until it restarts (decision 026: restart the API after switching editions when it runs as several
 * processes). The sites do not depend on it: they read the flagged edition themselves (`currentEdition` of
 * `@art/site`) and send its prefix.
 *
 * The same read learns every catalogue's prefix, so a filter by a catalogue made in the back office after the
 * constants of `@art/model` were written is accepted (`isKnownCatalogPrefix`); a catalogue created through this process
 * is known at once (`rememberCatalogPrefix`).
 */
import { catalogs, type Database } from '@art/db';
import { CATALOG_PREFIXES } from '@art/model';
import type { ApiConfig } from '../config';

const kept = new WeakMap<Database, Promise<string | null>>();
const known = new Set<string>(CATALOG_PREFIXES);

async function readCurrent(db: Database): Promise<string | null> {
  const rows = await db
    .select({ prefix: catalogs.prefix, isCurrent: catalogs.isCurrent, isMarket: catalogs.isMarket })
    .from(catalogs);
  for (const row of rows) known.add(row.prefix);
  return rows.find((row) => row.isCurrent && !row.isMarket)?.prefix ?? null;
}

/** Whether a prefix (upper case) names a catalogue this process has seen: the constants', or one read or created. */
export function isKnownCatalogPrefix(prefix: string): boolean {
  return known.has(prefix);
}

/** Makes a catalogue created through this process known at once. */
export function rememberCatalogPrefix(prefix: string): void {
  known.add(prefix);
}

/**
 * The prefix of the current edition: the database's flagged one, or `fallback` when none is (or it cannot be read).
 * Read once per process (at start, see `server.ts`) and again only after a switch made through this process.
 */
export async function currentCatalogPrefix(db: Database, fallback: string): Promise<string> {
  const value = kept.get(db) ?? readCurrent(db).catch(() => null);
  kept.set(db, value);
  return (await value) ?? fallback;
}

/** Forgets the kept current edition of a database (after `setCurrentCatalog`). */
export function forgetCurrentCatalog(db: Database): void {
  kept.delete(db);
}

/** The configuration of one request, with the current edition as the database says. */
export async function withCurrentCatalog(db: Database, config: ApiConfig): Promise<ApiConfig> {
  const prefix = await currentCatalogPrefix(db, config.currentCatalogPrefix);
  return prefix === config.currentCatalogPrefix ? config : { ...config, currentCatalogPrefix: prefix };
}
