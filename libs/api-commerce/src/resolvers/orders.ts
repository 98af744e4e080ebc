import { cartCount, cartTotals } from '@art/cart';
import type { UserRow } from '@art/db';
import { CHECKOUT_ERROR_PREFIX, MARKET_CATALOG_PREFIX, centsToEuros, checkCheckout, pick } from '@art/model';
import { errorMessage, type ErrorCode, type GraphQLContext } from '@art/api-core';
import { type InputProblem, fullAddress } from '@art/api-accounts';
import type { Resolvers } from '../generated/resolvers-types';
import {
  addWorkToCart,
  clearUserCart,
  previewCart,
  readCart,
  removeWorkFromCart,
  setCart,
  type CartOutcome,
  type RemoveWorkArgs,
} from '../services/cart';
import { COUPON_TRIES, couponForCart } from '../services/coupons';
import { findOrder, isPayable, listOrders, placeOrder, stateAt, type OrderProblem } from '../services/orders';

const LOGIN_REQUIRED: InputProblem = { ok: false, code: 'loginRequired' };

/**
 * The cart and the orders are the shop's: their works are read in the market's catalogue, so a work the fair's current
 * catalogue holds too links to its page on the shop (where the cart is), as in the shop's lists, not to the fair's.
 */
const SHOP_SCOPE = { catalogPrefix: MARKET_CATALOG_PREFIX } as const;

/** ISO 8601 of a timestamp, or null. */
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The translated text of a problem. */
const textOf = (ctx: GraphQLContext, problem: InputProblem) => errorMessage(ctx.lang, problem.code, problem.params);

/** What a cart change answers: the cart and the user, or the translated refusal (with the price now, when that was it). */
function cartResult(ctx: GraphQLContext, user: UserRow | null, outcome: CartOutcome) {
  if (!outcome.ok) {
    const currentPrice = outcome.currentPriceCents === undefined ? null : centsToEuros(outcome.currentPriceCents);
    return { OK: false, error: textOf(ctx, outcome), currentPrice, me: null, cart: null };
  }
  // A cart change that left part out (setCart) is done: OK, with what was left out in `error`.
  return {
    OK: true,
    error: outcome.note ? textOf(ctx, outcome.note) : null,
    currentPrice: null,
    me: user,
    cart: outcome.cart,
  };
}

/** Runs a cart change for the logged-in user; without one, `OK: false` with "log in first". */
async function changeCart(ctx: GraphQLContext, change: (user: UserRow) => Promise<CartOutcome>) {
  const user = ctx.user;
  if (!user) return cartResult(ctx, null, LOGIN_REQUIRED);
  return cartResult(ctx, user, await change(user));
}

/** `OK: false` of `createOrder`, with the message's field. */
function orderRefused(ctx: GraphQLContext, problem: OrderProblem) {
  return { OK: false, error: textOf(ctx, problem), field: problem.field ?? null, orderCode: null };
}

/** The API's key of a message of the checkout schema: `checkout.errors.<name>` is `order.<name>` of errors.json. */
const orderKeyOf = (message: string) => `order.${message.slice(CHECKOUT_ERROR_PREFIX.length)}` as ErrorCode;

/**
 * The cart, the checkout and the orders (`schema/orders.graphql`).
 *
 * - Every cart change and the checkout read the user from `ctx.user` only; without one they answer `OK: false` with
 *   the translated `loginRequired`. Refusals are translated into the request's language and change nothing (the
 *   services' transactions roll back).
 * - A cart's prices come from the database (`services/cart.ts`); `createOrder` checks the form with the same zod schema
 *   as the shop's form (`checkCheckout` of `@art/model`), then places the order in one transaction
 *   (`services/orders.ts`).
 * - Orders are read by their code and the caller's user id together: another user's order answers null, as an
 *   unknown code does.
 */
export const ordersResolvers: Resolvers = {
  Query: {
    getOrder: (_parent, { orderCode }, ctx) => (ctx.user ? findOrder(ctx.db, ctx.user.id, orderCode) : null),
    getSpecialOrder: async (_parent, { orderCode }, ctx) => {
      if (!ctx.user) return null;
      const order = await findOrder(ctx.db, ctx.user.id, orderCode, 'special');
      return order ? { order } : null;
    },
    applyOrderCoupon: async (_parent, { code }, ctx) => {
      // The answer depends on the cart and the moment: no cache may keep it, whatever it says.
      ctx.noStore();
      const refused = (problem: InputProblem) => ({ OK: false, error: textOf(ctx, problem), amount: 0 });
      if (!ctx.user) return refused(LOGIN_REQUIRED);
      if (!(await ctx.rateLimits.coupons.take(ctx.clientIp))) {
        return refused({ ok: false, code: 'coupon.tooMany', params: { minutes: COUPON_TRIES.windowMs / 60_000 } });
      }
      const outcome = await couponForCart(ctx.db, ctx.user.id, code, ctx.lang);
      return outcome.ok ? { OK: true, error: null, amount: centsToEuros(outcome.amountCents) } : refused(outcome);
    },
    cartPreview: (_parent, { cart }, ctx) => previewCart(ctx.db, cart, ctx.lang),
  },
  Mutation: {
    addWorkToCart: (_parent, args, ctx) => changeCart(ctx, (user) => addWorkToCart(ctx.db, user.id, args, ctx.lang)),
    removeWorkFromCart: (_parent, args: RemoveWorkArgs, ctx) =>
      changeCart(ctx, (user) => removeWorkFromCart(ctx.db, user.id, args)),
    removeWork: (_parent, args: RemoveWorkArgs, ctx) =>
      changeCart(ctx, (user) => removeWorkFromCart(ctx.db, user.id, args)),
    setCart: (_parent, { cart }, ctx) => changeCart(ctx, (user) => setCart(ctx.db, user.id, cart, ctx.lang)),
    clearCart: (_parent, _args, ctx) =>
      changeCart(ctx, async (user) => {
        await clearUserCart(ctx.db, user.id);
        return { ok: true, cart: null, note: null };
      }),
    createOrder: async (_parent, { order }, ctx) => {
      const user = ctx.user;
      if (!user) return orderRefused(ctx, LOGIN_REQUIRED);
      const checked = checkCheckout(order);
      if (!checked.ok) {
        return orderRefused(ctx, {
          ok: false,
          code: orderKeyOf(checked.message),
          params: checked.params,
          field: checked.field || undefined,
        });
      }
      const placed = await placeOrder(ctx.db, user, checked.order, {
        holdMinutes: ctx.config.orderHoldMinutes,
        lang: ctx.lang,
      });
      return placed.ok
        ? { OK: true, error: null, field: null, orderCode: placed.orderCode }
        : orderRefused(ctx, placed);
    },
  },
  Me: {
    // Only the caller's own: a `me` reached any other way shows no cart and no orders.
    cart: (user, _args, ctx) => (ctx.user?.id === user.id ? readCart(ctx.db, user.id) : null),
    orders: (user, _args, ctx) => (ctx.user?.id === user.id ? listOrders(ctx.db, user.id) : []),
  },
  Cart: {
    subtotal: (cart) => centsToEuros(cartTotals(cart).subtotal),
    count: (cart) => cartCount(cart),
    eeList: (cart) => cart.eeList,
  },
  CartItem: {
    unitPrice: (item) => centsToEuros(item.unitPriceCents),
    work: (item) => ({ ...item.work, scope: SHOP_SCOPE }),
  },
  Order: {
    id: (order) => String(order.id),
    state: (order) => stateAt(order, new Date()),
    works: (order) => order.items,
    subtotal: (order) => centsToEuros(order.subtotalCents),
    transportAmount: (order) => centsToEuros(order.transportCents),
    totalDiscount: (order) => centsToEuros(order.discountCents),
    taxes: (order) => centsToEuros(order.taxesCents),
    totalAmount: (order) => centsToEuros(order.totalCents),
    orderDate: (order) => order.orderDate.toISOString(),
    confirmDate: (order) => iso(order.confirmDate),
    holdUntil: (order) => iso(order.holdUntil),
    payable: (order) => isPayable(order, new Date()),
  },
  OrderItem: {
    id: (item) => String(item.workId),
    unitPrice: (item) => centsToEuros(item.unitPriceCents),
    work: (item) => (item.work ? { ...item.work, scope: SHOP_SCOPE } : null),
  },
  OrderAddress: {
    country: (address, _args, { lang }) => pick(lang, address.countryNameEs, address.countryNameEn),
    fullAddress: (address, _args, { lang }) => fullAddress(address, lang),
  },
  SpecialOrder: {
    client: ({ order }) => ({
      id: order.userId,
      name: order.clientName ?? order.billingAddress?.name ?? order.shippingAddress?.name ?? '',
      surname: order.clientSurname ?? order.billingAddress?.surname ?? order.shippingAddress?.surname ?? '',
      phone: order.clientPhone ?? order.shippingAddress?.phone ?? null,
    }),
    shippingAddress: ({ order }) => order.shippingAddress,
    billingAddress: ({ order }) => order.billingAddress,
    phone: ({ order }) => order.clientPhone ?? order.shippingAddress?.phone ?? null,
  },
};
