/**
 * Discount codes (§3 Coupon, T34; decision 014). A code is typed in any case and with spaces around it; stored codes
 * are compared upper-cased. Whether a code can be used now, and what it takes off, are the rules of `@art/cart`
 * (`couponProblem`, `cartTotals`); an order takes one use of its code with one conditional update, so concurrent
 * orders never use a code more times than it allows, and an order that expires gives its use back.
 */
import { eq, sql } from 'drizzle-orm';
import { cartTotals, couponProblem, type Coupon } from '@art/cart';
import { coupons, type Database } from '@art/db';
import { CHECKOUT_LIMITS, normalizeCouponCode, type Language } from '@art/model';
import type { InputProblem } from '@art/api-core';
import { readCart } from './cart';
import type { Executor } from './work-holds';

const MINUTE = 60_000;

/** Codes one client address may try with `applyOrderCoupon`: 20 every 10 minutes (guessing codes is the abuse). */
export const COUPON_TRIES = { limit: 20, windowMs: 10 * MINUTE } as const;

/** Longest code looked up. */
export const COUPON_CODE_MAX = CHECKOUT_LIMITS.couponCode;

/** A row's coupon; a row of a kind the library does not know is no coupon at all. */
function couponOf(row: typeof coupons.$inferSelect | undefined): Coupon | null {
  if (!row || (row.kind !== 'amount' && row.kind !== 'percent')) return null;
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
  };
}

/** A day as the shop's buyers read it (Madrid time), in the request's language. */
const madridDate = (date: Date, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
    date,
  );

/** Why a coupon cannot be used at `now` (`couponProblem` of `@art/cart`), translatable; null when it can. */
export function couponRefusal(coupon: Coupon | null, now: Date, lang: Language): InputProblem | null {
  switch (couponProblem(coupon, now)) {
    case null:
      return null;
    case 'unknown':
      return { ok: false, code: 'coupon.unknown' };
    case 'notYetValid':
      return {
        ok: false,
        code: 'coupon.notYetValid',
        params: { date: coupon?.validFrom ? madridDate(coupon.validFrom, lang) : '' },
      };
    case 'expired':
      return {
        ok: false,
        code: 'coupon.expired',
        params: { date: coupon?.validTo ? madridDate(coupon.validTo, lang) : '' },
      };
    case 'usedUp':
      return { ok: false, code: 'coupon.usedUp' };
  }
}

/** A typed code ready to look up, or the problem of a blank or too long one. */
export function couponCodeOf(typed: string): { ok: true; code: string } | InputProblem {
  const code = normalizeCouponCode(typed);
  if (code === null) return { ok: false, code: 'coupon.required' };
  if ([...code].length > COUPON_CODE_MAX)
    return { ok: false, code: 'coupon.tooLong', params: { max: COUPON_CODE_MAX } };
  return { ok: true, code };
}

/** The coupon of a normalised (upper-case) code, whatever the case it was stored in. */
export async function findCoupon(db: Executor, code: string): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code}`)
    .limit(1);
  return couponOf(row);
}

/**
 * What a code takes off the user's cart now (`applyOrderCoupon`): the discount in cents, or why it cannot be used
 * (blank, too long, unknown, not yet valid, expired, used up; an empty cart). Uses nothing.
 */
export async function couponForCart(
  db: Database,
  userId: string,
  typed: string,
  lang: Language,
  now = new Date(),
): Promise<{ ok: true; amountCents: number } | InputProblem> {
  const checked = couponCodeOf(typed);
  if (!checked.ok) return checked;
  const coupon = await findCoupon(db, checked.code);
  const refusal = couponRefusal(coupon, now, lang);
  if (refusal || !coupon) return refusal ?? { ok: false, code: 'coupon.unknown' };
  const cart = await readCart(db, userId);
  if (!cart) return { ok: false, code: 'cart.empty' };
  return { ok: true, amountCents: cartTotals(cart, { coupon }).totalDiscount };
}

/**
 * Takes one use of a code for an order, in the order's transaction: one conditional `UPDATE … WHERE` that matches
 * only a coupon usable at `now` with uses left, so of concurrent orders no more get it than it allows. Answers the
 * coupon, or why it could not be taken.
 */
export async function takeCouponUse(
  tx: Executor,
  code: string,
  now: Date,
  lang: Language,
): Promise<{ ok: true; coupon: Coupon } | InputProblem> {
  const at = now.toISOString();
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      sql`upper(${coupons.code}) = ${code}
        and ${coupons.kind} in ('amount', 'percent')
        and (${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})
        and (${coupons.validFrom} is null or ${coupons.validFrom} <= ${at}::timestamptz)
        and (${coupons.validTo} is null or ${coupons.validTo} >= ${at}::timestamptz)`,
    )
    .returning();
  const coupon = couponOf(row);
  if (coupon) return { ok: true, coupon };
  // Why not: read after the update, so a use another order took meanwhile shows as used up.
  return couponRefusal(await findCoupon(tx, code), now, lang) ?? { ok: false, code: 'coupon.usedUp' };
}

/** Gives back `uses` uses of a code (orders that expired without being paid). */
export async function giveCouponUsesBack(tx: Executor, code: string, uses = 1): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - ${uses}, 0)` })
    .where(eq(coupons.code, code));
}

/**
 * Takes one use of a code again without checking it (an expired order paid after all: its discount was granted when
 * it was placed, so it is kept even if the code has since run out; the count stays true to the uses).
 */
export async function retakeCouponUse(tx: Executor, code: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.code, code));
}
