/** Spanish VAT (IVA) included in every price. */
export const VAT_RATE = 0.21;
export const CURRENCY = 'EUR';

/** Price without VAT, in cents, from a price with VAT included, in cents. */
export function priceWithoutTaxesCents(priceCents: number): number {
  return Math.round(priceCents / (1 + VAT_RATE));
}

/**
 * Money is counted in integer cents everywhere but on the wire: the API's contract (the specification's fields,
 * `price: Float`, `unitPrice`, `amount`…) carries euros. These two are the only crossings, so a price is rounded once
 * and the same way on the server and in the browser.
 */

/** Cents to euros as the API exposes them (`Float`). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euros as the API exposes them (`Float`), or as typed in a form, to cents, rounded to the nearest cent. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
