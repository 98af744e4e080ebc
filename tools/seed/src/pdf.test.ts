import { encodeWinAnsi, pdfPageLines, textWidth, wrapText, writePdf, type PdfDocument } from './pdf';

const DOC: PdfDocument = {
  title: 'Dosier de prensa 2025',
  author: 'Feria de Arte Contemporáneo de Madrid',
  lang: 'es',
  created: new Date(Date.UTC(2025, 1, 20)),
  footer: 'Feria de Arte Contemporáneo de Madrid · prensa@artfair.test',
  blocks: [
    { kind: 'title', text: 'Dosier de prensa 2025' },
    { kind: 'small', text: '20 de febrero de 2025' },
    { kind: 'rule' },
    { kind: 'heading', text: 'Datos de la edición' },
    { kind: 'fact', label: 'Fechas', value: 'del 5 al 9 de marzo de 2025' },
    { kind: 'fact', label: 'Galerías', value: '8' },
    { kind: 'body', text: '¿Dónde? En la Galería de Cristal del Palacio de Cibeles (Madrid). ¡Año 20, señoras y señores!' },
  ],
};

/** The file as text, one character per byte. */
const latin1 = (pdf: Buffer) => pdf.toString('latin1');

/** The cross-reference table's offsets, by object number, and where `startxref` says the table is. */
function crossReference(pdf: Buffer): { start: number; offsets: number[]; size: number } {
  const text = latin1(pdf);
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = /^xref\n0 (\d+)\n([\s\S]*?)trailer\n/.exec(text.slice(start));
  if (!table) throw new Error('no xref table at startxref');
  const entries = (table[2] ?? '').match(/.{20}/gs) ?? [];
  return { start, size: Number(table[1]), offsets: entries.map((entry) => Number(entry.slice(0, 10))) };
}

/** Every content stream of the file, checked against its /Length. */
function streams(pdf: Buffer): string[] {
  const text = latin1(pdf);
  return [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)].map((match) => {
    const from = (match.index ?? 0) + match[0].length;
    const length = Number(match[1]);
    expect(text.slice(from + length, from + length + '\nendstream'.length)).toBe('\nendstream');
    return text.slice(from, from + length);
  });
}

describe('writePdf', () => {
  const pdf = writePdf(DOC);

  it('writes a PDF 1.4 file that ends with %%EOF', () => {
    expect(latin1(pdf.subarray(0, 9))).toBe('%PDF-1.4\n');
    // The second line marks the file as binary (bytes above 127).
    expect([...pdf.subarray(9, 15)]).toEqual([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);
    expect(latin1(pdf).endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table with the exact byte offset of every object', () => {
    const { start, size, offsets } = crossReference(pdf);
    expect(latin1(pdf.subarray(start, start + 5))).toBe('xref\n');
    expect(offsets).toHaveLength(size);
    expect(latin1(pdf).slice(start).split('\n')[2]).toBe('0000000000 65535 f ');
    offsets.slice(1).forEach((offset, i) => {
      expect(latin1(pdf.subarray(offset, offset + 12))).toMatch(new RegExp(`^${i + 1} 0 obj\\n`));
    });
    // Every object of the file is in the table, once.
    expect(latin1(pdf).match(/^\d+ 0 obj$/gm)).toHaveLength(size - 1);
    expect(latin1(pdf)).toContain(`trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R /ID [<`);
  });

  it('uses the standard Helvetica faces with WinAnsi encoding, on A4 pages', () => {
    const text = latin1(pdf);
    expect(text).toContain('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    expect(text).toContain('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    expect(text).toContain('/MediaBox [0 0 595 842]');
    expect(text).toContain('<< /Type /Pages /Kids [6 0 R] /Count 1 >>');
  });

  it('shows the text with its accents as WinAnsi bytes, and escapes parentheses', () => {
    const [content = ''] = streams(pdf);
    const [shown = []] = pdfPageLines(pdf);
    expect(shown).toContain('Dosier de prensa 2025');
    expect(shown).toContain('Datos de la edición');
    expect(shown).toContain('Galerías');
    expect(shown.join(' ')).toContain('¿Dónde? En la Galería de Cristal del Palacio de Cibeles (Madrid). ¡Año 20, señoras y señores!');
    expect(content).toContain('\\277D\\363nde?');
    expect(content).toContain('\\(Madrid\\)');
    // The footer, with the page number.
    expect(shown).toContain('Feria de Arte Contemporáneo de Madrid · prensa@artfair.test  ·  1 / 1');
    // Content streams are plain ASCII.
    expect(content).toMatch(/^[\x20-\x7e\n]*$/);
    // Nothing is compressed: the text can be read from the file itself.
    expect(latin1(pdf)).not.toContain('/Filter');
  });

  it('keeps the title and language in the metadata, as Unicode', () => {
    const text = latin1(pdf);
    const utf16 = (value: string) => `<FEFF${Buffer.from(value, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
    expect(text).toContain(`/Title ${utf16('Dosier de prensa 2025')}`);
    expect(text).toContain(`/Author ${utf16('Feria de Arte Contemporáneo de Madrid')}`);
    expect(text).toContain(`/Lang ${utf16('es')}`);
    expect(text).toContain('/CreationDate (D:20250220000000Z)');
  });

  it('gives the same bytes for the same document', () => {
    expect(writePdf(DOC).equals(pdf)).toBe(true);
    expect(writePdf({ ...DOC, title: 'Otro' }).equals(pdf)).toBe(false);
  });

  it('flows long text onto more pages, every line inside the margins', () => {
    const paragraph = 'La feria reúne galerías de arte contemporáneo de España, Portugal y Latinoamérica. '.repeat(12);
    const long = writePdf({ ...DOC, blocks: Array.from({ length: 12 }, (_, i) => [{ kind: 'heading' as const, text: `Sección ${i + 1}` }, { kind: 'body' as const, text: paragraph }]).flat() });
    const count = Number(/\/Count (\d+)/.exec(latin1(long))?.[1]);
    expect(count).toBeGreaterThan(2);
    const pages = streams(long);
    expect(pages).toHaveLength(count);
    const lines = pdfPageLines(long);
    pages.forEach((content, i) => {
      expect(lines[i]?.at(-1)).toMatch(new RegExp(`${i + 1} / ${count}$`));
      for (const match of content.matchAll(/\/F(\d) ([\d.]+) Tf 1 0 0 1 ([\d.]+) ([\d.]+) Tm \(((?:\\.|[^\\)])*)\) Tj/g)) {
        const [, , , x, y] = match;
        expect(Number(x)).toBeGreaterThanOrEqual(62);
        expect(Number(y)).toBeGreaterThanOrEqual(42);
        expect(Number(y)).toBeLessThanOrEqual(842 - 72);
      }
    });
    const { offsets, size } = crossReference(long);
    expect(offsets).toHaveLength(size);
    offsets.slice(1).forEach((offset, i) => expect(latin1(long.subarray(offset, offset + 12))).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));
  });
  it('starts a new page at a break (not on a page still empty), and sets list items after a bullet', () => {
    const doc = writePdf({
      ...DOC,
      footer: undefined,
      blocks: [
        { kind: 'break' },
        { kind: 'heading', text: 'Galerías' },
        { kind: 'item', text: 'Sala Valdés · Valencia' },
        { kind: 'break' },
        { kind: 'body', text: 'Press kit' },
      ],
    });
    expect(pdfPageLines(doc)).toEqual([['Galerías', '•', 'Sala Valdés · Valencia', '1 / 2'], ['Press kit', '2 / 2']]);
  });
});

describe('encodeWinAnsi', () => {
  it('writes Latin-1 as it is and the typographic marks at their Windows-1252 codes', () => {
    expect([...encodeWinAnsi('¿Año? ¡Sí!')]).toEqual([0xbf, 0x41, 0xf1, 0x6f, 0x3f, 0x20, 0xa1, 0x53, 0xed, 0x21]);
    expect([...encodeWinAnsi('€ “x” – — … ‘y’ •')]).toEqual([0x80, 0x20, 0x93, 0x78, 0x94, 0x20, 0x96, 0x20, 0x97, 0x20, 0x85, 0x20, 0x91, 0x79, 0x92, 0x20, 0x95]);
  });

  it('composes decomposed accents, and writes what it cannot encode as ? and controls as spaces', () => {
    expect([...encodeWinAnsi('e\u0301')]).toEqual([0xe9]);
    expect(encodeWinAnsi('日本 😀').toString('latin1')).toBe('?? ?');
    expect(encodeWinAnsi('a\tb\u0000c').toString('latin1')).toBe('a b c');
  });
});

describe('textWidth and wrapText', () => {
  it('measures with the fonts’ metrics', () => {
    expect(textWidth('Madrid', 'regular', 10)).toBeCloseTo(30.56, 2);
    expect(textWidth('Madrid', 'bold', 10)).toBeGreaterThan(textWidth('Madrid', 'regular', 10));
    // An accented letter is as wide as its letter.
    expect(textWidth('Galería', 'regular', 11)).toBeCloseTo(textWidth('Galeraa', 'regular', 11) - textWidth('a', 'regular', 11) + textWidth('í', 'regular', 11), 5);
  });

  it('wraps at spaces within the width, keeps line breaks and cuts a word longer than a line', () => {
    const lines = wrapText('uno dos tres cuatro cinco seis siete ocho', 'regular', 10, 60);
    expect(lines.join(' ')).toBe('uno dos tres cuatro cinco seis siete ocho');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(60);
    expect(wrapText('a\nb\n\nc', 'regular', 10, 100)).toEqual(['a', 'b', '', 'c']);
    const cut = wrapText('x'.repeat(50), 'regular', 10, 50);
    expect(cut.join('')).toBe('x'.repeat(50));
    for (const line of cut) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(50);
  });
});
