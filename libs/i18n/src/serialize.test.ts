import { createI18n } from './create-i18n';
import { readResources, serializeResources } from './serialize';
import type { Resources } from './types';
import { MAX_BUNDLE_DEPTH, MAX_ENTRIES, MAX_TEXT_LENGTH } from './validate';

const RESOURCES: Resources = {
  common: { menu: { works: 'Obras', artists: 'Artistas' }, greeting: 'Hola, {{name}}' },
  works: { loadMore: 'Cargar más' },
};

/** What the page carries: loader data goes through a serialisation step, JSON-like. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function nested(depth: number): Record<string, unknown> {
  let node: Record<string, unknown> = { leaf: 'texto' };
  for (let i = 1; i < depth; i += 1) node = { level: node };
  return node;
}

describe('serializeResources / readResources', () => {
  it('round-trips: the browser builds an instance that says what the server one says, without fetching', () => {
    const serialized = serializeResources('es', RESOURCES);
    const read = readResources(overTheWire(serialized));
    expect(read).toEqual({ lang: 'es', resources: RESOURCES });

    const server = createI18n('es', RESOURCES);
    const browser = createI18n(read.lang, read.resources);
    for (const key of ['menu.works', 'menu.artists', 'works:loadMore']) expect(browser.t(key)).toBe(server.t(key));
    expect(browser.t('greeting', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('keeps the language: an English page reads English', () => {
    const read = readResources(overTheWire(serializeResources('en', { common: { hello: 'Hello' } })));
    expect(read.lang).toBe('en');
    expect(createI18n(read.lang, read.resources).t('hello')).toBe('Hello');
  });

  it('accepts an empty set of namespaces', () => {
    expect(readResources({ lang: 'es', resources: {} })).toEqual({ lang: 'es', resources: {} });
  });

  it('returns a copy, not the object it was given', () => {
    const input = overTheWire(serializeResources('es', RESOURCES)) as {
      resources: { common: Record<string, unknown> };
    };
    const read = readResources(input);
    input.resources.common['greeting'] = 'cambiado';
    expect(read.resources.common?.['greeting']).toBe('Hola, {{name}}');
  });

  it('keeps HTML-looking texts as plain strings (React escapes them when rendering)', () => {
    const text = '</script><script>alert(1)</script>';
    expect(readResources({ lang: 'es', resources: { common: { x: text } } }).resources.common).toEqual({ x: text });
  });

  describe('rejects', () => {
    it.each([
      ['undefined', undefined],
      ['null', null],
      ['a string', '{"lang":"es","resources":{}}'],
      ['an array', [{ lang: 'es', resources: {} }]],
      ['a number', 42],
    ])('%s', (_name, value) => {
      expect(() => readResources(value)).toThrow(/must be an object/);
    });

    it.each([undefined, 'fr', 'ES', '', '<script>', ['es'], 1])('the language %j', (lang) => {
      expect(() => readResources({ lang, resources: {} })).toThrow(/unknown language/);
    });

    it.each([undefined, null, 'common', [], [{ a: 'b' }]])('resources %j', (resources) => {
      expect(() => readResources({ lang: 'es', resources })).toThrow(/object of namespaces/);
    });

    it.each(['../../package', 'errors', 'constructor', "common'; DROP TABLE users; --", ''])(
      'the namespace %j',
      (ns) => {
        expect(() => readResources({ lang: 'es', resources: { [ns]: { a: 'b' } } })).toThrow(/unknown namespace/);
      },
    );

    it.each([
      ['a number', { common: { count: 3 } }],
      ['a boolean', { common: { ok: true } }],
      ['null', { common: { empty: null } }],
      ['an array', { common: { list: ['a', 'b'] } }],
      ['a function', { common: { fn: () => 'x' } }],
      ['a date', { common: { when: new Date(0) } }],
      ['a nested number', { works: { sort: { newest: 1 } } }],
      ['a bundle that is a string', { common: 'Obras' }],
      ['a bundle that is null', { works: null }],
    ])('a bundle with %s', (_name, resources) => {
      expect(() => readResources({ lang: 'es', resources })).toThrow(/must be an object of texts/);
    });

    it.each(['__proto__', 'constructor', 'prototype'])('the prototype key %j, without polluting anything', (key) => {
      const hostile = JSON.parse(`{"lang":"es","resources":{"common":{"menu":{"${key}":{"polluted":"yes"}}}}}`);
      expect(() => readResources(hostile)).toThrow(/forbidden key/);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });

    it('a class instance posing as a bundle', () => {
      class Bundle {
        text = 'x';
      }
      expect(() => readResources({ lang: 'es', resources: { common: new Bundle() } })).toThrow(
        /must be an object of texts/,
      );
    });

    it('nesting deeper than the limit', () => {
      expect(() => readResources({ lang: 'es', resources: { common: nested(MAX_BUNDLE_DEPTH) } })).not.toThrow();
      expect(() => readResources({ lang: 'es', resources: { common: nested(MAX_BUNDLE_DEPTH + 1) } })).toThrow(
        /nested deeper/,
      );
    });

    it('an oversized text, key or number of keys', () => {
      expect(() =>
        readResources({ lang: 'es', resources: { common: { x: 'a'.repeat(MAX_TEXT_LENGTH + 1) } } }),
      ).toThrow(/longer than/);
      expect(() => readResources({ lang: 'es', resources: { common: { ['k'.repeat(1_000)]: 'x' } } })).toThrow(
        /too long/,
      );
      expect(() => readResources({ lang: 'es', resources: { common: { '': 'x' } } })).toThrow(/empty/);
      const half = Object.fromEntries(Array.from({ length: MAX_ENTRIES / 2 + 1 }, (_, i) => [`k${i}`, 'x']));
      expect(() => readResources({ lang: 'es', resources: { common: half } })).not.toThrow();
      expect(() => readResources({ lang: 'es', resources: { common: half, works: half } })).toThrow(/more than/);
    });

    it('on the server too: serializeResources refuses what the browser would refuse', () => {
      expect(() => serializeResources('es', { common: { n: 1 } } as unknown as Resources)).toThrow(
        /must be an object of texts/,
      );
    });
  });
});
