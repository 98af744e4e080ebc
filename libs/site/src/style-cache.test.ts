import { css, keyframes } from '@emotion/react';
import { createStyleCache, prefixForTargets, WEBKIT_ONLY_PROPERTIES } from './style-cache';

/** The CSS the cache writes for `styles` under the class `.x` (each rule as the sheet is given it). */
function written(styles: ReturnType<typeof css>): string {
  const cache = createStyleCache();
  const rules: string[] = [];
  const sheet = Object.assign(Object.create(null) as typeof cache.sheet, {
    insert: (rule: string) => rules.push(rule),
  });
  cache.insert('.x', styles, sheet, false);
  return rules.join('');
}

describe('the sites’ style cache', () => {
  it('writes flex, transitions, text decoration, placeholders and keyframes unprefixed, as browsers read them now', () => {
    const out = written(
      css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        transition: 'color 120ms',
        textDecoration: 'none',
        columnGap: 8,
        '&::placeholder': { color: 'grey' },
      }),
    );
    expect(out).toContain('display:flex;');
    expect(out).toContain('align-items:center;');
    expect(out).toContain('text-decoration:none;');
    expect(out).toContain('.x::placeholder{color:grey;}');
    expect(out).not.toMatch(/-webkit-|-ms-|-moz-/);
    const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
    expect(written(css({ animation: `${spin} 1s` }))).not.toMatch(/-webkit-/);
  });

  it('prefixes the properties Safari 16 reads only with -webkit-, before the standard one', () => {
    expect(written(css({ userSelect: 'none', hyphens: 'auto' }))).toBe(
      '.x{-webkit-user-select:none;user-select:none;-webkit-hyphens:auto;hyphens:auto;}',
    );
    expect(WEBKIT_ONLY_PROPERTIES.has('text-size-adjust')).toBe(true);
  });

  it('leaves a declaration already written by an earlier plugin alone', () => {
    const element = { type: 'decl', props: 'user-select', value: 'user-select:none;', return: 'kept' };
    prefixForTargets(element as never, 0, [], () => undefined);
    expect(element.return).toBe('kept');
  });

  it('keeps the server’s key, so the browser adopts the server’s style tags', () => {
    expect(createStyleCache().key).toBe('css');
  });
});
