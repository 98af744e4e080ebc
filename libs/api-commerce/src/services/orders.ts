/**
 * Orders (§3 Order; decision 014): placing one from the caller's cart, reading the caller's orders, and the steps the
 * payment takes on them.
 *
 * `placeOrder` does everything in one transaction, under the row lock of the buyer's cart: it reads the cart and the
 * works' prices now, computes the totals with `@art/cart` (`cartTotals`, the country's `shipping_costs`, the coupon),
 * takes one use of the coupon with a conditional update, writes the order with copies of its addresses, titles and
 * prices, and holds every work for the order with one conditional update (`holdWorks`). Of buyers racing for a work
 * exactly one gets it; the others' transactions roll back whole and answer a message naming the work. The cart is kept:
 * the works bought leave it when the payment is notified (`services/payments.ts`).
 *
 * Order codes are `AM-` and 10 random characters of Crockford's base 32 (50 bits): short enough to read on the
 * phone, and not guessable; another user's code answers what an unknown one does.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { cartTotals, type Coupon, type ShippingRates } from '@art/cart';
import {
  artists,
  cartItems,
  countries,
  orderItems,
  orders,
  shippingCosts,
  works,
  type Database,
  type OrderAddress,
  type OrderItemRow,
  type OrderRow,
  type UserRow,
  type WorkRow,
} from '@art/db';
import {
  HIDDEN_WORK_STATE,
  TICKET_ALPHABET,
  type CheckoutAddress,
  type CheckoutOrder,
  type Language,
} from '@art/model';
import type { ErrorCode, InputProblem } from '@art/api-core';
import { BUYABLE_STATE } from '@art/api-catalogue';
import { formatEuros, lockCart, readCart, saleProblem, titleOf, worksForSale } from './cart';
import { retakeCouponUse, takeCouponUse } from './coupons';
import { UNPAID_STATES, expireOrderIds } from './order-expiry';
import { holdWorks, type Executor } from './work-holds';

/** An address of an order as resolvers receive it: the copy kept with the order, and its country's names. */
export type OrderAddressNode = OrderAddress & { countryNameEs: string; countryNameEn: string };
/** A work of an order: what it was called and cost then, and the work now (null when it no longer shows). */
export type OrderItemNode = OrderItemRow & { work: WorkRow | null };
/** An order as resolvers receive it: its row, its works, and its addresses with their countries' names. */
export type OrderNode = Omit<OrderRow, 'shippingAddress' | 'billingAddress'> & {
  shippingAddress: OrderAddressNode | null;
  billingAddress: OrderAddressNode | null;
  items: OrderItemNode[];
};
/** A special order as resolvers receive it. */
export interface SpecialOrderNode {
  order: OrderNode;
}

/** The prefix of every order code. */
export const ORDER_CODE_PREFIX = 'AM-';
/** Random characters of an order code. */
export const ORDER_CODE_RANDOM_LENGTH = 10;
/** Longest order code looked up. */
const ORDER_CODE_MAX = 40;

/** A new order code: `AM-` and 10 random characters of Crockford's base 32. */
export function newOrderCode(): string {
  return (
    ORDER_CODE_PREFIX +
    Array.from({ length: ORDER_CODE_RANDOM_LENGTH }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('')
  );
}

/** An order code as typed (case and spaces around ignored), or null when it cannot be one. */
export function orderCodeOf(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return code.length > 0 && code.length <= ORDER_CODE_MAX && /^[A-Z0-9-]+$/.test(code) ? code : null;
}

/**
 * The state an order reads as at `now`: an unpaid order (`pending`, `failed`) whose hold has passed is `expired`,
 * whether or not the expiry loop has got to it yet.
 */
export function stateAt(order: Pick<OrderRow, 'state' | 'holdUntil'>, now: Date): string {
  const unpaid = (UNPAID_STATES as readonly string[]).includes(order.state);
  return unpaid && order.holdUntil !== null && order.holdUntil <= now ? 'expired' : order.state;
}

/**
 * Whether a new card payment of the order can start (`Order.payable`). Decision: an unpaid order can be paid while
 * every work of it can still be had by it, also after its hold passed and it expired: a buyer who comes back late
 * gets their order if nobody took the works meanwhile (`prepareOrderForPayment` holds them again, the only check that
 * counts). So: a card order, pending, failed or expired, whose works all still show, are for sale with a price, and
 * are held by nobody else now.
 */
export function isPayable(order: OrderNode, now: Date): boolean {
  if (order.paymentMethod !== 'card' || !['pending', 'failed', 'expired'].includes(order.state)) return false;
  return order.items.every(({ work }) => {
    if (!work || work.workState !== BUYABLE_STATE || work.priceCents === null || work.priceCents <= 0) return false;
    const heldByOther = work.reservedUntil !== null && work.reservedUntil > now && work.reservedOrderId !== order.id;
    return !heldByOther;
  });
}

/** Orders' rows with their works and addresses, in the rows' order: three queries whatever their number. */
async function nodesOf(db: Executor, rows: OrderRow[]): Promise<OrderNode[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: orderItems, work: works })
    .from(orderItems)
    .leftJoin(works, eq(works.id, orderItems.workId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.title), asc(orderItems.workId));
  const codes = new Set<string>();
  for (const row of rows) {
    if (row.shippingAddress) codes.add(row.shippingAddress.countryCode);
    if (row.billingAddress) codes.add(row.billingAddress.countryCode);
  }
  const names = new Map(
    codes.size === 0
      ? []
      : (
          await db
            .select()
            .from(countries)
            .where(inArray(countries.code, [...codes]))
        ).map((country) => [country.code, country]),
  );
  const withCountry = (address: OrderAddress | null): OrderAddressNode | null => {
    if (!address) return null;
    const country = names.get(address.countryCode);
    return {
      ...address,
      countryNameEs: country?.nameEs ?? address.countryCode,
      countryNameEn: country?.nameEn ?? address.countryCode,
    };
  };
  return rows.map((row) => ({
    ...row,
    shippingAddress: withCountry(row.shippingAddress),
    billingAddress: withCountry(row.billingAddress),
    items: items
      .filter(({ item }) => item.orderId === row.id)
      // A work that no longer shows (withdrawn) is not linked from an order.
      .map(({ item, work }) => ({ ...item, work: work && work.workState !== HIDDEN_WORK_STATE ? work : null })),
  }));
}

/** The user's orders, shop and special, the latest first (index `orders_user_newest_idx`). */
export async function listOrders(db: Database, userId: string): Promise<OrderNode[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.orderDate), desc(orders.id));
  return nodesOf(db, rows);
}

/**
 * One of the user's orders by its code (of `kind` when given); null for an unknown code, a malformed one, and another
 * user's order alike.
 */
export async function findOrder(
  db: Database,
  userId: string,
  typedCode: string,
  kind?: 'shop' | 'special',
): Promise<OrderNode | null> {
  const code = orderCodeOf(typedCode);
  if (code === null) return null;
  const conditions = [eq(orders.orderCode, code), eq(orders.userId, userId)];
  if (kind) conditions.push(eq(orders.kind, kind));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  const [node] = await nodesOf(db, rows);
  return node ?? null;
}

/** A refused order: the reason and the field of the form it is about (`shippingAddress.postalCode`…), when one. */
export type OrderProblem = InputProblem & { field?: string };

/** The outcome of {@link placeOrder}. */
export type OrderOutcome = { ok: true; orderCode: string; orderId: number } | OrderProblem;

/** A refusal thrown inside the order's transaction so that it rolls back. */
class OrderRefused extends Error {
  constructor(readonly problem: OrderProblem) {
    super(problem.code);
  }
}

/** True for PostgreSQL's unique violation (23505) of `constraint`, however the driver wraps it. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    if (typeof cause === 'object') {
      const { code, constraint: name, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
      if (code === '23505' && (name === constraint || String(message).includes(constraint))) return true;
    }
    cause = typeof cause === 'object' ? (cause as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** The message of the order's refusal for a work the cart's check (`saleProblem`) refused. */
function orderCodeFor(cartCode: ErrorCode): ErrorCode {
  if (cartCode === 'cart.workSold') return 'order.workSold';
  if (cartCode === 'cart.workReserved') return 'order.workReserved';
  return 'order.workUnavailable';
}

/** The shipping rates of the shipping country and that both countries exist; or the problem, with its field. */
async function ratesFor(
  db: Executor,
  order: CheckoutOrder,
): Promise<{ ok: true; rates: ShippingRates } | OrderProblem> {
  const wanted = [order.shippingAddress.countryCode, order.billingAddress?.countryCode].filter(
    (code): code is string => !!code,
  );
  const rows = await db
    .select({ code: countries.code, rates: shippingCosts })
    .from(countries)
    .leftJoin(shippingCosts, eq(shippingCosts.countryCode, countries.code))
    .where(inArray(countries.code, wanted));
  const shipping = rows.find((row) => row.code === order.shippingAddress.countryCode);
  if (!shipping) return { ok: false, code: 'order.countryInvalid', field: 'shippingAddress.countryCode' };
  if (!shipping.rates) return { ok: false, code: 'order.countryNotShipped', field: 'shippingAddress.countryCode' };
  if (order.billingAddress && !rows.some((row) => row.code === order.billingAddress?.countryCode)) {
    return { ok: false, code: 'order.countryInvalid', field: 'billingAddress.countryCode' };
  }
  return { ok: true, rates: shipping.rates };
}

/** An address as the order keeps it. */
const addressOf = (address: CheckoutAddress): OrderAddress => ({ ...address });

/** What placing an order needs beside the checked form. */
export interface PlaceOrderOptions {
  /** Minutes the works are held while the buyer pays (`ORDER_HOLD_MINUTES`). */
  holdMinutes: number;
  /** The request's language, for messages. */
  lang: Language;
}

/**
 * Places an order from the user's cart with a checked checkout form (`checkCheckout` of `@art/model`), in one
 * transaction (see the module's comment). Refused, with nothing written, when the country is unknown or not shipped
 * to, the cart is empty, a work cannot be bought now or another buyer has just taken it (the message names it), or
 * the code cannot be used. When a work's price has changed since it was put in the cart, the cart takes the new
 * prices and the order is refused, so the buyer sees the total before paying it. Older unpaid orders of the same
 * buyer that hold any of the works are expired, so that placing the order again (another address, a second click)
 * does not stand in its own way.
 */
export async function placeOrder(
  db: Database,
  user: Pick<UserRow, 'id' | 'email'>,
  order: CheckoutOrder,
  options: PlaceOrderOptions,
  now = new Date(),
): Promise<OrderOutcome> {
  const rates = await ratesFor(db, order);
  if (!rates.ok) return rates;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => placeInTransaction(tx, user, order, rates.rates, options, now));
    } catch (error) {
      if (error instanceof OrderRefused) return error.problem;
      // Two orders drew the same code (50 random bits: practically never): the loser tries again with another.
      if (attempt < 3 && isUniqueViolation(error, 'orders_code_key')) continue;
      throw error;
    }
  }
}

async function placeInTransaction(
  tx: Executor,
  user: Pick<UserRow, 'id' | 'email'>,
  order: CheckoutOrder,
  rates: ShippingRates,
  { holdMinutes, lang }: PlaceOrderOptions,
  now: Date,
): Promise<OrderOutcome> {
  await lockCart(tx, user.id);
  const cart = await readCart(tx, user.id);
  if (!cart) throw new OrderRefused({ ok: false, code: 'order.emptyCart' });
  const ids = cart.items.map((item) => Number(item.id));
  const forSale = await worksForSale(tx, ids);

  for (const item of cart.items) {
    const work = forSale.get(Number(item.id));
    const problem = work
      ? saleProblem(work, user.id, lang, now)
      : { ok: false as const, code: 'cart.workUnavailable' as const };
    if (problem) {
      throw new OrderRefused({
        ok: false,
        code: orderCodeFor(problem.code),
        params: { title: work ? titleOf(work, lang) : item.id },
      });
    }
  }
  const changed = cart.items.filter((item) => forSale.get(Number(item.id))?.priceCents !== item.unitPriceCents);
  const firstChanged = changed[0] && forSale.get(Number(changed[0].id));
  if (firstChanged) {
    // Committed on purpose: the cart shows the prices now, and the buyer places the order again knowing them.
    for (const item of changed) {
      await tx
        .update(cartItems)
        .set({ unitPriceCents: forSale.get(Number(item.id))?.priceCents ?? item.unitPriceCents })
        .where(and(eq(cartItems.userId, user.id), eq(cartItems.workId, Number(item.id))));
    }
    return {
      ok: false,
      code: 'order.priceChanged',
      params: { title: titleOf(firstChanged, lang), price: formatEuros(firstChanged.priceCents ?? 0, lang) },
    };
  }

  let coupon: Coupon | null = null;
  if (order.couponCode) {
    const taken = await takeCouponUse(tx, order.couponCode, now, lang);
    if (!taken.ok) throw new OrderRefused({ ...taken, field: 'couponCode' });
    coupon = taken.coupon;
  }
  const totals = cartTotals(cart, { rates, coupon });

  const older = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(works, eq(works.reservedOrderId, orders.id))
    .where(and(eq(orders.userId, user.id), inArray(orders.state, [...UNPAID_STATES]), inArray(works.id, ids)));
  await expireOrderIds(tx, [...new Set(older.map((row) => row.id))]);

  const holdUntil = new Date(now.getTime() + holdMinutes * 60_000);
  const shipping = addressOf(order.shippingAddress);
  const [placed] = await tx
    .insert(orders)
    .values({
      orderCode: newOrderCode(),
      userId: user.id,
      kind: 'shop',
      state: 'pending',
      lang: order.lang,
      email: user.email,
      subtotalCents: totals.subtotal,
      transportCents: totals.transportAmount,
      discountCents: totals.totalDiscount,
      taxesCents: totals.taxes,
      totalCents: totals.totalAmount,
      couponCode: coupon?.code ?? null,
      paymentMethod: 'card',
      clientType: order.clientType,
      observations: order.observations,
      shippingAddress: shipping,
      // "Null: the same as the shipping address": the order keeps the copy, so the invoice never has to guess.
      billingAddress: order.billingAddress ? addressOf(order.billingAddress) : shipping,
      eeList: cart.eeList,
      orderDate: now,
      holdUntil,
    })
    .returning({ id: orders.id, orderCode: orders.orderCode });
  if (!placed) throw new Error('The order was not stored.');

  const names = await tx
    .select({ id: works.id, artistName: artists.fullName })
    .from(works)
    .innerJoin(artists, eq(artists.id, works.artistId))
    .where(inArray(works.id, ids));
  await tx.insert(orderItems).values(
    cart.items.map((item) => {
      const work = forSale.get(Number(item.id));
      return {
        orderId: placed.id,
        workId: Number(item.id),
        units: item.units,
        unitPriceCents: item.unitPriceCents,
        title: work ? titleOf(work, order.lang) : '',
        artistName: names.find((name) => name.id === Number(item.id))?.artistName ?? '',
      };
    }),
  );

  const notHeld = await holdWorks(tx, placed.id, ids, holdUntil);
  if (notHeld.length > 0) {
    // Another buyer's hold (or sale) won the race: read what it left, now that it is committed, to say which.
    const first = notHeld[0] ?? 0;
    const work = (await worksForSale(tx, [first])).get(first);
    const problem = work ? saleProblem(work, user.id, lang, new Date()) : null;
    throw new OrderRefused({
      ok: false,
      code: problem ? orderCodeFor(problem.code) : 'order.workReserved',
      params: { title: work ? titleOf(work, lang) : String(first) },
    });
  }
  return { ok: true, orderCode: placed.orderCode, orderId: placed.id };
}

/**
 * For the payment (`startPayment`), inside its transaction: holds the order's works again until `holdUntil` and makes
 * the order `pending` with that hold. Answers the ids of the works that could not be held (someone else bought or
 * holds them); when there are any the caller rolls back, and nothing changed. An order the expiry loop had already
 * expired takes its discount code's use again (see `retakeCouponUse`). The caller checks first that the order is the
 * buyer's and unpaid (`pending`, `failed` or `expired`); any other state is a programming error and throws.
 */
export async function prepareOrderForPayment(tx: Executor, orderId: number, holdUntil: Date): Promise<number[]> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !['pending', 'failed', 'expired'].includes(order.state)) {
    throw new Error(`Order ${orderId} cannot be prepared for a payment (state ${order?.state ?? 'none'}).`);
  }
  const items = await tx.select({ workId: orderItems.workId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const notHeld = await holdWorks(
    tx,
    orderId,
    items.map((item) => item.workId),
    holdUntil,
  );
  if (notHeld.length > 0) return notHeld;
  if (order.state === 'expired' && order.couponCode) await retakeCouponUse(tx, order.couponCode);
  await tx.update(orders).set({ state: 'pending', holdUntil }).where(eq(orders.id, orderId));
  return [];
}

/**
 * What deleting an account does to its orders, in the deletion's transaction: unpaid ones expire (their works are
 * freed, their codes' uses given back), and every one is kept for the accounts without personal data: no user, no
 * e-mail, no addresses, no client, no observations (the buyer's own words). Amounts, works and dates stay.
 */
export async function eraseOrdersOfUser(tx: Executor, userId: string): Promise<void> {
  const unpaid = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.state, [...UNPAID_STATES])))
    .for('update');
  await expireOrderIds(
    tx,
    unpaid.map((order) => order.id),
  );
  await tx
    .update(orders)
    .set({
      userId: null,
      email: null,
      shippingAddress: null,
      billingAddress: null,
      clientName: null,
      clientSurname: null,
      clientPhone: null,
      observations: '',
    })
    .where(eq(orders.userId, userId));
}
