/**
 * @jest-environment node
 */
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import { workPageFixture } from '@art/page-kit/testing';
import { loadWorkPage } from './work-page';
import { localeTitles } from '@art/i18n/testing';

const origins = { fair: 'https://feria.example', shop: 'https://market.example' };

function pageAt(url: string, site: 'fair' | 'shop', workState = 'Disponible'): PageContext {
  const found = match(url, { site });
  if (!found) throw new Error(url);
  const work = workPageFixture().getWork!;
  return {
    site,
    profile: siteProfile(site),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins,
    titles: localeTitles(found.lang),
    client: {} as PageContext['client'],
    query: (async () => ({
      getWork: { ...work, workState, artist: { ...work.artist, slug: 'ana-rey' } },
    })) as PageContext['query'],
  };
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected a redirect');
}

describe('loadWorkPage', () => {
  it('fills the title data of the work', async () => {
    const result = await loadWorkPage(pageAt('/es/obra/ana-rey/azul', 'fair'));
    expect(result?.title).toMatchObject({ artistFullName: expect.any(String), workTitle: expect.any(String) });
  });

  it('is a 404 when the work belongs to another artist than the address says', async () => {
    expect(await loadWorkPage(pageAt('/es/obra/otro/azul', 'fair'))).toBeNull();
  });

  it('asks for the work with works like it, in the site’s catalogue', async () => {
    const page = pageAt('/es/shop/obra/ana-rey/azul', 'shop');
    const asked: Record<string, unknown>[] = [];
    const query = page.query;
    page.query = (async (operation: never, variables: Record<string, unknown>) => {
      asked.push(variables);
      return query(operation, variables as never);
    }) as PageContext['query'];
    const result = await loadWorkPage(page);
    expect(asked).toEqual([{ slug: 'azul', catalogPrefix: 'MARKET', moreWorks: 9, similar: 8 }]);
    expect(result?.data.show).toBeNull();
    expect(result?.data.work.similar.length).toBeGreaterThan(0);
  });

  it('names the show of the address as context and in the title, and is a 404 for a show the work is not in', async () => {
    const inShow = await loadWorkPage(pageAt('/es/shop/obra/ana-rey/azul/primavera', 'shop'));
    expect(inShow?.data.show).toMatchObject({ slug: 'primavera', title: 'Primavera' });
    expect(inShow?.title).toMatchObject({ expositionTitle: 'Primavera' });
    expect(await loadWorkPage(pageAt('/es/shop/obra/ana-rey/azul/otra-exposicion', 'shop'))).toBeNull();
    expect(await loadWorkPage(pageAt('/en/shop/work/ana-rey/azul/%3Cscript%3E', 'shop'))).toBeNull();
  });

  it('finds the show by its slug in either language, its alternates carrying each language’s (issue 18)', async () => {
    // The fixture's show is "primavera" in Spanish and "spring" in English.
    const english = await loadWorkPage(pageAt('/en/shop/work/ana-rey/azul/primavera', 'shop'));
    expect(english?.data.show).toMatchObject({ slug: 'primavera' });
    expect(english?.alternatesParams).toEqual({ es: { expoSlug: 'primavera' }, en: { expoSlug: 'spring' } });
    const spanish = await loadWorkPage(pageAt('/es/shop/obra/ana-rey/azul/spring', 'shop'));
    expect(spanish?.alternatesParams).toEqual({ es: { expoSlug: 'primavera' }, en: { expoSlug: 'spring' } });
    expect((await loadWorkPage(pageAt('/es/shop/obra/ana-rey/azul', 'shop')))?.alternatesParams).toBeUndefined();
  });

  it('sends a deactivated work to the works list of the language', async () => {
    const es = await thrownBy(loadWorkPage(pageAt('/es/obra/ana-rey/azul', 'fair', 'Desactivada')));
    expect(es.status).toBe(302);
    expect(es.headers.get('location')).toBe('/es/obras');
    const en = await thrownBy(loadWorkPage(pageAt('/en/shop/work/ana-rey/azul', 'shop', 'Desactivada')));
    expect(en.headers.get('location')).toBe('https://feria.example/en/works');
  });
});
