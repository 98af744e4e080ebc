/**
 * @jest-environment node
 */
import { operationName, type Operation } from '@art/data';
import { activityCardFixture } from '@art/data/testing';
import { activitiesPageFixture, activityPageFixture } from '../testing';
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import {
  ACTIVITIES_PAGE_SIZE,
  activitiesQueryString,
  groupByDay,
  loadActivitiesPage,
  parseActivitiesQuery,
  programmeOf,
} from './activities-page';
import { activityCalendarHref, loadActivityPage } from './activity-page';
import { localeTitles } from '@art/i18n/testing';

function pageAt(url: string, answer: (name: string, variables: Record<string, unknown>) => unknown) {
  const found = match(url, { site: 'fair' });
  if (!found) throw new Error(url);
  const calls: Record<string, unknown>[] = [];
  const page: PageContext = {
    site: 'fair',
    profile: siteProfile('fair'),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins: { fair: 'https://feria.example', shop: 'https://market.example' },
    titles: localeTitles(found.lang),
    client: {} as PageContext['client'],
    query: (async (operation: Operation<unknown, unknown>, variables: Record<string, unknown>) => {
      calls.push(variables);
      return answer(operationName(operation), variables);
    }) as PageContext['query'],
  };
  return { page, calls };
}

describe('activities state in the URL', () => {
  it('reads a category key and a cursor and writes them back', () => {
    const query = parseActivitiesQuery('?category=Visitas%20guiadas&after=abc');
    expect(query).toEqual({ category: 'visitas-guiadas', after: 'abc' });
    expect(activitiesQueryString(query)).toBe('?category=visitas-guiadas&after=abc');
    expect(activitiesQueryString({})).toBe('');
  });

  it.each([
    ['hostile text', '?category=<script>&after=<img onerror=x>', { category: 'script', after: null }],
    ['SQL-looking text', "?category=' OR 1=1 --", { category: 'or-1-1', after: null }],
    ['empty values', '?category=&after=', { category: null, after: null }],
  ])('turns %s into a harmless key or nothing', (_what, search, expected) => {
    expect(parseActivitiesQuery(search)).toEqual(expected);
  });
});

describe('the programme', () => {
  const a = (id: string, startsAt: string, catalogPrefix: string | null = 'AM25') =>
    activityCardFixture({ id, slug: `a-${id}`, startsAt, catalogPrefix });

  it('groups activities by their Madrid day, keeping their order', () => {
    const days = groupByDay([
      a('1', '2025-03-06T12:00:00Z'),
      a('2', '2025-03-06T22:30:00Z'),
      a('3', '2025-03-06T23:30:00Z'),
      a('4', '2025-03-08T10:00:00Z'),
    ]);
    expect(days.map((d) => [d.day, d.activities.map((x) => x.id)])).toEqual([
      ['2025-03-06', ['1', '2']],
      ['2025-03-07', ['3']],
      ['2025-03-08', ['4']],
    ]);
  });

  it('puts the current edition first and every other activity after', () => {
    const { current, other } = programmeOf(
      [a('1', '2021-03-04T12:00:00Z', 'AM21'), a('2', '2025-03-06T12:00:00Z'), a('3', '2025-03-07T12:00:00Z', null)],
      'AM25',
    );
    expect(current.flatMap((d) => d.activities.map((x) => x.id))).toEqual(['2']);
    expect(other.flatMap((d) => d.activities.map((x) => x.id))).toEqual(['1', '3']);
  });
});

describe('loadActivitiesPage', () => {
  it('asks for a whole programme of the URL category, and names the current edition', async () => {
    const { page, calls } = pageAt('/es/actividades?category=charlas', () => activitiesPageFixture());
    const result = await loadActivitiesPage(page);
    expect(calls).toEqual([{ category: 'charlas', first: ACTIVITIES_PAGE_SIZE, after: null }]);
    expect(result.data.category).toEqual({ key: 'charlas', slug: 'charlas', name: 'Charlas' });
    expect(result.data.currentPrefix).toBe('AM25');
    expect(result.data.categories).toHaveLength(2);
  });

  it("finds a category by its slug in the page's language, and by its Spanish key", async () => {
    const english = { key: 'visitas-guiadas', slug: 'guided-tours', name: 'Guided tours' };
    const answer = () => ({ ...activitiesPageFixture(), activityCategories: [english] });
    for (const address of ['/en/activities?category=guided-tours', '/en/activities?category=visitas-guiadas']) {
      const { page } = pageAt(address, answer);
      expect((await loadActivitiesPage(page)).data.category).toEqual(english);
    }
  });

  it('shows the whole programme for a category that does not exist', async () => {
    const { page, calls } = pageAt('/en/activities?category=juggling', (_name, variables) =>
      variables['category'] ? activitiesPageFixture([]) : activitiesPageFixture(),
    );
    const result = await loadActivitiesPage(page);
    expect(calls.map((c) => c['category'])).toEqual(['juggling', null]);
    expect(result.data.category).toBeNull();
    expect(result.data.activities).toHaveLength(1);
  });

  it('shows the first page when the API refuses the cursor', async () => {
    const { page, calls } = pageAt('/es/actividades?after=stale', (_name, variables) => {
      if (variables['after']) throw new Error('invalidCursor');
      return activitiesPageFixture();
    });
    const result = await loadActivitiesPage(page);
    expect(calls.map((c) => c['after'])).toEqual(['stale', null]);
    expect(result.data.after).toBeNull();
  });
});

describe('loadActivityPage', () => {
  it('fills the title data with the title and category, and finds the edition', async () => {
    const { page } = pageAt('/es/actividad/coleccionar-por-primera-vez', () => activityPageFixture());
    const result = await loadActivityPage(page);
    expect(result?.title).toEqual({ activityTitle: 'Coleccionar por primera vez', activityCategory: 'Charlas' });
    expect(result?.data.catalog?.prefix).toBe('AM25');
    expect(result?.image).toBe('/api/images/activity/coleccionar-por-primera-vez/4.jpg');
  });

  it('is a 404 for an unknown slug', async () => {
    const { page } = pageAt('/es/actividad/no-existe', () => ({ getActivity: null, catalogs: [] }));
    expect(await loadActivityPage(page)).toBeNull();
  });

  it('links the calendar file of the API through the site, in the page language', () => {
    expect(activityCalendarHref('visita-guiada', 'en')).toBe('/api/activities/visita-guiada.ics?lang=en');
    expect(activityCalendarHref('a b/c', 'es')).toBe('/api/activities/a%20b%2Fc.ics?lang=es');
  });
});
