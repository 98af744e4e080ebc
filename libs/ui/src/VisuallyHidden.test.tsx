import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree (a span by default)', () => {
    render(
      <button type="button">
        <VisuallyHidden>Cerrar</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByText('Cerrar').tagName).toBe('SPAN');
  });

  it('renders the hidden h1 of a page', () => {
    render(<VisuallyHidden as="h1">Obras de arte contemporáneo | ARTE Madrid</VisuallyHidden>);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Obras de arte contemporáneo | ARTE Madrid' }),
    ).toBeInTheDocument();
  });

  it('makes a focusable skip link that keyboard users can reach', async () => {
    render(
      <VisuallyHidden as="a" href="#content" focusable>
        Saltar al contenido
      </VisuallyHidden>,
    );
    const link = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(link).toHaveAttribute('href', '#content');
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('renders hostile text as text', () => {
    render(<VisuallyHidden as="h1">{'<script>alert(1)</script>'}</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
  });
});
