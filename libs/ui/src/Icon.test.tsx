import { render, screen } from '@testing-library/react';
import * as ui from './index';
import { Icon, ICON_NAMES } from './Icon';

describe('Icon', () => {
  it('has the 16 icons of the set', () => {
    expect(ICON_NAMES).toEqual([
      'search',
      'close',
      'bag',
      'user',
      'menu',
      'chevron-down',
      'arrow-up',
      'arrow-right',
      'heart',
      'heart-filled',
      'globe',
      'eye',
      'eye-off',
      'plus',
      'minus',
      'external',
    ]);
  });

  it.each(ICON_NAMES.map((n) => [n]))('%s is an inline SVG hidden from assistive technology by default', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg?.childElementCount).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('each named component draws its icon', () => {
    const components = {
      SearchIcon: 'search',
      CloseIcon: 'close',
      BagIcon: 'bag',
      UserIcon: 'user',
      MenuIcon: 'menu',
      ChevronDownIcon: 'chevron-down',
      ArrowUpIcon: 'arrow-up',
      ArrowRightIcon: 'arrow-right',
      HeartIcon: 'heart',
      HeartFilledIcon: 'heart-filled',
      GlobeIcon: 'globe',
      EyeIcon: 'eye',
      EyeOffIcon: 'eye-off',
      PlusIcon: 'plus',
      MinusIcon: 'minus',
      ExternalIcon: 'external',
    } as const;
    for (const [exportName, iconName] of Object.entries(components)) {
      const Component = ui[exportName as keyof typeof components];
      const { container, unmount } = render(<Component size={16} />);
      expect(container.querySelector('svg')).toHaveAttribute('data-icon', iconName);
      expect(container.querySelector('svg')).toHaveAttribute('height', '16');
      unmount();
    }
  });

  it('with a title it is an image with that name', () => {
    render(<ui.HeartFilledIcon title="En favoritos" />);
    const img = screen.getByRole('img', { name: 'En favoritos' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('a blank title stays decorative', () => {
    const { container } = render(<ui.GlobeIcon title="   " />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
