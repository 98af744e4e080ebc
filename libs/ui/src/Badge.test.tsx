import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text inline, with any attribute the caller adds', () => {
    render(
      <p>
        Obra{' '}
        <Badge tone="ink" title="Esta obra se ha vendido">
          Vendida
        </Badge>
      </p>,
    );
    const badge = screen.getByText('Vendida');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('title', 'Esta obra se ha vendido');
    expect(screen.getByText(/Obra/)).toHaveTextContent('Obra Vendida');
  });

  it('accepts every tone', () => {
    for (const tone of ['neutral', 'ink', 'accent', 'danger', 'success'] as const) {
      const { unmount } = render(<Badge tone={tone}>{tone}</Badge>);
      expect(screen.getByText(tone)).toBeInTheDocument();
      unmount();
    }
  });
});
