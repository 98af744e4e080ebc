import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';
import { makeImage } from './testing';

describe('ResponsiveImage', () => {
  const image = makeImage('work/abc', 3000, 2000);

  it('renders a picture whose img lists the WebP sizes with sizes, the default JPEG as src, no other source', () => {
    const { container } = render(
      <ResponsiveImage image={image} alt="Sin título, 2021" sizes="(min-width: 1025px) 50vw, 100vw" />,
    );
    const picture = container.querySelector('picture');
    const img = screen.getByRole('img', { name: 'Sin título, 2021' });
    expect(picture).toContainElement(img);
    expect(picture?.querySelector('source')).toBeNull();
    expect(img.getAttribute('srcset')).toBe(
      [
        '/api/images/work/abc/1.webp 160w',
        '/api/images/work/abc/2.webp 320w',
        '/api/images/work/abc/3.webp 640w',
        '/api/images/work/abc/4.webp 1024w',
        '/api/images/work/abc/5.webp 1440w',
      ].join(', '),
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 1025px) 50vw, 100vw');
    expect(img).toHaveAttribute('src', '/api/images/work/abc/4.jpg');
  });

  it('lists the JPEG sizes when the image has no WebP ones', () => {
    const jpegOnly = { ...image, sizes: image.sizes.map((variant) => ({ ...variant, webp: null })) };
    render(<ResponsiveImage image={jpegOnly} alt="x" sizes="50vw" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('srcset')).toContain('/api/images/work/abc/3.jpg 640w');
    expect(img.getAttribute('srcset')).not.toContain('.webp');
    expect(img).toHaveAttribute('sizes', '50vw');
  });

  it('sets width and height with the image ratio, to reserve its space', () => {
    render(<ResponsiveImage image={image} alt="x" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '1024');
    expect(img).toHaveAttribute('height', '683');
  });

  it('is lazy by default', () => {
    render(<ResponsiveImage image={image} alt="x" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('with priority loads eagerly and first', () => {
    render(<ResponsiveImage image={image} alt="x" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('with priority is preloaded from the head with the candidates and sizes of its img', () => {
    render(<ResponsiveImage image={makeImage('work/lcp', 3000, 2000)} alt="x" sizes="50vw" priority />);
    const link = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="work/lcp"]');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link).toHaveAttribute('imagesizes', '50vw');
    expect(link?.getAttribute('imagesrcset')).toBe(screen.getByRole('img').getAttribute('srcset'));
    expect(link?.getAttribute('imagesrcset')).toContain('/api/images/work/lcp/3.webp 640w');
    render(<ResponsiveImage image={makeImage('work/lazy', 3000, 2000)} alt="y" />);
    expect(document.head.querySelector('link[imagesrcset*="work/lazy"]')).toBeNull();
  });

  it('with a media query is preloaded at those widths alone and otherwise lazy', () => {
    const media = '(min-width: 1025px) and (max-width: 1320.98px)';
    render(<ResponsiveImage image={makeImage('work/wide-first', 3000, 2000)} alt="z" sizes="25vw" priority={media} />);
    const link = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="work/wide-first"]');
    expect(link).toHaveAttribute('media', media);
    expect(link).toHaveAttribute('fetchpriority', 'high');
    const img = screen.getByRole('img', { name: 'z' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('keeps an explicit empty alt for decorative images (no image role)', () => {
    const { container } = render(<ResponsiveImage image={image} alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('requires alt at compile time', () => {
    // @ts-expect-error: an image must say what it shows, or say explicitly (alt="") that it is decoration.
    const { container } = render(<ResponsiveImage image={image} />);
    expect(container.querySelector('img')).not.toHaveAttribute('alt');
  });

  it('paints the dominant colour behind the image, and ignores hostile colours', () => {
    const { container, rerender } = render(<ResponsiveImage image={image} alt="" dominantColour="#7b1f1f" />);
    expect(getComputedStyle(container.querySelector('img') as HTMLImageElement).backgroundColor).toBe(
      'rgb(123, 31, 31)',
    );
    rerender(<ResponsiveImage image={image} alt="" dominantColour="red; } img { display: none" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(getComputedStyle(img).display).toBe('block');
    expect(getComputedStyle(img).backgroundColor).toBe('rgb(244, 243, 240)');
  });

  it('without variants shows the default URL alone', () => {
    const { container } = render(
      <ResponsiveImage image={{ url: '/api/images/x/4.jpg', width: 800, height: 600, sizes: [] }} alt="x" />,
    );
    expect(container.querySelector('source')).toBeNull();
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', '/api/images/x/4.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '800');
  });
});
