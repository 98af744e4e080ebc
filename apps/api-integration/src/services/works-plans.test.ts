/**
 * The works lists use an index for every filter combination: on a PostgreSQL server (TEST_DATABASE_URL) with a few
 * thousand works of the bench seed, analysed, no plan of a list page or of its count reads the whole `works` table.
 * PGlite plans like a server but is not what production runs, so this suite needs the server and is skipped without it.
 */
import { sql } from 'drizzle-orm';
import { seedDatabase } from '@art/seed';
import {
  createTestDatabase,
  explainWorksCase,
  indexesOf,
  seqScansOn,
  worksPlanCases,
  worksPlanValues,
  type TestDatabase,
  type WorksPlanCase,
} from '@art/api/testing';

const onServer = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;
const SORT_INDEX = { NEWEST: 'works_newest', PRICE_ASC: 'works_price_asc', PRICE_DESC: 'works_price_desc' } as const;
const label = (c: WorksPlanCase) =>
  `${c.name}, ${c.sort}${c.secondPage === 'sold' ? ', a page of the sold works' : c.secondPage ? ', second page' : ''}`;

onServer('works list plans on PostgreSQL', () => {
  let database: TestDatabase;
  let cases: WorksPlanCase[];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedDatabase(database.db, { size: 'bench', works: 4000, images: false });
    // As autovacuum leaves a table after a bulk load: statistics, and pages marked all-visible for index-only scans.
    await database.db.execute(sql`VACUUM ANALYZE works`);
    cases = worksPlanCases(await worksPlanValues(database.db));
  }, 60_000);

  afterAll(async () => {
    await database?.dispose();
  });

  it('checks each single filter, pairs and triples, with every sort', () => {
    const names = new Set(cases.map((c) => c.name));
    for (const name of [
      'market',
      'discipline',
      'size',
      'price',
      'colour',
      'tag',
      'artist',
      'gallery',
      'show',
      'text',
      'buyable',
      'buyable online',
    ]) {
      expect(names).toContain(name);
    }
    expect([...names].filter((n) => n.split('+').length === 2).length).toBeGreaterThanOrEqual(6);
    expect([...names].filter((n) => n.split('+').length >= 3).length).toBeGreaterThanOrEqual(3);
    expect(cases.filter((c) => c.name === 'discipline + price').map((c) => c.sort)).toEqual(
      expect.arrayContaining(['NEWEST', 'PRICE_ASC', 'PRICE_DESC']),
    );
    expect([...names].filter((n) => n.includes('buyable online')).length).toBeGreaterThanOrEqual(4);
    expect(cases.filter((c) => c.secondPage === 'sold').map((c) => c.sort)).toEqual(
      expect.arrayContaining(['NEWEST', 'PRICE_ASC', 'PRICE_DESC']),
    );
  });

  it('never reads the whole works table, for a page or for its count', async () => {
    const scans: string[] = [];
    for (const c of cases) {
      const plans = await explainWorksCase(database.db, 'AM25', c);
      if (!plans) {
        scans.push(`${label(c)}: the filter matched nothing before the query`);
        continue;
      }
      // Both parts of the list, the works still to be had and the sold ones after them.
      expect(plans.pages).toHaveLength(c.secondPage === 'sold' ? 1 : 2);
      plans.pages.forEach((page, part) => {
        if (seqScansOn(page, 'works').length > 0) scans.push(`${label(c)}: page, part ${part + 1}`);
      });
      if (seqScansOn(plans.count, 'works').length > 0) scans.push(`${label(c)}: count`);
    }
    expect(scans).toEqual([]);
  }, 30_000);

  it('walks the index of the sort for a market list, first and later pages, in both parts', async () => {
    for (const c of cases.filter((item) => item.name === 'market')) {
      const plans = await explainWorksCase(database.db, 'AM25', c);
      expect({ case: label(c), indexes: plans?.pages.map(indexesOf) }).toEqual({
        case: label(c),
        indexes: plans?.pages.map(() => [SORT_INDEX[c.sort]]),
      });
    }
  });

  it('counts the works available to buy from the filters index alone', async () => {
    const plans = await explainWorksCase(
      database.db,
      'AM25',
      { name: 'buyable online', filter: { catalogPrefix: 'MARKET', buyableOnline: true }, sort: 'NEWEST' },
      { analyze: true },
    );
    const scan = plans && JSON.stringify(plans.count.Plan);
    expect(scan).toContain('"Index Only Scan"');
    expect(scan).toContain('"Index Name":"works_filters"');
  });

  it('counts a list from the filters index alone, without reading the table', async () => {
    const plans = await explainWorksCase(
      database.db,
      'AM25',
      {
        name: 'discipline + size',
        filter: { catalogPrefix: 'MARKET', disciplines: [1], sizes: ['small'] },
        sort: 'NEWEST',
      },
      { analyze: true },
    );
    const scan = plans && JSON.stringify(plans.count.Plan);
    expect(scan).toContain('"Index Only Scan"');
    expect(scan).toContain('"Index Name":"works_filters"');
  });
});
