import { COLOURS } from '@art/model';
import { createRandom } from './random';
import { escapeXml, inkOn, n, svgDocument } from './svg';

export interface LogoOptions {
  name: string;
  seed: number;
  width?: number;
  height?: number;
}

/** Approximate advance of a character in em for the generic fonts librsvg falls back to (DejaVu, Liberation). */
function advance(char: string, bold: boolean): number {
  const base = /[ .,;:'!|il]/.test(char) ? 0.32 : /[A-Z0-9ÁÉÍÓÚÑMW&]/.test(char) ? 0.74 : 0.6;
  return base * (bold ? 1.08 : 1);
}

function textWidth(text: string, bold: boolean, letterSpacingEm: number): number {
  return [...text].reduce((sum, c) => sum + advance(c, bold) + letterSpacingEm, 0);
}

/** Splits a name into at most `lines` lines of similar length, at spaces. */
function balanceLines(name: string, lines: number): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  if (lines <= 1 || words.length <= 1) return [words.join(' ')];
  const target = name.length / Math.min(lines, words.length);
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + word.length / 2 > target && out.length < lines - 1) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  out.push(current);
  return out;
}

/**
 * A typographic logo for a gallery or sponsor: its name set in one of several styles (spaced serif
 * capitals, bold sans with a geometric mark, reversed block, stacked words). Same name and seed, same SVG.
 * @example logoSvg({ name: 'Galería Marta Cervera', seed: 3 })
 */
export function logoSvg({ name, seed, width = 800, height = 400 }: LogoOptions): string {
  const label = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : '';
  if (!label || label.length > 120) throw new Error('Logo name must be 1 to 120 characters');
  const random = createRandom(seed);
  const style = random.pick(['serif', 'mark', 'reversed', 'stacked'] as const);
  const colour = random.pick(COLOURS.filter((c) => c.key !== 'white').map((c) => c.hex));
  const background = style === 'reversed' ? colour : '#ffffff';
  const ink = style === 'reversed' ? inkOn(colour) : '#151515';
  const pad = width * 0.08;
  let body = `<rect width="${width}" height="${height}" fill="${background}"/>`;

  if (style === 'serif') {
    const text = label.toUpperCase();
    const spacing = 0.18;
    const size = Math.min(height * 0.22, (width - 2 * pad) / textWidth(text, false, spacing));
    body +=
      `<text x="${n(width / 2)}" y="${n(height / 2 + size * 0.35)}" text-anchor="middle" font-family="serif" font-size="${n(size)}" letter-spacing="${n(size * spacing)}" fill="${ink}">${escapeXml(text)}</text>` +
      `<rect x="${n(width / 2 - width * 0.06)}" y="${n(height / 2 + size * 0.9)}" width="${n(width * 0.12)}" height="${n(Math.max(1, height * 0.008))}" fill="${colour}"/>`;
  } else if (style === 'mark') {
    const markSize = height * 0.3;
    const textLeft = pad + markSize * 1.35;
    const text = label.toLowerCase();
    const size = Math.min(height * 0.2, (width - textLeft - pad) / textWidth(text, true, -0.02));
    const mx = pad;
    const my = height / 2 - markSize / 2;
    const mark = random.pick([
      `<circle cx="${n(mx + markSize / 2)}" cy="${n(height / 2)}" r="${n(markSize / 2)}" fill="${colour}"/>`,
      `<rect x="${n(mx)}" y="${n(my)}" width="${n(markSize)}" height="${n(markSize)}" fill="${colour}"/>`,
      `<path d="M${n(mx)} ${n(my + markSize)}L${n(mx + markSize / 2)} ${n(my)}L${n(mx + markSize)} ${n(my + markSize)}Z" fill="${colour}"/>`,
      `<path d="M${n(mx)} ${n(my + markSize)}A${n(markSize / 2)} ${n(markSize / 2)} 0 0 1 ${n(mx + markSize)} ${n(my + markSize)}Z" fill="${colour}"/><rect x="${n(mx)}" y="${n(my)}" width="${n(markSize)}" height="${n(markSize * 0.4)}" fill="#151515"/>`,
    ]);
    body +=
      mark +
      `<text x="${n(textLeft)}" y="${n(height / 2 + size * 0.36)}" font-family="sans-serif" font-weight="bold" font-size="${n(size)}" letter-spacing="${n(-size * 0.02)}" fill="${ink}">${escapeXml(text)}</text>`;
  } else {
    const lines = balanceLines(style === 'stacked' ? label : label.toUpperCase(), style === 'stacked' ? 3 : 2);
    const bold = true;
    const widest = Math.max(...lines.map((l) => textWidth(l, bold, 0.02)));
    const size = Math.min(
      (height - 2 * pad) / (lines.length * 1.1),
      (width - 2 * pad - (style === 'stacked' ? height * 0.1 : 0)) / widest,
    );
    const top = height / 2 - (lines.length * size * 1.1) / 2 + size * 0.85;
    const x = style === 'stacked' ? pad + height * 0.1 : width / 2;
    const anchor = style === 'stacked' ? '' : ' text-anchor="middle"';
    body += lines
      .map(
        (line, i) =>
          `<text x="${n(x)}" y="${n(top + i * size * 1.1)}"${anchor} font-family="sans-serif" font-weight="bold" font-size="${n(size)}" letter-spacing="${n(size * 0.02)}" fill="${ink}">${escapeXml(line)}</text>`,
      )
      .join('');
    if (style === 'stacked') {
      body += `<circle cx="${n(pad + height * 0.03)}" cy="${n(top - size * 0.35)}" r="${n(height * 0.03)}" fill="${colour}"/>`;
    }
  }
  return svgDocument(width, height, '', body);
}
