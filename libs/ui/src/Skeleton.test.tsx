import { render } from '@testing-library/react';
import { Skeleton, SKELETON_MAX_LINES } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton aspectRatio={4 / 5} />);
    const block = container.querySelector('[data-skeleton="block"]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toBeEmptyDOMElement();
  });

  it('draws the lines asked for, within bounds', () => {
    const lines = (n: number) => {
      const { container, unmount } = render(<Skeleton variant="text" lines={n} />);
      const count = container.querySelectorAll('[data-skeleton="text"] > span').length;
      unmount();
      return count;
    };
    expect(lines(3)).toBe(3);
    expect(lines(0)).toBe(1);
    expect(lines(-5)).toBe(1);
    expect(lines(2.7)).toBe(2);
    expect(lines(10_000)).toBe(SKELETON_MAX_LINES);
    expect(lines(Number.NaN)).toBe(1);
  });
});
