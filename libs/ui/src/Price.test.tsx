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
