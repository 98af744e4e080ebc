/**
 * The cart of a logged-in visitor (§3 Cart, §4; decision 014), kept in `carts` and `cart_items`. Every rule (units,
 * the order of items, dates, merging, limits) is `@art/cart`'s: this module reads the stored cart, applies the
 * library's function and writes the result, inside one transaction that holds a row lock of the user's cart, so two
 * requests of the same user at once cannot pass a limit nor lose each other's change.
 *
 * The server never takes a price from the browser: a work's price is read from `works.price_cents`, and a price sent
 * that differs from it refuses the change (with the price now). Only works that can be bought now go in (Disponible,
 * with a price, not held by someone else's order), each at most once. A refused change rolls its transaction back, so
 * nothing is written, not even the cart's row.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  MAX_CART_ITEMS,
  MAX_UNITS_PER_WORK,
  addToCart,
  mergeCarts,
  removeFromCart,
  type Cart,
  type CartChange,
  type CartItem,
} from '@art/cart';
import { cartItems, carts, orders, works, type Database, type WorkRow } from '@art/db';
import { HIDDEN_WORK_STATE, centsToEuros, eurosToCents, pick, type Language } from '@art/model';
import { parseId, type InputProblem, cleanLine } from '@art/api-core';
import { BUYABLE_STATE } from '@art/api-catalogue';
import type { Executor } from './work-holds';

/** A work in a cart as resolvers receive it: the item and the work now. */
export type CartItemNode = CartItem & { work: WorkRow };
/** A cart as resolvers receive it: the library's value, each item with its work. */
export type CartNode = Omit<Cart, 'items'> & { items: readonly CartItemNode[] };

/** A refused cart change: the reason, and the work's price now when the browser's differed. */
export type CartProblem = InputProblem & { currentPriceCents?: number };

/** The outcome of a cart change: the cart as it now is (null when empty), with a note when part was left out. */
export type CartOutcome = { ok: true; cart: CartNode | null; note: InputProblem | null } | CartProblem;

/** Longest analytics list name kept (`eeList`); a longer one is cut. */
export const EE_LIST_MAX = 100;
/** Most items a cart sent by the browser may hold (the browser's own limit, `MAX_CART_ITEMS`). */
export const CART_INPUT_MAX = MAX_CART_ITEMS;

/** Largest price the API takes from a caller, in euros (a price beyond it names no work). */
const MAX_PRICE_EUROS = 100_000_000;

const WORK_NOT_FOUND: CartProblem = { ok: false, code: 'cart.workNotFound' };
const UNITS_INVALID: CartProblem = { ok: false, code: 'cart.unitsInvalid' };

/**
 * An outcome thrown inside a transaction so that it rolls back (a refusal, or a change that turned out to be none);
 * {@link inCartTransaction} answers it.
 */
class RolledBack extends Error {
  constructor(readonly outcome: CartOutcome) {
    super('rolled back');
  }
}

/** A refusal that rolls its transaction back. */
const refuse = (problem: CartProblem) => new RolledBack(problem);

/** Runs a cart change in a transaction; a {@link RolledBack} thrown inside rolls it back and answers its outcome. */
async function inCartTransaction(db: Database, run: (tx: Executor) => Promise<CartOutcome>): Promise<CartOutcome> {
  try {
    return await db.transaction((tx) => run(tx));
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome;
    throw error;
  }
}

/** What a cart change carries beside the work: the visitor's language (es unless en) and analytics list. */
export function cartChangeOf(args: { lang?: string | null; eeList?: string | null }, now: Date): CartChange {
  const lang = args.lang === 'en' ? 'en' : 'es';
  const cleaned = cleanLine(args.eeList ?? '');
  const eeList = cleaned === '' ? null : [...cleaned].slice(0, EE_LIST_MAX).join('');
  return { now, lang, eeList };
}

/** A work as the cart checks it: its row and the user whose order holds it (when one does). */
export type WorkForSale = WorkRow & { holderUserId: string | null };

/** Works by id, each with the user of the order that holds it. */
export async function worksForSale(db: Executor, ids: readonly number[]): Promise<Map<number, WorkForSale>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ work: works, holderUserId: orders.userId })
    .from(works)
    .leftJoin(orders, eq(orders.id, works.reservedOrderId))
    .where(inArray(works.id, [...ids]));
  return new Map(rows.map((row) => [row.work.id, { ...row.work, holderUserId: row.holderUserId }]));
}

/** The title of a work in a language, for messages. */
export const titleOf = (work: Pick<WorkRow, 'titleEs' | 'titleEn'>, lang: Language) =>
  pick(lang, work.titleEs, work.titleEn);

/**
 * Why a work cannot be bought now by `userId` (null: an anonymous visitor), as a translatable `cart.*` problem naming
 * it, or null when it can: withdrawn (Desactivada), sold, not for sale, without a price, or held by another buyer's
 * order now. A hold by the user's own order does not stop them (their cart keeps the work until it is paid).
 */
export function saleProblem(work: WorkForSale, userId: string | null, lang: Language, now: Date): CartProblem | null {
  const params = { title: titleOf(work, lang) };
  if (work.workState === HIDDEN_WORK_STATE) return { ok: false, code: 'cart.workDeactivated', params };
  if (work.workState === 'Vendida') return { ok: false, code: 'cart.workSold', params };
  if (work.workState !== BUYABLE_STATE) return { ok: false, code: 'cart.workUnavailable', params };
  if (work.priceCents === null || work.priceCents <= 0) return { ok: false, code: 'cart.workWithoutPrice', params };
  const held = work.reservedUntil !== null && work.reservedUntil > now;
  if (held && (userId === null || work.holderUserId !== userId))
    return { ok: false, code: 'cart.workReserved', params };
  return null;
}

/**
 * Locks the user's cart until the end of the transaction, creating its row when there is none (a refused change
 * rolls the new row back with everything else).
 */
export async function lockCart(tx: Executor, userId: string): Promise<void> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, userId)).for('update');
}

/** The user's cart with its works, in the order they were added; null when it has no items. */
export async function readCart(db: Executor, userId: string): Promise<CartNode | null> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!row) return null;
  const items = await db
    .select({ item: cartItems, work: works })
    .from(cartItems)
    .innerJoin(works, eq(works.id, cartItems.workId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.workId));
  if (items.length === 0) return null;
  return {
    items: items.map(({ item, work }) => ({
      id: String(item.workId),
      units: item.units,
      unitPriceCents: item.unitPriceCents,
      work,
    })),
    creationDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    lang: row.lang,
    eeList: row.eeList,
  };
}

/**
 * Writes a cart the library computed over the stored one: null deletes it (its items go with it); otherwise the
 * cart's row, the items that left deleted, the others written with their units and price (new ones after the
 * existing, in their order).
 */
async function saveCart(tx: Executor, userId: string, cart: Cart | null, now: Date): Promise<void> {
  if (!cart) {
    await tx.delete(carts).where(eq(carts.userId, userId));
    return;
  }
  await tx
    .update(carts)
    .set({
      lang: cart.lang,
      eeList: cart.eeList,
      createdAt: new Date(cart.creationDate),
      updatedAt: new Date(cart.updateDate),
    })
    .where(eq(carts.userId, userId));
  const ids = cart.items.map((item) => Number(item.id));
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), notInArray(cartItems.workId, ids)));
  await tx
    .insert(cartItems)
    .values(
      cart.items.map((item, i) => ({
        userId,
        workId: Number(item.id),
        units: item.units,
        unitPriceCents: item.unitPriceCents,
        // Items added together keep their order: one millisecond apart.
        addedAt: new Date(now.getTime() + i),
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.workId],
      set: { units: sql`excluded.units`, unitPriceCents: sql`excluded.unit_price_cents` },
    });
}

/** Units as a caller sent them: a whole number of at least 1 (1 when absent); null otherwise. */
function unitsOf(value: number | null | undefined): number | null {
  const units = value ?? 1;
  return Number.isInteger(units) && units >= 1 ? units : null;
}

/** What `addWorkToCart` receives. */
export interface AddWorkArgs {
  workId: string;
  /** The price the browser showed, euros. */
  price: number;
  units?: number | null;
  lang?: string | null;
  eeList?: string | null;
}

/**
 * Adds a work to the user's cart (`addToCart`): refused when the id names no work, the units are not a whole number
 * of at least 1, the work cannot be bought now (see {@link saleProblem}), the price sent is not the work's price now
 * (the problem carries the price now), the work is already in the cart or more than one unit is asked (every work is
 * unique), or the cart is full.
 */
export async function addWorkToCart(
  db: Database,
  userId: string,
  args: AddWorkArgs,
  lang: Language,
  now = new Date(),
): Promise<CartOutcome> {
  const workId = parseId(args.workId);
  if (workId === null) return WORK_NOT_FOUND;
  const units = unitsOf(args.units);
  if (units === null) return UNITS_INVALID;
  if (!Number.isFinite(args.price) || args.price < 0 || args.price > MAX_PRICE_EUROS)
    return { ok: false, code: 'cart.priceInvalid' };
  const change = cartChangeOf(args, now);
  return inCartTransaction(db, async (tx) => {
    await lockCart(tx, userId);
    const work = (await worksForSale(tx, [workId])).get(workId);
    if (!work) throw refuse(WORK_NOT_FOUND);
    const problem = saleProblem(work, userId, lang, now);
    if (problem) throw refuse(problem);
    const priceCents = work.priceCents ?? 0;
    if (eurosToCents(args.price) !== priceCents) {
      throw refuse({
        ok: false,
        code: 'cart.priceChanged',
        params: { price: formatEuros(priceCents, lang) },
        currentPriceCents: priceCents,
      });
    }
    const current = await readCart(tx, userId);
    const params = { title: titleOf(work, lang) };
    if (current?.items.some((item) => item.id === String(workId)))
      throw refuse({ ok: false, code: 'cart.alreadyInCart', params });
    if (units > MAX_UNITS_PER_WORK) throw refuse({ ok: false, code: 'cart.oneUnitOnly', params });
    if ((current?.items.length ?? 0) >= MAX_CART_ITEMS) {
      throw refuse({ ok: false, code: 'cart.tooManyItems', params: { max: MAX_CART_ITEMS } });
    }
    await saveCart(
      tx,
      userId,
      addToCart(current, { id: String(workId), units, unitPriceCents: priceCents }, change),
      now,
    );
    return { ok: true, cart: await readCart(tx, userId), note: null };
  });
}

/** What `removeWorkFromCart` receives. */
export interface RemoveWorkArgs {
  workId: string;
  units?: number | null;
  lang?: string | null;
  eeList?: string | null;
}

/**
 * Removes units of a work from the user's cart (`removeFromCart`): the item goes at zero, the cart with its last
 * item. A work that is not in the cart changes nothing; an id that names no work, or units that are not a whole
 * number of at least 1, are refused.
 */
export async function removeWorkFromCart(
  db: Database,
  userId: string,
  args: RemoveWorkArgs,
  now = new Date(),
): Promise<CartOutcome> {
  const workId = parseId(args.workId);
  if (workId === null) return WORK_NOT_FOUND;
  const units = unitsOf(args.units);
  if (units === null) return UNITS_INVALID;
  const change = cartChangeOf(args, now);
  return inCartTransaction(db, async (tx) => {
    await lockCart(tx, userId);
    const current = await readCart(tx, userId);
    if (!current?.items.some((item) => item.id === String(workId))) {
      const [exists] = await tx.select({ id: works.id }).from(works).where(eq(works.id, workId)).limit(1);
      if (!exists) throw refuse(WORK_NOT_FOUND);
      // Nothing to remove: the cart stays as it was (and a row lockCart may have made goes with the rollback).
      throw new RolledBack({ ok: true, cart: current, note: null });
    }
    await saveCart(tx, userId, removeFromCart(current, String(workId), units, change), now);
    return { ok: true, cart: await readCart(tx, userId), note: null };
  });
}

/** Empties the user's cart (`clearCart`). */
export async function clearUserCart(db: Executor, userId: string): Promise<void> {
  await db.delete(carts).where(eq(carts.userId, userId));
}

/** A cart the browser sends (`CartInput`): items with ids and units (prices are ignored), dates, language, list. */
export interface CartInputArgs {
  items: readonly { id: string; units: number; unitPrice?: number | null }[];
  creationDate?: string | null;
  updateDate?: string | null;
  lang?: string | null;
  eeList?: string | null;
}

/** A date the browser sent, when it is a real one and not in the future; otherwise `fallback`. */
function sentDate(value: string | null | undefined, fallback: Date): string {
  if (typeof value !== 'string' || value.length > 40) return fallback.toISOString();
  const time = Date.parse(value);
  return Number.isNaN(time) || time > fallback.getTime() ? fallback.toISOString() : new Date(time).toISOString();
}

/**
 * The browser's cart read against the database: each work once, at its price now, units at most one; works that
 * cannot be bought by `userId` now are left out, and named in the note (unknown ids and malformed items too).
 */
async function readSentCart(
  db: Executor,
  input: CartInputArgs,
  userId: string | null,
  lang: Language,
  now: Date,
): Promise<{ cart: CartNode | null; note: InputProblem | null } | CartProblem> {
  if (input.items.length > CART_INPUT_MAX) return { ok: false, code: 'cart.invalid', params: { max: CART_INPUT_MAX } };
  const wanted: { id: number; units: number }[] = [];
  let unknown = 0;
  for (const item of input.items) {
    const id = parseId(item.id);
    const units = Number.isInteger(item.units) && item.units >= 1 ? Math.min(item.units, MAX_UNITS_PER_WORK) : null;
    if (id === null || units === null) unknown++;
    else if (!wanted.some((w) => w.id === id)) wanted.push({ id, units });
  }
  const found = await worksForSale(
    db,
    wanted.map((w) => w.id),
  );
  const items: CartItemNode[] = [];
  const leftOut: string[] = [];
  for (const { id, units } of wanted) {
    const work = found.get(id);
    if (!work) unknown++;
    else if (saleProblem(work, userId, lang, now)) leftOut.push(`«${titleOf(work, lang)}»`);
    else items.push({ id: String(id), units, unitPriceCents: work.priceCents ?? 0, work });
  }
  const change = cartChangeOf(input, now);
  const cart: CartNode | null =
    items.length === 0
      ? null
      : {
          items,
          creationDate: sentDate(input.creationDate, now),
          updateDate: sentDate(input.updateDate, now),
          lang: change.lang,
          eeList: change.eeList ?? null,
        };
  const note: InputProblem | null =
    leftOut.length > 0
      ? { ok: false, code: 'cart.leftOut', params: { titles: leftOut.join(', ') } }
      : unknown > 0
        ? { ok: false, code: 'cart.leftOutUnknown' }
        : null;
  return { cart, note };
}

/**
 * Joins the cart the browser kept (an anonymous visitor who logged in) to the user's (`mergeCarts`: the server's
 * items first, each work once, the earliest creation date). Prices come from the database; works that cannot be
 * bought are left out and named in the note; a cart that would pass `MAX_CART_ITEMS` keeps its first items.
 */
export async function setCart(
  db: Database,
  userId: string,
  input: CartInputArgs,
  lang: Language,
  now = new Date(),
): Promise<CartOutcome> {
  return inCartTransaction(db, async (tx) => {
    await lockCart(tx, userId);
    const sent = await readSentCart(tx, input, userId, lang, now);
    if ('ok' in sent) throw refuse(sent);
    const current = await readCart(tx, userId);
    const merged = mergeCarts(current, sent.cart, cartChangeOf(input, now));
    let note = sent.note;
    let next = merged;
    if (merged && merged.items.length > MAX_CART_ITEMS) {
      next = { ...merged, items: merged.items.slice(0, MAX_CART_ITEMS) };
      note = { ok: false, code: 'cart.tooManyItems', params: { max: MAX_CART_ITEMS } };
    }
    await saveCart(tx, userId, next, now);
    return { ok: true, cart: await readCart(tx, userId), note };
  });
}

/** An anonymous visitor's cart read with today's works and prices (`cartPreview`); nothing is stored. */
export async function previewCart(
  db: Database,
  input: CartInputArgs,
  lang: Language,
  now = new Date(),
): Promise<CartNode | null> {
  const sent = await readSentCart(db, input, null, lang, now);
  return 'ok' in sent ? null : sent.cart;
}

/**
 * An amount in euros as the request's language writes it, for messages.
 * @example formatEuros(500000, 'es') // '5000,00 €'
 */
export function formatEuros(cents: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    centsToEuros(cents),
  );
}
