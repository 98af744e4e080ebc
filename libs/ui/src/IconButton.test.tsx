import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from './Badge';
import { BagIcon, HeartIcon, SearchIcon } from './Icon';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, the icon staying hidden', async () => {
    const onClick = jest.fn();
    render(<IconButton label="Buscar" icon={<SearchIcon />} onClick={onClick} aria-expanded={false} />);
    const button = screen.getByRole('button', { name: 'Buscar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('requires a label at compile time, and complains at run time when untyped code leaves it out', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error: an icon-only control without a label has no accessible name.
    render(<IconButton icon={<SearchIcon />} />);
    // At run time such a button is nameless, which is exactly what the type forbids.
    expect(screen.getByRole('button')).toHaveAccessibleName('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('accessible name'));
    error.mockRestore();
  });

  it('reports an empty label', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<IconButton label="  " icon={<SearchIcon />} />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('accessible name'));
    error.mockRestore();
  });

  it('works as a toggle with aria-pressed', () => {
    render(<IconButton label="Guardar en favoritos" icon={<HeartIcon />} pressed />);
    expect(screen.getByRole('button', { name: 'Guardar en favoritos', pressed: true })).toBeInTheDocument();
  });

  it('renders as a link with an extra count in its name', () => {
    render(
      <IconButton
        as="a"
        href="/es/shop/cesta/1"
        label="Cesta"
        icon={<BagIcon />}
        extra={<Badge tone="accent">3</Badge>}
      />,
    );
    const link = screen.getByRole('link', { name: 'Cesta 3' });
    expect(link).toHaveAttribute('href', '/es/shop/cesta/1');
  });
});
