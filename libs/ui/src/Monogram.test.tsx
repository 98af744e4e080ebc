import { render, screen } from '@testing-library/react';
import { contrastRatio, MIN_TEXT_CONTRAST } from './theme';
import { Monogram, MONOGRAM_TINTS, monogramInitials, monogramTint } from './Monogram';

describe('monogramInitials', () => {
  it('takes the first name and the first surname', () => {
    expect(monogramInitials('Ana López')).toBe('AL');
    expect(monogramInitials('Lucía Núñez Ibáñez')).toBe('LN');
    expect(monogramInitials('  jean-michel   basquiat ')).toBe('JB');
  });

  it('gives one letter for one name and nothing for no letters', () => {
    expect(monogramInitials('Orlan')).toBe('O');
    expect(monogramInitials('   ')).toBe('');
    expect(monogramInitials('— ·')).toBe('');
  });

  it('keeps accents and skips particles and punctuation', () => {
    expect(monogramInitials('Ángel Ñúñez')).toBe('ÁÑ');
    expect(monogramInitials('María de la Cruz')).toBe('MC');
    expect(monogramInitials('Vincent van Gogh')).toBe('VG');
    expect(monogramInitials('"Kiko" (Rivas)')).toBe('KR');
    expect(monogramInitials('Juan de')).toBe('JD');
  });
});

describe('monogramTint', () => {
  it('gives a name the same tint every time, whatever its accents or case', () => {
    expect(monogramTint('Lucía Núñez Ibáñez')).toBe(monogramTint('Lucía Núñez Ibáñez'));
    expect(monogramTint('Lucía Núñez Ibáñez')).toBe(monogramTint('LUCIA NUNEZ IBANEZ'));
  });

  it('spreads names over the palette', () => {
    const names = ['Ana López', 'Pablo Ruiz', 'Marta Cervera', 'Juana Mordó', 'Elba Benítez', 'Helga de Alvear'];
    const used = new Set(names.concat(names.map((n) => `${n} Sanz`)).map((n) => monogramTint(n).background));
    expect(used.size).toBeGreaterThan(3);
  });

  it('draws every tint with initials of at least 4.5:1', () => {
    for (const tint of MONOGRAM_TINTS) {
      expect(contrastRatio(tint.ink, tint.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('Monogram', () => {
  it('shows the initials on the name’s tint, hidden from screen readers when the name is written beside it', () => {
    const { container } = render(<Monogram name="Ana López" />);
    const box = container.querySelector('[data-monogram]');
    expect(box).toHaveAttribute('data-monogram', 'AL');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveTextContent('AL');
    expect(box).toHaveStyle({ backgroundColor: monogramTint('Ana López').background, aspectRatio: '1' });
  });

  it('is an image named once when it stands alone', () => {
    render(<Monogram name="Ana López" label="Ana López" aspectRatio={2} />);
    const image = screen.getByRole('img', { name: 'Ana López' });
    expect(image).not.toHaveAttribute('aria-hidden');
    expect(image).toHaveStyle({ aspectRatio: '2' });
  });
});
