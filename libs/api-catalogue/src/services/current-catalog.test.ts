/**
 * The watch that follows an edition switched through another API process (decision 026), on an embedded database:
 * another process's switch is a change in the database and a new content version, which this process did not make.
 */
import { eq, sql } from 'drizzle-orm';
import { catalogs } from '@art/db';
import { createTestDatabase, type TestDatabase } from '@art/db/testing';
import { currentCatalogPrefix, isKnownCatalogPrefix, watchCurrentCatalog } from './current-catalog';

const WATCH_MS = 10;
const FALLBACK = 'AM25';

/** Waits until `check` holds, looking often, for at most 2 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  }
  return true;
}

describe('watchCurrentCatalog', () => {
  let database: TestDatabase;
  let queries = 0;
  let version = 'v1';
  const warned: string[] = [];
  const log = { warn: (message: string) => warned.push(message) };
  const switchElsewhere = async (prefix: string) => {
    await database.db.update(catalogs).set({ isCurrent: sql`${catalogs.prefix} = ${prefix}` });
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite', { onQuery: () => (queries += 1) });
    await database.db.insert(catalogs).values([
      { prefix: 'ZZ30', year: 2030, nameEs: 'Feria 30', nameEn: 'Fair 30', isCurrent: true },
      { prefix: 'ZZ31', year: 2031, nameEs: 'Feria 31', nameEn: 'Fair 31' },
    ]);
  });
  afterAll(() => database.dispose());

  it('reads the edition again once the content version moved, and not before', async () => {
    expect(await currentCatalogPrefix(database.db, FALLBACK)).toBe('ZZ30');
    const started = queries;
    const stop = watchCurrentCatalog(database.db, { current: async () => version }, log, WATCH_MS);
    try {
      // Its first look reads once (a switch made while the process started is not missed), then nothing.
      expect(await eventually(async () => queries > started)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
      const before = queries;
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS * 10));
      expect(queries).toBe(before);

      // Another process switches: the database changes, then the version it shares.
      await switchElsewhere('ZZ31');
      expect(await currentCatalogPrefix(database.db, FALLBACK)).toBe('ZZ30');
      version = 'v2';
      expect(await eventually(async () => (await currentCatalogPrefix(database.db, FALLBACK)) === 'ZZ31')).toBe(true);

      // A catalogue created elsewhere is known after the next look too.
      await database.db.insert(catalogs).values({ prefix: 'ZZ32', year: 2032, nameEs: 'Feria 32', nameEn: 'Fair 32' });
      expect(isKnownCatalogPrefix('ZZ32')).toBe(false);
      version = 'v3';
      expect(await eventually(async () => isKnownCatalogPrefix('ZZ32'))).toBe(true);
    } finally {
      await stop();
    }
    expect(warned).toEqual([]);
  });

  it('keeps the edition it read while the database cannot be read, says so once, and reads it when it can', async () => {
    const stop = watchCurrentCatalog(database.db, { current: async () => version }, log, WATCH_MS);
    try {
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS * 5));
      await database.db.execute(sql`alter table catalogs rename to catalogs_away`);
      version = 'v4';
      expect(await eventually(async () => warned.length > 0)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS * 10));
      expect(warned).toEqual([
        'could not read the current edition again (relation "catalogs" does not exist): keeping the one read before',
      ]);
      expect(await currentCatalogPrefix(database.db, FALLBACK)).toBe('ZZ31');

      await database.db.execute(sql`alter table catalogs_away rename to catalogs`);
      await database.db.update(catalogs).set({ isCurrent: false }).where(eq(catalogs.prefix, 'ZZ31'));
      await switchElsewhere('ZZ32');
      version = 'v5';
      expect(await eventually(async () => (await currentCatalogPrefix(database.db, FALLBACK)) === 'ZZ32')).toBe(true);
    } finally {
      await stop();
    }
  });
});
