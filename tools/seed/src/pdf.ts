/**
 * A small PDF 1.4 writer for the seed's documents (press releases, the press kit): A4 pages of text in the standard
 * Helvetica and Helvetica-Bold fonts (not embedded: every reader has them) with WinAnsi encoding, so Spanish
 * accents, ñ, ¿ and ¡ print as they should. Text is wrapped with the fonts' metrics and flows onto new pages.
 * The output is deterministic: the same document gives the same bytes (no clock, no random id).
 */
import { createHash } from 'node:crypto';

/** The two faces a document uses. */
export type PdfFont = 'regular' | 'bold';

/** One block of a document, laid out top to bottom. `\n` in a text starts a new line. */
export type PdfBlock =
  | { kind: 'title' | 'heading' | 'body' | 'small'; text: string }
  /** A label and its value side by side (`Fechas  del 5 al 9 de marzo de 2025`), the value wrapped in its column. */
  | { kind: 'fact'; label: string; value: string }
  /** A line of a list, after a bullet. */
  | { kind: 'item'; text: string }
  /** A thin horizontal line across the text column. */
  | { kind: 'rule' }
  /** What follows starts a new page (nothing, on a page still empty). */
  | { kind: 'break' };

export interface PdfDocument {
  /** The document's title (its metadata; readers show it in the window's title bar). */
  title: string;
  author?: string;
  subject?: string;
  /** The document's language (BCP 47), for screen readers. */
  lang?: string;
  /** When the document was made: its metadata's creation date (the seed gives a fixed one). */
  created: Date;
  blocks: readonly PdfBlock[];
  /** A line at the foot of every page, followed by the page's number. */
  footer?: string;
}

/** A4 in points, and the margins of the text column. */
const PAGE = { width: 595, height: 842 } as const;
const MARGIN = { left: 62, right: 62, top: 72, bottom: 78 } as const;
const COLUMN = PAGE.width - MARGIN.left - MARGIN.right;
/** Where the footer's line sits. */
const FOOTER_Y = 42;
/** The width of a fact's label column. */
const LABEL_WIDTH = 150;
/** How far a list item's text stands from its bullet. */
const ITEM_INDENT = 14;

/** Font, size, line height and space before, per kind of text block. */
const STYLES = {
  title: { font: 'bold', size: 20, leading: 25, before: 0, grey: false },
  heading: { font: 'bold', size: 13, leading: 18, before: 16, grey: false },
  body: { font: 'regular', size: 11, leading: 15.5, before: 7, grey: false },
  small: { font: 'regular', size: 9, leading: 12.5, before: 6, grey: true },
  item: { font: 'regular', size: 11, leading: 15.5, before: 2, grey: false },
  fact: { font: 'regular', size: 11, leading: 15.5, before: 4, grey: false },
} as const satisfies Record<string, { font: PdfFont; size: number; leading: number; before: number; grey: boolean }>;

/** Unicode characters of WinAnsiEncoding (Windows-1252) between 0x80 and 0x9F, by code. */
const WIN_ANSI_HIGH: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88,
  0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93,
  0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b,
  0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};

/**
 * The WinAnsi bytes of a text: ASCII and Latin-1 as they are, the typographic quotes, dashes, € and … at their
 * Windows-1252 codes; control characters become spaces and anything else `?`.
 * @example encodeWinAnsi('¿Año?') // <Buffer bf 41 f1 6f 3f>
 */
export function encodeWinAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (WIN_ANSI_HIGH[code] !== undefined) bytes.push(WIN_ANSI_HIGH[code]);
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) bytes.push(0x20);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

// Advance widths (thousandths of the size) of Helvetica and Helvetica-Bold, from Adobe's AFM files, by WinAnsi code.
const ASCII_WIDTHS: Record<PdfFont, readonly number[]> = {
  // 0x20 … 0x7E
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
    556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
    611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};
const LATIN1_WIDTHS: Record<PdfFont, readonly number[]> = {
  // 0xA0 … 0xFF
  regular: [
    278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278,
    333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
    722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500,
    556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
  ],
  bold: [
    278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278,
    333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
    722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556,
    556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
  ],
};
/** 0x80 … 0x9F: the Windows-1252 extras (quotes, dashes, €, …); unused codes as a space. */
const HIGH_WIDTHS: Record<PdfFont, Record<number, number>> = {
  regular: { 0x80: 556, 0x82: 222, 0x83: 556, 0x84: 333, 0x85: 1000, 0x86: 556, 0x87: 556, 0x88: 333, 0x89: 1000, 0x8a: 667, 0x8b: 333, 0x8c: 1000, 0x8e: 611, 0x91: 222, 0x92: 222, 0x93: 333, 0x94: 333, 0x95: 350, 0x96: 556, 0x97: 1000, 0x98: 333, 0x99: 1000, 0x9a: 500, 0x9b: 333, 0x9c: 944, 0x9e: 500, 0x9f: 667 },
  bold: { 0x80: 556, 0x82: 278, 0x83: 556, 0x84: 500, 0x85: 1000, 0x86: 556, 0x87: 556, 0x88: 333, 0x89: 1000, 0x8a: 667, 0x8b: 333, 0x8c: 1000, 0x8e: 611, 0x91: 278, 0x92: 278, 0x93: 500, 0x94: 500, 0x95: 350, 0x96: 556, 0x97: 1000, 0x98: 333, 0x99: 1000, 0x9a: 556, 0x9b: 333, 0x9c: 944, 0x9e: 500, 0x9f: 667 },
};

function byteWidth(byte: number, font: PdfFont): number {
  if (byte >= 0x20 && byte <= 0x7e) return ASCII_WIDTHS[font][byte - 0x20] ?? 556;
  if (byte >= 0xa0) return LATIN1_WIDTHS[font][byte - 0xa0] ?? 556;
  return HIGH_WIDTHS[font][byte] ?? 278;
}

/**
 * The width in points of a text set in a font and size (what a reader draws for it).
 * @example textWidth('Madrid', 'regular', 10) // 30.56
 */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (const byte of encodeWinAnsi(text)) units += byteWidth(byte, font);
  return (units * size) / 1000;
}

/** Splits a word that is wider than the column into pieces that fit. */
function breakWord(word: string, font: PdfFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && textWidth(piece + char, font, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * A text wrapped into lines no wider than `width` points: at spaces, `\n` always starting a new line, a word longer
 * than the line cut where it must. An empty text is one empty line.
 */
export function wrapText(text: string, font: PdfFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (textWidth(candidate, font, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = breakWord(word, font, size, width);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF string literal of WinAnsi bytes: `(`, `)` and `\` escaped, everything outside printable ASCII as octal. */
function literal(text: string): string {
  let out = '(';
  for (const byte of encodeWinAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** A text string of the document's metadata: UTF-16BE with its byte-order mark, as hexadecimal. */
function metadataString(text: string): string {
  const units = Buffer.from(text.normalize('NFC'), 'utf16le').swap16();
  return `<FEFF${units.toString('hex').toUpperCase()}>`;
}

/** A date of the metadata: `D:20250220000000Z`. */
function metadataDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

/** Points with at most two decimals, without trailing zeros. */
const num = (value: number) => String(Math.round(value * 100) / 100);

const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

/** Lays the blocks out into the content streams of its pages. */
function layout(doc: PdfDocument): string[] {
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = PAGE.height - MARGIN.top;
  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = PAGE.height - MARGIN.top;
  };
  newPage();
  const text = (x: number, baseline: number, font: PdfFont, size: number, line: string, grey: boolean) => {
    if (line === '') return;
    ops.push(`BT ${grey ? '0.35 g' : '0 g'} /${FONT_RESOURCE[font]} ${num(size)} Tf 1 0 0 1 ${num(x)} ${num(baseline)} Tm ${literal(line)} Tj ET`);
  };
  /** Room for `height` more points on this page, else a new page (a block never starts a page with its space). */
  const room = (before: number, height: number) => {
    const atTop = y === PAGE.height - MARGIN.top;
    if (!atTop && y - before - height < MARGIN.bottom) newPage();
    else if (!atTop) y -= before;
  };

  for (const block of doc.blocks) {
    if (block.kind === 'break') {
      if (ops.length > 0) newPage();
      continue;
    }
    if (block.kind === 'rule') {
      room(8, 8);
      ops.push(`0.6 G 0.75 w ${num(MARGIN.left)} ${num(y - 4)} m ${num(PAGE.width - MARGIN.right)} ${num(y - 4)} l S`);
      y -= 8;
      continue;
    }
    if (block.kind === 'fact') {
      const style = STYLES.fact;
      const labels = wrapText(block.label, 'bold', style.size, LABEL_WIDTH - 10);
      const values = wrapText(block.value, style.font, style.size, COLUMN - LABEL_WIDTH);
      const rows = Math.max(labels.length, values.length);
      // A fact is short: it moves to the next page whole rather than split.
      room(style.before, rows * style.leading);
      for (let i = 0; i < rows; i++) {
        const baseline = y - style.size;
        text(MARGIN.left, baseline, 'bold', style.size, labels[i] ?? '', false);
        text(MARGIN.left + LABEL_WIDTH, baseline, style.font, style.size, values[i] ?? '', false);
        y -= style.leading;
      }
      continue;
    }
    const style = STYLES[block.kind];
    const indent = block.kind === 'item' ? ITEM_INDENT : 0;
    const lines = wrapText(block.text, style.font, style.size, COLUMN - indent);
    // A heading keeps at least two lines of what follows with it.
    room(style.before, block.kind === 'heading' ? style.leading + 2 * STYLES.body.leading : style.leading);
    lines.forEach((line, i) => {
      if (y - style.leading < MARGIN.bottom) newPage();
      if (block.kind === 'item' && i === 0) text(MARGIN.left + 2, y - style.size, style.font, style.size, '•', style.grey);
      text(MARGIN.left + indent, y - style.size, style.font, style.size, line, style.grey);
      y -= style.leading;
    });
    if (block.kind === 'title') y -= 6;
  }

  return pages.map((pageOps, i) => {
    const foot = [doc.footer, `${i + 1} / ${pages.length}`].filter(Boolean).join('  ·  ');
    const footer = `BT 0.35 g /F1 8 Tf 1 0 0 1 ${num(MARGIN.left)} ${FOOTER_Y} Tm ${literal(foot)} Tj ET`;
    return [...pageOps, footer].join('\n');
  });
}

/**
 * Writes a document as PDF 1.4 bytes: a catalogue, the page tree, the two fonts, the metadata, then each page and its
 * content stream; a cross-reference table with every object's byte offset; the trailer; `%%EOF`.
 * @example await writeFile('dosier.pdf', writePdf({ title: 'Dosier', created: new Date(0), blocks: [{ kind: 'body', text: 'Hola' }] }));
 */
export function writePdf(doc: PdfDocument): Buffer {
  const contents = layout(doc);
  // 1 catalogue, 2 pages, 3 and 4 the fonts, 5 the metadata, then a page and its content for each page.
  const pageId = (i: number) => 6 + 2 * i;
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R${doc.lang ? ` /Lang ${metadataString(doc.lang)}` : ''} /ViewerPreferences << /DisplayDocTitle true >> >>`,
    `<< /Type /Pages /Kids [${contents.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    [
      '<<',
      `/Title ${metadataString(doc.title)}`,
      doc.author ? `/Author ${metadataString(doc.author)}` : '',
      doc.subject ? `/Subject ${metadataString(doc.subject)}` : '',
      `/Producer ${metadataString('@art/seed')}`,
      `/CreationDate ${literal(metadataDate(doc.created))}`,
      '>>',
    ]
      .filter(Boolean)
      .join(' '),
  ];
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
      // Content streams are ASCII (non-ASCII bytes are octal escapes), so characters and bytes are the same count.
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });

  // The header's second line has bytes above 127, so tools treat the file as binary.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(part);
    length += part.length;
  });
  const body = Buffer.concat(parts);
  // The file's identifier is a digest of its content, so the same document always has the same one.
  const id = createHash('md5').update(body).digest('hex').toUpperCase();
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    // Each entry is exactly 20 bytes, its end of line two characters (space and line feed).
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>`,
    'startxref',
    String(body.length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([body, Buffer.from(xref, 'latin1')]);
}

/** Reads a PDF string literal's body back into its bytes (escapes undone). */
function literalBytes(body: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') bytes.push(body.charCodeAt(i));
    else if (/[0-7]/.test(body[i + 1] ?? '')) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else bytes.push(body.charCodeAt(++i));
  }
  return Buffer.from(bytes);
}

/**
 * The lines of text each page of a PDF made by {@link writePdf} shows, in the order drawn (for checking what a
 * document says; not a reader of PDFs in general).
 * @example pdfPageLines(writePdf(doc))[0] // ['Dosier de prensa 2025', …]
 */
export function pdfPageLines(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)].map((match) => {
    const from = (match.index ?? 0) + match[0].length;
    const content = text.slice(from, from + Number(match[1]));
    return [...content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((shown) => {
      const bytes = literalBytes(shown[1] ?? '');
      return [...bytes].map((byte) => WIN_ANSI_DECODE.get(byte) ?? String.fromCharCode(byte)).join('');
    });
  });
}

/** WinAnsi codes 0x80 … 0x9F back to their characters. */
const WIN_ANSI_DECODE = new Map(Object.entries(WIN_ANSI_HIGH).map(([code, byte]) => [byte, String.fromCodePoint(Number(code))]));
