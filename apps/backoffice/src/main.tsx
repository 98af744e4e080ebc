/** The browser entry: the shared i18next, the GraphQL request in the interface's language, and the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './App';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { createGraphQLRequest } from './graphql-client';
import { createBackofficeI18n, initialLanguage } from './i18n/setup';

async function start() {
  const { i18next, i18nProvider } = await createBackofficeI18n(initialLanguage(window.localStorage));
  const request = createGraphQLRequest({ lang: () => i18next.language || 'es' });
  const dataProvider = createDataProvider(request);
  const authProvider = createAuthProvider({ request, translate: (key) => i18next.t(key) });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void start();
