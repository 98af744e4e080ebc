/**
 * What a work page offers for each state of a work, on each site, in one table (N2, T39, T40 of the specification):
 * exactly one action, labelled for it, leading to a target on the site showing the page that accepts the work, or
 * none with the reason; and whether the price shows. Pure: the page (`WorkOffer`) draws it.
 */
import { FOR_SALE_WORK_STATE, hasSalePrice, isSoldOnline, SOLD_WORK_STATE } from '@art/model';
import type { SiteName } from '@art/routing';

/** Where a work stands for a visitor, from its state, price, catalogues and hold. */
export type WorkSituation =
  /** Disponible with a price, not held, in the Market: bought online. */
  | 'buyable'
  /** Disponible with a price, not held, in no Market: the fair's gallery sells it. */
  | 'buyable-fair-only'
  /** Disponible with a price, held by an order being paid: nothing to do for now. */
  | 'reserved'
  /** Disponible without a price (none or 0): its price is asked for. */
  | 'no-price'
  /** Disponible (PRESUPUESTOS): a quote is asked for. */
  | 'quote'
  /** Consulta Galería: the gallery is asked. */
  | 'ask-gallery'
  /** Consulta Market: the Market (the organisers) is asked, not the gallery. */
  | 'ask-market'
  /** No disponible (or hidden): neither bought nor asked about. */
  | 'unavailable'
  /** Vendida. */
  | 'sold';

/** The action a page offers; each has its own label (`works:workPage.actions.<kind>`). */
export type WorkActionKind =
  'add-to-cart' | 'buy-in-market' | 'contact-gallery' | 'ask-price' | 'quote' | 'ask-gallery' | 'ask-market';

/**
 * Where an action leads: the cart (the shop's button, no address), the work on the shop, the work's inquiry page
 * (the fair's, answered by the gallery or, for "Consulta Market", the organisers), the gallery's contact page of the
 * site, or the organisers' form in the page's own footer (the shop has no inquiry page).
 */
export type WorkActionTarget = 'cart' | 'shop-work' | 'work-inquiry' | 'gallery-contact' | 'footer-contact';

export interface WorkAction {
  kind: WorkActionKind;
  target: WorkActionTarget;
}

/** What the page shows of the price: the amount, "price on request", or nothing. */
export type WorkPriceShown = 'amount' | 'on-request' | 'none';

/** Why a work offers no action (`works:workPage.reasons.<reason>`). */
export type WorkNoActionReason = 'reserved' | 'unavailable' | 'sold';

export interface WorkOfferRow {
  /** The action on each site; null: none. */
  action: Readonly<Record<SiteName, WorkAction | null>>;
  price: WorkPriceShown;
  reason: WorkNoActionReason | null;
}

const ask = (kind: WorkActionKind, onShop: WorkActionTarget = 'gallery-contact'): WorkOfferRow => ({
  action: { fair: { kind, target: 'work-inquiry' }, shop: { kind, target: onShop } },
  price: 'on-request',
  reason: null,
});
const none = (reason: WorkNoActionReason, price: WorkPriceShown = 'none'): WorkOfferRow => ({
  action: { fair: null, shop: null },
  price,
  reason,
});

/** The table: each situation, its action on each site, its price and its reason. */
export const WORK_OFFERS: Readonly<Record<WorkSituation, WorkOfferRow>> = {
  buyable: {
    action: { fair: { kind: 'buy-in-market', target: 'shop-work' }, shop: { kind: 'add-to-cart', target: 'cart' } },
    price: 'amount',
    reason: null,
  },
  // The shop shows only the Market's works: this row's shop action is never drawn, and would be the cart's.
  'buyable-fair-only': {
    action: {
      fair: { kind: 'contact-gallery', target: 'gallery-contact' },
      shop: { kind: 'add-to-cart', target: 'cart' },
    },
    price: 'amount',
    reason: null,
  },
  reserved: none('reserved', 'amount'),
  'no-price': ask('ask-price'),
  quote: ask('quote'),
  'ask-gallery': ask('ask-gallery'),
  'ask-market': ask('ask-market', 'footer-contact'),
  unavailable: none('unavailable'),
  sold: none('sold'),
};

/** What of a work decides its situation. */
export interface WorkOfferFacts {
  workState: string;
  /** Null in a price-on-request state (the API gives none) or without a price. */
  price: number | null;
  /** For sale now (`isForSaleNow` of `@art/model`): Disponible with a price and not held by an order. */
  buyable: boolean;
  catalogs: readonly string[];
}

/**
 * A work's situation; `buyable` is exactly `canBeBoughtOnline` of `@art/model`, the works lists' "available to buy".
 * @example workSituation({ workState: 'Consulta Market', price: null, buyable: false, catalogs: ['AM25'] }) // 'ask-market'
 */
export function workSituation(work: WorkOfferFacts): WorkSituation {
  switch (work.workState) {
    case SOLD_WORK_STATE:
      return 'sold';
    case 'Disponible (PRESUPUESTOS)':
      return 'quote';
    case 'Consulta Galería':
      return 'ask-gallery';
    case 'Consulta Market':
      return 'ask-market';
    case FOR_SALE_WORK_STATE:
      if (!hasSalePrice(work.price)) return 'no-price';
      if (!work.buyable) return 'reserved';
      return isSoldOnline(work.catalogs) ? 'buyable' : 'buyable-fair-only';
    default:
      return 'unavailable';
  }
}

/** What the page of a work offers on a site: the action (or null), the price shown and the reason for no action. */
export interface WorkOfferPlan {
  situation: WorkSituation;
  action: WorkAction | null;
  price: WorkPriceShown;
  reason: WorkNoActionReason | null;
}

/**
 * The row of the table for a work on a site.
 * @example workOfferOn({ workState: 'Consulta Galería', price: null, buyable: false, catalogs: ['MARKET'] }, 'shop').action
 * // { kind: 'ask-gallery', target: 'gallery-contact' }
 */
export function workOfferOn(work: WorkOfferFacts, site: SiteName): WorkOfferPlan {
  const situation = workSituation(work);
  const row = WORK_OFFERS[situation];
  return { situation, action: row.action[site], price: row.price, reason: row.reason };
}
