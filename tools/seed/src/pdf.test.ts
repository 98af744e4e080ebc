import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { pdfPageLines, pdfPageText, textWidth, winAnsiText, wrapText, writePdf, type PdfDocument } from './pdf';

const DOC: PdfDocument = {
  title: 'Dosier de prensa 2025',
  author: 'Feria de Arte Contemporáneo de Madrid',
  subject: 'La 20ª edición',
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
    {
      kind: 'body',
      text: '¿Dónde? En la Galería de Cristal del Palacio de Cibeles (Madrid). ¡Año 20, señoras y señores!',
    },
  ],
};

/** The base fonts of every page's resources, with their encodings. */
function fontsOf(pdf: PDFDocument): string[] {
  const names = new Set<string>();
  for (const page of pdf.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const ref of fonts?.values() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      names.add(`${String(font.get(PDFName.of('BaseFont')))} ${String(font.get(PDFName.of('Encoding')))}`);
    }
  }
  return [...names].sort();
}

describe('writePdf', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await writePdf(DOC);
  });

  it('writes a PDF file that pdf-lib reads back, one A4 page, ending with %%EOF', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').endsWith('%%EOF\n')).toBe(true);
    const read = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(read.getPageCount()).toBe(1);
    expect(read.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
  });

  it('keeps the title (shown in the title bar), author, subject, language and creation date in the metadata', async () => {
    const read = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(read.getTitle()).toBe('Dosier de prensa 2025');
    expect(read.getAuthor()).toBe('Feria de Arte Contemporáneo de Madrid');
    expect(read.getSubject()).toBe('La 20ª edición');
    expect(read.getProducer()).toBe('@art/seed');
    expect(read.getCreationDate()?.toISOString()).toBe('2025-02-20T00:00:00.000Z');
    expect(String(read.catalog.get(PDFName.of('Lang')))).toBe('(es)');
    expect(read.catalog.getOrCreateViewerPreferences().getDisplayDocTitle()).toBe(true);
  });

  it('uses the standard Helvetica faces (not embedded) with WinAnsi encoding', async () => {
    const read = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(fontsOf(read)).toEqual(['/Helvetica /WinAnsiEncoding', '/Helvetica-Bold /WinAnsiEncoding']);
  });

  it('shows the text with its accents and the typographic marks', async () => {
    const [shown = []] = await pdfPageLines(pdf);
    expect(shown).toContain('Dosier de prensa 2025');
    expect(shown).toContain('Datos de la edición');
    expect(shown).toContain('Galerías');
    expect(shown.join(' ')).toContain(
      '¿Dónde? En la Galería de Cristal del Palacio de Cibeles (Madrid). ¡Año 20, señoras y señores!',
    );
    // The footer, with the page number.
    expect(shown).toContain('Feria de Arte Contemporáneo de Madrid · prensa@artfair.test  ·  1 / 1');
    const marks = await pdfPageLines(
      await writePdf({ ...DOC, footer: undefined, blocks: [{ kind: 'body', text: '€ “x” – — … ‘y’ • ¿Año? ¡Sí!' }] }),
    );
    expect(marks).toEqual([['€ “x” – — … ‘y’ • ¿Año? ¡Sí!', '1 / 1']]);
  });

  it('writes what WinAnsi cannot encode as ? and control characters as spaces, composing decomposed accents', async () => {
    expect(
      await pdfPageLines(
        await writePdf({
          ...DOC,
          footer: undefined,
          blocks: [{ kind: 'body', text: 'Cafe\u0301 日本 😀 a\tb\u0000c' }],
        }),
      ),
    ).toEqual([['Café ?? ? a b c', '1 / 1']]);
  });

  it('gives the same bytes for the same document', async () => {
    expect((await writePdf(DOC)).equals(pdf)).toBe(true);
    expect((await writePdf({ ...DOC, title: 'Otro' })).equals(pdf)).toBe(false);
  });

  it('flows long text onto more pages, every line inside the margins', async () => {
    const paragraph = 'La feria reúne galerías de arte contemporáneo de España, Portugal y Latinoamérica. '.repeat(12);
    const long = await writePdf({
      ...DOC,
      blocks: Array.from({ length: 12 }, (_, i) => [
        { kind: 'heading' as const, text: `Sección ${i + 1}` },
        { kind: 'body' as const, text: paragraph },
      ]).flat(),
    });
    const count = (await PDFDocument.load(long)).getPageCount();
    expect(count).toBeGreaterThan(2);
    const pages = await pdfPageText(long);
    expect(pages).toHaveLength(count);
    pages.forEach((lines, i) => {
      expect(lines.at(-1)?.text).toMatch(new RegExp(`${i + 1} / ${count}$`));
      for (const line of lines) {
        expect(line.x).toBeGreaterThanOrEqual(62);
        expect(line.y).toBeGreaterThanOrEqual(42);
        expect(line.y).toBeLessThanOrEqual(842 - 72);
        // Nothing passes the right margin (595 - 62), measured as drawn.
        expect(line.x + textWidth(line.text, line.font, line.size)).toBeLessThanOrEqual(595 - 62 + 0.01);
      }
    });
  });

  it('starts a new page at a break (not on a page still empty), and sets list items after a bullet', async () => {
    const doc = await writePdf({
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
    expect(await pdfPageLines(doc)).toEqual([
      ['Galerías', '•', 'Sala Valdés · Valencia', '1 / 2'],
      ['Press kit', '2 / 2'],
    ]);
  });
});

describe('winAnsiText', () => {
  it('keeps Latin-1 and the typographic marks of Windows-1252', () => {
    expect(winAnsiText('¿Año? ¡Sí! € “x” – — … ‘y’ •')).toBe('¿Año? ¡Sí! € “x” – — … ‘y’ •');
  });

  it('composes decomposed accents, and writes what it cannot encode as ? and controls as spaces', () => {
    expect(winAnsiText('e\u0301')).toBe('é');
    expect(winAnsiText('日本 😀')).toBe('?? ?');
    expect(winAnsiText('a\tb\u0000c')).toBe('a b c');
  });
});

describe('textWidth and wrapText', () => {
  it('measures with the fonts’ metrics', () => {
    expect(textWidth('Madrid', 'regular', 10)).toBeCloseTo(30.56, 2);
    expect(textWidth('Madrid', 'bold', 10)).toBeGreaterThan(textWidth('Madrid', 'regular', 10));
    // An accented letter is as wide as its letter.
    expect(textWidth('Galería', 'regular', 11)).toBeCloseTo(
      textWidth('Galeraa', 'regular', 11) - textWidth('a', 'regular', 11) + textWidth('í', 'regular', 11),
      5,
    );
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
