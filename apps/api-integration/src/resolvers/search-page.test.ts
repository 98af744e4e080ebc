import { testBackends, type TestApi } from '@art/api/testing';
import { FIXTURE } from './catalogue-fixture';
import { catalogueApi } from './catalogue-testing';

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
const reasons = (errors: GqlError[] | undefined) => (errors ?? []).map((e) => e.extensions?.['reason']);

type Result = { image: string | null; text: string; url: string; kind: string };
type Counts = { work: number; artist: number; gallery: number; exposition: number };
type Page = { kind: string; totalCount: number; nodes: Result[]; counts: Counts };

const SEARCH = `query ($text: String!, $catalogPrefix: String) {
  search(textSearch: $text, catalogPrefix: $catalogPrefix) { image text url kind }
}`;
const SEARCH_PAGE = `query ($text: String!, $kind: String, $catalogPrefix: String, $first: Int, $offset: Int) {
  searchPage(textSearch: $text, kind: $kind, catalogPrefix: $catalogPrefix, first: $first, offset: $offset) {
    kind totalCount counts { work artist gallery exposition } nodes { image text url kind }
  }
}`;

describe.each(testBackends('any'))('search by artist name and the results page on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await catalogueApi(backend);
  });
  afterAll(() => api.close());

  const shopWork = (slug: string, lang: 'es' | 'en' = 'es') =>
    `${api.config.shopOrigin}/${lang}/shop/${lang === 'es' ? 'obra' : 'work'}/${FIXTURE.artist}/${slug}`;
  const fairWork = (slug: string) => `${api.config.fairOrigin}/es/obra/${FIXTURE.artist}/${slug}`;

  const search = async (text: string, catalogPrefix?: string) => {
    const res = await api.graphql<{ search: Result[] }>(SEARCH, { text, catalogPrefix });
    expect(res.errors).toBeUndefined();
    return res.data?.search ?? [];
  };
  const page = async (text: string, variables: Record<string, unknown> = {}, lang: 'es' | 'en' = 'es') => {
    const res = await api.graphql<{ searchPage: Page }>(SEARCH_PAGE, { text, ...variables }, { lang });
    expect(res.errors).toBeUndefined();
    if (!res.data) throw new Error('no data');
    return res.data.searchPage;
  };

  it("finds an artist's works by the artist's name, in the catalogue searched, hidden ones left out", async () => {
    // 'agata' is only in the artist's name: none of the works' titles or techniques holds it.
    const shop = await search('AGATA', 'MARKET');
    expect(shop.filter((r) => r.kind === 'artist').map((r) => r.text)).toEqual([FIXTURE.artistName]);
    expect(
      shop
        .filter((r) => r.kind === 'work')
        .map((r) => r.url)
        .sort(),
    ).toEqual([shopWork(FIXTURE.marketOnlyWork), shopWork(FIXTURE.wildcardWork)].sort());
    const fair = await search('ágata');
    expect(
      fair
        .filter((r) => r.kind === 'work')
        .map((r) => r.url)
        .sort(),
    ).toEqual([fairWork(FIXTURE.fairOnlyWork), fairWork(FIXTURE.wildcardWork)].sort());
    expect(fair.some((r) => r.url.includes(FIXTURE.hiddenWork))).toBe(false);
  });

  it('counts every kind and lists one kind a page at a time, best first', async () => {
    const first = await page('xolotl', { catalogPrefix: 'MARKET' });
    expect(first.counts).toEqual({ work: 2, artist: 1, gallery: 1, exposition: 1 });
    expect(first.kind).toBe('work');
    expect(first.totalCount).toBe(2);
    expect(first.nodes.map((r) => r.url).sort()).toEqual(
      [shopWork(FIXTURE.marketOnlyWork), shopWork(FIXTURE.wildcardWork)].sort(),
    );
    // One at a time: the two pages hold the two works, once each; past the end, none.
    const one = await page('xolotl', { catalogPrefix: 'MARKET', kind: 'work', first: 1, offset: 0 });
    const two = await page('xolotl', { catalogPrefix: 'MARKET', kind: 'work', first: 1, offset: 1 });
    expect([...one.nodes, ...two.nodes].map((r) => r.url).sort()).toEqual(first.nodes.map((r) => r.url).sort());
    const past = await page('xolotl', { catalogPrefix: 'MARKET', kind: 'work', offset: 5 });
    expect(past).toMatchObject({ kind: 'work', totalCount: 2, nodes: [] });

    const galleries = await page('xolotl', { catalogPrefix: 'MARKET', kind: 'gallery' }, 'en');
    expect(galleries.nodes).toEqual([
      {
        kind: 'gallery',
        text: FIXTURE.galleryName,
        image: null,
        url: `${api.config.shopOrigin}/en/shop/gallery/${FIXTURE.gallery}`,
      },
    ]);
    const shows = await page('xolotl', { catalogPrefix: 'MARKET', kind: 'exposition' });
    expect(shows.nodes.map((r) => r.url)).toEqual([`${api.config.shopOrigin}/es/shop/exposicion/${FIXTURE.show}`]);
    // The fair's current edition has no shows; an unknown kind is the first kind with matches.
    const fair = await page('xolotl', { kind: 'nope' });
    expect(fair.counts.exposition).toBe(0);
    expect(fair.kind).toBe('work');
    // A name with no works of its own words: the artists come first.
    const artists = await page('bruno ordonez', { catalogPrefix: 'MARKET' });
    expect(artists.counts.artist).toBe(1);
    expect(artists.counts.work).toBe(1);
  });

  it('matches nothing for a letter, and checks the text, the catalogue and the bounds', async () => {
    expect(await page('a')).toEqual({
      kind: 'work',
      totalCount: 0,
      nodes: [],
      counts: { work: 0, artist: 0, gallery: 0, exposition: 0 },
    });
    const many = await page('an', { kind: 'work', first: 500 });
    expect(many.nodes.length).toBeLessThanOrEqual(48);
    expect((await page('an', { kind: 'work', first: 0 })).nodes.length).toBeLessThanOrEqual(1);
    expect((await page('an', { kind: 'work', offset: -10 })).nodes.length).toBeGreaterThan(0);
    expect((await page('100%', { catalogPrefix: 'MARKET', kind: 'work' })).nodes.map((r) => r.url)).toEqual([
      shopWork(FIXTURE.wildcardWork),
    ]);
    expect(reasons((await api.graphql(SEARCH_PAGE, { text: 'x'.repeat(101) })).errors)).toEqual(['textTooLong']);
    expect(reasons((await api.graphql(SEARCH_PAGE, { text: 'abc', catalogPrefix: 'nope' })).errors)).toEqual([
      'invalidCatalogPrefix',
    ]);
  });
});
