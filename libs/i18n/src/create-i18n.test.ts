import i18next from 'i18next';
import type { Lang } from '@art/routing';
import { createI18n, missingKeyMessage } from './create-i18n';
import type { Resources } from './types';

const ES: Resources = {
  common: { menu: { works: 'Obras' }, greeting: 'Hola, {{name}}', only: 'Solo en español' },
  works: { loadMore: 'Cargar más', shown: 'Mostrando {{shown}} de {{total}} obras' },
};
const EN: Resources = {
  common: { menu: { works: 'Works' }, greeting: 'Hello, {{name}}' },
  works: { loadMore: 'Load more', shown: 'Showing {{shown}} of {{total}} works' },
};

describe('createI18n', () => {
  it('is ready at once: translates the default namespace and other namespaces synchronously', () => {
    const i18n = createI18n('es', ES);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('es');
    expect(i18n.t('menu.works')).toBe('Obras');
    expect(i18n.t('works:loadMore')).toBe('Cargar más');
    expect(i18n.t('loadMore', { ns: 'works' })).toBe('Cargar más');
  });

  it('interpolates values without HTML escaping (React escapes when rendering)', () => {
    const i18n = createI18n('en', EN);
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Hello, Ana');
    expect(i18n.t('works:shown', { shown: 20, total: 135 })).toBe('Showing 20 of 135 works');
    expect(i18n.t('greeting', { name: '<b>Tom & Jerry</b>' })).toBe('Hello, <b>Tom & Jerry</b>');
  });

  it('shows the key for a missing text (the Spanish fallback is not loaded in an English page)', () => {
    const i18n = createI18n('en', EN);
    expect(i18n.t('only')).toBe('only');
    expect(i18n.t('works:nothing.here')).toBe('nothing.here');
    expect(i18n.options.fallbackLng).toEqual(['es']);
  });

  it('gives each call its own instance: an English one does not leak into a Spanish one', () => {
    const en = createI18n('en', EN);
    const es = createI18n('es', ES);
    expect(en).not.toBe(es);
    expect(es.t('menu.works')).toBe('Obras');
    expect(en.t('menu.works')).toBe('Works');

    en.addResourceBundle('en', 'common', { extra: 'Extra' }, true, true);
    void en.changeLanguage('es');
    expect(es.language).toBe('es');
    expect(es.t('extra')).toBe('extra');
    expect(es.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('never touches the global i18next instance', () => {
    createI18n('en', EN);
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
    expect(i18next.t('menu.works')).not.toBe('Works');
  });

  it('does not change the resources it was given, so cached bundles stay intact', () => {
    const shared: Resources = { common: Object.freeze({ menu: Object.freeze({ works: 'Obras' }) }) };
    const a = createI18n('es', shared);
    a.addResourceBundle('es', 'common', { menu: { artists: 'Artistas' } }, true, true);
    expect(a.t('menu.artists')).toBe('Artistas');
    expect(shared.common).toEqual({ menu: { works: 'Obras' } });
    expect(createI18n('es', shared).t('menu.artists')).toBe('menu.artists');
  });

  it('uses common as the default namespace, even with no resources', () => {
    const i18n = createI18n('es');
    expect(i18n.options.defaultNS).toBe('common');
    expect(i18n.t('menu.works')).toBe('menu.works');
  });

  it.each(['fr', '', '../es', '<img onerror=alert(1)>'])('refuses the unknown language %j', (lang) => {
    expect(() => createI18n(lang as Lang, ES)).toThrow(/unknown language/);
  });
});

describe('createI18n: missing texts', () => {
  it('tells onMissingKey once per key, with the page language, and still shows the key', () => {
    const missing: unknown[] = [];
    const i18n = createI18n('en', { common: EN.common }, { onMissingKey: (m) => missing.push(m) });
    expect(i18n.t('menu.works')).toBe('Works');
    expect(i18n.t('works:work.priceOnRequest')).toBe('work.priceOnRequest');
    expect(i18n.t('priceOnRequest', { ns: 'works' })).toBe('priceOnRequest');
    expect(i18n.t('works:work.priceOnRequest')).toBe('work.priceOnRequest');
    expect(i18n.t('only')).toBe('only');
    expect(missing).toEqual([
      { lang: 'en', ns: 'works', key: 'work.priceOnRequest' },
      { lang: 'en', ns: 'works', key: 'priceOnRequest' },
      { lang: 'en', ns: 'common', key: 'only' },
    ]);
  });

  it('tells nothing while every text is there, nor without a handler', () => {
    const onMissingKey = jest.fn();
    const i18n = createI18n('es', ES, { onMissingKey });
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Hola, Ana');
    expect(i18n.t('works:shown', { shown: 1, total: 2 })).toBe('Mostrando 1 de 2 obras');
    expect(onMissingKey).not.toHaveBeenCalled();
    expect(createI18n('es', ES).t('nothing.here')).toBe('nothing.here');
  });

  it('logs a line naming the text, the language and the page', () => {
    expect(missingKeyMessage({ lang: 'es', ns: 'works', key: 'work.priceOnRequest' }, '/')).toBe(
      '[i18n] missing key works:work.priceOnRequest (es) on /',
    );
    expect(missingKeyMessage({ lang: 'en', ns: 'common', key: 'x' })).toBe('[i18n] missing key common:x (en)');
  });
});
