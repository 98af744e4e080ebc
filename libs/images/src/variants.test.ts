import { imageVariants } from './variants';

describe('imageVariants', () => {
  it('lists the six sizes with their dimensions and both URLs', () => {
    const variants = imageVariants('work/jardin-azul', 1600, 1200);
    expect(variants.map((v) => [v.size, v.name, v.width, v.height])).toEqual([
      [0, 'original', 1600, 1200],
      [1, 'smallest', 160, 120],
      [2, 'small', 320, 240],
      [3, 'medium', 640, 480],
      [4, 'big', 1024, 768],
      [5, 'biggest', 1440, 1080],
    ]);
    expect(variants[3]).toMatchObject({
      url: '/api/images/work/jardin-azul/3.jpg',
      webp: '/api/images/work/jardin-azul/3.webp',
    });
  });

  it('never enlarges a small original', () => {
    const variants = imageVariants('artist/ana', 300, 500);
    expect(variants.map((v) => `${v.width}x${v.height}`)).toEqual([
      '300x500',
      '96x160',
      '192x320',
      '300x500',
      '300x500',
      '300x500',
    ]);
  });

  it('refuses an invalid key or size', () => {
    expect(() => imageVariants('../etc', 10, 10)).toThrow('Invalid image key');
    expect(() => imageVariants('work/a', 0, 10)).toThrow('Invalid image dimensions');
    expect(() => imageVariants('work/a', 10.5, 10)).toThrow('Invalid image dimensions');
  });
});
