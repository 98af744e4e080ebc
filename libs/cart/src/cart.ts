/**
 * The cart of the specification (§3 Cart, §4 states): pure functions over an immutable value, used by the browser
 * (an anonymous visitor's cart in local storage) and by the API (a logged-in visitor's cart in the database).
 * Money is integer cents with VAT included; the API answers euros at its edge.
 */

/** One work in the cart: its id, how many units, and the unit price (cents, VAT included) when it was added. */
export interface CartItem {
  readonly id: string;
  readonly units: number;
  readonly unitPriceCents: number;
}

/** A cart with at least one item; an empty cart is `null` (§4: "when the last item goes the cart becomes empty (null)"). */
export interface Cart {
  readonly items: readonly CartItem[];
  /** ISO 8601: when the first item was added. */
  readonly creationDate: string;
  /** ISO 8601: the last change. */
  readonly updateDate: string;
  /** The language of the visitor when they last changed it (`es`, `en`). */
  readonly lang: string;
  /** The analytics list the last work was added from (enhanced e-commerce `item_list_name`), when known. */
  readonly eeList: string | null;
}

/**
 * How many units of one work a cart may hold. Every work of the fair is a unique piece (T21 and the issue: "a unique
 * work cannot have more than one unit in a cart").
 */
export const MAX_UNITS_PER_WORK = 1;

/** How many different works a cart may hold; a limit of the stored value, far above any real purchase. */
export const MAX_CART_ITEMS = 50;

/** What a change to the cart brings beside the work: the moment, the language, the analytics list. */
export interface CartChange {
  readonly now: Date;
  readonly lang: string;
  readonly eeList?: string | null;
}

/**
 * Adds `units` of a work (§4): a work already present raises its units (at most {@link MAX_UNITS_PER_WORK}), a new
 * one is appended with its unit price; `creationDate` is set with the first item and `updateDate` on every change.
 *
 * @example addToCart(null, { id: '12', units: 1, unitPriceCents: 250000 }, { now, lang: 'es' }).items.length // 1
 */
export function addToCart(cart: Cart | null, item: CartItem, change: CartChange): Cart {
  const at = change.now.toISOString();
  const units = Math.max(0, Math.trunc(item.units));
  const items = cart?.items ?? [];
  const present = items.find((existing) => existing.id === item.id);
  const nextItems = present
    ? items.map((existing) =>
        existing === present ? { ...existing, units: Math.min(MAX_UNITS_PER_WORK, existing.units + units) } : existing,
      )
    : [...items, { id: item.id, units: Math.min(MAX_UNITS_PER_WORK, units), unitPriceCents: item.unitPriceCents }];
  return {
    items: nextItems.filter((existing) => existing.units > 0),
    creationDate: cart?.creationDate ?? at,
    updateDate: at,
    lang: change.lang,
    eeList: change.eeList ?? cart?.eeList ?? null,
  };
}

/**
 * Removes `units` of a work (§4): its units go down, an item at zero or less is removed, and when the last item goes
 * the cart is `null`. A work not in the cart changes nothing.
 */
export function removeFromCart(cart: Cart | null, workId: string, units: number, change: CartChange): Cart | null {
  if (!cart || !cart.items.some((item) => item.id === workId)) return cart;
  const items = cart.items
    .map((item) => (item.id === workId ? { ...item, units: item.units - Math.max(0, Math.trunc(units)) } : item))
    .filter((item) => item.units > 0);
  if (items.length === 0) return null;
  return {
    ...cart,
    items,
    updateDate: change.now.toISOString(),
    lang: change.lang,
    eeList: change.eeList ?? cart.eeList,
  };
}

/** Clears the cart (§4: "clear empties it"). */
export function clearCart(): null {
  return null;
}

/**
 * The cart after login (§4, C-08): the visitor's local cart joined to the one kept on the server, each work once,
 * the server's items first; the earliest creation date.
 */
export function mergeCarts(server: Cart | null, local: Cart | null, change: CartChange): Cart | null {
  if (!local || local.items.length === 0) return server;
  let merged = server;
  for (const item of local.items) {
    if (merged?.items.some((existing) => existing.id === item.id)) continue;
    merged = addToCart(merged, item, change);
  }
  if (!merged) return null;
  const creationDate = [server?.creationDate, local.creationDate].filter(Boolean).sort()[0] ?? merged.creationDate;
  return { ...merged, creationDate };
}

/** The number of units in the cart: the header bag's badge. */
export function cartCount(cart: Cart | null): number {
  return cart?.items.reduce((sum, item) => sum + item.units, 0) ?? 0;
}

/** Whether the cart holds the work. */
export function inCart(cart: Cart | null, workId: string): boolean {
  return cart?.items.some((item) => item.id === workId) ?? false;
}
