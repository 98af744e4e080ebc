import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeartIcon } from './Icon';
import { IconButton } from './IconButton';
import { makeImage } from './testing';
import { WorkCard, type WorkCardProps } from './WorkCard';

const base: WorkCardProps = {
  href: '/es/obra/ana-ruiz/sin-titulo',
  image: makeImage('work/sin-titulo', 1200, 1600),
  artistName: 'Ana Ruiz',
  title: 'Sin título',
  year: 2021,
  price: 4800,
  lang: 'es',
  priceFallback: 'Consultar precio',
  vatLabel: 'IVA incluido',
};

describe('WorkCard', () => {
  it('is an article whose heading link names artist, title and year', () => {
    render(<WorkCard {...base} />);
    const link = screen.getByRole('link', { name: 'Ana Ruiz Sin título, 2021' });
    expect(link).toHaveAttribute('href', '/es/obra/ana-ruiz/sin-titulo');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
    expect(screen.getByRole('article')).toHaveTextContent('4.800,00 € IVA incluido'); // jest-dom folds the no-break space
  });

  it('shows the image decoratively by default, lazy, sized for the masonry', () => {
    const { container } = render(<WorkCard {...base} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img?.getAttribute('sizes')).toContain('(min-width: 1321px)');
    expect(img).toHaveAttribute('width', '768');
    expect(img).toHaveAttribute('height', '1024');
  });

  it('can describe its image and load it first', () => {
    render(<WorkCard {...base} imageAlt="Lienzo azul con una línea roja" priority />);
    expect(screen.getByRole('img', { name: 'Lienzo azul con una línea roja' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  it('shows the fallback text when the work has no price (null or 0)', () => {
    const { rerender } = render(<WorkCard {...base} price={null} />);
    expect(screen.getByText('Consultar precio')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).toBeNull();
    rerender(<WorkCard {...base} price={0} />);
    expect(screen.getByText('Consultar precio')).toBeInTheDocument();
  });

  it('shows a state (sold, not available) instead of the price', () => {
    render(<WorkCard {...base} stateLabel="Vendida" />);
    expect(screen.getByText('Vendida')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('renders the action slot as its own control', async () => {
    const onSave = jest.fn();
    render(
      <WorkCard
        {...base}
        action={<IconButton label="Guardar Sin título" icon={<HeartIcon />} pressed={false} onClick={onSave} />}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Sin título' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('works without image, year or English price', () => {
    const { container } = render(
      <WorkCard {...base} image={null} year={null} lang="en" price={950} vatLabel={undefined} headingLevel={2} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-no-image]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Ruiz Sin título' })).toBeInTheDocument();
    expect(screen.getByText('€950.00')).toBeInTheDocument();
  });

  it('renders hostile texts as text and refuses a script address', () => {
    render(
      <WorkCard
        {...base}
        href="javascript:alert(document.cookie)"
        artistName={'<img src=x onerror=alert(1)>'}
        title={"'; DROP TABLE works; --"}
        image={null}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText(/DROP TABLE works/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('a')).not.toHaveAttribute('href');
  });

  it('copes with a very long title', () => {
    const title = 'Palabra'.repeat(500);
    render(<WorkCard {...base} title={title} />);
    expect(screen.getByRole('link')).toHaveTextContent(title);
  });
});
