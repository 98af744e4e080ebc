import type { Random } from './random';
import { grain, n, roughRect, shade, blobPath, type Composition } from './svg';

type Palette = readonly [string, string, string];

const OFF_WHITE = '#f3f1ea';
const INK = '#161616';

/** Rothko-like colour field: soft, feathered blocks floating on a darker ground. */
function colourField(random: Random, [p0, p1, p2]: Palette, width: number, height: number): string {
  const parts = [`<rect width="${width}" height="${height}" fill="${shade(p0, -0.14)}"/>`];
  const count = random.chance(0.6) ? 2 : 3;
  const marginX = width * random.range(0.07, 0.11);
  const top = height * random.range(0.05, 0.08);
  const gap = height * random.range(0.03, 0.05);
  const available = height - top * 2.1 - gap * (count - 1);
  // The first palette colour gets the largest block, wherever it sits.
  const weights = count === 2 ? [0.6, 0.4] : [0.45, 0.3, 0.25];
  const colours = count === 2 ? [p0, p1] : [p0, p1, p2];
  const order = random.chance(0.5) ? [0, 1, 2] : [1, 0, 2];
  const feather = Math.min(width, height) * 0.008;
  let y = top;
  for (const index of order.slice(0, count)) {
    const blockHeight = available * (weights[index] ?? 0.3);
    const colour = colours[index] ?? p0;
    // Layers from a wide, faint edge to an opaque core read as paint soaked into canvas.
    for (let layer = 4; layer >= 0; layer--) {
      const grow = layer * feather;
      parts.push(
        `<path d="${roughRect(random, marginX - grow, y - grow, width - 2 * marginX + 2 * grow, blockHeight + 2 * grow, feather * 0.8)}" fill="${colour}" fill-opacity="${layer === 0 ? 1 : 0.28}"/>`,
      );
    }
    // Scumbled brushwork: broad translucent passes of a slightly different tone.
    for (let i = 0; i < random.int(5, 9); i++) {
      const sy = y + random.range(0.1, 0.9) * blockHeight;
      const x0 = marginX + random.range(0, 0.3) * width;
      const x1 = width - marginX - random.range(0, 0.3) * width;
      parts.push(
        `<path d="M${n(x0)} ${n(sy)}Q${n((x0 + x1) / 2)} ${n(sy + random.range(-1, 1) * blockHeight * 0.08)} ${n(x1)} ${n(sy)}" stroke="${shade(colour, random.range(-0.1, 0.1))}" stroke-width="${n(blockHeight * random.range(0.08, 0.2))}" stroke-linecap="round" fill="none" stroke-opacity="${random.range(0.12, 0.25).toFixed(2)}"/>`,
      );
    }
    y += blockHeight + gap;
  }
  return parts.join('');
}

/** One loaded brush pass: parallel bristle marks along a curve, some running dry. */
function brushStroke(
  random: Random,
  colour: string,
  x: number,
  y: number,
  angle: number,
  length: number,
  breadth: number,
): string {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const nx = -dy;
  const ny = dx;
  const bend1 = random.range(-0.25, 0.25) * length;
  const bend2 = random.range(-0.25, 0.25) * length;
  const bristles = random.int(6, 11);
  const marks: string[] = [];
  for (let j = 0; j < bristles; j++) {
    const offset = (j / (bristles - 1) - 0.5) * breadth + random.range(-0.08, 0.08) * breadth;
    const ox = x + nx * offset;
    const oy = y + ny * offset;
    const start = random.range(0, 0.08) * length;
    const end = length * random.range(0.85, 1);
    const d =
      `M${n(ox + dx * start)} ${n(oy + dy * start)}` +
      `C${n(ox + dx * length * 0.33 + nx * bend1)} ${n(oy + dy * length * 0.33 + ny * bend1)} ` +
      `${n(ox + dx * length * 0.66 + nx * bend2)} ${n(oy + dy * length * 0.66 + ny * bend2)} ` +
      `${n(ox + dx * end)} ${n(oy + dy * end)}`;
    const dry = random.chance(0.45)
      ? ` stroke-dasharray="${n(length * random.range(0.4, 0.9))} ${n(length * random.range(0.02, 0.12))}"`
      : '';
    marks.push(
      `<path d="${d}" stroke="${shade(colour, random.range(-0.06, 0.06))}" stroke-width="${n((breadth / bristles) * random.range(2, 3.2))}" stroke-opacity="${random.range(0.55, 0.95).toFixed(2)}"${dry}/>`,
    );
  }
  return marks.join('');
}

/** Abstract expressionist gestures over a toned ground. */
function gestural(
  random: Random,
  [p0, p1, p2]: Palette,
  width: number,
  height: number,
): { defs: string; body: string } {
  const side = Math.min(width, height);
  const defs = `<linearGradient id="pg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p0, 0.06)}"/><stop offset="1" stop-color="${shade(p0, -0.12)}"/></linearGradient>`;
  const parts = [`<rect width="${width}" height="${height}" fill="url(#pg)"/>`];
  for (let i = 0; i < random.int(4, 6); i++) {
    parts.push(
      `<path d="${blobPath(random, random.range(0, width), random.range(0, height), side * random.range(0.15, 0.35), side * random.range(0.1, 0.25), 8, 0.3)}" fill="${shade(p0, random.range(-0.12, 0.12))}" fill-opacity="0.5"/>`,
    );
  }
  const colours = [p1, p1, p1, p2, p2, shade(p0, 0.16), shade(p0, -0.16), random.chance(0.5) ? '#f4f2ee' : INK];
  // Broad translucent sweeps first, as an underlayer the gestures are painted into.
  for (let i = 0; i < random.int(2, 4); i++) {
    const y = random.range(0.1, 0.9) * height;
    parts.push(
      `<path d="M${n(-0.05 * width)} ${n(y)}Q${n(width / 2)} ${n(y + random.range(-0.2, 0.2) * height)} ${n(1.05 * width)} ${n(y + random.range(-0.15, 0.15) * height)}" stroke="${random.pick([p1, p2, shade(p0, 0.14)])}" stroke-width="${n(side * random.range(0.08, 0.16))}" fill="none" stroke-opacity="0.18"/>`,
    );
  }
  const direction = random.range(-0.8, 0.8);
  const strokes: string[] = [];
  for (let i = 0; i < random.int(12, 20); i++) {
    const colour = i < 3 ? p1 : random.pick(colours);
    strokes.push(
      brushStroke(
        random,
        colour,
        random.range(-0.1, 0.9) * width,
        random.range(0.05, 0.95) * height,
        direction + random.range(-0.7, 0.7) + (random.chance(0.2) ? Math.PI / 2 : 0),
        width * random.range(0.2, 0.55),
        side * random.range(0.035, 0.09),
      ),
    );
  }
  parts.push(`<g fill="none" stroke-linecap="round">${strokes.join('')}</g>`);
  return { defs, body: parts.join('') };
}

/** Homage-to-the-square nesting: squares sitting low in each other. */
function nestedSquares(random: Random, [p0, p1, p2]: Palette, width: number, height: number): string {
  const q = Math.min(width, height) * random.range(0.86, 0.94);
  const x = (width - q) / 2;
  const y = (height - q) / 2;
  const colours = [p1, p2, shade(p0, random.chance(0.5) ? 0.16 : -0.16)];
  const parts = [`<rect width="${width}" height="${height}" fill="${p0}"/>`];
  const steps = random.chance(0.6) ? 3 : 2;
  for (let i = 1; i <= steps; i++) {
    const size = q * (1 - (i * 0.2 * 3) / steps);
    const inset = (q - size) / 2;
    // Albers' proportion: the margin below is a third of the margin above.
    const top = y + inset * 1.5;
    const edge = Math.min(width, height) * 0.002;
    parts.push(`<path d="${roughRect(random, x + inset, top, size, size, edge)}" fill="${colours[i - 1] ?? p1}"/>`);
  }
  return parts.join('');
}

/** A grid of rectangles split at random, most of the surface in the first colour, black joints. */
function splitGrid(random: Random, [p0, p1, p2]: Palette, width: number, height: number): string {
  type Cell = { x: number; y: number; w: number; h: number };
  const cells: Cell[] = [{ x: 0, y: 0, w: width, h: height }];
  const lines: string[] = [];
  const stroke = Math.min(width, height) * random.range(0.008, 0.014);
  for (let i = 0; i < random.int(5, 9); i++) {
    cells.sort((a, b) => b.w * b.h - a.w * a.h);
    const cell = cells.shift() as Cell;
    const t = random.range(0.3, 0.7);
    if (cell.w >= cell.h) {
      const cut = cell.x + cell.w * t;
      cells.push({ ...cell, w: cut - cell.x }, { ...cell, x: cut, w: cell.x + cell.w - cut });
      lines.push(`<rect x="${n(cut - stroke / 2)}" y="${n(cell.y)}" width="${n(stroke)}" height="${n(cell.h)}"/>`);
    } else {
      const cut = cell.y + cell.h * t;
      cells.push({ ...cell, h: cut - cell.y }, { ...cell, y: cut, h: cell.y + cell.h - cut });
      lines.push(`<rect x="${n(cell.x)}" y="${n(cut - stroke / 2)}" width="${n(cell.w)}" height="${n(stroke)}"/>`);
    }
  }
  cells.sort((a, b) => b.w * b.h - a.w * a.h);
  const total = width * height;
  let covered = 0;
  const fills = cells.map((cell) => {
    const area = cell.w * cell.h;
    if (covered < total * 0.55) {
      covered += area;
      return { cell, fill: random.chance(0.3) ? shade(p0, random.range(-0.1, 0.1)) : p0 };
    }
    return { cell, fill: random.pick([p1, p1, p2, p2, OFF_WHITE]) };
  });
  return (
    fills
      .map(
        ({ cell, fill }) =>
          `<rect x="${n(cell.x)}" y="${n(cell.y)}" width="${n(cell.w)}" height="${n(cell.h)}" fill="${fill}"/>`,
      )
      .join('') + `<g fill="${INK}">${lines.join('')}</g>`
  );
}

/** Orphic circles: concentric rings and discs on a colour ground. */
function rings(random: Random, [p0, p1, p2]: Palette, width: number, height: number): string {
  const side = Math.min(width, height);
  const parts = [`<rect width="${width}" height="${height}" fill="${p0}"/>`];
  for (let c = 0; c < random.int(2, 3); c++) {
    const cx = random.range(0.2, 0.8) * width;
    const cy = random.range(0.2, 0.8) * height;
    const radius = side * random.range(0.18, 0.32);
    const bands = random.int(3, 5);
    for (let b = bands; b >= 1; b--) {
      const colour = b % 2 === 0 ? random.pick([p1, p2]) : random.pick([shade(p0, 0.15), shade(p0, -0.15), p0]);
      parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n((radius * b) / bands)}" fill="${colour}"/>`);
    }
  }
  for (let i = 0; i < random.int(3, 7); i++) {
    parts.push(
      `<circle cx="${n(random.range(0, width))}" cy="${n(random.range(0, height))}" r="${n(side * random.range(0.01, 0.035))}" fill="${random.pick([INK, OFF_WHITE, p1, p2])}"/>`,
    );
  }
  const arcRadius = side * random.range(0.3, 0.5);
  parts.push(
    `<path d="M${n(width * 0.05)} ${n(height * 0.9)}A${n(arcRadius)} ${n(arcRadius)} 0 0 1 ${n(width * 0.05 + arcRadius * 1.6)} ${n(height * 0.9)}" stroke="${INK}" stroke-width="${n(side * 0.006)}" fill="none"/>`,
  );
  return parts.join('');
}

/** Stripe panels turned against each other, hand-painted edges. */
function stripePanels(random: Random, [p0, p1, p2]: Palette, width: number, height: number): string {
  const columns = random.int(1, 2);
  const rows = random.int(1, 2);
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${p0}"/>`];
  const roughness = Math.min(width, height) * 0.003;
  for (let c = 0; c < columns; c++) {
    for (let r = 0; r < rows; r++) {
      const x = (width * c) / columns;
      const y = (height * r) / rows;
      const w = width / columns;
      const h = height / rows;
      const vertical = (c + r) % 2 === 0;
      const count = random.int(3, 6);
      const span = vertical ? w : h;
      const pitch = span / count;
      const accent = (c + r) % 2 === 0 ? p1 : p2;
      for (let i = 0; i < count; i++) {
        // The second colour takes the narrower stripe so the first keeps most of the surface.
        const stripe = pitch * random.range(0.3, 0.42);
        const at = i * pitch + (pitch - stripe) / 2;
        parts.push(
          vertical
            ? `<path d="${roughRect(random, x + at, y, stripe, h, roughness)}" fill="${accent}"/>`
            : `<path d="${roughRect(random, x, y + at, w, stripe, roughness)}" fill="${accent}"/>`,
        );
      }
    }
  }
  return parts.join('');
}

/** A painting: colour field, gestural abstraction or one of several geometric abstractions. */
export function painting(random: Random, palette: Palette, width: number, height: number): Composition {
  const style = random.pick(['field', 'gesture', 'gesture', 'squares', 'grid', 'rings', 'stripes'] as const);
  let defs = '';
  let body: string;
  if (style === 'gesture') ({ defs, body } = gestural(random, palette, width, height));
  else if (style === 'field') body = colourField(random, palette, width, height);
  else if (style === 'squares') body = nestedSquares(random, palette, width, height);
  else if (style === 'grid') body = splitGrid(random, palette, width, height);
  else if (style === 'rings') body = rings(random, palette, width, height);
  else body = stripePanels(random, palette, width, height);
  // Canvas weave under the paint, seen at any size.
  const weave = grain('cw', random, { width, height, frequency: 0.55, opacity: 0.07, octaves: 2 });
  return { defs: defs + weave.defs, body: body + weave.overlay };
}
