import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationProvider, useHydrated } from './hydrated';

/** Every value `useHydrated` gave, by component name. */
let seen: Record<string, boolean[]> = {};

function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  (seen[name] ??= []).push(hydrated);
  return hydrated ? <button type="button">{`${name}: toggle`}</button> : <a href={`/${name}`}>{`${name}: link`}</a>;
}

/** A page whose second probe appears only when asked (a client-side navigation's new component). */
function Page() {
  const [more, setMore] = useState(false);
  return (
    <HydrationProvider>
      <Probe name="header" />
      <Probe name="filters" />
      {more ? <Probe name="later" /> : null}
      <span data-testid="more" onClick={() => setMore(true)} />
    </HydrationProvider>
  );
}

describe('useHydrated', () => {
  let root: Root | null = null;
  beforeEach(() => {
    seen = {};
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('below the provider: the links on the server and while hydrating (no mismatch), then the toggles', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('href="/header"');
    expect(html).not.toContain('<button');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    seen = {};
    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'header: toggle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'filters: toggle' })).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    // Each one rendered twice: the server's form while hydrating, the enhanced one once.
    expect(seen).toEqual({ header: [false, true], filters: [false, true] });
  });

  it('a component mounted once the page runs renders its enhanced form from its first render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    act(() => screen.getByTestId('more').click());
    expect(screen.getByRole('button', { name: 'later: toggle' })).toBeInTheDocument();
    expect(seen['later']).toEqual([true]);
  });

  it('without a provider: false on the server, true in a client render', () => {
    expect(renderToString(<Probe name="alone" />)).toContain('href="/alone"');
    render(<Probe name="alone" />);
    expect(screen.getByRole('button', { name: 'alone: toggle' })).toBeInTheDocument();
  });
});
