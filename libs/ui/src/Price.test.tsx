import { render, screen } from '@testing-library/react';
import { Price } from './Price';
import { formatPrice, isPriceAmount, toCurrencyCode } from './price-format';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('formats euros for Spain with two decimals and grouped thousands', () => {
    expect(formatPrice(1500, 'es')).toBe(`1.500,00${NBSP}€`);
    expect(formatPrice(950, 'es')).toBe(`950,00${NBSP}€`);
    expect(formatPrice(1234567.891, 'es')).toBe(`1.234.567,89${NBSP}€`);
  });

  it('formats euros for English readers (en-GB)', () => {
    expect(formatPrice(1500, 'en')).toBe('€1,500.00');
    expect(formatPrice(0.5, 'en')).toBe('€0.50');
  });

  it('maps currency symbols and codes, and falls back to euros', () => {
    expect(toCurrencyCode('€')).toBe('EUR');
    expect(toCurrencyCode('$')).toBe('USD');
    expect(toCurrencyCode(' usd ')).toBe('USD');
    expect(toCurrencyCode('')).toBe('EUR');
    expect(toCurrencyCode(null)).toBe('EUR');
    expect(toCurrencyCode("EUR'); DROP TABLE works;--")).toBe('EUR');
    expect(formatPrice(12.5, 'en', '$')).toBe('US$12.50');
    expect(formatPrice(12.5, 'es', '<b>')).toBe(`12,50${NBSP}€`);
  });

  it('writes euros exactly as Intl.NumberFormat does, without building one', () => {
    const amounts = [
      0, 0.005, 0.015, 0.025, 0.045, 1.115, 8.345, 1.005, 2.675, 9.995, 10, 99.99, 999.995, 1000, 2500, 12_500.5,
      123_456.785,
    ];
    const more = [
      ...Array.from({ length: 200 }, (_, i) => Math.round(((i * 7919) % 100_000) * 1.37) / 100),
      // Every half cent up to 20 €, where rounding is decided.
      ...Array.from({ length: 4000 }, (_, i) => (i * 5 + 5) / 1000),
    ];
    const intl = (lang: 'es' | 'en') =>
      new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: 'always',
      });
    for (const lang of ['es', 'en'] as const) {
      for (const amount of [...amounts, ...more, 1e-7, 0.0000015, 1e13 - 0.01, 1e13 + 1])
        expect(formatPrice(amount, lang)).toBe(intl(lang).format(amount));
    }
    // Negative and huge amounts still go through Intl.
    expect(formatPrice(-5, 'es')).toBe(intl('es').format(-5));
    expect(formatPrice(1e21, 'en')).toBe(intl('en').format(1e21));
  });

  it('knows which amounts are prices', () => {
    expect(isPriceAmount(0)).toBe(true);
    expect(isPriceAmount(10.5)).toBe(true);
    for (const bad of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, '100'])
      expect(isPriceAmount(bad)).toBe(false);
  });
});

describe('Price', () => {
  it('shows the Spanish price with the VAT label and a machine-readable amount', () => {
    const { container } = render(<Price amount={2500} lang="es" vatLabel="IVA incluido" fallback="Consultar precio" />);
    expect(container.textContent).toBe(`2.500,00${NBSP}€ IVA incluido`);
    expect(container.querySelector('data')).toHaveAttribute('value', '2500.00');
    expect(screen.queryByText('Consultar precio')).toBeNull();
  });

  it('shows the English price', () => {
    const { container } = render(<Price amount={2500} lang="en" vatLabel="VAT included" />);
    expect(container.textContent).toBe('€2,500.00 VAT included');
  });

  it('shows the fallback when there is no price', () => {
    render(<Price amount={null} lang="es" vatLabel="IVA incluido" fallback="Consultar precio" />);
    expect(screen.getByText('Consultar precio')).toBeInTheDocument();
    expect(screen.queryByText('IVA incluido')).toBeNull();
  });

  it('treats broken amounts as no price, and renders nothing without a fallback', () => {
    const { container, rerender } = render(<Price amount={Number.NaN} lang="en" fallback="Price on request" />);
    expect(container).toHaveTextContent('Price on request');
    rerender(<Price amount={-20} lang="en" fallback="Price on request" />);
    expect(container).toHaveTextContent('Price on request');
    rerender(<Price amount={undefined} lang="es" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a zero amount (e.g. free shipping) as a price', () => {
    const { container } = render(<Price amount={0} lang="es" fallback="Consultar precio" />);
    expect(container.textContent).toBe(`0,00${NBSP}€`);
  });

  it('renders hostile labels as text', () => {
    const { container } = render(<Price amount={null} lang="es" fallback={'<script>alert(1)</script>'} />);
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
  });
});
