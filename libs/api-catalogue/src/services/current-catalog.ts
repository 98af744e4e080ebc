/**
 * The fair's current edition (issue 16): the catalogue flagged `is_current` in the database, which the back office's
 * `setCurrentCatalog` switches, with `CURRENT_CATALOG_PREFIX` of the configuration as the fallback while no fair
 * edition is flagged (an empty database, a test's fixture). Every request's context carries it as
 * `config.currentCatalogPrefix`, so every service that takes "the current catalogue" follows the switch.
 *
 * Each process reads it when it starts, at once after a switch made through it (`forgetCurrentCatalog`), and within
 * a second after one made through another process: `watchCurrentCatalog` compares the content version, shared through
 * Redis, every second and reads the edition again, off the requests' path, when the version moved (decision 026). A
 * request reads nothing for it, so the query counts of the API stay what they were. The sites do not depend on it:
 * they read the flagged edition themselves (`currentEdition` of `@art/site`) and send its prefix.
 *
 * The same read learns every catalogue's prefix, so a filter by a catalogue made in the back office after the
 * constants of `@art/model` were written is accepted (`isKnownCatalogPrefix`); a catalogue created through this process
 * is known at once (`rememberCatalogPrefix`), one created through another within a second.
 */
import { catalogs, type Database } from '@art/db';
import { CATALOG_PREFIXES } from '@art/model';
import { type ContentVersion, type ApiConfig, startRounds } from '@art/api-core';

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

/** Where the watch says that it could not read the edition, once per outage. */
export interface CurrentCatalogWatchLog {
  warn(message: string): void;
}

/**
 * Follows the switches made through other API processes (decision 026): every `intervalMs`, compares the content
 * version (shared through Redis with `REDIS_URL`; every switch and new catalogue bumps it) with the one seen at the
 * last read, and when it moved reads the current edition and the catalogues again. Its first look reads them, so a
 * switch made while this process started is not missed. A read that fails (the database away) keeps what was read
 * before and is tried again at the next look. Returns the stop, which waits for a read under way.
 */
export function watchCurrentCatalog(
  db: Database,
  version: Pick<ContentVersion, 'current'>,
  log: CurrentCatalogWatchLog,
  intervalMs: number,
): () => Promise<void> {
  let seen: string | null = null;
  let failing = false;
  const look = async () => {
    const now = await version.current();
    if (now === seen) return;
    const before = kept.get(db);
    const prefix = await readCurrent(db);
    // A switch through this process while reading (`forgetCurrentCatalog`) wins: its own read is newer.
    if (kept.get(db) === before) kept.set(db, Promise.resolve(prefix));
    seen = now;
  };
  return startRounds(
    () =>
      look().then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          if (failing) return;
          failing = true;
          // Drizzle wraps the database's error in one that quotes the query: the database's says why.
          const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
          const reason = cause instanceof Error ? cause.message : String(cause);
          log.warn(`could not read the current edition again (${reason}): keeping the one read before`);
        },
      ),
    intervalMs,
  );
}
