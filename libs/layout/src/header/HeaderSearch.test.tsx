import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer } from '@art/data/testing';
import { ORIGINS, pause, renderInSite, text } from '../test-utils';
import { nextOption } from './HeaderSearch';
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
  // The panel's code loads when it first opens.
  const field = await screen.findByRole('combobox', { name: text('es', 'header.search') });
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

const searchCalls = (api: {
  calls: { operations: { operationName: string; variables: Record<string, unknown> }[] }[];
}) => api.calls.flatMap((c) => c.operations).filter((op) => op.operationName === 'Search');

describe('header search', () => {
  it('opens from the toggle with the field focused, and closes with Escape giving the focus back', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props} />);
    const toggle = screen.getByRole('button', { name: text('es', 'header.search') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openSearch(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing under 2 characters and asks once, 250 ms after the last keystroke, with the fair catalogue', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { api } = await renderInSite(<SiteHeader {...props} />, {
        api: searchApi(() => ({ data: { search: [result(1)] } })),
      });
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
      await screen.findByRole('option', { name: 'Obra 1 — Ana López' });
      expect(searchCalls(api).map((op) => op.variables)).toEqual([
        { textSearch: 'azul', limit: 9, catalogPrefix: 'AM25' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches the market catalogue on the shop', async () => {
    const user = userEvent.setup();
    const { api } = await renderInSite(<SiteHeader {...props} site="shop" />, {
      path: '/es/shop',
      api: searchApi(() => ({ data: { search: [] } })),
    });
    await user.type(await openSearch(user), 'mar');
    await screen.findByText(text('es', 'no_se_han_encontrado_coincidencias', { text: 'mar' }));
    expect(searchCalls(api)[0]?.variables).toMatchObject({ catalogPrefix: 'MARKET', limit: 9 });
  });

  it('shows each result with its image, text and link, at most 9', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => result(i + 1));
    many[1] = result(2, { image: null, url: `${ORIGINS.shop}/es/shop/artista/ana`, text: 'Ana López', kind: 'artist' });
    await renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: many } })) });
    await user.type(await openSearch(user), 'ana');
    const list = await screen.findByRole('listbox', { name: text('es', 'header.searchResultsLabel') });
    const links = within(list).getAllByRole('option');
    expect(links).toHaveLength(9);
    expect(links[0]).toHaveAttribute('href', '/es/obra/ana-lopez/obra-1');
    expect(links[0]?.querySelector('img')).toHaveAttribute('src', '/api/images/work/1/2.jpg');
    expect(links[0]).toHaveTextContent('Obra 1 — Ana López');
    expect(links[1]).toHaveAttribute('href', 'http://shop.test/es/shop/artista/ana');
    expect(links[1]?.querySelector('img')).toBeNull();
    // An artist without a portrait: their initials, hidden from the option's name, which stays the artist's.
    expect(links[1]?.querySelector('[data-monogram]')).toHaveAttribute('data-monogram', 'AL');
    expect(links[1]).toHaveAccessibleName('Ana López');
    expect(
      screen.getByText(text('es', 'header.searchResults', { count: 9 })).closest('[role="status"]'),
    ).toBeInTheDocument();
  });

  it('shows the no-results text with what was typed', async () => {
    const user = userEvent.setup();
    const { api } = await renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: [] } })) });
    await user.type(await openSearch(user), 'Núñez');
    expect(
      await screen.findByText(text('es', 'no_se_han_encontrado_coincidencias', { text: 'Núñez' })),
    ).toBeInTheDocument();
    expect(searchCalls(api).at(-1)?.variables['textSearch']).toBe('nunez');
  });

  it('shows hostile text as text and drops results with unsafe links', async () => {
    const user = userEvent.setup();
    const hostile = [
      result(1, { text: '<img src=x onerror=alert(1)>' }),
      result(2, { url: 'javascript:alert(1)', text: 'Malo' }),
      result(3, { image: 'javascript:alert(1)', text: "Robert'); DROP TABLE works;--" }),
    ];
    await renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: hostile } })) });
    await user.type(await openSearch(user), '<script>');
    const list = await screen.findByRole('listbox', { name: text('es', 'header.searchResultsLabel') });
    const links = within(list).getAllByRole('option');
    expect(links.map((l) => l.textContent)).toEqual(['<img src=x onerror=alert(1)>', "Robert'); DROP TABLE works;--"]);
    expect(list.querySelectorAll('img')).toHaveLength(1);
    expect(screen.queryByText('Malo')).not.toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ errors: [{ message: 'boom' }] })) });
    await user.type(await openSearch(user), 'azul');
    expect(await screen.findByText(text('es', 'header.searchError'))).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys, the focus staying in the field (WAI-ARIA combobox)', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props} />, {
      api: searchApi(() => ({ data: { search: [result(1), result(2), result(3)] } })),
    });
    const field = await openSearch(user);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(field, 'obra');
    const options = await screen.findAllByRole('option', { name: /^Obra \d/ });
    const listbox = screen.getByRole('listbox', { name: text('es', 'header.searchResultsLabel') });
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    const activeIs = (n: number) => {
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('aria-activedescendant', options[n]?.id);
      options.forEach((option, i) => expect(option).toHaveAttribute('aria-selected', String(i === n)));
    };
    await user.keyboard('{ArrowDown}');
    activeIs(0);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    activeIs(2);
    await user.keyboard('{ArrowDown}');
    activeIs(0);
    await user.keyboard('{ArrowUp}');
    activeIs(2);
    // Typing again starts a new list with no option reached.
    await user.type(field, 's');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-activedescendant'));
  });

  it('opens the result reached with Enter, in the app for a page of this site', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props} />, {
      api: searchApi(() => ({ data: { search: [result(1), result(2)] } })),
    });
    const field = await openSearch(user);
    await user.type(field, 'obra');
    await screen.findAllByRole('option', { name: /^Obra \d/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/obra/ana-lopez/obra-2'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('Enter without a result reached opens the search results page with every match', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: [result(1)] } })) });
    const field = await openSearch(user);
    await user.type(field, 'Núñez');
    await screen.findByRole('option', { name: 'Obra 1 — Ana López' });
    // The field is named `q` in a GET form to that page, so the address is the same without JavaScript.
    expect(field).toHaveAttribute('name', 'q');
    expect(field.closest('form')).toHaveAttribute('action', '/es/buscar');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/buscar$/));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('links every match from the open results, and Enter on an empty field stays', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props} lang="en" alternates={{ es: '/', en: '/en' }} />, {
      lang: 'en',
      api: searchApi(() => ({ data: { search: [result(1)] } })),
    });
    await user.click(screen.getByRole('button', { name: text('en', 'header.search') }));
    const field = screen.getByRole('combobox', { name: text('en', 'header.search') });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/);
    await user.type(field, 'azul');
    const all = await screen.findByRole('link', { name: text('en', 'header.allResults') });
    expect(all).toHaveAttribute('href', '/en/search?q=azul');
  });

  it('closes the results 200 ms after the field loses the focus, and opens them again when it comes back', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props} />, { api: searchApi(() => ({ data: { search: [result(1)] } })) });
    const field = await openSearch(user);
    await user.type(field, 'obra');
    await screen.findByRole('option', { name: 'Obra 1 — Ana López' });
    act(() => field.blur());
    await pause(100);
    // Still there within the delay: a click on a result lands before they close.
    expect(screen.getByRole('option', { name: 'Obra 1 — Ana López' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await user.click(field);
    expect(await screen.findByRole('option', { name: 'Obra 1 — Ana López' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  it('focuses the field 100 ms after the panel opens', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await renderInSite(<SiteHeader {...props} />);
      await user.click(screen.getByRole('button', { name: text('es', 'header.search') }));
      const field = screen.getByRole('combobox', { name: text('es', 'header.search') });
      act(() => {
        jest.advanceTimersByTime(99);
      });
      expect(field).not.toHaveFocus();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(field).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes with Escape from the results too, giving the focus back to the toggle', async () => {
    const user = userEvent.setup();
    await renderInSite(<SiteHeader {...props} />, {
      api: searchApi(() => ({ data: { search: [result(1), result(2)] } })),
    });
    await user.type(await openSearch(user), 'obra');
    await screen.findAllByRole('option', { name: /^Obra \d/ });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('es', 'header.search') })).toHaveFocus();
  });
});

describe('nextOption', () => {
  it('moves down and up through the options, wrapping at both ends', async () => {
    expect(nextOption(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextOption(0, 'ArrowDown', 3)).toBe(1);
    expect(nextOption(2, 'ArrowDown', 3)).toBe(0);
    expect(nextOption(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextOption(0, 'ArrowUp', 3)).toBe(2);
    expect(nextOption(2, 'ArrowUp', 3)).toBe(1);
  });

  it('reaches nothing without options, and recovers from a position past the end', async () => {
    expect(nextOption(-1, 'ArrowDown', 0)).toBe(-1);
    expect(nextOption(5, 'ArrowUp', 3)).toBe(2);
    expect(nextOption(5, 'ArrowDown', 3)).toBe(0);
  });
});
