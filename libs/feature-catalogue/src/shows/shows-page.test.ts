/**
 * @jest-environment node
 */
import { showPageFixture, showsListFixture } from '../testing';
import { pageAt } from '@art/page-kit/testing';
import { loadShowPage, loadShowsPage } from './shows-page';

describe('loadShowsPage', () => {
  it('lists the shows a page at a time from the address’s cursor', async () => {
    const page = pageAt('shop', '/es/shop/exposiciones?after=WyJlIl0', () => showsListFixture());
    const result = await loadShowsPage(page);
    expect(page.asked).toEqual([{ operation: 'ShowsList', variables: { first: 12, after: 'WyJlIl0' } }]);
    expect(result.data.shows.map((s) => s.slug)).toEqual(['primavera']);
    expect(result.data.after).toBe('WyJlIl0');
    expect(result.image).toBe('/api/images/exposition/primavera/4.jpg');
  });

  it('falls back to the first page when the cursor is refused, and says when there are none', async () => {
    const page = pageAt('shop', '/en/shop/shows?after=bad', (_op, vars) => {
      if (vars['after']) throw new Error('invalid cursor');
      return showsListFixture([], false);
    });
    const result = await loadShowsPage(page);
    expect(page.asked.map((a) => a.variables['after'])).toEqual(['bad', null]);
    expect(result.data).toMatchObject({ shows: [], after: null, pageInfo: { hasNextPage: false } });
  });
});

describe('loadShowPage', () => {
  it('gives the title and text of the page’s language, for the page title too', async () => {
    const es = await loadShowPage(pageAt('shop', '/es/shop/exposicion/primavera', () => showPageFixture()));
    expect(es?.data).toMatchObject({ title: 'Primavera', info: 'Obras luminosas para la primavera.' });
    expect(es?.title).toEqual({ expositionTitle: 'Primavera', expositionInfo: 'Obras luminosas para la primavera.' });
    const en = pageAt('shop', '/en/shop/show/primavera', () => showPageFixture());
    const result = await loadShowPage(en);
    expect(en.asked).toEqual([{ operation: 'ShowPage', variables: { slug: 'primavera', works: 100 } }]);
    expect(result?.data).toMatchObject({ title: 'Spring', info: 'Bright works for the spring.' });
  });

  it('uses the other language when one is empty, and is a 404 for an unknown show', async () => {
    const result = await loadShowPage(
      pageAt('shop', '/en/shop/show/primavera', () => showPageFixture({ titleEN: '', infoEN: '' })),
    );
    expect(result?.data).toMatchObject({ title: 'Primavera', info: 'Obras luminosas para la primavera.' });
    expect(
      await loadShowPage(pageAt('shop', '/es/shop/exposicion/no-existe', () => ({ getExposition: null }))),
    ).toBeNull();
  });
});
