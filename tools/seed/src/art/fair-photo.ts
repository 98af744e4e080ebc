import { assertCanvas, assertPalette } from './artwork';
import { painting } from './painting';
import { createRandom, type Random } from './random';
import { fullPalette, grain, n, shade, svgDocument } from './svg';

export interface FairPhotoOptions {
  seed: number;
  /** 1 to 3 `#rrggbb` colours of the works hanging in the stand. */
  palette: readonly string[];
  width: number;
  height: number;
  /** How many visitors stand in the picture (0 to 6). */
  visitors?: number;
}

/** Ids of a composition made unique, so several paintings can share one document. */
function prefixIds(text: string, prefix: string): string {
  return text
    .replace(/id="/g, `id="${prefix}`)
    .replace(/url\(#/g, `url(#${prefix}`)
    .replace(/href="#/g, `href="#${prefix}`);
}

/** A standing visitor seen from behind or aside: head, coat and legs, in a muted tone. */
function visitor(random: Random, x: number, floorY: number, scale: number): string {
  const tone = random.pick(['#2b2b2b', '#3d3a36', '#4a4f57', '#5b3f35', '#29364a', '#6b6259']);
  const coat = shade(tone, random.range(-0.05, 0.12));
  const h = scale * random.range(0.92, 1.06);
  const w = h * random.range(0.24, 0.3);
  const head = h * 0.12;
  const legTop = floorY - h * 0.45;
  return (
    `<ellipse cx="${n(x)}" cy="${n(floorY)}" rx="${n(w * 0.8)}" ry="${n(h * 0.025)}" fill="#000" fill-opacity="0.12"/>` +
    `<rect x="${n(x - w * 0.3)}" y="${n(legTop)}" width="${n(w * 0.24)}" height="${n(h * 0.45)}" rx="${n(w * 0.08)}" fill="${shade(tone, -0.2)}"/>` +
    `<rect x="${n(x + w * 0.06)}" y="${n(legTop)}" width="${n(w * 0.24)}" height="${n(h * 0.45)}" rx="${n(w * 0.08)}" fill="${shade(tone, -0.2)}"/>` +
    `<path d="M${n(x - w / 2)} ${n(floorY - h * 0.36)}L${n(x - w * 0.42)} ${n(floorY - h * 0.78)}Q${n(x)} ${n(floorY - h * 0.86)} ${n(x + w * 0.42)} ${n(floorY - h * 0.78)}L${n(x + w / 2)} ${n(floorY - h * 0.36)}Z" fill="${coat}"/>` +
    `<rect x="${n(x - head * 0.22)}" y="${n(floorY - h * 0.9)}" width="${n(head * 0.44)}" height="${n(head * 0.4)}" fill="${random.pick(['#c99a78', '#8d5b3e', '#e2b99a', '#5a3a28'])}"/>` +
    // Seen from behind: the hair covers the head.
    `<circle cx="${n(x)}" cy="${n(floorY - h * 0.86 - head * 0.6)}" r="${n(head * 0.62)}" fill="${random.pick(['#1d1a17', '#3b2a1e', '#6e5a44', '#b9b2a6', '#2c2520'])}"/>`
  );
}

/**
 * A photograph of a stand at the fair, drawn: a white booth in one-point perspective under track lights, with one to
 * three framed works (abstract paintings in the palette) on its back wall and a few visitors. Same options, same SVG;
 * renderable by sharp (librsvg) quickly, like the other seed pictures.
 * @example fairPhotoSvg({ seed: 3, palette: ['#1e5bd8', '#fbc02d'], width: 1024, height: 683, visitors: 2 })
 */
export function fairPhotoSvg(options: FairPhotoOptions): string {
  const { seed, palette, width: W, height: H } = options;
  assertCanvas(W, H);
  assertPalette(palette);
  const random = createRandom(seed);
  const colours = fullPalette(palette.map((c) => c.toLowerCase()));
  const visitors = Math.max(0, Math.min(6, Math.round(options.visitors ?? random.int(0, 3))));
  // The back wall's corners: the vanishing box of the stand.
  const left = W * random.range(0.14, 0.22);
  const right = W - W * random.range(0.14, 0.22);
  const top = H * random.range(0.07, 0.11);
  const floor = H * random.range(0.66, 0.72);
  const wall = random.pick(['#f2f0ea', '#efece4', '#f4f3ef', '#ebe8e1']);
  let defs =
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b3a8"/><stop offset="1" stop-color="#8f897e"/></linearGradient>` +
    `<radialGradient id="spot" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#fffbe8" stop-opacity="0.35"/><stop offset="1" stop-color="#fffbe8" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="lw" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(wall, -0.16)}"/><stop offset="1" stop-color="${shade(wall, -0.06)}"/></linearGradient>` +
    `<linearGradient id="rw" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="${shade(wall, -0.12)}"/><stop offset="1" stop-color="${shade(wall, -0.04)}"/></linearGradient>`;
  let body =
    `<rect width="${W}" height="${H}" fill="#2a2a2a"/>` +
    `<rect x="${n(left)}" y="${n(top)}" width="${n(right - left)}" height="${n(floor - top)}" fill="${wall}"/>` +
    `<path d="M0 0L${n(left)} ${n(top)}L${n(left)} ${n(floor)}L0 ${H}Z" fill="url(#lw)"/>` +
    `<path d="M${W} 0L${n(right)} ${n(top)}L${n(right)} ${n(floor)}L${W} ${H}Z" fill="url(#rw)"/>` +
    `<path d="M0 ${H}L${n(left)} ${n(floor)}L${n(right)} ${n(floor)}L${W} ${H}Z" fill="url(#fl)"/>` +
    `<path d="M0 0L${W} 0L${n(right)} ${n(top)}L${n(left)} ${n(top)}Z" fill="#1f1f1f"/>`;
  // Track lights along the ceiling's front edge, each washing the back wall.
  const lights = random.int(3, 5);
  for (let i = 0; i < lights; i++) {
    const x = left + ((right - left) * (i + 0.5)) / lights;
    body +=
      `<rect x="${n(x - W * 0.012)}" y="${n(top * 0.35)}" width="${n(W * 0.024)}" height="${n(top * 0.45)}" rx="${n(W * 0.004)}" fill="#0d0d0d"/>` +
      `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n((right - left) / lights / 1.5)}" ry="${n((floor - top) * 0.7)}" fill="url(#spot)"/>`;
  }
  // The works on the back wall, hung at eye level with a shared centre line.
  const count = random.int(1, 3);
  const eye = top + (floor - top) * random.range(0.42, 0.5);
  const space = (right - left) / count;
  for (let i = 0; i < count; i++) {
    const maxW = space * random.range(0.5, 0.72);
    const maxH = (floor - top) * random.range(0.42, 0.62);
    const portrait = random.chance(0.5);
    const w = Math.round(portrait ? Math.min(maxW, maxH * 0.78) : maxW);
    const h = Math.round(portrait ? maxH : Math.min(maxH, maxW * 0.75));
    const x = left + space * i + (space - w) / 2;
    const y = eye - h / 2;
    const order = [colours[i % 3], colours[(i + 1) % 3], colours[(i + 2) % 3]] as [string, string, string];
    const art = painting(random, order, w, h);
    const prefix = `w${i}`;
    defs += prefixIds(art.defs, prefix);
    const frame = Math.max(2, w * 0.025);
    body +=
      `<rect x="${n(x - frame + 4)}" y="${n(y - frame + 6)}" width="${n(w + frame * 2)}" height="${n(h + frame * 2)}" fill="#000" fill-opacity="0.16"/>` +
      `<rect x="${n(x - frame)}" y="${n(y - frame)}" width="${n(w + frame * 2)}" height="${n(h + frame * 2)}" fill="${random.pick(['#1a1a1a', '#f7f7f5', '#b58e5d'])}"/>` +
      `<svg x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${prefixIds(art.body, prefix)}</svg>` +
      `<rect x="${n(x + w + frame * 2)}" y="${n(eye + h * 0.1)}" width="${n(W * 0.014)}" height="${n(W * 0.01)}" fill="#d8d4cb"/>`;
  }
  // Visitors, nearer ones larger, sorted back to front.
  const people = Array.from({ length: visitors }, () => ({
    depth: random.range(0, 1),
    x: random.range(0.12, 0.88) * W,
  }));
  people.sort((a, b) => a.depth - b.depth);
  for (const person of people) {
    const y = floor + (H - floor) * (0.1 + person.depth * 0.85);
    body += visitor(random, person.x, y, (floor - top) * (0.5 + person.depth * 0.45));
  }
  const film = grain('fg', random, { width: W, height: H, frequency: 0.9, opacity: 0.06, octaves: 1 });
  return svgDocument(W, H, defs + film.defs, body + film.overlay);
}
