import sharp from 'sharp';
import { dominantColours } from '@art/images';
import { COLOURS, type Colour } from '@art/model';
import { artworkSvg, coverSvg, createRandom, logoSvg, portraitSvg, type ArtworkDiscipline } from './index';

const hex = (key: Colour) => COLOURS.find((c) => c.key === key)?.hex ?? '#000000';
const DISCIPLINES: ArtworkDiscipline[] = [0, 1, 2, 3];

async function rendered(svg: string): Promise<{ width?: number; height?: number; format?: string }> {
  const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format: info.format };
}

describe('artworkSvg', () => {
  it('gives the same SVG, byte for byte, for the same options and another for another seed', () => {
    for (const discipline of DISCIPLINES) {
      const options = { seed: 17, palette: [hex('blue'), hex('yellow')], width: 800, height: 1000, discipline };
      expect(artworkSvg(options)).toBe(artworkSvg({ ...options, palette: [...options.palette] }));
      expect(artworkSvg({ ...options, seed: 18 })).not.toBe(artworkSvg(options));
    }
  });

  it('never uses Math.random', () => {
    const spy = jest.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    try {
      for (const discipline of DISCIPLINES)
        artworkSvg({ seed: 5, palette: [hex('red')], width: 400, height: 400, discipline });
      portraitSvg({ seed: 5, size: 200 });
      logoSvg({ name: 'Galería Nueva', seed: 5 });
      coverSvg({ seed: 5, palette: [hex('teal')] });
    } finally {
      spy.mockRestore();
    }
  });

  it('renders with sharp at the requested size for every discipline, with no external reference', async () => {
    for (const discipline of DISCIPLINES) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const svg = artworkSvg({
          seed,
          palette: [hex('teal'), hex('orange'), hex('white')],
          width: 480,
          height: 360,
          discipline,
        });
        expect(svg).not.toMatch(/href="(?!#)|<image|@import|url\((?!#)/);
        expect(await rendered(svg)).toEqual({ width: 480, height: 360, format: 'png' });
      }
    }
  });

  it('is dominated by its palette: the dominant colours include the first palette colour in at least 90% of samples', async () => {
    const random = createRandom(2024);
    let found = 0;
    let first = 0;
    const samples = 120;
    for (let i = 0; i < samples; i++) {
      const size = random.int(1, 3);
      const palette: Colour[] = [];
      while (palette.length < size) {
        const key = random.pick(COLOURS).key;
        if (!palette.includes(key)) palette.push(key);
      }
      const svg = artworkSvg({
        seed: random.int(0, 1_000_000),
        palette: palette.map(hex),
        width: random.pick([320, 400, 480]),
        height: random.pick([320, 400, 480]),
        discipline: DISCIPLINES[i % 4] as ArtworkDiscipline,
      });
      const colours = await dominantColours(Buffer.from(svg));
      if (colours.includes(palette[0] as Colour)) found += 1;
      if (colours[0] === palette[0]) first += 1;
    }
    process.stdout.write(`artwork palette found: ${found}/${samples} (first colour dominant in ${first})\n`);
    expect(found / samples).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ['an empty palette', { palette: [] }, 'palette'],
    ['four colours', { palette: ['#111111', '#222222', '#333333', '#444444'] }, 'palette'],
    ['a colour name', { palette: ['red'] }, 'palette'],
    ['markup in a colour', { palette: ['"/><script>'] }, 'palette'],
    ['a zero width', { width: 0 }, 'width'],
    ['a fractional height', { height: 10.5 }, 'height'],
    ['an unknown discipline', { discipline: 4 }, 'discipline'],
    ['no seed', { seed: Number.NaN }, 'seed'],
  ])('refuses %s', (_label, override, message) => {
    const options = { seed: 1, palette: [hex('red')], width: 100, height: 100, discipline: 0, ...override };
    expect(() => artworkSvg(options as Parameters<typeof artworkSvg>[0])).toThrow(message);
  });
});

describe('portraitSvg', () => {
  it('is a deterministic square picture that renders', async () => {
    expect(portraitSvg({ seed: 9, size: 300 })).toBe(portraitSvg({ seed: 9, size: 300 }));
    expect(portraitSvg({ seed: 9, size: 300 })).not.toBe(portraitSvg({ seed: 10, size: 300 }));
    expect(await rendered(portraitSvg({ seed: 9, size: 300 }))).toEqual({ width: 300, height: 300, format: 'png' });
    expect(() => portraitSvg({ seed: 9, size: 0 })).toThrow('size');
  });
});

describe('logoSvg', () => {
  it('sets the name and renders in every style', async () => {
    for (let seed = 0; seed < 8; seed++) {
      const svg = logoSvg({ name: 'Galería Marta Cervera', seed });
      expect(svg).toBe(logoSvg({ name: 'Galería Marta Cervera', seed }));
      expect(svg.toLowerCase()).toMatch(/galería|marta/);
      expect(await rendered(svg)).toEqual({ width: 800, height: 400, format: 'png' });
    }
  });

  it('escapes a hostile name so it stays text', async () => {
    for (let seed = 0; seed < 8; seed++) {
      const svg = logoSvg({ name: 'Acme <script>alert("x")</script> & Co\'s', seed });
      expect(svg).not.toMatch(/<script/i);
      expect(svg).toContain('&#38;');
      expect(await rendered(svg)).toMatchObject({ width: 800, height: 400 });
    }
  });

  it('refuses an empty or over-long name', () => {
    expect(() => logoSvg({ name: '   ', seed: 1 })).toThrow('Logo name');
    expect(() => logoSvg({ name: 'x'.repeat(121), seed: 1 })).toThrow('Logo name');
  });
});

describe('coverSvg', () => {
  it('draws a composition in the palette, with no text, and renders', async () => {
    for (let seed = 0; seed < 6; seed++) {
      const options = { seed, palette: [hex('teal'), hex('orange')] };
      const svg = coverSvg(options);
      expect(svg).toBe(coverSvg(options));
      // One picture for both languages: the page sets the title, and no card's crop cuts a word.
      expect(svg).not.toMatch(/<text\b/);
      expect(await rendered(svg)).toEqual({ width: 1600, height: 900, format: 'png' });
    }
  });

  it('refuses an empty palette', () => {
    expect(() => coverSvg({ seed: 1, palette: [] })).toThrow('palette');
  });
});
