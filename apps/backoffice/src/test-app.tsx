/** The whole back office rendered for the screen tests: the real App, providers and translations over a fake API. */
import { render } from '@testing-library/react';
import { App } from './App';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { createGraphQLRequest } from './graphql-client';
import { createBackofficeI18n } from './i18n/setup';
import { fakeFetch, type RecordedCall } from './test-fetch';

/**
 * Renders the back office at `hash` (`#/posts/1`) in `lang`, each GraphQL call answered with `answer(call)` as its
 * `data`; the calls made and the translation keys found missing, which a screen test expects to stay empty.
 */
export async function renderApp(hash: string, lang: 'es' | 'en', answer: (call: RecordedCall) => unknown) {
  window.localStorage.clear();
  // Not `location.hash =`: its popstate would reach the routers of the screens before, which jsdom cannot navigate.
  window.history.replaceState(null, '', `/${hash}`);
  const missing: string[] = [];
  const { i18next, i18nProvider } = await createBackofficeI18n(lang, (message) => missing.push(message));
  const fake = fakeFetch((call) => ({ body: { data: answer(call) } }));
  const request = createGraphQLRequest({ lang: () => i18next.language, fetch: fake.fetch });
  render(
    <App
      dataProvider={createDataProvider(request)}
      authProvider={createAuthProvider({ request, translate: (key) => i18next.t(key) })}
      i18nProvider={i18nProvider}
    />,
  );
  return { calls: fake.calls, missing };
}
