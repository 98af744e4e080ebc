import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chip } from './Chip';

describe('Chip', () => {
  it('shows its text and no control when it cannot be removed', () => {
    render(<Chip>Pintura</Chip>);
    expect(screen.getByText('Pintura')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has a remove button named by removeLabel', async () => {
    const onRemove = jest.fn();
    render(
      <Chip onRemove={onRemove} removeLabel="Quitar filtro Pintura">
        Pintura
      </Chip>,
    );
    const remove = screen.getByRole('button', { name: 'Quitar filtro Pintura' });
    expect(remove).toHaveAttribute('type', 'button');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('removes through a link when given an address (works without JavaScript)', () => {
    render(
      <Chip removeHref="/es/obras?colours=red" removeLabel="Quitar filtro Azul">
        Azul
      </Chip>,
    );
    expect(screen.getByRole('link', { name: 'Quitar filtro Azul' })).toHaveAttribute('href', '/es/obras?colours=red');
  });

  it('offers no remove control for a script address', () => {
    render(
      <Chip removeHref="javascript:alert(1)" removeLabel="Quitar">
        Trampa
      </Chip>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Trampa')).toBeInTheDocument();
  });

  it('renders hostile text as text', () => {
    render(
      <Chip onRemove={() => undefined} removeLabel={'"><img src=x>'}>
        {"' OR 1=1 --"}
      </Chip>,
    );
    expect(screen.getByText("' OR 1=1 --")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '"><img src=x>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
