/**
 * @jest-environment node
 */
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import { worksListFixture } from '../testing';
import { loadWorksPage } from './works-page';
import { localeTitles } from '@art/i18n/testing';

function pageAt(url: string, query: PageContext['query']): PageContext {
  const found = match(url, { site: 'shop' });
  if (!found) throw new Error(url);
  return {
    site: 'shop',
    profile: siteProfile('shop'),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins: { fair: 'http://f', shop: 'http://s' },
    titles: localeTitles(found.lang),
    client: {} as PageContext['client'],
    query,
  };
}

describe('loadWorksPage', () => {
  it('asks for the market works of the route discipline with the filters of the URL', async () => {
    const asked: unknown[] = [];
    const result = await loadWorksPage(
      pageAt('/en/shop/works/painting?size=small&sort=PRICE_ASC', (async (_op: unknown, vars: unknown) => {
        asked.push(vars);
        return worksListFixture();
      }) as PageContext['query']),
    );
    expect(asked).toEqual([
      {
        filter: { catalogPrefix: 'MARKET', disciplines: [0], sizes: ['small'] },
        sort: 'PRICE_ASC',
        first: 20,
        after: null,
      },
    ]);
    expect(result.data.query.sort).toBe('PRICE_ASC');
  });

  it('shows the first page when the API refuses the cursor of the URL', async () => {
    const afters: unknown[] = [];
    const result = await loadWorksPage(
      pageAt('/es/shop/obras?after=not-a-cursor', (async (_op: unknown, vars: { after: string | null }) => {
        afters.push(vars.after);
        if (vars.after) throw new Error('invalidCursor');
        return worksListFixture();
      }) as PageContext['query']),
    );
    expect(afters).toEqual(['not-a-cursor', null]);
    expect(result.data.query.after).toBeNull();
  });

  it('does not hide other failures of the first page', async () => {
    const failing = (async () => {
      throw new Error('API down');
    }) as PageContext['query'];
    await expect(loadWorksPage(pageAt('/es/shop/obras', failing))).rejects.toThrow('API down');
  });
});
