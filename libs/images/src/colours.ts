import { COLOURS, type Colour } from '@art/model';

/** Longest side, in pixels, of the thumbnail whose pixels are counted. */
export const COLOUR_SAMPLE_SIDE = 48;
/** A colour must cover at least this share of the counted pixels to be reported (the most dominant always is). */
const MIN_SHARE = 0.1;
const MAX_COLOURS = 3;
/** Below this Lab chroma a pixel is a grey: it counts as white or black, never as a hue it barely has. */
const NEUTRAL_CHROMA = 12;
/** Lightness splitting greys between white and black (Lab L*, 0–100). */
const NEUTRAL_LIGHTNESS = 55;
/**
 * CIEDE2000's lightness factor kL. 2 (as used for textiles) lets hue outweigh lightness when naming a colour,
 * so a navy is blue rather than purple, while light and dark tones still part (red, pink, maroon).
 */
const LIGHTNESS_FACTOR = 2;
/** Pixels at least this transparent are background and not counted. */
const MIN_ALPHA = 128;

type Lab = readonly [number, number, number];

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

/** CIE L*a*b* (D65) of an sRGB colour. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = linear(r);
  const lg = linear(g);
  const lb = linear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047;
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / 1.08883;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

function hexToLab(hex: string): Lab {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgbToLab((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

const SWATCHES = COLOURS.map((c) => ({ key: c.key, lab: hexToLab(c.hex) }));
const WHITE = SWATCHES.findIndex((s) => s.key === 'white');
const BLACK = SWATCHES.findIndex((s) => s.key === 'black');

/**
 * CIEDE2000 colour difference: lightness, chroma and hue weighted as people perceive them,
 * so a dark blue stays blue and a light red does not turn maroon.
 */
export function deltaE2000(x: Lab, y: Lab): number {
  const [l1, a1, b1] = x;
  const [l2, a2, b2] = y;
  const cMean = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7)));
  const a1p = a1 * (1 + g);
  const a2p = a2 * (1 + g);
  const c1 = Math.hypot(a1p, b1);
  const c2 = Math.hypot(a2p, b2);
  const h1 = c1 === 0 ? 0 : (Math.atan2(b1, a1p) * 180) / Math.PI + (b1 < 0 || (b1 === 0 && a1p < 0) ? 360 : 0);
  const h2 = c2 === 0 ? 0 : (Math.atan2(b2, a2p) * 180) / Math.PI + (b2 < 0 || (b2 === 0 && a2p < 0) ? 360 : 0);
  const dL = l2 - l1;
  const dC = c2 - c1;
  let dh = 0;
  if (c1 * c2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh * Math.PI) / 360);
  const lMean = (l1 + l2) / 2;
  const cpMean = (c1 + c2) / 2;
  let hMean = h1 + h2;
  if (c1 * c2 !== 0) {
    hMean = Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const rad = Math.PI / 180;
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * rad) +
    0.24 * Math.cos(2 * hMean * rad) +
    0.32 * Math.cos((3 * hMean + 6) * rad) -
    0.2 * Math.cos((4 * hMean - 63) * rad);
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt =
    -2 * Math.sqrt(cpMean ** 7 / (cpMean ** 7 + 25 ** 7)) * Math.sin(60 * Math.exp(-(((hMean - 275) / 25) ** 2)) * rad);
  return Math.sqrt((dL / (LIGHTNESS_FACTOR * sl)) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** Index in `COLOURS` of the filter colour a pixel reads as. */
export function nearestColourIndex(r: number, g: number, b: number): number {
  const lab = rgbToLab(r, g, b);
  if (Math.hypot(lab[1], lab[2]) < NEUTRAL_CHROMA) return lab[0] >= NEUTRAL_LIGHTNESS ? WHITE : BLACK;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  SWATCHES.forEach((s, i) => {
    const d = deltaE2000(lab, s.lab);
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

/**
 * The dominant filter colours of interleaved 8-bit pixels (3 or 4 channels), most dominant first.
 * Returns 1 to 3 keys; `white` for an image with no opaque pixel.
 */
export function coloursOfPixels(pixels: Uint8Array, channels: number): Colour[] {
  if (channels !== 3 && channels !== 4) throw new Error(`Expected 3 or 4 channels, got ${channels}`);
  const counts = new Array<number>(SWATCHES.length).fill(0);
  // Thumbnails hold few distinct colours; caching the classification avoids repeating the Lab maths.
  const cache = new Map<number, number>();
  let total = 0;
  for (let i = 0; i + channels <= pixels.length; i += channels) {
    if (channels === 4 && (pixels[i + 3] ?? 0) < MIN_ALPHA) continue;
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    const rgb = (r << 16) | (g << 8) | b;
    let index = cache.get(rgb);
    if (index === undefined) {
      index = nearestColourIndex(r, g, b);
      cache.set(rgb, index);
    }
    counts[index] = (counts[index] ?? 0) + 1;
    total += 1;
  }
  if (total === 0) return ['white'];
  const ranked = counts
    .map((count, i) => ({ key: COLOURS[i]?.key ?? 'white', share: count / total, i }))
    .sort((x, y) => y.share - x.share || x.i - y.i);
  const kept = ranked.filter((c, rank) => rank === 0 || c.share >= MIN_SHARE).slice(0, MAX_COLOURS);
  return kept.map((c) => c.key);
}
