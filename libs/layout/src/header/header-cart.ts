/**
 * The header's cart as the site hands it to the layout, and what the bag and its dropdown share: apart from the
 * dropdown, whose code loads when the visitor first opens it.
 */
import type { ImageData } from '@art/ui';

/** The id of the cart dropdown, controlled by the bag button of the wide header. */
export const CART_DROPDOWN_ID = 'cart-dropdown';

/** What a change of the cart answers: done, or refused with a text to show. */
export type HeaderCartOutcome = { readonly ok: true } | { readonly ok: false; readonly error: string };

/** One work of the cart as the dropdown shows it (a `CartItemFields` of `@art/data` fits). */
export interface HeaderCartItem {
  readonly id: string;
  /** Euros with VAT, the price when it was added. */
  readonly unitPrice: number;
  readonly work: {
    readonly title: string;
    readonly url: string;
    readonly currency: string;
    readonly images: readonly ImageData[];
    readonly artist: { readonly fullName: string };
  };
}

/**
 * The visitor's cart as the header needs it; the site fills it (the layout never reads the cart itself). Until the
 * page runs in the browser it is not `ready` and counts 0, so the server's HTML and the first render agree.
 */
export interface HeaderCart {
  readonly ready: boolean;
  /** Works in the cart: the badge. */
  readonly count: number;
  /** The cart's works once read; empty while `loading`. */
  readonly items: readonly HeaderCartItem[];
  /** True while the works of a cart that has some are being read. */
  readonly loading: boolean;
  /** The sum of the items, euros with VAT. */
  readonly subtotal: number;
  /** Goes up by one on each work added: the badge flashes and the dropdown opens. */
  readonly lastAdded: number;
  readonly onRemove: (workId: string) => Promise<HeaderCartOutcome>;
}

/** The works of a cart the dropdown lists: those with a price above 0 (§9). */
export function pricedItems<T extends Pick<HeaderCartItem, 'unitPrice'>>(items: readonly T[]): T[] {
  return items.filter((item) => Number.isFinite(item.unitPrice) && item.unitPrice > 0);
}
