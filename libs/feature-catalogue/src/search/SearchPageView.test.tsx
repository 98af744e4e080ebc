import { runInThisContext } from 'node:vm';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@art/i18n';
import { localeBundle } from '@art/i18n/testing';
import type { Lang } from '@art/routing';
import type { PageData } from '@art/site';
import type { SearchPageData } from './search-page';
import { SearchPageView } from './SearchPageView';

// React Router's data routers build `Request`s, which jsdom lacks: Node's own (with its abort signals) stand in.
for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
  if (!(name in globalThis) || name.startsWith('Abort'))
    Object.assign(globalThis, { [name]: runInThisContext(name) as unknown });
}

type Texts = { searchPage: Record<string, string> };
const works = (lang: Lang) => localeBundle(lang, 'works') as unknown as Texts;
const common = (lang: Lang) => localeBundle(lang, 'common') as Record<string, string>;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The page of a site's search at `?q=<text>`, with what its loader gave (`result` null: nothing searched). */
async function renderSearch(lang: Lang, page: SearchPageData) {
  const i18n = createI18n(lang, { common: localeBundle(lang, 'common'), works: localeBundle(lang, 'works') });
  const path = lang === 'es' ? '/es/buscar' : '/en/search';
  const data = { page } as PageData<SearchPageData>;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang, site: 'fair', origins: { fair: '', shop: 'http://shop.test' } }),
      HydrateFallback: () => null,
      children: [
        {
          path: path.slice(1),
          Component: () => (
            <I18nextProvider i18n={i18n}>
              <SearchPageView data={data} />
            </I18nextProvider>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[`${path}?q=${encodeURIComponent(page.query.text)}`]} />);
  await screen.findByRole('heading', { level: 2 });
}

const NOTHING_FOUND: SearchPageData['result'] = {
  kind: 'work',
  totalCount: 0,
  nodes: [],
  counts: { work: 0, artist: 0, gallery: 0, exposition: 0 },
};

describe('SearchPageView', () => {
  it.each(['es', 'en'] as const)(
    'asks for two letters when one was searched, not saying nothing matched (%s, issue 36)',
    async (lang) => {
      await renderSearch(lang, { query: { text: 'a', kind: 'work', page: 1 }, result: null });
      expect(screen.getByRole('status')).toHaveTextContent(fill(works(lang).searchPage['tooShort']!, { text: 'a' }));
      expect(
        screen.queryByText(fill(common(lang)['no_se_han_encontrado_coincidencias']!, { text: 'a' })),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(works(lang).searchPage['heading']!);
    },
  );

  it('says nothing matched two letters', async () => {
    await renderSearch('es', { query: { text: 'zz', kind: 'work', page: 1 }, result: NOTHING_FOUND });
    expect(screen.getByRole('status')).toHaveTextContent(
      fill(common('es')['no_se_han_encontrado_coincidencias']!, { text: 'zz' }),
    );
    expect(screen.queryByText(works('es').searchPage['tooShort']!.slice(-20))).not.toBeInTheDocument();
  });

  it('invites a search when nothing was typed', async () => {
    await renderSearch('en', { query: { text: '', kind: 'work', page: 1 }, result: null });
    expect(screen.getByText(works('en').searchPage['prompt']!)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
