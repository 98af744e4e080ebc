import type { Random } from './random';
import { blobPath, grain, n, roughRect, shade, type Composition } from './svg';

type Palette = readonly [string, string, string];

const PAPER = '#f2eee5';
const INK = '#1b1b1b';
const PENCIL = '#6f6c68';

/** Watercolour and ink: pooled washes with darker dried edges, a few ink lines drawn over them. */
function inkWash(random: Random, [p0, p1, p2]: Palette, width: number, height: number): string {
  const side = Math.min(width, height);
  const parts: string[] = [];
  const wash = (colour: string, cx: number, cy: number, rx: number, ry: number, opacity: number) => {
    const d = blobPath(random, cx, cy, rx, ry, random.int(10, 14), 0.28);
    parts.push(
      `<path d="${d}" fill="${colour}" fill-opacity="${opacity}" stroke="${shade(colour, -0.15)}" stroke-width="${n(side * 0.004)}" stroke-opacity="0.55"/>`,
      `<path d="${blobPath(random, cx + rx * random.range(-0.3, 0.3), cy + ry * random.range(-0.3, 0.3), rx * 0.45, ry * 0.4, 8, 0.3)}" fill="${shade(colour, 0.16)}" fill-opacity="0.45"/>`,
    );
  };
  for (let i = 0; i < random.int(2, 3); i++) {
    wash(
      p0,
      width * random.range(0.35, 0.65),
      height * random.range(0.35, 0.65),
      width * random.range(0.28, 0.42),
      height * random.range(0.25, 0.38),
      0.88,
    );
  }
  wash(
    p1,
    width * random.range(0.2, 0.8),
    height * random.range(0.2, 0.8),
    width * random.range(0.1, 0.2),
    height * random.range(0.08, 0.18),
    0.8,
  );
  if (random.chance(0.6)) {
    wash(
      p2,
      width * random.range(0.2, 0.8),
      height * random.range(0.2, 0.8),
      width * random.range(0.05, 0.12),
      height * random.range(0.05, 0.1),
      0.8,
    );
  }
  for (let i = 0; i < random.int(3, 7); i++) {
    const x0 = random.range(0.05, 0.95) * width;
    const y0 = random.range(0.05, 0.95) * height;
    const x1 = random.range(0.05, 0.95) * width;
    const y1 = random.range(0.05, 0.95) * height;
    parts.push(
      `<path d="M${n(x0)} ${n(y0)}Q${n(random.range(0, width))} ${n(random.range(0, height))} ${n(x1)} ${n(y1)}" stroke="${INK}" stroke-width="${n(side * random.range(0.0015, 0.004))}" fill="none" stroke-linecap="round" stroke-opacity="0.85"/>`,
    );
  }
  return parts.join('');
}

/** A screenprint with paper margins: a flat inked field, shapes printed over it slightly off register, pencil edition and signature. */
function print(random: Random, [p0, p1, p2]: Palette, width: number, height: number): string {
  const side = Math.min(width, height);
  const margin = side * random.range(0.06, 0.09);
  const bottom = margin * 1.5;
  const fw = width - 2 * margin;
  const fh = height - margin - bottom;
  const parts = [`<path d="${roughRect(random, margin, margin, fw, fh, side * 0.0015)}" fill="${p0}"/>`];
  for (let i = 0; i < random.int(1, 3); i++) {
    const colour = i === 1 ? p2 : p1;
    const shapeSide = Math.min(fw, fh) * random.range(0.22, 0.4);
    const x = margin + random.range(0.1, 0.9) * fw - shapeSide / 2;
    const y = margin + random.range(0.15, 0.85) * fh - shapeSide / 2;
    const kind = random.pick(['circle', 'bar', 'arch'] as const);
    const shape = (dx: number, fill: string, opacity: number) =>
      kind === 'circle'
        ? `<circle cx="${n(x + shapeSide / 2 + dx)}" cy="${n(y + shapeSide / 2)}" r="${n(shapeSide / 2)}" fill="${fill}" fill-opacity="${opacity}"/>`
        : kind === 'bar'
          ? `<rect x="${n(x + dx)}" y="${n(y)}" width="${n(shapeSide * 0.35)}" height="${n(shapeSide * 1.2)}" fill="${fill}" fill-opacity="${opacity}"/>`
          : `<path d="M${n(x + dx)} ${n(y + shapeSide)}A${n(shapeSide / 2)} ${n(shapeSide / 2)} 0 0 1 ${n(x + dx + shapeSide)} ${n(y + shapeSide)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
    // A second pass slightly off register, as hand-pulled prints have.
    parts.push(shape(side * 0.005, shade(colour, -0.2), 0.35), shape(0, colour, 1));
  }
  const textY = height - bottom * 0.45;
  const fontSize = n(side * 0.02);
  parts.push(
    `<text x="${n(margin)}" y="${n(textY)}" font-family="serif" font-style="italic" font-size="${fontSize}" fill="${PENCIL}">${random.int(1, 30)}/${random.pick([30, 40, 50, 75, 100])}</text>`,
  );
  let signature = `M${n(width - margin - side * 0.16)} ${n(textY)}`;
  for (let i = 0; i < 6; i++) {
    signature += `q${n(side * 0.012)} ${n(-side * random.range(0.01, 0.03))} ${n(side * 0.024)} 0`;
  }
  parts.push(
    `<path d="${signature}" stroke="${PENCIL}" stroke-width="${n(side * 0.0018)}" fill="none" stroke-linecap="round"/>`,
  );
  return parts.join('');
}

/** Cut-paper collage: a large coloured sheet and organic cut-outs laid over it, each casting a faint shadow. */
function collage(random: Random, [p0, p1, p2]: Palette, width: number, height: number): string {
  const side = Math.min(width, height);
  const angle = random.range(-2.5, 2.5);
  const sx = width * random.range(0.08, 0.14);
  const sy = height * random.range(0.08, 0.14);
  const sheet = `x="${n(sx)}" y="${n(sy)}" width="${n(width - 2 * sx)}" height="${n(height - 2 * sy)}" transform="rotate(${n(angle)} ${n(width / 2)} ${n(height / 2)})"`;
  const offset = side * 0.006;
  const parts = [
    `<g transform="translate(${n(offset)} ${n(offset)})"><rect ${sheet} fill="#000" fill-opacity="0.12"/></g>`,
    `<rect ${sheet} fill="${p0}"/>`,
  ];
  for (let i = 0; i < random.int(3, 6); i++) {
    const colour = random.pick([p1, p1, p2, '#f7f5ef']);
    const cx = width * random.range(0.15, 0.85);
    const cy = height * random.range(0.15, 0.85);
    const d = blobPath(
      random,
      cx,
      cy,
      side * random.range(0.06, 0.16),
      side * random.range(0.08, 0.2),
      random.int(7, 11),
      0.55,
    );
    parts.push(
      `<path d="${d}" fill="#000" fill-opacity="0.14" transform="translate(${n(offset)} ${n(offset)})"/>`,
      `<path d="${d}" fill="${colour}"/>`,
    );
  }
  return parts.join('');
}

/** Horizontal bands of thin wash between pencil lines, inside a paper margin. */
function bands(random: Random, [p0, p1]: Palette, width: number, height: number): string {
  const side = Math.min(width, height);
  const margin = side * random.range(0.05, 0.08);
  const count = random.int(5, 12);
  const pitch = (height - 2 * margin) / count;
  const parts: string[] = [];
  const accent = random.chance(0.5) ? p1 : shade(p0, 0.16);
  for (let i = 0; i < count; i++) {
    const y = margin + i * pitch;
    parts.push(
      `<path d="${roughRect(random, margin, y, width - 2 * margin, pitch, side * 0.002)}" fill="${i % 3 === 2 ? accent : p0}" fill-opacity="0.9"/>`,
    );
  }
  for (let i = 0; i <= count; i++) {
    const y = margin + i * pitch + random.range(-0.5, 0.5);
    parts.push(
      `<path d="M${n(margin)} ${n(y)}L${n(width - margin)} ${n(y + random.range(-1, 1))}" stroke="${PENCIL}" stroke-width="${n(side * 0.0012)}" stroke-opacity="0.8"/>`,
    );
  }
  return parts.join('');
}

/** A work on paper: watercolour and ink, screenprint, collage or banded wash, on textured off-white paper. */
export function paper(random: Random, palette: Palette, width: number, height: number): Composition {
  const style = random.pick(['wash', 'wash', 'print', 'collage', 'bands'] as const);
  const drawing =
    style === 'wash'
      ? inkWash(random, palette, width, height)
      : style === 'print'
        ? print(random, palette, width, height)
        : style === 'collage'
          ? collage(random, palette, width, height)
          : bands(random, palette, width, height);
  const fibre = grain('pf', random, { width, height, frequency: 0.3, opacity: 0.08, octaves: 3 });
  return {
    defs: fibre.defs,
    body: `<rect width="${width}" height="${height}" fill="${PAPER}"/>${drawing}${fibre.overlay}`,
  };
}
