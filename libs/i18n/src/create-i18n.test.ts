import type { Lang } from '@art/routing';
import { addNamespace, createI18n, missingKeyMessage } from './create-i18n';
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
  });

  it('gives each call its own instance: an English one does not leak into a Spanish one', () => {
    const en = createI18n('en', EN);
    const es = createI18n('es', ES);
    expect(en).not.toBe(es);
    expect(es.t('menu.works')).toBe('Obras');
    expect(en.t('menu.works')).toBe('Works');

    addNamespace(en, 'forms', { extra: 'Extra' });
    expect(en.t('forms:extra')).toBe('Extra');
    expect(es.hasResourceBundle('es', 'forms')).toBe(false);
    expect(es.t('forms:extra')).toBe('extra');
  });

  it('does not change the resources it was given, so cached bundles stay intact', () => {
    const shared: Resources = { common: Object.freeze({ menu: Object.freeze({ works: 'Obras' }) }) };
    const a = createI18n('es', shared);
    addNamespace(a, 'common', { menu: { artists: 'Artistas' } });
    addNamespace(a, 'works', { loadMore: 'Cargar más' });
    expect(a.t('menu.artists')).toBe('menu.artists');
    expect(a.t('works:loadMore')).toBe('Cargar más');
    expect(shared).toEqual({ common: { menu: { works: 'Obras' } } });
    expect(createI18n('es', shared).hasResourceBundle('es', 'works')).toBe(false);
  });

  it('uses common as the default namespace, even with no resources', () => {
    const i18n = createI18n('es');
    expect(i18n.t('menu.works')).toBe('menu.works');
  });

  it('gives a namespace’s function, which still reads other namespaces by prefix or option', () => {
    const works = createI18n('es', ES).getFixedT('es', 'works');
    expect(works('loadMore')).toBe('Cargar más');
    expect(works('menu.works', { ns: 'common' })).toBe('Obras');
    expect(works('common:menu.works')).toBe('Obras');
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

describe('createI18n: plurals, ordinals, contexts and values', () => {
  const texts = (lang: Lang): Resources => ({
    common: {
      cart:
        lang === 'es'
          ? { items_one: '{{count}} obra', items_other: '{{count}} obras' }
          : { items_one: '{{count}} work', items_other: '{{count}} works' },
      edition_ordinal_one: '{{count}}st edition',
      edition_ordinal_two: '{{count}}nd edition',
      edition_ordinal_few: '{{count}}rd edition',
      edition_ordinal_other: '{{count}}th edition',
      intro: 'The fair',
      intro_shop: 'The shop',
      total: 'Total: {{count}}',
      shown_fair_one: 'One work at the fair',
      shown_fair_other: '{{count}} works at the fair',
      shown_other: '{{count}} works',
      list: '{{ names }} and {{names}}',
      nested: { deep: { text: 'Deep {{a.b}}' } },
      'flat.key': 'A key with a dot',
    },
  });

  it('chooses the plural form of the page language', () => {
    const es = createI18n('es', texts('es'));
    const en = createI18n('en', texts('en'));
    expect([0, 1, 2, 1.5].map((count) => es.t('cart.items', { count }))).toEqual([
      '0 obras',
      '1 obra',
      '2 obras',
      '1.5 obras',
    ]);
    expect([0, 1, 2].map((count) => en.t('cart.items', { count }))).toEqual(['0 works', '1 work', '2 works']);
  });

  it('reads every plural form of the language’s rules, Spanish `_many` included (the locales test keeps them written)', () => {
    const es = createI18n('es', {
      common: { items_one: '{{count}} obra', items_many: '{{count}} de obras', items_other: '{{count}} obras' },
    });
    // CLDR's Spanish has a `many` form for round millions.
    expect(es.t('items', { count: 1_000_000 })).toBe('1000000 de obras');
    expect(es.t('items', { count: 999_999 })).toBe('999999 obras');
  });

  it('chooses the ordinal form with `ordinal`', () => {
    const en = createI18n('en', texts('en'));
    expect([1, 2, 3, 4, 11, 21, 22, 23].map((count) => en.t('edition', { count, ordinal: true }))).toEqual([
      '1st edition',
      '2nd edition',
      '3rd edition',
      '4th edition',
      '11th edition',
      '21st edition',
      '22nd edition',
      '23rd edition',
    ]);
  });

  it('chooses the context’s text where there is one, and the plain text elsewhere', () => {
    const en = createI18n('en', texts('en'));
    expect(en.t('intro', { context: 'shop' })).toBe('The shop');
    expect(en.t('intro', { context: 'fair' })).toBe('The fair');
    expect(en.t('intro', { context: '' })).toBe('The fair');
    expect(en.t('shown', { context: 'fair', count: 1 })).toBe('One work at the fair');
    expect(en.t('shown', { context: 'fair', count: 7 })).toBe('7 works at the fair');
    expect(en.t('shown', { context: 'shop', count: 7 })).toBe('7 works');
  });

  it('uses the plain text and fills {{count}} when there are no plural forms', () => {
    expect(createI18n('en', texts('en')).t('total', { count: 3 })).toBe('Total: 3');
  });

  it('reads flat keys with dots, nested groups, spaces in placeholders and dotted value names', () => {
    const en = createI18n('en', texts('en'));
    expect(en.t('flat.key')).toBe('A key with a dot');
    expect(en.t('nested.deep.text', { 'a.b': 'value' })).toBe('Deep value');
    expect(en.t('list', { names: 'Ana' })).toBe('Ana and Ana');
  });

  it('leaves a placeholder whose value is not given, fills null and numbers as text', () => {
    const en = createI18n('en', texts('en'));
    expect(en.t('list')).toBe('{{ names }} and {{names}}');
    expect(en.t('list', { names: null })).toBe(' and ');
    expect(en.t('list', { names: 0 })).toBe('0 and 0');
  });

  it('does not read a value into a replacement pattern', () => {
    const en = createI18n('en', texts('en'));
    expect(en.t('list', { names: '$& $1 $$' })).toBe('$& $1 $$ and $& $1 $$');
  });

  it('treats a group, an inherited property or an unknown namespace prefix as a missing text', () => {
    const missing: string[] = [];
    const en = createI18n('en', texts('en'), { onMissingKey: (m) => missing.push(`${m.ns}:${m.key}`) });
    expect(en.t('nested.deep')).toBe('nested.deep');
    expect(en.t('constructor')).toBe('constructor');
    expect(en.t('__proto__')).toBe('__proto__');
    expect(en.t('toString')).toBe('toString');
    expect(en.t('nested.deep.text.length')).toBe('nested.deep.text.length');
    expect(en.t('nope:intro')).toBe('intro');
    expect(en.t('intro', { ns: 'works' })).toBe('intro');
    expect(missing).toEqual([
      'common:nested.deep',
      'common:constructor',
      'common:__proto__',
      'common:toString',
      'common:nested.deep.text.length',
      'nope:intro',
      'works:intro',
    ]);
  });

  it('ignores a bundle under a name that is not a namespace', () => {
    const i18n = createI18n('en', { ['evil' as 'common']: { x: 'X' } });
    expect(i18n.t('evil:x')).toBe('x');
  });
});
