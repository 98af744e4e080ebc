/**
 * What an order costs (§3 Shipping cost, Coupon, Order; §9 VAT 0.21): the shipping band by subtotal, the coupon's
 * discount, and the totals. Every amount is integer cents with VAT included (T33: prices and shipping include VAT;
 * `taxes` is the VAT part of the total).
 */
import { VAT_RATE } from '@art/model';
import type { Cart } from './cart';

/** The five shipping bands of the specification, by the order's subtotal (VAT included). */
export const SHIPPING_BANDS = ['lessThan200', 'lessThan400', 'lessThan600', 'lessThan900', 'moreThan900'] as const;
export type ShippingBand = (typeof SHIPPING_BANDS)[number];

/** Upper bounds (exclusive, cents) of the first four bands (decision 014: the band is read from the subtotal). */
const BAND_LIMITS: readonly [ShippingBand, number][] = [
  ['lessThan200', 200_00],
  ['lessThan400', 400_00],
  ['lessThan600', 600_00],
  ['lessThan900', 900_00],
];

/** What shipping costs to one country, per band, in cents. */
export type ShippingRates = Readonly<Record<ShippingBand, number>>;

/** The band of a subtotal: under 200 €, 400 €, 600 €, 900 €, or more. */
export function shippingBand(subtotalCents: number): ShippingBand {
  return BAND_LIMITS.find(([, limit]) => subtotalCents < limit)?.[0] ?? 'moreThan900';
}

/** Shipping of a subtotal to a country with these rates; nothing to ship costs nothing. */
export function shippingCostCents(rates: ShippingRates, subtotalCents: number): number {
  return subtotalCents > 0 ? rates[shippingBand(subtotalCents)] : 0;
}

/** A discount code (T34): an amount in cents, or a percentage in hundredths of a percent (1000 = 10 %). */
export interface Coupon {
  readonly code: string;
  readonly kind: 'amount' | 'percent';
  readonly value: number;
  readonly validFrom: Date | null;
  readonly validTo: Date | null;
  readonly maxUses: number | null;
  readonly usedCount: number;
}

/** Why a coupon cannot be used now: the key of its message in `errors.json` (`coupon.*`). */
export type CouponProblem = 'unknown' | 'notYetValid' | 'expired' | 'usedUp';

/** Whether a coupon can be used at `now`; `null` when it can. */
export function couponProblem(coupon: Coupon | null, now: Date): CouponProblem | null {
  if (!coupon) return 'unknown';
  if (coupon.validFrom && now < coupon.validFrom) return 'notYetValid';
  if (coupon.validTo && now > coupon.validTo) return 'expired';
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'usedUp';
  return null;
}

/** The discount of a coupon on a subtotal, never more than the subtotal. */
export function couponDiscountCents(coupon: Pick<Coupon, 'kind' | 'value'>, subtotalCents: number): number {
  const raw = coupon.kind === 'percent' ? Math.round((subtotalCents * coupon.value) / 10_000) : coupon.value;
  return Math.max(0, Math.min(subtotalCents, raw));
}

/** The VAT part of an amount that includes it. */
export function vatPartCents(amountCents: number): number {
  return amountCents - Math.round(amountCents / (1 + VAT_RATE));
}

/** An order's amounts (§3 Order), in cents. */
export interface OrderTotals {
  readonly subtotal: number;
  readonly transportAmount: number;
  readonly totalDiscount: number;
  /** The VAT included in the total. */
  readonly taxes: number;
  readonly totalAmount: number;
}

/**
 * The totals of a cart: subtotal of the items, shipping for the country's rates (none until a country is chosen),
 * the coupon's discount on the subtotal, the total and its VAT.
 *
 * @example cartTotals(cart, { rates: spain, coupon: tenPercent }).totalAmount
 */
export function cartTotals(
  cart: Pick<Cart, 'items'> | null,
  options: { rates?: ShippingRates | null; coupon?: Pick<Coupon, 'kind' | 'value'> | null } = {},
): OrderTotals {
  const subtotal = cart?.items.reduce((sum, item) => sum + item.unitPriceCents * item.units, 0) ?? 0;
  const transportAmount = options.rates ? shippingCostCents(options.rates, subtotal) : 0;
  const totalDiscount = options.coupon ? couponDiscountCents(options.coupon, subtotal) : 0;
  const totalAmount = subtotal + transportAmount - totalDiscount;
  return { subtotal, transportAmount, totalDiscount, taxes: vatPartCents(totalAmount), totalAmount };
}
