/**
 * The states an order can be in (decision 014; `orders.state`): `pending` (works held while the buyer pays), `failed`,
 * `expired`, `paid`, `refund` (paid too late: the team must give the money back), `refunded` (given back),
 * `cancelled`, `shipped`, `delivered`. The shop's order pages name each (`order.states.*` of `cart.json`); which may
 * follow which in the back office is `ORDER_TRANSITIONS` of `@art/admin-model`.
 */
export const ORDER_STATES = [
  'pending',
  'failed',
  'expired',
  'paid',
  'refund',
  'refunded',
  'cancelled',
  'shipped',
  'delivered',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
