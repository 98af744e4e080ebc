import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterToggle, SwatchToggle } from './FilterToggle';

describe('FilterToggle and SwatchToggle', () => {
  it('are checkboxes of a form, named by their visible text or their colour name', () => {
    render(
      <form aria-label="f">
        <FilterToggle name="size" value="small" checked>
          Pequeño
        </FilterToggle>
        <SwatchToggle name="colour" value="teal" colour="#00897b" label="Verde azulado" checked={false} />
      </form>,
    );
    const size = screen.getByRole('checkbox', { name: 'Pequeño' });
    const teal = screen.getByRole('checkbox', { name: 'Verde azulado' });
    expect(size).toBeChecked();
    expect(size).toHaveAttribute('name', 'size');
    expect(size).toHaveAttribute('value', 'small');
    expect(teal).not.toBeChecked();
    expect(teal).toHaveAttribute('value', 'teal');
    expect(teal.closest('label')).toHaveAttribute('title', 'Verde azulado');
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).getAll('size')).toEqual(['small']);
  });

  it('follow the clicks without a handler (the form carries the value)', async () => {
    render(<SwatchToggle name="colour" value="red" colour="#d32f2f" label="Rojo" checked={false} />);
    await userEvent.click(screen.getByText('Rojo'));
    expect(screen.getByRole('checkbox', { name: 'Rojo' })).toBeChecked();
  });

  it('are controlled with a handler: the box shows what the caller says', async () => {
    const onChange = jest.fn();
    render(
      <FilterToggle name="price" value="0-500" checked={false} onChange={onChange}>
        Hasta 500 €
      </FilterToggle>,
    );
    await userEvent.click(screen.getByText('Hasta 500 €'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Hasta 500 €' })).not.toBeChecked();
  });
});
