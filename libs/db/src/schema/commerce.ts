/**
 * The shop's sales: carts, orders (the shop's and the special ones made by the team) with their works, card
 * payment attempts, coupons and shipping costs per country. The hold of a work by an order is on `works`
 * (`reserved_order_id`, `reserved_until`, decision 014).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { works } from './catalogue';
import { countries } from './shared';

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind').notNull(),
  /** Cents for `amount`, hundredths of a percent for `percent`. */
  value: integer('value').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
});

export const shippingCosts = pgTable('shipping_costs', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code')
    .notNull()
    .unique()
    .references(() => countries.code),
  lessThan200: integer('less_than_200').notNull(),
  lessThan400: integer('less_than_400').notNull(),
  lessThan600: integer('less_than_600').notNull(),
  lessThan900: integer('less_than_900').notNull(),
  moreThan900: integer('more_than_900').notNull(),
});

/** The cart of a logged-in visitor (§3 Cart): one per user, with its items in `cart_items`. */
export const carts = pgTable(
  'carts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull().default('es'),
    eeList: text('ee_list'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carts_lang_check', sql`${t.lang} in ('es', 'en')`)],
);

/** The works in a cart, in the order they were added; `unit_price_cents` is the price read from `works` then. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workId] }),
    index('cart_items_work_idx').on(t.workId),
    check('cart_items_units_check', sql`${t.units} >= 1`),
    check('cart_items_price_check', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** An address as it was when an order was placed (the account's addresses may change or go later). */
export interface OrderAddress {
  name: string;
  surname: string;
  phone: string;
  route: string;
  floor: string | null;
  postalCode: string;
  locality: string;
  province: string;
  countryCode: string;
  aditionalInfo: string | null;
  /** Company buyers: the company's name and tax id. */
  fiscalName: string | null;
  fiscalDocument: string | null;
  CACode: string | null;
}

/**
 * Orders (§3 Order; decision 014). `state`: `pending` (works held while the buyer pays), `failed` (the last payment
 * was refused; the works were freed and can be held again by a new attempt), `expired` (not paid in time), `paid`,
 * `refund` (paid after its hold had passed and a work was sold meanwhile: the team refunds it), `cancelled`,
 * `shipped`, `delivered`, `refunded` (the team gave the money back). A special order (`kind = 'special'`) is made by the fair's team for a named client.
 * When an account is deleted its orders stay, without personal data (`user_id` null, addresses erased).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderCode: text('order_code').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('shop'),
    state: text('state').notNull().default('pending'),
    lang: text('lang').notNull().default('es'),
    email: text('email'),
    subtotalCents: integer('subtotal_cents').notNull(),
    transportCents: integer('transport_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxesCents: integer('taxes_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    couponCode: text('coupon_code'),
    paymentMethod: text('payment_method').notNull().default('card'),
    clientType: text('client_type').notNull().default('particular'),
    observations: text('observations').notNull().default(''),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress | null>(),
    billingAddress: jsonb('billing_address').$type<OrderAddress | null>(),
    /** Special orders: the client the team made it for. */
    clientName: text('client_name'),
    clientSurname: text('client_surname'),
    clientPhone: text('client_phone'),
    eeList: text('ee_list'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the order's works are held for its payment. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    confirmDate: timestamp('confirm_date', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.orderCode),
    index('orders_user_newest_idx').on(t.userId, t.orderDate.desc()),
    index('orders_pending_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.state} in ('pending', 'failed')`),
    check('orders_kind_check', sql`${t.kind} in ('shop', 'special')`),
    check(
      'orders_state_check',
      sql`${t.state} in ('pending', 'failed', 'expired', 'paid', 'refund', 'refunded', 'cancelled', 'shipped', 'delivered')`,
    ),
    check('orders_lang_check', sql`${t.lang} in ('es', 'en')`),
    check('orders_client_type_check', sql`${t.clientType} in ('particular', 'empresa')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('card', 'transfer')`),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.transportCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** The works of an order with what they cost and what they were called when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id),
    units: integer('units').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.workId] }), index('order_items_work_idx').on(t.workId)],
);

/**
 * One card payment attempt of an order (Redsys): each has its own merchant order number (`redsys_order`: 4 digits
 * then up to 8 more characters, unique). `state`: `started`, `paid`, `failed`. What the notification said is kept.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    redsysOrder: text('redsys_order').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('978'),
    merchantCode: text('merchant_code').notNull(),
    terminal: text('terminal').notNull(),
    state: text('state').notNull().default('started'),
    responseCode: text('response_code'),
    authorisationCode: text('authorisation_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_redsys_order_key').on(t.redsysOrder),
    index('payment_attempts_order_idx').on(t.orderId),
    check('payment_attempts_state_check', sql`${t.state} in ('started', 'paid', 'failed')`),
  ],
);

export type ShippingCostRow = typeof shippingCosts.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
