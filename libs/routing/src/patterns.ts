import { type Lang, type RouteRecord, ROUTES } from './route-table';

/** One segment of a compiled pattern. */
export type PatternSegment =
  | { readonly kind: 'literal'; readonly text: string; readonly folded: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

/** One concrete path pattern of a route in one language. */
export interface CompiledPattern {
  /** `{key}.{lang}`, or `{key}.en.{n}` for the n-th English alias (from 1). */
  readonly id: string;
  readonly route: RouteRecord;
  readonly lang: Lang;
  readonly path: string;
  readonly segments: readonly PatternSegment[];
}

/**
 * Rules for params whose values have a known shape; any other param accepts any non-empty segment.
 * The matcher refuses a value that breaks its rule (no match), and `href` throws on one.
 */
export const PARAM_RULES: Readonly<
  Record<
    string,
    {
      readonly pattern: RegExp;
      readonly describe: string;
      readonly normalize: (value: string) => string;
      readonly inLinks: (value: string) => string;
    }
  >
> = {
  // Catalogue prefixes are written lower-case in links (`am25`) and upper-case in constants (`AM25`).
  catalogPrefix: {
    pattern: /^[A-Za-z0-9]{2,16}$/,
    describe: '2 to 16 letters or digits',
    normalize: (value) => value.toUpperCase(),
    inLinks: (value) => value.toLowerCase(),
  },
  // Banner ids are database serials.
  id: { pattern: /^[0-9]{1,10}$/, describe: 'a whole number', normalize: (value) => value, inLinks: (value) => value },
};

/** Whether text holds a control character (U+0000–U+001F, U+007F), which no address may carry. */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Literal text compared as React Router does: case-insensitively, unicode in NFC. */
export function foldLiteral(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function compileSegments(path: string): PatternSegment[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment): PatternSegment => {
      if (segment.startsWith(':')) {
        const optional = segment.endsWith('?');
        return { kind: 'param', name: segment.slice(1, optional ? -1 : undefined), optional };
      }
      const text = segment.normalize('NFC');
      return { kind: 'literal', text, folded: foldLiteral(text) };
    });
}

function rank(segment: PatternSegment | undefined): number {
  // Literal before param: `/cesta/pago/:orderCode` wins over `/cesta/:step` (inventory §1.5).
  // An ended pattern before an optional param: `/x` exactly is more specific than `/x/:y?`.
  if (!segment) return 2;
  if (segment.kind === 'literal') return 0;
  return segment.optional ? 3 : 1;
}

/** Orders patterns literal-first, segment by segment; ties are broken by text so the order is stable. */
export function comparePatterns(a: CompiledPattern, b: CompiledPattern): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let index = 0; index < length; index += 1) {
    const left = a.segments[index];
    const right = b.segments[index];
    const difference = rank(left) - rank(right);
    if (difference !== 0) return difference;
    if (left?.kind === 'literal' && right?.kind === 'literal' && left.folded !== right.folded) {
      return left.folded < right.folded ? -1 : 1;
    }
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function patternsOf(route: RouteRecord): CompiledPattern[] {
  const list: CompiledPattern[] = [];
  const add = (id: string, lang: Lang, path: string): void => {
    list.push({ id, route, lang, path, segments: compileSegments(path) });
  };
  if (route.paths.es) add(`${route.key}.es`, 'es', route.paths.es);
  if (route.paths.en) add(`${route.key}.en`, 'en', route.paths.en);
  route.paths.enAliases?.forEach((path, index) => add(`${route.key}.en.${index + 1}`, 'en', path));
  return list;
}

/** Every concrete pattern of a table, ordered literal-first. */
export function compilePatterns(routes: readonly RouteRecord[]): readonly CompiledPattern[] {
  return Object.freeze(routes.flatMap((route) => patternsOf(route)).sort(comparePatterns));
}

/** The compiled patterns of the route table. */
export const PATTERNS: readonly CompiledPattern[] = compilePatterns(ROUTES);
