/**
 * `@art/api-commerce`, the shop's selling in the API (decision 042): the cart and the holds on works, coupons,
 * shipping costs and countries, orders and their expiry, special orders, card payment through Redsys (the protocol,
 * its signatures and the notification) and the payment e-mails. Its schema part (`src/schema`: it extends the base's
 * roots and the accounts' `Me`), its resolvers, its services and their SQL. The composition merges its resolvers,
 * mounts the payment's HTTP routes (the notification, the local sandbox) and passes `eraseOrdersOfUser` to the
 * accounts' deletion. It reads the catalogue and the accounts; no domain imports it.
 */
import path from 'node:path';

/** The folder of commerce's SDL files (in the API's bundle, the bundle's `schema` folder). */
export const COMMERCE_SCHEMA_DIR = path.join(__dirname, 'schema');

export { adminCommerceResolvers } from './resolvers/admin-commerce';
export { adminOrdersResolvers } from './resolvers/admin-orders';
export { commerceResolvers } from './resolvers/commerce';
export { ordersResolvers } from './resolvers/orders';
export { paymentsResolvers } from './resolvers/payments';
export * from './http/payments';
export * from './services/cart';
export * from './services/commerce';
export * from './services/coupons';
export * from './services/order-expiry';
export * from './services/orders';
export * from './services/payment-mails';
export * from './services/payments';
export * from './services/redsys';
export * from './services/work-holds';
