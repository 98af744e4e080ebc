/**
 * The anonymous visitor's cart in local storage under `art.cart` (§4). Whatever is stored there may have been written
 * by an older version, by hand or by a hostile script, so it is read through {@link parseStoredCart}.
 */
import { MAX_CART_ITEMS, MAX_UNITS_PER_WORK, type Cart, type CartItem } from './cart';

/** The local storage key of the anonymous cart (§4, C-01). */
export const CART_STORAGE_KEY = 'art.cart';

const WORK_ID = /^[0-9]{1,12}$/;
const MAX_PRICE_CENTS = 100_000_000_00;

function readItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, units, unitPriceCents } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !WORK_ID.test(id)) return null;
  if (typeof units !== 'number' || !Number.isInteger(units) || units < 1) return null;
  if (
    typeof unitPriceCents !== 'number' ||
    !Number.isInteger(unitPriceCents) ||
    unitPriceCents < 0 ||
    unitPriceCents > MAX_PRICE_CENTS
  ) {
    return null;
  }
  return { id, units: Math.min(units, MAX_UNITS_PER_WORK), unitPriceCents };
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));

/**
 * The cart a stored text holds, or `null` when it holds none or anything malformed; items that are not well-formed
 * are dropped, each work is kept once.
 */
export function parseStoredCart(text: string | null): Cart | null {
  if (!text || text.length > 100_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (!Array.isArray(raw['items']) || !isDate(raw['creationDate']) || !isDate(raw['updateDate'])) return null;
  const items: CartItem[] = [];
  for (const candidate of raw['items'].slice(0, MAX_CART_ITEMS)) {
    const item = readItem(candidate);
    if (item && !items.some((existing) => existing.id === item.id)) items.push(item);
  }
  if (items.length === 0) return null;
  const lang = raw['lang'] === 'en' ? 'en' : 'es';
  const eeList = typeof raw['eeList'] === 'string' ? raw['eeList'].slice(0, 100) : null;
  return { items, creationDate: raw['creationDate'], updateDate: raw['updateDate'], lang, eeList };
}

/** The text to store for a cart; an empty cart is stored as nothing (§4: "clear … blanks the stored cart"). */
export function serializeCart(cart: Cart | null): string | null {
  return cart && cart.items.length > 0 ? JSON.stringify(cart) : null;
}
