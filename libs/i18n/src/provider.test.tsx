import { render, screen } from '@testing-library/react';
import { createI18n } from './create-i18n';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLanguage } from './provider';
import type { Resources } from './types';

const RESOURCES = {
  es: {
    common: { menu: { works: 'Obras' }, header: { cartCount: 'Obras en la cesta: {{count}}' } },
    works: { loadMore: 'Cargar más' },
  },
  en: {
    common: { menu: { works: 'Works' }, header: { cartCount: 'Works in the cart: {{count}}' } },
    works: { loadMore: 'Load more' },
  },
} satisfies Record<'es' | 'en', Resources>;

function WorksHeader({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('works');
  return (
    <section>
      <h2>{title ?? t('menu.works')}</h2>
      <p>{t('header.cartCount', { count: 3 })}</p>
      <button type="button">{tw('loadMore')}</button>
      <span>{t('missing.key')}</span>
    </section>
  );
}

describe('react-i18next over createI18n', () => {
  it('render the texts of the provided instance, by namespace', () => {
    render(
      <I18nextProvider i18n={createI18n('es', RESOURCES.es)}>
        <WorksHeader />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Obras' })).toBeInTheDocument();
    expect(screen.getByText('Obras en la cesta: 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
    expect(screen.getByText('missing.key')).toBeInTheDocument();
  });

  it('keep two trees in different languages apart', () => {
    render(
      <>
        <I18nextProvider i18n={createI18n('en', RESOURCES.en)}>
          <WorksHeader />
        </I18nextProvider>
        <I18nextProvider i18n={createI18n('es', RESOURCES.es)}>
          <WorksHeader />
        </I18nextProvider>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
  });

  it('render interpolated values as text, never as markup', () => {
    const i18n = createI18n('es', { common: { hello: 'Hola, {{name}}' } });
    function Hello() {
      const { t } = useTranslation();
      return <p>{t('hello', { name: '<img src=x onerror=alert(1)>' })}</p>;
    }
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <Hello />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hola, <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('give the provided language, and the same t on every render', () => {
    const seen: unknown[] = [];
    function Probe() {
      const { t } = useTranslation('works');
      seen.push(t);
      return <p lang={useLanguage()}>{t('loadMore')}</p>;
    }
    const i18n = createI18n('en', RESOURCES.en);
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByText('Load more')).toHaveAttribute('lang', 'en');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it('show keys outside any provider, as missing texts, and react-i18next says why', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<WorksHeader />);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('useTranslation'),
      expect.objectContaining({ code: 'NO_I18NEXT_INSTANCE' }),
    );
    warn.mockRestore();
    expect(screen.getByRole('heading', { name: 'menu.works' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'loadMore' })).toBeInTheDocument();
  });
});
