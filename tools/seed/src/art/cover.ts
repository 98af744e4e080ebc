import { assertCanvas, assertPalette } from './artwork';
import { painting } from './painting';
import { createRandom } from './random';
import { fullPalette, svgDocument } from './svg';

export interface CoverOptions {
  seed: number;
  /** 1 to 3 `#rrggbb` colours. */
  palette: readonly string[];
  width?: number;
  height?: number;
}

/**
 * A cover for a post, show, activity, banner or press document: an abstract composition in the palette, beside a
 * colour field or across the whole picture. It carries no text: one picture serves both languages, the page sets the
 * title, and no crop of a card cuts words. Same options, same SVG.
 * @example coverSvg({ seed: 5, palette: ['#00897b', '#fbc02d'] })
 */
export function coverSvg({ seed, palette, width = 1600, height = 900 }: CoverOptions): string {
  assertCanvas(width, height);
  assertPalette(palette);
  const random = createRandom(seed);
  const colours = fullPalette(palette.map((c) => c.toLowerCase()));
  const [p0] = colours;
  if (random.chance(0.5)) {
    const panel = Math.round(width * random.range(0.4, 0.48));
    const art = painting(random, [colours[1], colours[2], p0], width - panel, height);
    return svgDocument(
      width,
      height,
      art.defs,
      `<svg x="${panel}" width="${width - panel}" height="${height}" viewBox="0 0 ${width - panel} ${height}">${art.body}</svg>` +
        `<rect width="${panel}" height="${height}" fill="${p0}"/>`,
    );
  }
  const art = painting(random, colours, width, height);
  return svgDocument(width, height, art.defs, art.body);
}
