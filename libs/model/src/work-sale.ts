import { MARKET_CATALOG_PREFIX, type CatalogPrefix, type WorkState } from './catalogue';

/**
 * Which works can be bought, in one place (T39, T40 of the specification; issue 18). The work page's table of
 * actions (`@art/page-kit` work-offer), the API's `Work.buyable`, the works lists' "available to buy" filter and
 * their order (sold works last) all read it; the API's SQL of the same rules is built from these constants and
 * checked against these functions on every seeded work.
 */

/** The one state in which a work is sold at the price it shows; the other states ask for it or sell nothing. */
export const FOR_SALE_WORK_STATE: WorkState = 'Disponible';

/** A sold work: labelled instead of priced, and listed after the works still to be had. */
export const SOLD_WORK_STATE: WorkState = 'Vendida';

/** The catalogue whose works are bought online, in the shop's cart (the Market). */
export const ONLINE_SALE_CATALOG_PREFIX: CatalogPrefix = MARKET_CATALOG_PREFIX;

/** What of a work decides whether it is for sale now. */
export interface WorkSaleFacts {
  workState: string;
  /** The price shown, in any unit; null without one (none stored, or a price-on-request state). */
  price: number | null;
  /** Held now by an order being paid (decision 014). */
  held: boolean;
}

/**
 * Whether a price is one a work is sold at: a price of 0 is no price.
 * @example hasSalePrice(0) // false
 */
export function hasSalePrice(price: number | null | undefined): price is number {
  return price !== null && price !== undefined && price > 0;
}

/**
 * For sale now at its price, wherever it is sold (the shop's cart or the fair's gallery): Disponible, with a price,
 * not held by an order being paid.
 */
export function isForSaleNow(work: WorkSaleFacts): boolean {
  return work.workState === FOR_SALE_WORK_STATE && hasSalePrice(work.price) && !work.held;
}

/** Whether a work of these catalogues is sold online (in the Market) rather than by its gallery at the fair. */
export function isSoldOnline(catalogs: readonly string[]): boolean {
  return catalogs.includes(ONLINE_SALE_CATALOG_PREFIX);
}

/**
 * Can be bought online now ("available to buy"): a priced, available work of the Market, not held by an order.
 * @example canBeBoughtOnline({ workState: 'Disponible', price: 1200, held: false, catalogs: ['MARKET'] }) // true
 */
export function canBeBoughtOnline(work: WorkSaleFacts & { catalogs: readonly string[] }): boolean {
  return isForSaleNow(work) && isSoldOnline(work.catalogs);
}

/** Whether a work is sold (its card shows the label, and lists show it after the others). */
export function isSold(workState: string): boolean {
  return workState === SOLD_WORK_STATE;
}

/** A work shown but not for sale by anyone ('No disponible'): no price, no action, no contact. */
export const UNAVAILABLE_WORK_STATE: WorkState = 'No disponible';

/**
 * The state a work's card shows instead of its price, or null when the card shows the price (or "price on request"):
 * a sold work says so, and so does a work that is not available, whatever price is stored for it (issue 18).
 * @example stateShownInsteadOfPrice('No disponible') // 'No disponible'
 */
export function stateShownInsteadOfPrice(workState: string): WorkState | null {
  return workState === SOLD_WORK_STATE || workState === UNAVAILABLE_WORK_STATE ? workState : null;
}
