import type { Random } from './random';
import { blobPath, n, shade, type Composition } from './svg';

type Palette = readonly [string, string, string];

/** A volume lit from one side: highlight towards the light, core in the colour itself, shade away from it. */
function volumeGradient(id: string, colour: string, light: number): string {
  const fx = light < 0 ? 0.32 : 0.68;
  return (
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.72" fx="${fx}" fy="0.3">` +
    `<stop offset="0" stop-color="${shade(colour, 0.16)}"/><stop offset="0.5" stop-color="${colour}"/>` +
    `<stop offset="0.88" stop-color="${shade(colour, -0.12)}"/><stop offset="1" stop-color="${shade(colour, -0.2)}"/></radialGradient>`
  );
}

interface Stage {
  cx: number;
  /** Where the sculpture stands (top of the plinth). */
  base: number;
  /** Room above the plinth the sculpture may fill. */
  room: { width: number; height: number };
  light: number;
}

/** A sculpture photographed in a gallery: a lit form on a white plinth, its shadows, a neutral wall and floor. */
export function sculpture(random: Random, [p0, p1, p2]: Palette, width: number, height: number): Composition {
  const light = random.chance(0.5) ? -1 : 1;
  const floorY = height * random.range(0.66, 0.72);
  const cx = width * random.range(0.47, 0.53);
  const plinthWidth = Math.min(width * random.range(0.34, 0.46), height * 0.55);
  const plinthBottom = floorY + height * random.range(0.12, 0.18);
  const plinthTop = plinthBottom - height * random.range(0.12, 0.16);
  const topDepth = plinthWidth * 0.1;
  const roomHeight = plinthTop - height * 0.04;
  const stage: Stage = {
    cx,
    base: plinthTop,
    room: { width: Math.min(width * 0.7, roomHeight * 1.2), height: roomHeight },
    light,
  };

  let defs =
    '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dedad4"/><stop offset="1" stop-color="#ebe8e3"/></linearGradient>' +
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfcac2"/><stop offset="1" stop-color="#bdb7ae"/></linearGradient>' +
    '<linearGradient id="plinth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f6f3"/><stop offset="1" stop-color="#e4e1dc"/></linearGradient>' +
    '<radialGradient id="spot" cx="0.5" cy="0.35" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    `<linearGradient id="cast" x1="${light < 0 ? 0 : 1}" y1="0" x2="${light < 0 ? 1 : 0}" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`;

  const pLeft = cx - plinthWidth / 2;
  const castLength = plinthWidth * random.range(0.6, 1.1) * -light;
  let body =
    `<rect width="${width}" height="${n(floorY)}" fill="url(#wall)"/>` +
    `<rect y="${n(floorY)}" width="${width}" height="${n(height - floorY)}" fill="url(#floor)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(height * 0.3)}" rx="${n(width * 0.45)}" ry="${n(height * 0.4)}" fill="url(#spot)"/>` +
    // The plinth's shadow falls across the floor away from the light.
    `<path d="M${n(pLeft)} ${n(plinthBottom)}L${n(pLeft + plinthWidth)} ${n(plinthBottom)}L${n(pLeft + plinthWidth + castLength)} ${n(plinthBottom + height * 0.06)}L${n(pLeft + castLength)} ${n(plinthBottom + height * 0.06)}Z" fill="url(#cast)"/>` +
    `<rect x="${n(pLeft)}" y="${n(plinthTop)}" width="${n(plinthWidth)}" height="${n(plinthBottom - plinthTop)}" fill="url(#plinth)"/>` +
    `<path d="M${n(pLeft)} ${n(plinthTop)}L${n(pLeft + topDepth)} ${n(plinthTop - topDepth * 0.6)}L${n(pLeft + plinthWidth - topDepth)} ${n(plinthTop - topDepth * 0.6)}L${n(pLeft + plinthWidth)} ${n(plinthTop)}Z" fill="#fbfbfa"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(plinthTop - topDepth * 0.25)}" rx="${n(plinthWidth * 0.42)}" ry="${n(topDepth * 0.5)}" fill="url(#contact)"/>`;

  const form = random.pick(['ovoid', 'stack', 'ring', 'monolith', 'organic'] as const);
  const gradients = [p0, p1, p2].map((c, i) => volumeGradient(`v${i}`, c, light)).join('');
  defs += gradients;
  body += drawForm(random, form, stage);
  return { defs, body };
}

function drawForm(random: Random, form: 'ovoid' | 'stack' | 'ring' | 'monolith' | 'organic', stage: Stage): string {
  const { cx, base, room } = stage;
  if (form === 'ovoid') {
    const h = room.height * random.range(0.85, 0.98);
    const w = Math.min(room.width, h * random.range(0.85, 1.2));
    // Sunk a little into the plinth's top: it rests on it rather than floating.
    return `<path d="${blobPath(random, cx, base - h / 2 + h * 0.04, w / 2, h / 2, 12, 0.04)}" fill="url(#v0)"/>`;
  }
  if (form === 'stack') {
    const count = random.int(3, 4);
    const total = room.height * random.range(0.85, 0.98);
    const unit = total / count;
    let y = base;
    let parts = '';
    for (let i = 0; i < count; i++) {
      // The first colour takes the largest pieces: the bottom one and every other.
      const colour = i % 2 === 0 ? 0 : i % 4 === 1 ? 1 : 2;
      const w = Math.min(room.width, room.height * random.range(0.85, 1.1)) * (i % 2 === 0 ? 1 : 0.72);
      parts += `<ellipse cx="${n(cx + random.range(-0.04, 0.04) * w)}" cy="${n(y - unit / 2)}" rx="${n(w / 2)}" ry="${n(unit * 0.56)}" fill="url(#v${colour})"/>`;
      y -= unit;
    }
    return parts;
  }
  if (form === 'ring') {
    const r = Math.min(room.width / 2, room.height / 2) * random.range(0.9, 1);
    const inner = r * random.range(0.38, 0.55);
    const cy = base - r;
    return (
      `<path d="M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z` +
      `M${n(cx - inner)} ${n(cy)}a${n(inner)} ${n(inner)} 0 1 1 ${n(2 * inner)} 0a${n(inner)} ${n(inner)} 0 1 1 ${n(-2 * inner)} 0Z" fill="url(#v0)" fill-rule="evenodd"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(inner)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${n(r * 0.05)}"/>`
    );
  }
  if (form === 'monolith') {
    const h = room.height * random.range(0.85, 0.98);
    const w = Math.min(room.width * 0.8, h * random.range(0.45, 0.65));
    const side = w * random.range(0.25, 0.4);
    const front = stage.light < 0 ? cx - w / 2 : cx - w / 2 + side;
    const sideX = stage.light < 0 ? front + w - side : cx - w / 2;
    const lean = w * random.range(-0.08, 0.08);
    return (
      `<path d="M${n(front)} ${n(base)}L${n(front + w - side)} ${n(base)}L${n(front + w - side + lean)} ${n(base - h)}L${n(front + lean)} ${n(base - h)}Z" fill="url(#v0)"/>` +
      `<path d="M${n(sideX)} ${n(base)}L${n(sideX + side)} ${n(base)}L${n(sideX + side + lean)} ${n(base - h)}L${n(sideX + lean)} ${n(base - h)}Z" fill="url(#v0)"/>` +
      `<path d="M${n(sideX)} ${n(base)}L${n(sideX + side)} ${n(base)}L${n(sideX + side + lean)} ${n(base - h)}L${n(sideX + lean)} ${n(base - h)}Z" fill="#000" fill-opacity="0.18"/>`
    );
  }
  const h = room.height * random.range(0.85, 0.98);
  const w = Math.min(room.width, h * random.range(0.95, 1.3));
  const cy = base - h / 2 + h * 0.06;
  const outer = blobPath(random, cx, cy, w / 2, h / 2, 9, 0.18);
  const hole = blobPath(
    random,
    cx + random.range(-0.1, 0.1) * w,
    cy - random.range(0, 0.12) * h,
    w * 0.14,
    h * 0.16,
    7,
    0.2,
  );
  return (
    `<path d="${outer}${hole}" fill="url(#v0)" fill-rule="evenodd"/>` +
    `<path d="${hole}" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="${n(w * 0.03)}"/>`
  );
}
