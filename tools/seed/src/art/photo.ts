import type { Random } from './random';
import { grain, n, shade, type Composition } from './svg';

type Palette = readonly [string, string, string];

/** Long-exposure seascape: a calm sky over a flat sea, the horizon softened by haze. */
function seascape(random: Random, [p0, p1, p2]: Palette, width: number, height: number): Composition {
  const horizon = height * random.range(0.5, 0.64);
  const sea = random.chance(0.7) ? p1 : shade(p0, -0.2);
  let defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p0, -0.16)}"/><stop offset="1" stop-color="${shade(p0, 0.16)}"/></linearGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sea, 0.1)}"/><stop offset="1" stop-color="${shade(sea, -0.16)}"/></linearGradient>` +
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p0, 0.2)}" stop-opacity="0"/><stop offset="0.5" stop-color="${shade(p0, 0.2)}" stop-opacity="0.8"/><stop offset="1" stop-color="${shade(p0, 0.2)}" stop-opacity="0"/></linearGradient>`;
  const haze = height * random.range(0.015, 0.04);
  let body =
    `<rect width="${width}" height="${n(horizon)}" fill="url(#sky)"/>` +
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="url(#sea)"/>` +
    `<rect y="${n(horizon - haze)}" width="${width}" height="${n(haze * 2)}" fill="url(#haze)"/>`;
  if (random.chance(0.5)) {
    const cx = width * random.range(0.2, 0.8);
    const r = Math.min(width, height) * random.range(0.03, 0.06);
    defs += `<radialGradient id="sun"><stop offset="0" stop-color="${p2}" stop-opacity="0.95"/><stop offset="0.45" stop-color="${p2}" stop-opacity="0.6"/><stop offset="1" stop-color="${p2}" stop-opacity="0"/></radialGradient>`;
    body += `<circle cx="${n(cx)}" cy="${n(horizon * random.range(0.35, 0.7))}" r="${n(r * 2.5)}" fill="url(#sun)"/>`;
  }
  // Faint swell lines on the water.
  for (let i = 0; i < random.int(6, 12); i++) {
    const y = horizon + (height - horizon) * random.range(0.05, 0.95);
    body += `<rect x="0" y="${n(y)}" width="${width}" height="${n(height * random.range(0.002, 0.006))}" fill="${shade(sea, random.range(-0.15, 0.15))}" fill-opacity="0.35"/>`;
  }
  return { defs, body };
}

/** Out-of-focus city lights: soft discs of colour over a dusky ground. */
function bokeh(random: Random, [p0, p1, p2]: Palette, width: number, height: number): Composition {
  const side = Math.min(width, height);
  const lights = [p1, p2, shade(p1, 0.18), '#fff8ec'];
  const defs =
    `<linearGradient id="dusk" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${shade(p0, 0.08)}"/><stop offset="1" stop-color="${shade(p0, -0.18)}"/></linearGradient>` +
    lights
      .map(
        (c, i) =>
          `<radialGradient id="b${i}"><stop offset="0" stop-color="${c}" stop-opacity="0.75"/><stop offset="0.78" stop-color="${c}" stop-opacity="0.6"/><stop offset="0.92" stop-color="${c}" stop-opacity="0.35"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
      )
      .join('');
  let body = `<rect width="${width}" height="${height}" fill="url(#dusk)"/>`;
  const band = random.range(0.35, 0.65);
  for (let i = 0; i < random.int(22, 40); i++) {
    // Lights gather along a street-level band, the way a blurred night view does.
    const y = height * Math.min(0.98, Math.max(0.02, band + random.range(-0.3, 0.3) * random.next()));
    const r = side * random.range(0.015, 0.07);
    const gradient = i % 7 === 6 ? 3 : random.int(0, 2);
    body += `<circle cx="${n(random.range(0, width))}" cy="${n(y)}" r="${n(r)}" fill="url(#b${gradient})"/>`;
  }
  return { defs, body };
}

/** Minimal architecture: a lit wall, its return in shade, a hard diagonal shadow and a strip of sky. */
function architecture(random: Random, [p0, p1, p2]: Palette, width: number, height: number): Composition {
  const defs =
    `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${shade(p0, 0.12)}"/><stop offset="1" stop-color="${shade(p0, -0.1)}"/></linearGradient>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p2, -0.1)}"/><stop offset="1" stop-color="${shade(p2, 0.15)}"/></linearGradient>`;
  const edge = width * random.range(0.58, 0.78);
  const skyLine = height * random.range(0.08, 0.2);
  const lean = width * random.range(-0.08, 0.08);
  const shadowStart = height * random.range(0.2, 0.6);
  // Formwork joints and tie holes: what makes a plain plane read as a concrete wall.
  let joints = '';
  const panel = width * random.range(0.16, 0.24);
  for (let x = panel; x < edge; x += panel) {
    joints += `<path d="M${n(x)} ${n(skyLine)}L${n(x)} ${height}" stroke="#000" stroke-opacity="0.08" stroke-width="${n(width * 0.002)}"/>`;
    for (let y = skyLine + panel / 4; y < height; y += panel / 2) {
      joints += `<circle cx="${n(x - panel / 2)}" cy="${n(y)}" r="${n(width * 0.004)}" fill="#000" fill-opacity="0.13"/>`;
    }
  }
  const body =
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<path d="M0 ${n(skyLine)}L${n(edge + lean)} ${n(skyLine * 0.6)}L${n(edge)} ${height}L0 ${height}Z" fill="url(#wall)"/>` +
    `<clipPath id="front"><path d="M0 ${n(skyLine)}L${n(edge + lean)} ${n(skyLine * 0.6)}L${n(edge)} ${height}L0 ${height}Z"/></clipPath>` +
    `<g clip-path="url(#front)">${joints}</g>` +
    `<path d="M${n(edge + lean)} ${n(skyLine * 0.6)}L${width} ${n(skyLine * 1.4)}L${width} ${height}L${n(edge)} ${height}Z" fill="${p1}"/>` +
    `<path d="M${n(edge + lean)} ${n(skyLine * 0.6)}L${width} ${n(skyLine * 1.4)}L${width} ${height}L${n(edge)} ${height}Z" fill="#000" fill-opacity="0.12"/>` +
    `<path d="M0 ${n(shadowStart)}L${n(edge * 0.9)} ${height}L0 ${height}Z" fill="#000" fill-opacity="0.16"/>` +
    `<path d="M${n(edge + lean)} ${n(skyLine * 0.6)}L${n(edge)} ${height}" stroke="${shade(p0, 0.2)}" stroke-opacity="0.6" stroke-width="${n(width * 0.003)}"/>`;
  return { defs, body };
}

/** Long exposure of moving lights: luminous trails with a glow, over a darkening ground. */
function lightTrails(random: Random, [p0, p1, p2]: Palette, width: number, height: number): Composition {
  const side = Math.min(width, height);
  const defs = `<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p0, -0.18)}"/><stop offset="1" stop-color="${shade(p0, 0.05)}"/></linearGradient>`;
  let trails = '';
  const baseline = height * random.range(0.45, 0.75);
  for (let i = 0; i < random.int(5, 10); i++) {
    const colour = random.pick([p1, p1, p2, '#fff6e0']);
    const y0 = baseline + random.range(-0.2, 0.2) * height;
    const y1 = baseline + random.range(-0.25, 0.25) * height;
    const d = `M${n(-width * 0.05)} ${n(y0)}C${n(width * 0.35)} ${n(y0 + random.range(-0.2, 0.2) * height)} ${n(width * 0.65)} ${n(y1 + random.range(-0.2, 0.2) * height)} ${n(width * 1.05)} ${n(y1)}`;
    const w = side * random.range(0.006, 0.016);
    trails +=
      `<path d="${d}" stroke="${colour}" stroke-width="${n(w * 7)}" stroke-opacity="0.12"/>` +
      `<path d="${d}" stroke="${colour}" stroke-width="${n(w * 3)}" stroke-opacity="0.3"/>` +
      `<path d="${d}" stroke="${shade(colour, 0.4)}" stroke-width="${n(w)}" stroke-opacity="0.9"/>`;
  }
  return {
    defs,
    body: `<rect width="${width}" height="${height}" fill="url(#night)"/><g fill="none" stroke-linecap="round">${trails}</g>`,
  };
}

/** A photograph: seascape, bokeh, architecture or light trails, with film grain and a light vignette. */
export function photo(random: Random, palette: Palette, width: number, height: number): Composition {
  const style = random.pick(['sea', 'sea', 'bokeh', 'architecture', 'trails'] as const);
  const picture =
    style === 'sea'
      ? seascape(random, palette, width, height)
      : style === 'bokeh'
        ? bokeh(random, palette, width, height)
        : style === 'architecture'
          ? architecture(random, palette, width, height)
          : lightTrails(random, palette, width, height);
  const film = grain('fg', random, { width, height, frequency: 0.9, opacity: 0.09, octaves: 1, tile: 200 });
  const vignette =
    '<radialGradient id="vg" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>';
  return {
    defs: picture.defs + film.defs + vignette,
    body: picture.body + film.overlay + `<rect width="${width}" height="${height}" fill="url(#vg)"/>`,
  };
}
