import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('with a label is a status announcing it', () => {
    render(<Spinner label="Cargando obras" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando obras');
  });

  it('without a label is decorative', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('a blank label counts as none', () => {
    render(<Spinner label="   " />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
