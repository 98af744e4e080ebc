import { readFileSync } from 'node:fs';
import { fontStylesheets } from './fonts';
import { fonts } from './theme';

const firstFamily = (stack: string) => /^'([^']+)'/.exec(stack)?.[1];

describe('fontStylesheets', () => {
  it.each(fontStylesheets.map((s) => [s]))('%s resolves to an installed stylesheet with font faces', (specifier) => {
    const file = require.resolve(specifier);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('@font-face');
    expect(text).toContain('font-display: swap');
    // Faces point at files shipped in the package: nothing downloaded from a font service.
    expect(text).not.toMatch(/url\(\s*['"]?https?:/);
  });

  it('declares the display family, and the text stack asks for no web font', () => {
    const declared = fontStylesheets.map((s) => readFileSync(require.resolve(s), 'utf8')).join('\n');
    expect(declared).toContain(`font-family: '${firstFamily(fonts.display)}'`);
    // Text is set in the system's face (decision 030): nothing to download, no swap to reflow the page.
    expect(fonts.text).toMatch(/^system-ui, /);
    expect(firstFamily(fonts.text)).toBeUndefined();
  });

  it('loads the Fraunces weights the type scale uses', () => {
    expect(fontStylesheets).toEqual(
      expect.arrayContaining(['@fontsource/fraunces/400.css', '@fontsource/fraunces/600.css']),
    );
  });
});
