/**
 * The seed's documents (press releases, the press kit) as PDF, written by `pdf-lib`: A4 pages of text in the standard
 * Helvetica and Helvetica-Bold fonts (not embedded: every reader has them) with WinAnsi encoding, so Spanish accents,
 * ñ, ¿ and ¡ print as they should. Here is only the layout: text wrapped with the fonts' metrics, flowing onto new
 * pages, a footer with the page's number. The output is deterministic: the same document gives the same bytes.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFontEmbedder,
  StandardFonts,
  decodePDFRawStream,
  grayscale,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

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

/** The standard face of each font of a document. */
const FACES: Record<PdfFont, StandardFonts> = { regular: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold };
/** Metrics and encoding of a face, without a document (pdf-lib types the name as its font package's enum). */
const metricsOf = (face: StandardFonts) =>
  StandardFontEmbedder.for(face as unknown as Parameters<typeof StandardFontEmbedder.for>[0]);
const METRICS: Record<PdfFont, StandardFontEmbedder> = {
  regular: metricsOf(FACES.regular),
  bold: metricsOf(FACES.bold),
};

/**
 * A text as the fonts can show it: composed (NFC), control characters as spaces and what WinAnsi cannot encode as `?`
 * (pdf-lib refuses such characters rather than drop them).
 * @example winAnsiText('Año 日本\t€') // 'Año ?? €'
 */
export function winAnsiText(text: string): string {
  const encoding = METRICS.regular.encoding;
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else out += encoding.canEncodeUnicodeCodePoint(code) ? char : '?';
  }
  return out;
}

/**
 * The width in points of a text set in a font and size: the sum of its glyphs' widths, as a reader draws it (pdf-lib's
 * own measure adds kerning, which its `drawText` does not apply).
 * @example textWidth('Madrid', 'regular', 10) // 30.56
 */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let width = 0;
  for (const char of winAnsiText(text)) width += METRICS[font].widthOfTextAtSize(char, size);
  return width;
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

/** What a page draws: a line of text at its baseline, or a rule across the text column. */
type Draw =
  | { kind: 'text'; x: number; y: number; font: PdfFont; size: number; text: string; grey: boolean }
  | { kind: 'rule'; y: number };

/** Lays the blocks out into what each page draws (the footer is added when the pages are counted). */
function layout(doc: PdfDocument): Draw[][] {
  const pages: Draw[][] = [];
  let ops: Draw[] = [];
  let y = PAGE.height - MARGIN.top;
  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = PAGE.height - MARGIN.top;
  };
  newPage();
  const text = (x: number, baseline: number, font: PdfFont, size: number, line: string, grey: boolean) => {
    if (line === '') return;
    ops.push({ kind: 'text', x, y: baseline, font, size, text: line, grey });
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
      ops.push({ kind: 'rule', y: y - 4 });
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
      if (block.kind === 'item' && i === 0)
        text(MARGIN.left + 2, y - style.size, style.font, style.size, '•', style.grey);
      text(MARGIN.left + indent, y - style.size, style.font, style.size, line, style.grey);
      y -= style.leading;
    });
    if (block.kind === 'title') y -= 6;
  }

  return pages;
}

/** Draws one page's lines and rules, then its footer. */
function drawPage(page: PDFPage, draws: readonly Draw[], fonts: Record<PdfFont, PDFFont>, footer: string): void {
  for (const draw of [
    ...draws,
    { kind: 'text', x: MARGIN.left, y: FOOTER_Y, font: 'regular', size: 8, text: footer, grey: true } as const,
  ]) {
    if (draw.kind === 'rule') {
      const y = draw.y;
      page.drawLine({
        start: { x: MARGIN.left, y },
        end: { x: PAGE.width - MARGIN.right, y },
        thickness: 0.75,
        color: grayscale(0.6),
      });
    } else {
      page.drawText(winAnsiText(draw.text), {
        x: draw.x,
        y: draw.y,
        size: draw.size,
        font: fonts[draw.font],
        color: grayscale(draw.grey ? 0.35 : 0),
      });
    }
  }
}

/**
 * Writes a document as PDF bytes: its pages, the two standard fonts, and the metadata (title shown in the reader's
 * title bar, author, subject, language, the given creation date; no clock, so the same document gives the same bytes).
 * @example await writeFile('dosier.pdf', await writePdf({ title: 'Dosier', created: new Date(0), blocks: [{ kind: 'body', text: 'Hola' }] }));
 */
export async function writePdf(doc: PdfDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Record<PdfFont, PDFFont> = {
    regular: await pdf.embedFont(FACES.regular),
    bold: await pdf.embedFont(FACES.bold),
  };
  const pages = layout(doc);
  pages.forEach((draws, i) => {
    const foot = [doc.footer, `${i + 1} / ${pages.length}`].filter(Boolean).join('  ·  ');
    drawPage(pdf.addPage([PAGE.width, PAGE.height]), draws, fonts, foot);
  });
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  if (doc.author) pdf.setAuthor(doc.author);
  if (doc.subject) pdf.setSubject(doc.subject);
  if (doc.lang) pdf.setLanguage(doc.lang);
  pdf.setProducer('@art/seed');
  pdf.setCreationDate(doc.created);
  // A classic cross-reference table (no object streams), which every reader knows; and the end-of-line after `%%EOF`
  // that most writers put there.
  return Buffer.concat([await pdf.save({ useObjectStreams: false }), Buffer.from('\n')]);
}

/** WinAnsi codes back to their characters. */
const WIN_ANSI_CHARS = new Map(
  METRICS.regular.encoding.supportedCodePoints.map((code) => [
    METRICS.regular.encoding.encodeUnicodeCodePoint(code).code,
    String.fromCodePoint(code),
  ]),
);

/** A line of text a page shows: where its baseline starts, and in which face and size. */
export interface PdfTextLine {
  text: string;
  x: number;
  y: number;
  font: PdfFont;
  size: number;
}

/**
 * The lines of text each page of a PDF made by {@link writePdf} shows, in the order drawn, with where they start and
 * their face (for checking what a document says and where; not a reader of PDFs in general). The file is read by pdf-lib.
 */
export async function pdfPageText(bytes: Uint8Array): Promise<PdfTextLine[][]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const faceOf = (resource: string): PdfFont => {
      const font = fonts?.lookup(PDFName.of(resource), PDFDict);
      return String(font?.get(PDFName.of('BaseFont'))) === `/${FACES.bold}` ? 'bold' : 'regular';
    };
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const content = streams
      .map((ref) => pdf.context.lookup(ref))
      .map((stream) =>
        stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '',
      )
      .join('\n');
    const shown = /\/(\S+) ([\d.]+) Tf\s+(?:[\d.]+ TL\s+)?1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s+<([0-9A-F]*)> Tj/g;
    return [...content.matchAll(shown)].map(([, resource, size, x, y, hex]) => ({
      text: [...Buffer.from(hex ?? '', 'hex')].map((byte) => WIN_ANSI_CHARS.get(byte) ?? '?').join(''),
      x: Number(x),
      y: Number(y),
      font: faceOf(resource ?? ''),
      size: Number(size),
    }));
  });
}

/**
 * The lines of text each page of a PDF made by {@link writePdf} shows, in the order drawn.
 * @example (await pdfPageLines(await writePdf(doc)))[0] // ['Dosier de prensa 2025', …]
 */
export async function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  return (await pdfPageText(bytes)).map((lines) => lines.map((line) => line.text));
}
