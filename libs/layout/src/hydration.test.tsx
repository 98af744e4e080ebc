/**
 * The browser adopts the server's HTML without a mismatch, then enhances it: toggles replace the links that stood for
 * them, and what lives in the browser (the last-seen works) appears.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SiteFooter, SiteHeader } from './index';
import { rememberLastSeen } from './last-seen';
import { ORIGINS, serverHtml, siteTree, text } from './test-utils';

describe('hydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    window.localStorage.clear();
  });

  it('hydrates the header and footer without errors, then shows the toggles and the last-seen works', async () => {
    const errors = jest.spyOn(console, 'error');
    // Kept in the browser, so the server renders no strip and the hydrated page adds it.
    rememberLastSeen({ slug: 'azul', id: '1', url: '/es/obra/ana/azul', imageUrl: '/api/images/w/1/2.jpg' });
    const ui = (
      <>
        <SiteHeader
          site="fair"
          lang="es"
          menu={[]}
          alternates={{ es: '/es/obras', en: '/en/works' }}
          origins={ORIGINS}
          cartCount={0}
          loggedIn={false}
        />
        <SiteFooter site="fair" lang="es" origins={ORIGINS} />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(siteTree(ui, { path: '/es/obras' }).tree);
    document.body.appendChild(container);
    expect(container.querySelector('a[data-search-toggle]')).toHaveAttribute('href', '/es/buscar');
    await act(async () => {
      root = hydrateRoot(container, siteTree(ui, { path: '/es/obras' }).tree, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    // Queried by selector: role queries over the whole header and footer are slow in jsdom.
    await waitFor(() =>
      expect(container.querySelector('button[data-search-toggle]')).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(container.querySelector('a[data-search-toggle]')).toBeNull();
    expect(container.querySelector('button[aria-controls="site-menu"]')).toHaveTextContent(text('es', 'menu.openMenu'));
    // A work seen: the strip the server could not render appears.
    expect(await screen.findByRole('link', { name: 'azul' })).toHaveAttribute('href', '/es/obra/ana/azul');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Server rendering, hydration and the effects of the whole header and footer take a few seconds in jsdom.
  }, 20_000);
});
