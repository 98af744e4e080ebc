/**
 * The shop's orders as the back office handles them (issue 17 "Sales"): the one table of which state (`ORDER_STATES` of
 * `@art/model`) may follow which and who may make that change, and the checks of the orders list's date filter. The
 * API refuses any other change, the back office shows one button per allowed next state, and the shop's order pages
 * name every state (`order.states.*` of `cart.json`).
 *
 * @example
 * nextOrderStates('paid', 'staff'); // ['shipped']
 * nextOrderStates('paid', 'admin'); // ['shipped', 'cancelled', 'refunded']
 */
import { ORDER_STATES, type OrderState } from '@art/model';

/** One change of state the back office may make: the state it leads to, and whether only an admin may make it. */
export interface OrderTransition {
  to: OrderState;
  adminOnly: boolean;
}

const staffMay = (to: OrderState): OrderTransition => ({ to, adminOnly: false });
const adminMay = (to: OrderState): OrderTransition => ({ to, adminOnly: true });

/**
 * Which state may follow which in the back office: a paid order is shipped, then delivered (staff and admin); an
 * admin cancels an unpaid, paid or to-be-refunded order, and marks a paid, to-be-refunded or cancelled one refunded.
 * Everything else is refused.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderTransition[]>> = {
  pending: [adminMay('cancelled')],
  failed: [adminMay('cancelled')],
  expired: [adminMay('cancelled')],
  paid: [staffMay('shipped'), adminMay('cancelled'), adminMay('refunded')],
  refund: [adminMay('cancelled'), adminMay('refunded')],
  cancelled: [adminMay('refunded')],
  shipped: [staffMay('delivered')],
  delivered: [],
  refunded: [],
};

/** Whether a text is one of the {@link ORDER_STATES}. */
export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** The transition from `from` to `to`, or null when the table has none. */
export function orderTransition(from: string, to: string): OrderTransition | null {
  if (!isOrderState(from)) return null;
  return ORDER_TRANSITIONS[from].find((t) => t.to === to) ?? null;
}

/** The states a caller of `role` (a `UserRole`) may move an order in state `from` to, in the table's order. */
export function nextOrderStates(from: string, role: string): OrderState[] {
  if (!isOrderState(from)) return [];
  return ORDER_TRANSITIONS[from].filter((t) => !t.adminOnly || role === 'admin').map((t) => t.to);
}

/** The kinds of order: a shop purchase, or a special order made by the team for a named client. */
export const ORDER_KINDS = ['shop', 'special'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The years an order date filter may name. */
export const ORDER_DATE_YEARS = { min: 2000, max: 2100 } as const;

/**
 * A calendar day of the orders' date filter (`YYYY-MM-DD`, an existing day of {@link ORDER_DATE_YEARS}) as its start
 * in UTC; null when blank; undefined when it is not such a day.
 */
export function orderFilterDay(value: string | null | undefined): Date | null | undefined {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= ORDER_DATE_YEARS.min && year <= ORDER_DATE_YEARS.max ? date : undefined;
}
