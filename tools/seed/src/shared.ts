/**
 * What the steps of `generateSeedData` share: the row type, the seeded streams and decks, the fixed dates of the 2025
 * edition and the cover pictures. Everything here is deterministic.
 */
import { COLOURS, IMAGE_SIZES, type Colour } from '@art/model';
import { coverSvg, createRandom, hashSeed, type Random } from './art';

/** The row a table takes. */
export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** What one generated picture is: its key, pixel size and how to draw it. */
export interface ImageJob {
  key: string;
  width: number;
  height: number;
  svg: () => string;
  /** Index in `works` of the work whose colours this (first) image decides. */
  colourOf?: number;
}

/** What a step answers: its rows, and the pictures they show, in the order they were made. */
export type WithPictures<T> = T & { imageJobs: ImageJob[] };

/** Fixed dates of the 2025 edition: everything else is relative to them. */
export const FAIR_OPENS = Date.UTC(2025, 2, 5, 11, 0, 0); // 12:00 in Madrid
export const DAY = 86_400_000;
export const MINUTE = 60_000;

/** The edition the tickets and photographs belong to (the current one of the seed). */
export const CURRENT_EDITION = 'AM25';

/**
 * Longest side in pixels of a generated work image: the `big` size, so the original, `big` and `biggest` share
 * one encoding (an original is never enlarged) and the first start renders in well under a minute on 2 cores.
 */
export const WORK_IMAGE_SIDE = IMAGE_SIZES.find((s) => s.name === 'big')?.maxSide ?? 1024;

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed content is missing ${what}`);
  return value;
}

export function hexOf(colour: Colour): string {
  return must(
    COLOURS.find((c) => c.key === colour),
    `colour ${colour}`,
  ).hex;
}

/** A stream of its own for one item: `rng('work', 12)`. */
export function rng(kind: string, index: number): Random {
  return createRandom(hashSeed(`${kind}:${index}`));
}

/**
 * `n` values where each value appears about in proportion to its weight and every value at least once
 * (when `n` allows it), in a seeded random order. Guarantees coverage in small sizes.
 */
export function deck<T>(random: Random, entries: readonly (readonly [T, number])[], n: number): T[] {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const counts = entries.map(([, w]) => Math.max(n >= entries.length ? 1 : 0, Math.floor((w / total) * n)));
  const order = entries.map((_, i) => i).sort((a, b) => (entries[b]?.[1] ?? 0) - (entries[a]?.[1] ?? 0));
  let sum = counts.reduce((a, b) => a + b, 0);
  for (let k = 0; sum < n; k++, sum++) counts[order[k % order.length] ?? 0]! += 1;
  for (let k = 0; sum > n; k++) {
    const i = order[k % order.length] ?? 0;
    if ((counts[i] ?? 0) > 1) {
      counts[i]! -= 1;
      sum--;
    }
  }
  const out: T[] = [];
  entries.forEach(([value], i) => {
    for (let c = 0; c < (counts[i] ?? 0); c++) out.push(value);
  });
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Makes slugs unique by numbering repeats: `jardin-azul`, `jardin-azul-2`. */
export function uniqueSlugs() {
  const seen = new Map<string, number>();
  return (base: string): string => {
    const root = base.slice(0, 90).replace(/-+$/, '') || 'obra';
    const count = (seen.get(root) ?? 0) + 1;
    seen.set(root, count);
    let slug = count === 1 ? root : `${root}-${count}`;
    while (count > 1 && seen.has(slug)) slug = `${slug}-${count}`;
    if (count > 1) seen.set(slug, 1);
    return slug;
  };
}

const COVER_WIDTH = WORK_IMAGE_SIDE;
const COVER_HEIGHT = Math.round((WORK_IMAGE_SIDE * 9) / 16);
export const COVER_PALETTES: readonly Colour[][] = [
  ['teal', 'yellow'],
  ['blue', 'orange'],
  ['maroon', 'pink'],
  ['black', 'red'],
  ['green', 'lime'],
  ['violet', 'white'],
  ['purple', 'orange'],
  ['orange', 'blue', 'white'],
];

/** A cover picture (no text: the page sets the title in its language), drawn from a seed text. */
export function cover(key: string, seedText: string, jobs: ImageJob[]): { key: string; width: number; height: number } {
  const palette = must(COVER_PALETTES[hashSeed(seedText) % COVER_PALETTES.length], 'palette').map(hexOf);
  jobs.push({
    key,
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    svg: () => coverSvg({ seed: hashSeed(seedText), palette, width: COVER_WIDTH, height: COVER_HEIGHT }),
  });
  return { key, width: COVER_WIDTH, height: COVER_HEIGHT };
}
