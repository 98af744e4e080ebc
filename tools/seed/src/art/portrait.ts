import { COLOURS } from '@art/model';
import { createRandom } from './random';
import { grain, n, shade, svgDocument } from './svg';

export interface PortraitOptions {
  seed: number;
  /** Side of the square picture in pixels. */
  size: number;
}

/**
 * An artist's picture: an abstract head-and-shoulders silhouette on a colour ground (flat, cut into
 * planes, or haloed), never a face; the same seed gives the same SVG.
 * @example portraitSvg({ seed: 12, size: 800 })
 */
export function portraitSvg({ seed, size }: PortraitOptions): string {
  if (!Number.isInteger(size) || size < 16 || size > 4000)
    throw new Error(`Portrait size must be an integer from 16 to 4000, got ${size}`);
  const random = createRandom(seed);
  const hues = COLOURS.filter((c) => c.key !== 'white' && c.key !== 'black').map((c) => c.hex);
  const ground = shade(random.pick(hues), random.range(0.35, 0.6));
  const figure = shade(random.pick(hues), -random.range(0.35, 0.6));
  const accent = random.pick(hues);
  const s = size;
  const cx = s * random.range(0.45, 0.55);
  const headR = s * random.range(0.15, 0.19);
  const headY = s * random.range(0.36, 0.42);
  const neckW = headR * 0.75;
  const shoulderY = headY + headR * 1.65;
  const shoulderW = s * random.range(0.33, 0.42);
  const hair = random.pick(['short', 'long', 'bun', 'none'] as const);

  const head = `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(headR * 0.86)}" ry="${n(headR)}"/>`;
  const neck = `<rect x="${n(cx - neckW / 2)}" y="${n(headY + headR * 0.6)}" width="${n(neckW)}" height="${n(headR * 1.2)}"/>`;
  const shoulders =
    `<path d="M${n(cx - shoulderW)} ${s}C${n(cx - shoulderW)} ${n(shoulderY + headR * 0.2)} ${n(cx - shoulderW * 0.6)} ${n(shoulderY)} ${n(cx)} ${n(shoulderY)}` +
    `C${n(cx + shoulderW * 0.6)} ${n(shoulderY)} ${n(cx + shoulderW)} ${n(shoulderY + headR * 0.2)} ${n(cx + shoulderW)} ${s}Z"/>`;
  let hairShape = '';
  if (hair === 'short') {
    hairShape = `<path d="M${n(cx - headR * 0.92)} ${n(headY + headR * 0.1)}C${n(cx - headR)} ${n(headY - headR * 1.25)} ${n(cx + headR)} ${n(headY - headR * 1.25)} ${n(cx + headR * 0.92)} ${n(headY + headR * 0.1)}Z"/>`;
  } else if (hair === 'long') {
    hairShape = `<path d="M${n(cx - headR * 1.05)} ${n(headY + headR * 1.9)}C${n(cx - headR * 1.3)} ${n(headY - headR * 1.4)} ${n(cx + headR * 1.3)} ${n(headY - headR * 1.4)} ${n(cx + headR * 1.05)} ${n(headY + headR * 1.9)}Z"/>`;
  } else if (hair === 'bun') {
    hairShape = `<circle cx="${n(cx + headR * random.range(-0.3, 0.3))}" cy="${n(headY - headR * 1.05)}" r="${n(headR * 0.42)}"/>`;
  }
  const silhouette = `${hairShape}${shoulders}${neck}${head}`;
  const style = random.pick(['flat', 'planes', 'halo'] as const);
  let defs = `<clipPath id="figure">${silhouette}</clipPath>`;
  let body = `<rect width="${s}" height="${s}" fill="${ground}"/>`;
  if (style === 'halo') {
    body += `<circle cx="${n(cx)}" cy="${n(headY)}" r="${n(headR * random.range(1.7, 2.2))}" fill="${accent}"/>`;
  }
  if (style === 'planes') {
    // The figure cut into flat planes of its own colour, as in a papier collé.
    body += `<g clip-path="url(#figure)"><rect width="${s}" height="${s}" fill="${figure}"/>`;
    for (let i = 0; i < random.int(3, 5); i++) {
      const x = random.range(0.2, 0.8) * s;
      body += `<path d="M${n(x)} 0L${n(x + random.range(-0.3, 0.3) * s)} ${s}L${s} ${s}L${s} 0Z" fill="${random.pick([shade(figure, 0.15), shade(figure, -0.2), accent])}" fill-opacity="0.55"/>`;
    }
    body += '</g>';
  } else {
    defs += `<linearGradient id="fg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(figure, 0.12)}"/><stop offset="1" stop-color="${shade(figure, -0.12)}"/></linearGradient>`;
    body += `<g fill="url(#fg)">${silhouette}</g>`;
  }
  const texture = grain('pt', random, { width: s, height: s, frequency: 0.7, opacity: 0.06, octaves: 1, tile: 160 });
  return svgDocument(s, s, defs + texture.defs, body + texture.overlay);
}
