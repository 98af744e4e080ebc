/**
 * The cart calls of the specification (§3 Cart, §4, §7): the logged-in visitor's cart (`me.cart`) and its changes,
 * and the preview of an anonymous visitor's browser cart (`cartPreview`) with today's works and prices. Amounts are
 * euros with VAT included, as the API answers them.
 */
import { defineOperation } from '../operation';
import { WORK_CARD_FIELDS, type WorkCardFields } from './fields';

/** One work in a cart: its id, units (always 1: works are unique) and the unit price in euros when it was added. */
export type CartItemFields = { id: string; units: number; unitPrice: number; work: WorkCardFields };

/** A cart as the API answers it; an empty cart is `null` where it is read. */
export type CartFields = {
  items: CartItemFields[];
  /** ISO 8601: when the first item was added. */
  creationDate: string;
  /** ISO 8601: the last change. */
  updateDate: string;
  lang: string;
  eeList: string | null;
  /** The sum of the items, euros. */
  subtotal: number;
  /** Units in the cart: the bag's badge. */
  count: number;
};

/** The selection of a cart, with each work as a card (image, artist, title, price, address). */
export const CART_FIELDS = `items { id units unitPrice work { ${WORK_CARD_FIELDS} } }
creationDate updateDate lang eeList subtotal count`;

/** What every cart change answers: the cart after the change (null when empty), or `OK: false` with the reason. */
export type CartResultFields = {
  OK: boolean;
  error: string | null;
  /** The work's price now, when the one the browser showed differed. */
  currentPrice: number | null;
  cart: CartFields | null;
};
const CART_RESULT_FIELDS = `OK error currentPrice cart { ${CART_FIELDS} }`;

/** A cart sent to the API (a browser cart to preview or to join to the server's); prices are read by the API. */
export type CartInputFields = {
  items: { id: string; units: number; unitPrice?: number | null }[];
  creationDate?: string | null;
  updateDate?: string | null;
  lang?: string | null;
  eeList?: string | null;
};

/** Result of {@link MY_CART}: `me` is null without a session, `cart` null when it is empty. */
export type MyCartData = { me: { id: string; cart: CartFields | null } | null };
/** The logged-in visitor's cart. */
export const MY_CART = defineOperation<MyCartData, Record<string, never>>('MyCart', `query MyCart {
  me { id cart { ${CART_FIELDS} } }
}`);

export type CartPreviewVariables = { cart: CartInputFields };
/** Result of {@link CART_PREVIEW}: null when none of the works can be bought any longer. */
export type CartPreviewData = { cartPreview: CartFields | null };
/**
 * An anonymous visitor's browser cart read with today's works and prices (no session needed): works that can no
 * longer be bought are left out.
 */
export const CART_PREVIEW = defineOperation<CartPreviewData, CartPreviewVariables>(
  'CartPreview',
  `query CartPreview($cart: CartInput!) {
  cartPreview(cart: $cart) { ${CART_FIELDS} }
}`,
);

export type AddWorkToCartVariables = { workId: string; price: number; units?: number | null; lang?: string | null; eeList?: string | null };
export type AddWorkToCartData = { addWorkToCart: CartResultFields };
/** Adds a work at the price the browser showed; a different price now, or a work not for sale, is refused. */
export const ADD_WORK_TO_CART = defineOperation<AddWorkToCartData, AddWorkToCartVariables>(
  'AddWorkToCart',
  `mutation AddWorkToCart($workId: ID!, $price: Float!, $units: Int, $lang: String, $eeList: String) {
  addWorkToCart(workId: $workId, price: $price, units: $units, lang: $lang, eeList: $eeList) { ${CART_RESULT_FIELDS} }
}`,
);

export type RemoveWorkFromCartVariables = { workId: string; units?: number | null; lang?: string | null; eeList?: string | null };
export type RemoveWorkFromCartData = { removeWorkFromCart: CartResultFields };
/** Removes units of a work (the item goes at zero; the cart is null when the last goes). */
export const REMOVE_WORK_FROM_CART = defineOperation<RemoveWorkFromCartData, RemoveWorkFromCartVariables>(
  'RemoveWorkFromCart',
  `mutation RemoveWorkFromCart($workId: ID!, $units: Int, $lang: String, $eeList: String) {
  removeWorkFromCart(workId: $workId, units: $units, lang: $lang, eeList: $eeList) { ${CART_RESULT_FIELDS} }
}`,
);

export type SetCartVariables = { cart: CartInputFields };
export type SetCartData = { setCart: CartResultFields };
/** Joins a browser cart to the logged-in visitor's cart; works no longer for sale are left out and named in `error`. */
export const SET_CART = defineOperation<SetCartData, SetCartVariables>('SetCart', `mutation SetCart($cart: CartInput!) {
  setCart(cart: $cart) { ${CART_RESULT_FIELDS} }
}`);

export type ClearCartData = { clearCart: CartResultFields };
/** Empties the logged-in visitor's cart. */
export const CLEAR_CART = defineOperation<ClearCartData, Record<string, never>>('ClearCart', `mutation ClearCart {
  clearCart { ${CART_RESULT_FIELDS} }
}`);
