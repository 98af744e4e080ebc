/** Spanish VAT (IVA) included in every price. */
export const VAT_RATE = 0.21;
export const CURRENCY = 'EUR';

/** Price without VAT, in cents, from a price with VAT included, in cents. */
export function priceWithoutTaxesCents(priceCents: number): number {
  return Math.round(priceCents / (1 + VAT_RATE));
}

/** Cents to euros as the API exposes them (`Float`). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}
