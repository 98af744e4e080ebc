/**
 * Test harness of this library (not exported): the real `common` texts of a language, a data provider whose GraphQL
 * client talks to a fake fetch, and a memory router at a given address (a declarative router: jsdom has no `Request` for data-router navigations).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, configure, queryAllByRole, render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createGraphQLClient, createQueryClient, DataProvider } from '@art/data';
import { HydrationProvider } from '@art/forms';
import { fakeGraphQLFetch, type FakeAnswer, type FakeGraphQLFetch } from '@art/data/testing';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type ResourceBundle } from '@art/i18n';
import type { Lang } from '@art/routing';

// Debounces, batching windows and whole-header renders add up on a busy machine: wait up to 5 s for what must appear.
configure({ asyncUtilTimeout: 5000 });

/** The origins the tests use. */
export const ORIGINS = { fair: 'http://fair.test', shop: 'http://shop.test' } as const;

const bundles = new Map<Lang, ResourceBundle>();

/** The repository's `locales/{lang}/common.json`. */
export function commonTexts(lang: Lang): ResourceBundle {
  let bundle = bundles.get(lang);
  if (!bundle) {
    const file = path.resolve(__dirname, '../../../locales', lang, 'common.json');
    bundle = JSON.parse(readFileSync(file, 'utf8')) as ResourceBundle;
    bundles.set(lang, bundle);
  }
  return bundle;
}

/** A text of `common` by its dotted key, with `{{name}}` values filled in. */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = commonTexts(lang);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text ${lang}:${key}`);
  return node.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
}

/** What React writes where a suspended part was left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The HTML of `tree` as the sites' servers send it: whole, the chrome's deferred parts included (`@art/ssr`'s render
 * waits for every suspended part). Rendered again, once their code has loaded, until nothing is left to the browser.
 */
export async function serverHtml(tree: ReactElement): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const html = renderToString(tree);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('A suspended part of the tree never finished loading');
}

/** Shows the current address, so tests can see client navigations. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

/** Options of {@link renderInSite}. */
export interface RenderInSiteOptions {
  lang?: Lang;
  /** The address the router starts at. */
  path?: string;
  /** GraphQL answers by operation name. */
  api?: Record<string, (variables: Record<string, unknown>) => FakeAnswer>;
}

/** `ui` inside the real translations of `lang`, a data provider over a fake API and a memory router at `path`. */
export function siteTree(
  ui: ReactNode,
  options: RenderInSiteOptions = {},
): { tree: ReactElement; api: FakeGraphQLFetch } {
  const lang = options.lang ?? 'es';
  const api = fakeGraphQLFetch(options.api ?? {});
  const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch, lang });
  const queryClient = createQueryClient({ server: true });
  const i18n = createI18n(lang, { common: commonTexts(lang) });
  // As the sites' providers (`@art/site`): whether the page runs is said once, at the top.
  const tree = (
    <HydrationProvider>
      <I18nextProvider i18n={i18n}>
        <DataProvider client={client} queryClient={queryClient}>
          <MemoryRouter initialEntries={[options.path ?? (lang === 'es' ? '/' : '/en')]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </DataProvider>
      </I18nextProvider>
    </HydrationProvider>
  );
  return { tree, api };
}

/** Renders `ui` with the real translations of `lang`, a fake API and a memory router at `path`. */
export async function renderInSite(
  ui: ReactNode,
  options: RenderInSiteOptions = {},
): Promise<RenderResult & { api: FakeGraphQLFetch }> {
  const { tree, api } = siteTree(ui, options);
  // Rendered inside an awaited act: the chrome's deferred parts (`deferred`) load and show before the test goes on.
  const result = await act(async () => render(tree));
  return Object.assign(result, { api });
}

/** Waits `ms` real milliseconds (for guards and debounces measured with real timers). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The one element of `role` under `root` whose `aria-label` or text is `name`, including elements that CSS hides at
 * jsdom's width (jsdom has no viewport, so whatever shows only in the wide layout or from tablets up counts as hidden,
 * and Testing Library computes no accessible name for hidden elements).
 */
export function getByRoleAtAnyWidth(role: string, name: string, root: HTMLElement = document.body): HTMLElement {
  const found = queryAllByRole(root, role, { hidden: true }).filter(
    (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() === name,
  );
  if (found.length !== 1) throw new Error(`Expected one ${role} named "${name}", found ${found.length}`);
  return found[0] as HTMLElement;
}

/** Every element of `role` under `root`, including those CSS hides at jsdom's width. */
export function allByRoleAtAnyWidth(role: string, root: HTMLElement = document.body): HTMLElement[] {
  return queryAllByRole(root, role, { hidden: true });
}
