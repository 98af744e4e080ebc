import {
  buildSrcSet,
  fallbackVariant,
  placeholderColour,
  usableVariants,
  type ImageVariantData,
} from './image-sources';
import { makeImage } from './testing';

describe('image sources', () => {
  it('list the API sizes 1–5 narrowest first, without the unbounded original', () => {
    const image = makeImage('work/abc', 3000, 2000);
    expect(usableVariants(image.sizes).map((v) => v.size)).toEqual([1, 2, 3, 4, 5]);
    expect(buildSrcSet(image.sizes, 'webp')).toBe(
      '/api/images/work/abc/1.webp 160w, /api/images/work/abc/2.webp 320w, /api/images/work/abc/3.webp 640w, ' +
        '/api/images/work/abc/4.webp 1024w, /api/images/work/abc/5.webp 1440w',
    );
    expect(buildSrcSet(image.sizes, 'jpg')).toMatch(/^\/api\/images\/work\/abc\/1\.jpg 160w, .*5\.jpg 1440w$/);
  });

  it('list each width once for small originals (sizes that could not grow)', () => {
    // A 500 px original: medium, big and biggest are all 500 px wide.
    const image = makeImage('work/small', 500, 400);
    expect(buildSrcSet(image.sizes, 'jpg')).toBe(
      '/api/images/work/small/1.jpg 160w, /api/images/work/small/2.jpg 320w, /api/images/work/small/3.jpg 500w',
    );
    expect(fallbackVariant(image)?.size).toBe(3);
  });

  it('use the original when it is all there is, and nothing when nothing is usable', () => {
    const only: ImageVariantData[] = [{ size: 0, width: 800, height: 600, url: '/o.jpg', webp: '/o.webp' }];
    expect(buildSrcSet(only, 'jpg')).toBe('/o.jpg 800w');
    expect(buildSrcSet([], 'jpg')).toBeUndefined();
    expect(buildSrcSet(null, 'webp')).toBeUndefined();
  });

  it('skip broken variants and keep hostile URLs from splitting the srcset', () => {
    const variants: ImageVariantData[] = [
      { size: 1, width: 0, height: 10, url: '/zero.jpg' },
      { size: 2, width: Number.NaN, height: 10, url: '/nan.jpg' },
      { size: 3, width: 640, height: 480, url: '   ' },
      { size: 4, width: 1024, height: 768, url: '/a b.jpg 9999w, /evil.jpg', webp: null },
      { size: 5, width: 1440, height: 1080, url: '/ok.jpg', webp: '/ok.webp' },
    ];
    expect(buildSrcSet(variants, 'jpg')).toBe('/a%20b.jpg%209999w,%20/evil.jpg 1024w, /ok.jpg 1440w');
    expect(buildSrcSet(variants, 'webp')).toBe('/ok.webp 1440w');
  });

  it('accept hex and filter colour keys as placeholder, nothing else', () => {
    expect(placeholderColour('#a1b2c3')).toBe('#a1b2c3');
    expect(placeholderColour('#abc')).toBe('#abc');
    expect(placeholderColour('Teal')).toBe('#00897b');
    for (const bad of [
      'red; } body { display: none',
      'url(javascript:alert(1))',
      'rgb(0,0,0)',
      '#12',
      '',
      null,
      undefined,
    ]) {
      expect(placeholderColour(bad)).toBeNull();
    }
  });
});
