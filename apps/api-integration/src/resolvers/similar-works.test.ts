import { works } from '@art/db';
import { HIDDEN_WORK_STATE, PRICE_ON_REQUEST_STATES } from '@art/model';
import { MAX_SIMILAR, priceRangeOf, testBackends, type TestApi } from '@art/api/testing';
import { FIXTURE } from './catalogue-fixture';
import { catalogueApi, loadModel, type CatalogueModel, type WorkModel } from './catalogue-testing';

interface SimilarWork {
  slug: string;
  discipline: number;
  catalogs: string[];
  workState: string;
  url: string;
}
interface Answer {
  getWork: { slug: string; similar: SimilarWork[] } | null;
}

const SIMILAR = `query ($slug: String!, $catalogPrefix: String, $first: Int) {
  getWork(slug: $slug, catalogPrefix: $catalogPrefix) { slug similar(first: $first) { slug discipline catalogs workState url } }
}`;

/** The similar works of a work computed without SQL: same rules, same order. */
function expectedSimilar(
  model: CatalogueModel,
  work: WorkModel,
  first: number,
  catalogPrefix: string | null,
): string[] {
  // The price shown: none in a price-on-request state, whatever is stored (T39, T40).
  const shown = (w: WorkModel) =>
    (PRICE_ON_REQUEST_STATES as readonly string[]).includes(w.workState) ? null : w.priceCents;
  const range = priceRangeOf(shown(work));
  const inRange = (w: WorkModel) => {
    const price = shown(w);
    return range !== null && price !== null && price >= range.min && (range.max === null || price < range.max);
  };
  const shared = <T>(a: readonly T[], b: readonly T[]) => a.filter((x) => b.includes(x)).length;
  const candidates = model.works.filter(
    (w) =>
      w.id !== work.id &&
      w.discipline === work.discipline &&
      w.workState !== HIDDEN_WORK_STATE &&
      (!catalogPrefix || w.catalogs.includes(catalogPrefix)) &&
      (shared(w.tagIds, work.tagIds) > 0 || shared(w.colours, work.colours) > 0 || inRange(w)),
  );
  const score = (w: WorkModel) =>
    4 * shared(w.tagIds, work.tagIds) +
    2 * shared(w.colours, work.colours) +
    (inRange(w) ? 2 : 0) +
    (w.size === work.size ? 1 : 0);
  const newer = (a: WorkModel, b: WorkModel) => (a.micros === b.micros ? b.id - a.id : a.micros > b.micros ? -1 : 1);
  return candidates
    .sort((a, b) => score(b) - score(a) || newer(a, b))
    .slice(0, first)
    .map((w) => w.slug);
}

describe.each(testBackends('any'))('Work.similar on %s', (backend) => {
  let api: TestApi;
  let model: CatalogueModel;

  beforeAll(async () => {
    api = await catalogueApi(backend);
    model = await loadModel(api.database.db);
  });
  afterAll(() => api.close());

  const similar = (slug: string, catalogPrefix: string | null, first?: unknown, lang: 'es' | 'en' = 'es') =>
    api.graphql<Answer>(SIMILAR, { slug, catalogPrefix, first }, { lang });
  const workOf = (slug: string) => model.works.find((w) => w.slug === slug) as WorkModel;

  it('lists works of the same discipline and catalogue that share something, best first, never the work or a hidden one', async () => {
    const { data, errors } = await similar(FIXTURE.marketOnlyWork, 'MARKET', 24);
    expect(errors).toBeUndefined();
    const list = data?.getWork?.similar ?? [];
    expect(list.map((w) => w.slug)).toEqual(expectedSimilar(model, workOf(FIXTURE.marketOnlyWork), 24, 'MARKET'));
    // The work sharing its tag and colour comes first; the hidden one sharing them too never does.
    expect(list[0]?.slug).toBe(FIXTURE.wildcardWork);
    expect(list.map((w) => w.slug)).not.toContain(FIXTURE.marketOnlyWork);
    expect(list.map((w) => w.slug)).not.toContain(FIXTURE.hiddenWork);
    for (const work of list) {
      expect(work.discipline).toBe(1);
      expect(work.catalogs).toContain('MARKET');
      expect(work.workState).not.toBe(HIDDEN_WORK_STATE);
      // Reached from the shop, they open on the shop.
      expect(work.url).toMatch(new RegExp(`^${api.config.shopOrigin}/es/shop/obra/`));
    }
  });

  it('stays in the catalogue asked for, and covers every catalogue when none was', async () => {
    const fair = await similar(FIXTURE.fairOnlyWork, 'AM25', 24);
    const fairList = fair.data?.getWork?.similar ?? [];
    expect(fairList.map((w) => w.slug)).toEqual(expectedSimilar(model, workOf(FIXTURE.fairOnlyWork), 24, 'AM25'));
    expect(fairList.length).toBeGreaterThan(0);
    for (const work of fairList) expect(work.catalogs).toContain('AM25');
    const anywhere = await similar(FIXTURE.marketOnlyWork, null, 24, 'en');
    expect(anywhere.data?.getWork?.similar.map((w) => w.slug)).toEqual(
      expectedSimilar(model, workOf(FIXTURE.marketOnlyWork), 24, null),
    );
  });

  it('keeps `first` within 1…24 whatever is asked, and refuses what is not a number', async () => {
    const none = await similar(FIXTURE.marketOnlyWork, 'MARKET', -5);
    expect(none.data?.getWork?.similar).toHaveLength(1);
    const zero = await similar(FIXTURE.marketOnlyWork, 'MARKET', 0);
    expect(zero.data?.getWork?.similar).toHaveLength(1);
    const huge = await similar(FIXTURE.fairOnlyWork, null, 2_147_483_647);
    expect(huge.errors).toBeUndefined();
    expect(huge.data?.getWork?.similar.length).toBeLessThanOrEqual(MAX_SIMILAR);
    expect(huge.data?.getWork?.similar.map((w) => w.slug)).toEqual(
      expectedSimilar(model, workOf(FIXTURE.fairOnlyWork), MAX_SIMILAR, null),
    );
    const text = await similar(FIXTURE.marketOnlyWork, 'MARKET', '8; drop table works --');
    expect(text.data?.getWork ?? null).toBeNull();
    expect(text.errors?.length).toBeGreaterThan(0);
    const defaulted = await api.graphql<Answer>(
      `query { getWork(slug: "${FIXTURE.fairOnlyWork}") { slug similar { slug discipline catalogs workState url } } }`,
    );
    expect(defaulted.data?.getWork?.similar.map((w) => w.slug)).toEqual(
      expectedSimilar(model, workOf(FIXTURE.fairOnlyWork), 8, null),
    );
  });

  it('finds nothing for a work with no tag, colour or price to compare by', async () => {
    const [lonely] = await api.database.db
      .insert(works)
      .values({
        slug: 'xolotl-sin-nada',
        artistId: workOf(FIXTURE.marketOnlyWork).artistId,
        titleEs: 'Sin nada',
        titleEn: 'With nothing',
        widthCm: 10,
        heightCm: 10,
        discipline: 1,
        workState: 'Disponible',
        catalogs: ['MARKET'],
      })
      .returning();
    expect(lonely).toBeDefined();
    const { data, errors } = await similar('xolotl-sin-nada', 'MARKET');
    expect(errors).toBeUndefined();
    expect(data?.getWork).toEqual({ slug: 'xolotl-sin-nada', similar: [] });
  });
});
