/**
 * @jest-environment node
 */
import { imageFixture, workCardFixture } from '@art/data/testing';
import { match, siteProfile, type SiteName } from '@art/routing';
import type { PageContext } from '@art/site';
import type { HomeData, HomeDiscipline, HomeWork } from '../documents';
import { loadHomePage } from './home-page';
import { localeTitles } from '@art/i18n/testing';

function work(id: string, withImage = true): HomeWork {
  return {
    ...workCardFixture({ id, slug: `work-${id}`, images: withImage ? [imageFixture(`work/${id}/k`)] : [] }),
    gallery: { comercialName: 'Galería Uno' },
  };
}

/** The disciplines with the given works as covers, in the order of the model. */
function disciplines(...coverIds: (string | null)[]): HomeDiscipline[] {
  return coverIds.map((id, index) => ({
    id: index,
    key: ['painting', 'photo', 'sculpture', 'paper'][index]!,
    name: 'Pintura',
    cover: id ? { id, title: 'T', artist: { fullName: 'A' }, images: [imageFixture(`work/${id}/k`)] } : null,
  }));
}

function answer(works: HomeWork[], covers: HomeDiscipline[]): HomeData {
  return {
    catalogs: [],
    works: { nodes: works },
    disciplines: covers,
    artists: { nodes: [] },
    articles: { nodes: [] },
    activities: { nodes: [] },
    expositions: { nodes: [] },
  };
}

function pageAt(site: SiteName, url: string, result: HomeData, asked: unknown[] = []): PageContext {
  const found = match(url, { site });
  if (!found) throw new Error(url);
  return {
    site,
    profile: siteProfile(site),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins: { fair: 'http://f', shop: 'http://s' },
    titles: localeTitles(found.lang),
    client: {} as PageContext['client'],
    query: (async (_op: unknown, vars: unknown) => {
      asked.push(vars);
      return result;
    }) as PageContext['query'],
  };
}

describe('loadHomePage', () => {
  it('opens the fair on its first featured work with a picture that no discipline tile shows, and lists the others', async () => {
    const asked: unknown[] = [];
    const works = [work('1', false), work('2'), work('3'), work('4')];
    const result = await loadHomePage(pageAt('fair', '/', answer(works, disciplines('2', null, '9', null)), asked));
    expect(asked).toEqual([expect.objectContaining({ catalogPrefix: 'AM25', buyable: false })]);
    expect(result.data.hero?.id).toBe('3');
    expect(result.data.works.map((w) => w.id)).toEqual(['1', '2', '4']);
    expect(result.image).toBe('/api/images/work/3/k/4.jpg');
  });

  it('takes a work a tile shows when every featured work with a picture is one', async () => {
    const result = await loadHomePage(pageAt('fair', '/en', answer([work('2'), work('3')], disciplines('2', '3'))));
    expect(result.data.hero?.id).toBe('2');
    expect(result.data.works.map((w) => w.id)).toEqual(['3']);
  });

  it('opens the shop on its works for sale now, every one in the list, with no hero', async () => {
    const asked: unknown[] = [];
    const works = [work('1'), work('2')];
    const result = await loadHomePage(pageAt('shop', '/es/shop', answer(works, disciplines('1')), asked));
    expect(asked).toEqual([expect.objectContaining({ catalogPrefix: 'MARKET', buyable: true })]);
    expect(result.data.hero).toBeNull();
    expect(result.data.works.map((w) => w.id)).toEqual(['1', '2']);
    expect(result.data.disciplines).toHaveLength(1);
    expect(result.image).toBe('/api/images/work/1/k/4.jpg');
  });
});
