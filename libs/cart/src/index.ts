export {
  MAX_CART_ITEMS,
  MAX_UNITS_PER_WORK,
  addToCart,
  cartCount,
  clearCart,
  inCart,
  mergeCarts,
  removeFromCart,
} from './cart';
export type { Cart, CartChange, CartItem } from './cart';
export {
  SHIPPING_BANDS,
  cartTotals,
  couponDiscountCents,
  couponProblem,
  shippingBand,
  shippingCostCents,
  vatPartCents,
} from './totals';
export type { Coupon, CouponProblem, OrderTotals, ShippingBand, ShippingRates } from './totals';
export { CART_STORAGE_KEY, parseStoredCart, serializeCart } from './stored-cart';
