import sharp from 'sharp';
import { fairPhotoSvg } from './index';

describe('fairPhotoSvg', () => {
  const options = { seed: 11, palette: ['#1e5bd8', '#fbc02d'], width: 600, height: 400, visitors: 3 };

  it('gives the same SVG for the same options and another for another seed', () => {
    expect(fairPhotoSvg(options)).toBe(fairPhotoSvg({ ...options, palette: [...options.palette] }));
    expect(fairPhotoSvg({ ...options, seed: 12 })).not.toBe(fairPhotoSvg(options));
  });

  it('keeps the ids of its several paintings apart, so each painting draws with its own gradients and textures', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const svg = fairPhotoSvg({ ...options, seed });
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
    }
  });

  it('renders with sharp at the requested size, with no external reference', async () => {
    for (const seed of [1, 2, 3]) {
      const svg = fairPhotoSvg({ ...options, seed, visitors: seed * 2 });
      expect(svg).not.toMatch(/href="(?!#)|<image|@import|url\((?!#)/);
      const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
      expect({ width: info.width, height: info.height }).toEqual({ width: 600, height: 400 });
    }
  });

  it('refuses a bad canvas or palette', () => {
    expect(() => fairPhotoSvg({ ...options, width: 3 })).toThrow('width');
    expect(() => fairPhotoSvg({ ...options, palette: ['blue'] })).toThrow('palette');
  });
});
