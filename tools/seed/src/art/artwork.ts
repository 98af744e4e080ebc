import { painting } from './painting';
import { paper } from './paper';
import { photo } from './photo';
import { createRandom } from './random';
import { sculpture } from './sculpture';
import { fullPalette, isHexColour, svgDocument } from './svg';

/** Disciplines of the specification: 0 painting, 1 photo, 2 sculpture, 3 paper. */
export type ArtworkDiscipline = 0 | 1 | 2 | 3;

export interface ArtworkOptions {
  seed: number;
  /** 1 to 3 `#rrggbb` colours, most important first; the picture is dominated by them in that order. */
  palette: readonly string[];
  width: number;
  height: number;
  discipline: ArtworkDiscipline;
}

/** Checks width and height of a generated picture. */
export function assertCanvas(width: number, height: number): void {
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 16 || value > 12000) {
      throw new Error(`Artwork ${name} must be an integer from 16 to 12000, got ${value}`);
    }
  }
}

/** Checks a palette of 1 to 3 hex colours. */
export function assertPalette(palette: readonly string[]): void {
  if (!Array.isArray(palette) || palette.length < 1 || palette.length > 3 || !palette.every(isHexColour)) {
    throw new Error(`Artwork palette must be 1 to 3 #rrggbb colours, got ${JSON.stringify(palette)}`);
  }
}

/**
 * An abstract artwork as SVG, the same bytes for the same options: layered colour fields, gestures or
 * geometric abstraction for painting; seascapes, bokeh, architecture or light trails for photo; a lit form
 * on a plinth for sculpture; washes, prints, collage or bands on paper. Renderable by sharp (librsvg):
 * no external fonts or images, and noise only in small tiles so a 1600 px render stays fast.
 * @example artworkSvg({ seed: 7, palette: ['#1e5bd8', '#fbc02d'], width: 1280, height: 1600, discipline: 0 })
 */
export function artworkSvg(options: ArtworkOptions): string {
  const { seed, palette, width, height, discipline } = options;
  assertCanvas(width, height);
  assertPalette(palette);
  const random = createRandom(seed);
  const colours = fullPalette(palette);
  const lower = colours.map((c) => c.toLowerCase()) as [string, string, string];
  const draw = [painting, photo, sculpture, paper][discipline];
  if (!draw) throw new Error(`Artwork discipline must be 0, 1, 2 or 3, got ${discipline}`);
  const { defs, body } = draw(random, lower, width, height);
  return svgDocument(width, height, defs, body);
}
