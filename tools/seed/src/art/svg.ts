import type { Random } from './random';

/** Definitions and drawing of one picture, put together by `svgDocument`. */
export interface Composition {
  defs: string;
  body: string;
}

/** Numbers in SVG: one decimal is enough at these sizes and keeps output short and stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

/** Text content or attribute value made safe for XML. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Whether `value` is a `#rrggbb` colour. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved a fraction `t` towards `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return toHex(x.map((c, i) => c + ((y[i] ?? 0) - c) * t));
}

/**
 * Lighter (t > 0, towards white) or darker (t < 0, towards black). Up to ±0.2 a colour still reads as
 * the same filter colour, which is what keeps a work's palette findable by the colour filter.
 */
export function shade(hex: string, t: number): string {
  return t >= 0 ? mix(hex, '#ffffff', t) : mix(hex, '#000000', -t);
}

/** Relative luminance (WCAG) of a colour, 0 black to 1 white. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white text, whichever reads better on `background`. */
export function inkOn(background: string): string {
  return luminance(background) > 0.4 ? '#141414' : '#fafafa';
}

/** The SVG document around `body`, sized in pixels with a matching viewBox. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/**
 * A tiling grain texture: fractal noise drawn once in a small stitched tile and repeated, because
 * noise filters over a whole 1600 px canvas take a second to render while a tile takes milliseconds.
 * Returns the definitions and a full-canvas overlay.
 */
export function grain(
  id: string,
  random: Random,
  options: { width: number; height: number; frequency: number; opacity: number; tile?: number; octaves?: number },
): { defs: string; overlay: string } {
  const tile = options.tile ?? 240;
  const defs =
    `<filter id="${id}f" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${options.frequency}" numOctaves="${options.octaves ?? 2}" seed="${random.int(1, 9999)}" stitchTiles="stitch"/>` +
    '<feColorMatrix type="saturate" values="0"/>' +
    '<feComponentTransfer><feFuncA type="linear" slope="0" intercept="1"/></feComponentTransfer>' +
    '</filter>' +
    `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">` +
    `<rect width="${tile}" height="${tile}" filter="url(#${id}f)"/></pattern>`;
  return {
    defs,
    overlay: `<rect width="${options.width}" height="${options.height}" fill="url(#${id})" fill-opacity="${options.opacity}"/>`,
  };
}

/** A closed smooth blob around (cx, cy): a radius that wanders, drawn through Catmull-Rom curves. */
export function blobPath(
  random: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  points = 10,
  wobble = 0.25,
): string {
  const vertices: [number, number][] = [];
  const phase = random.range(0, Math.PI * 2);
  for (let i = 0; i < points; i++) {
    const angle = phase + (i / points) * Math.PI * 2;
    const k = 1 + random.range(-wobble, wobble);
    vertices.push([cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k]);
  }
  return closedCurve(vertices);
}

/** A smooth closed path through `vertices` (Catmull-Rom converted to cubic Béziers). */
export function closedCurve(vertices: readonly [number, number][]): string {
  const count = vertices.length;
  const at = (i: number) => vertices[((i % count) + count) % count] as [number, number];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return `${d}Z`;
}

/** A rectangle whose edges waver slightly, like a hand-painted or torn one. */
export function roughRect(
  random: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  roughness: number,
): string {
  const points: [number, number][] = [];
  const steps = 7;
  const jitter = () => random.range(-roughness, roughness);
  for (let i = 0; i < steps; i++) points.push([x + (width * i) / steps + jitter(), y + jitter()]);
  for (let i = 0; i < steps; i++) points.push([x + width + jitter(), y + (height * i) / steps + jitter()]);
  for (let i = 0; i < steps; i++) points.push([x + width - (width * i) / steps + jitter(), y + height + jitter()]);
  for (let i = 0; i < steps; i++) points.push([x + jitter(), y + height - (height * i) / steps + jitter()]);
  return `M${points.map(([px, py]) => `${n(px)} ${n(py)}`).join('L')}Z`;
}

/** The palette completed to three colours: missing ones are light and dark tones of the first. */
export function fullPalette(palette: readonly string[]): [string, string, string] {
  const first = palette[0] as string;
  return [first, palette[1] ?? shade(first, -0.18), palette[2] ?? shade(first, 0.18)];
}
