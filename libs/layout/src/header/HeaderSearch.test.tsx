import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer } from '@art/data/testing';
import { ORIGINS, renderInSite, text } from '../test-utils';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const props: SiteHeaderProps = {
  site: 'fair',
  lang: 'es',
  menu: [],
  alternates: { es: '/', en: '/en' },
  origins: ORIGINS,
  cartCount: 0,
  loggedIn: false,
};

type Result = { image: string | null; text: string; url: string; kind: string };
const result = (n: number, overrides: Partial<Result> = {}): Result => ({
  image: `/api/images/work/${n}/2.jpg`,
  text: `Obra ${n} — Ana López`,
  url: `${ORIGINS.fair}/es/obra/ana-lopez/obra-${n}`,
  kind: 'work',
  ...overrides,
});

function searchApi(answer: (variables: Record<string, unknown>) => FakeAnswer) {
  return { Search: answer };
}

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: text('es', 'header.search') }));
  const field = screen.getByRole('searchbox', { name: text('es', 'header.search') });
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

const searchCalls = (api: { calls: { operations: { operationName: string; variables: Record<string, unknown> }[] }[] }) =>
  api.calls.flatMap((c) => c.operations).filter((op) => op.operationName === 'Search');

describe('header search', () => {
  it('opens from the toggle with the field focused, and closes with Escape giving the focus back', async () => {
    const user = userEvent.setup();
    renderInSite(<SiteHeader {...props} />);
    const toggle = screen.getByRole('button', { name: text('es', 'header.search') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openSearch(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing under 2 characters and asks once, 250 ms after the last keystroke, with the fair catalogue', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { api } = renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: [result(1)] } })) });
      const field = await openSearch(user);
      await user.type(field, 'a');
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(searchCalls(api)).toHaveLength(0);
      await user.type(field, 'zúl');
      await act(async () => {
        jest.advanceTimersByTime(249);
      });
      expect(searchCalls(api)).toHaveLength(0);
      await screen.findByRole('link', { name: 'Obra 1 — Ana López' });
      expect(searchCalls(api).map((op) => op.variables)).toEqual([{ textSearch: 'azul', limit: 9, catalogPrefix: 'AM25' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches the market catalogue on the shop', async () => {
    const user = userEvent.setup();
    const { api } = renderInSite(<SiteHeader {...props} site="shop" />, { path: '/es/shop', api: searchApi(() => ({ data: { search: [] } })) });
    await user.type(await openSearch(user), 'mar');
    await screen.findByText(text('es', 'no_se_han_encontrado_coincidencias', { text: 'mar' }));
    expect(searchCalls(api)[0]?.variables).toMatchObject({ catalogPrefix: 'MARKET', limit: 9 });
  });

  it('shows each result with its image, text and link, at most 9', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => result(i + 1));
    many[1] = result(2, { image: null, url: `${ORIGINS.shop}/es/shop/artista/ana`, text: 'Ana López', kind: 'artist' });
    renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: many } })) });
    await user.type(await openSearch(user), 'ana');
    const list = await screen.findByRole('list', { name: text('es', 'header.searchResultsLabel') });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links[0]).toHaveAttribute('href', '/es/obra/ana-lopez/obra-1');
    expect(links[0]?.querySelector('img')).toHaveAttribute('src', '/api/images/work/1/2.jpg');
    expect(links[0]).toHaveTextContent('Obra 1 — Ana López');
    expect(links[1]).toHaveAttribute('href', 'http://shop.test/es/shop/artista/ana');
    expect(links[1]?.querySelector('img')).toBeNull();
    expect(screen.getByText(text('es', 'header.searchResults', { count: 9 })).closest('[role="status"]')).toBeInTheDocument();
  });

  it('shows the no-results text with what was typed', async () => {
    const user = userEvent.setup();
    const { api } = renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: [] } })) });
    await user.type(await openSearch(user), 'Núñez');
    expect(await screen.findByText(text('es', 'no_se_han_encontrado_coincidencias', { text: 'Núñez' }))).toBeInTheDocument();
    expect(searchCalls(api).at(-1)?.variables['textSearch']).toBe('nunez');
  });

  it('shows hostile text as text and drops results with unsafe links', async () => {
    const user = userEvent.setup();
    const hostile = [
      result(1, { text: '<img src=x onerror=alert(1)>' }),
      result(2, { url: 'javascript:alert(1)', text: 'Malo' }),
      result(3, { image: 'javascript:alert(1)', text: "Robert'); DROP TABLE works;--" }),
    ];
    renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: hostile } })) });
    await user.type(await openSearch(user), '<script>');
    const list = await screen.findByRole('list', { name: text('es', 'header.searchResultsLabel') });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['<img src=x onerror=alert(1)>', "Robert'); DROP TABLE works;--"]);
    expect(list.querySelectorAll('img')).toHaveLength(1);
    expect(screen.queryByText('Malo')).not.toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    const user = userEvent.setup();
    renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ errors: [{ message: 'boom' }] })) });
    await user.type(await openSearch(user), 'azul');
    expect(await screen.findByText(text('es', 'header.searchError'))).toBeInTheDocument();
  });

  it('moves between the field and the results with the arrow keys', async () => {
    const user = userEvent.setup();
    renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: [result(1), result(2)] } })) });
    const field = await openSearch(user);
    await user.type(field, 'obra');
    const [first, second] = await screen.findAllByRole('link', { name: /^Obra \d/ });
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
