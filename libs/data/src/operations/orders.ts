/**
 * The checkout and the orders (§2 shop routes, §3 Order and Address, §7 getOrder, applyOrderCoupon; decision 014):
 * what step 1 needs (countries, shipping costs, the buyer and their saved addresses), the coupon check, placing the
 * order, starting a card payment, one order by its code and the buyer's orders.
 */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, type ImageFields } from './fields';
import type { AddressFields, AddressInputFields } from './personal';

/** A country to ship to or to dial (`countries`). */
export type CountryFields = { code: string; name: string; dial_code: string };

/** What shipping costs to one country, per band of the order's subtotal, in euros (`getShippingCosts`). */
export type ShippingCostFields = {
  id: string;
  countryCode: string;
  lessThan200: number;
  lessThan400: number;
  lessThan600: number;
  lessThan900: number;
  moreThan900: number;
};

/** An address of an order (copied into the order when it was placed). */
export type OrderAddressFields = {
  name: string;
  surname: string;
  phone: string;
  route: string;
  floor: string | null;
  postalCode: string;
  locality: string;
  province: string;
  countryCode: string;
  country: string;
  aditionalInfo: string | null;
  fiscalName: string | null;
  fiscalDocument: string | null;
  CACode: string | null;
  fullAddress: string;
};
const ORDER_ADDRESS_FIELDS =
  'name surname phone route floor postalCode locality province countryCode country aditionalInfo fiscalName fiscalDocument CACode fullAddress';

/** A work of an order: its title and artist when ordered, and the work now (null once removed from the catalogue). */
export type OrderItemFields = {
  id: string;
  units: number;
  unitPrice: number;
  title: string;
  artistName: string;
  work: { id: string; url: string; images: ImageFields[] } | null;
};

/** An order (§3 Order); amounts in euros with VAT included. */
export type OrderFields = {
  id: string;
  orderCode: string;
  /** pending, failed, expired, paid, refund, cancelled, shipped, delivered. */
  state: string;
  works: OrderItemFields[];
  subtotal: number;
  transportAmount: number;
  totalDiscount: number;
  taxes: number;
  totalAmount: number;
  currency: string;
  orderDate: string;
  confirmDate: string | null;
  holdUntil: string | null;
  paymentMethod: string;
  clientType: string;
  observations: string;
  shippingAddress: OrderAddressFields | null;
  billingAddress: OrderAddressFields | null;
  payable: boolean;
};

const ORDER_SCALARS =
  'id orderCode state subtotal transportAmount totalDiscount taxes totalAmount currency orderDate confirmDate holdUntil paymentMethod clientType observations payable';
const ORDER_FIELDS = `${ORDER_SCALARS}
works { id units unitPrice title artistName work { id url images { ${IMAGE_FIELDS} } } }
shippingAddress { ${ORDER_ADDRESS_FIELDS} }
billingAddress { ${ORDER_ADDRESS_FIELDS} }`;

/** An order as the account's list shows it: the same without the works' images. */
export type OrderSummaryFields = Omit<OrderFields, 'works'> & {
  works: (Omit<OrderItemFields, 'work'> & { work: { id: string; url: string } | null })[];
};
const ORDER_SUMMARY_FIELDS = `${ORDER_SCALARS}
works { id units unitPrice title artistName work { id url } }
shippingAddress { ${ORDER_ADDRESS_FIELDS} }
billingAddress { ${ORDER_ADDRESS_FIELDS} }`;

/** The buyer as step 1 fills the form with: name, phone and saved addresses. */
export type CheckoutBuyerFields = {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  prefix: string | null;
  shippingAddresses: AddressFields[];
};

/** Step 1's data: the buyer (null without a session), the countries with their dial codes and the shipping costs. */
export type CheckoutPageData = {
  me: CheckoutBuyerFields | null;
  countries: CountryFields[];
  getShippingCosts: ShippingCostFields[];
};
export const CHECKOUT_PAGE = defineOperation<CheckoutPageData, Record<string, never>>('CheckoutPage', `query CheckoutPage {
  me { id name surname email phone prefix shippingAddresses { id fullAddress floor route postalCode locality province country countryCode aditionalInfo fiscalName fiscalDocument CACode } }
  countries { code name dial_code }
  getShippingCosts { id countryCode lessThan200 lessThan400 lessThan600 lessThan900 moreThan900 }
}`);

/** What the coupon check answers: `amount` is the discount in euros on the caller's cart now (0 when refused). */
export type CouponResultFields = { OK: boolean; error: string | null; amount: number };
export type ApplyOrderCouponVariables = { code: string };
export type ApplyOrderCouponData = { applyOrderCoupon: CouponResultFields };
/**
 * Checks a discount code against the caller's cart. The API never lets it be cached: run it with
 * `client.request` (or a mutation hook), never through a cached query.
 */
export const APPLY_ORDER_COUPON = defineOperation<ApplyOrderCouponData, ApplyOrderCouponVariables>(
  'ApplyOrderCoupon',
  `query ApplyOrderCoupon($code: String!) {
  applyOrderCoupon(code: $code) { OK error amount }
}`,
);

/** An address as `createOrder` takes it: a saved address's fields and who receives it (the phone with its prefix). */
export type OrderAddressInputFields = AddressInputFields & { name: string; surname: string; phone: string };

/** An order as `createOrder` takes it; a null billing address is the shipping one. */
export type OrderInputFields = {
  shippingAddress: OrderAddressInputFields;
  billingAddress?: OrderAddressInputFields | null;
  /** `particular` (default) or `empresa`. */
  clientType?: string | null;
  observations?: string | null;
  couponCode?: string | null;
  acceptTerms: boolean;
  lang?: string | null;
};

/** What `createOrder` answers: the order's code, or a refusal (with the field it is about, when there is one). */
export type OrderResultFields = { OK: boolean; error: string | null; field: string | null; orderCode: string | null };
export type CreateOrderVariables = { order: OrderInputFields };
export type CreateOrderData = { createOrder: OrderResultFields };
/** Places an order from the caller's cart: every amount computed by the API, the works held for the payment. */
export const CREATE_ORDER = defineOperation<CreateOrderData, CreateOrderVariables>('CreateOrder', `mutation CreateOrder($order: OrderInput!) {
  createOrder(order: $order) { OK error field orderCode }
}`);

/** The form the browser POSTs to the card payment provider. */
export type PaymentFormFields = {
  url: string;
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
};
export type PaymentResultFields = { OK: boolean; error: string | null; form: PaymentFormFields | null };
export type StartPaymentVariables = { orderCode: string; lang?: string | null };
export type StartPaymentData = { startPayment: PaymentResultFields };
/** Starts a new card payment attempt of the caller's order. */
export const START_PAYMENT = defineOperation<StartPaymentData, StartPaymentVariables>(
  'StartPayment',
  `mutation StartPayment($orderCode: String!, $lang: String) {
  startPayment(orderCode: $orderCode, lang: $lang) { OK error form { url Ds_SignatureVersion Ds_MerchantParameters Ds_Signature } }
}`,
);

export type OrderPageVariables = { orderCode: string };
/** The payment, thank-you and payment-error pages' data: the session's user (null without one) and the order. */
export type OrderPageData = { me: { id: string } | null; getOrder: OrderFields | null };
/** An order of the caller by its code; null for an unknown code and for another user's order. */
export const ORDER_PAGE = defineOperation<OrderPageData, OrderPageVariables>('OrderPage', `query OrderPage($orderCode: String!) {
  me { id }
  getOrder(orderCode: $orderCode) { ${ORDER_FIELDS} }
}`);

/** The buyer's orders, newest first (the billing page). */
export type MyOrdersData = { me: { id: string; orders: OrderSummaryFields[] } | null };
export const MY_ORDERS = defineOperation<MyOrdersData, Record<string, never>>('MyOrders', `query MyOrders {
  me { id orders { ${ORDER_SUMMARY_FIELDS} } }
}`);
