import { assertCanvas, assertPalette } from './artwork';
import { painting } from './painting';
import { createRandom } from './random';
import { escapeXml, fullPalette, inkOn, n, svgDocument } from './svg';

export interface CoverOptions {
  seed: number;
  title: string;
  /** 1 to 3 `#rrggbb` colours. */
  palette: readonly string[];
  width?: number;
  height?: number;
}

/** Greedy word wrap to lines of at most `maxChars` characters; over-long words are cut with an ellipsis. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const word = raw.length > maxChars ? `${raw.slice(0, Math.max(1, maxChars - 1))}…` : raw;
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** Approximate advance of a character in em for the generic serif font. */
const CHAR_EM = 0.56;
const MAX_LINES = 6;

/** The title set in at most six lines inside a box, shrinking the type before cutting the text. */
function titleBlock(title: string, x: number, y: number, boxWidth: number, boxHeight: number, colour: string): string {
  const longestWord = Math.max(...title.split(' ').map((w) => w.length));
  // Large enough to read as a poster, small enough that the longest word fits on a line.
  let size = Math.min(boxHeight / 3.4, boxWidth / ((Math.max(longestWord, 6) + 0.5) * CHAR_EM));
  const lay = () => wrap(title, Math.max(4, Math.floor(boxWidth / (size * CHAR_EM))));
  let lines = lay();
  while ((lines.length > MAX_LINES || lines.length * size * 1.12 > boxHeight) && size > boxHeight / 14) {
    size *= 0.9;
    lines = lay();
  }
  if (lines.length > MAX_LINES) {
    const last = (lines[MAX_LINES - 1] ?? '').replace(/…$/, '');
    lines = [...lines.slice(0, MAX_LINES - 1), `${last}…`];
  }
  const lineHeight = size * 1.12;
  return lines
    .map(
      (line, i) =>
        `<text x="${n(x)}" y="${n(y + size + i * lineHeight)}" font-family="serif" font-size="${n(size)}" fill="${colour}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/**
 * A cover for a post, show or activity: an abstract composition in the palette with the title set
 * on a colour panel or band. Same options, same SVG.
 * @example coverSvg({ seed: 5, title: 'Visita guiada: la colección', palette: ['#00897b', '#fbc02d'] })
 */
export function coverSvg({ seed, title, palette, width = 1600, height = 900 }: CoverOptions): string {
  assertCanvas(width, height);
  assertPalette(palette);
  const text = typeof title === 'string' ? title.trim().replace(/\s+/g, ' ') : '';
  if (!text || text.length > 200) throw new Error('Cover title must be 1 to 200 characters');
  const random = createRandom(seed);
  const colours = fullPalette(palette.map((c) => c.toLowerCase()));
  const [p0] = colours;
  const pad = Math.min(width, height) * 0.08;
  if (random.chance(0.5)) {
    const panel = Math.round(width * random.range(0.4, 0.48));
    const art = painting(random, [colours[1], colours[2], p0], width - panel, height);
    return svgDocument(
      width,
      height,
      art.defs,
      `<svg x="${panel}" width="${width - panel}" height="${height}" viewBox="0 0 ${width - panel} ${height}">${art.body}</svg>` +
        `<rect width="${panel}" height="${height}" fill="${p0}"/>` +
        titleBlock(text, pad, pad, panel - 2 * pad, height - 2 * pad, inkOn(p0)),
    );
  }
  const art = painting(random, colours, width, height);
  const bandHeight = height * random.range(0.3, 0.38);
  const band = '#141414';
  return svgDocument(
    width,
    height,
    art.defs,
    art.body +
      `<rect y="${n(height - bandHeight)}" width="${width}" height="${n(bandHeight)}" fill="${band}" fill-opacity="0.88"/>` +
      titleBlock(text, pad, height - bandHeight + pad * 0.5, width - 2 * pad, bandHeight - pad, '#fafafa'),
  );
}
