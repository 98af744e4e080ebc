import {
  ADMIN_DEEP_PAGE,
  ADMIN_LIST_P95_GOAL_MS,
  ADMIN_SORTS,
  adminListCases,
  adminListSql,
  gradeAgainstGoal,
  titleWords,
  withoutAccents,
  worksSeqScans,
  type AdminListValues,
} from './admin-list';
import { summarize } from './stats';

const values: AdminListValues = {
  artistId: '7',
  galleryId: '3',
  catalog: 'MARKET',
  workState: 'Disponible',
  commonWord: 'paisaje',
  rareWord: 'zurbaran',
  unaccentedWord: 'nino',
};

describe('adminListCases', () => {
  const cases = adminListCases(values);

  it('times the first page, page 2000, every sort, each filter, a combination and three searches', () => {
    expect(cases[0]).toMatchObject({ page: 1, sort: 'ID', order: 'DESC', filter: {} });
    expect(cases.find((c) => c.page === ADMIN_DEEP_PAGE)).toMatchObject({ sort: 'ID', filter: {} });
    for (const sort of Object.keys(ADMIN_SORTS)) expect(cases.some((c) => c.sort === sort && c.page === 1)).toBe(true);
    const filters = cases.map((c) => c.filter);
    expect(filters).toEqual(
      expect.arrayContaining([
        { discipline: 0 },
        { workState: 'Disponible' },
        { catalog: 'MARKET' },
        { artistId: '7' },
        { galleryId: '3' },
        { catalog: 'MARKET', discipline: 1, workState: 'Disponible' },
        { q: 'paisaje' },
        { q: 'zurbaran' },
        { q: 'nino' },
      ]),
    );
  });

  it('names every case once', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });
});

describe('gradeAgainstGoal', () => {
  it('marks a p95 under the goal ok and one at or over it missed', () => {
    const fast = summarize('fast', [10, 20, 99.99]);
    const edge = summarize('edge', [ADMIN_LIST_P95_GOAL_MS]);
    const slow = summarize('slow', [50, 150]);
    const { rows, missed } = gradeAgainstGoal([fast, edge, slow]);
    expect(rows.map((r) => r.goal)).toEqual(['ok', 'MISSED', 'MISSED']);
    expect(missed).toEqual(['edge (p95 100 ms)', 'slow (p95 150 ms)']);
  });

  it('takes another goal', () => {
    expect(gradeAgainstGoal([summarize('x', [30])], 20).missed).toEqual(['x (p95 30 ms)']);
  });
});

describe('titleWords', () => {
  it('finds the most and least frequent words and an accented one typed without accents', () => {
    const titles = [
      'Paisaje con niño',
      'Paisaje del río',
      'Paisaje y niño',
      'Retrato de Zurbarán',
      'Niño',
      'Sin título',
    ];
    // "niño" is as frequent as "paisaje": the common word is the plain one, the accented one is searched without accents.
    expect(titleWords(titles)).toEqual({ common: 'paisaje', rare: 'retrato', accented: 'nino' });
  });

  it('counts a word once per title and ignores short words', () => {
    expect(titleWords(['Azul azul azul', 'Rojo', 'Rojo', 'Ámbar y de la']).common).toBe('rojo');
  });

  it('refuses titles without an accented word', () => {
    expect(() => titleWords(['Azul', 'Rojo'])).toThrow('accented');
  });
});

describe('withoutAccents', () => {
  it('strips accents and case', () => {
    expect(withoutAccents('Núñez Ibáñez Sørensen')).toBe('nunez ibanez sørensen');
  });
});

describe('adminListSql', () => {
  it('orders by the sort then the id, with the page as limit and offset, and joins only the page', () => {
    const { page, count } = adminListSql({ name: 'p', page: 3, sort: 'TITLE', order: 'ASC', filter: {} });
    expect(page[0]).toContain('order by w.title_es asc, w.id asc limit $1 offset $2) page');
    expect(page[0]).toMatch(/inner join works w on w.id = page.id/);
    expect(page[1]).toEqual([25, 50]);
    expect(count).toEqual(['select count(*) from works w', []]);
  });

  it('numbers the filters in order and caps the count of a search', () => {
    const { page, count } = adminListSql({
      name: 's',
      page: 1,
      sort: 'ID',
      order: 'DESC',
      filter: { q: '50%_off', artistId: '7', catalog: 'MARKET', discipline: 0, workState: 'Vendida' },
    });
    expect(page[0]).toContain(
      "where w.search_text LIKE '%' || lower(f_unaccent($1)) || '%' and w.artist_id = $2 and w.catalogs @> ARRAY[$3]::text[] and w.discipline = $4 and w.work_state = $5",
    );
    expect(page[0]).toContain('order by (w.id + 0) desc limit $6 offset $7');
    expect(page[1]).toEqual(['50\\%\\_off', 7, 'MARKET', 0, 'Vendida', 25, 0]);
    expect(count[0]).toMatch(/limit 10001\) matches$/);
    expect(count[1]).toEqual(['50\\%\\_off', 7, 'MARKET', 0, 'Vendida']);
  });
});

describe('worksSeqScans', () => {
  it('finds a sequential scan of works anywhere in the plan, and only of works', () => {
    const plan = {
      'Node Type': 'Limit',
      Plans: [
        { 'Node Type': 'Seq Scan', 'Relation Name': 'artists' },
        { 'Node Type': 'Nested Loop', Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'works' }] },
      ],
    };
    expect(worksSeqScans(plan)).toEqual(['Seq Scan on works']);
    expect(worksSeqScans({ 'Node Type': 'Index Scan', 'Relation Name': 'works' })).toEqual([]);
  });
});
