/**
 * The back office's discount codes (issue 17, `src/schema/admin-commerce.graphql`): a list (page, sort, search by
 * code), one code, and its changes, checked by `adminCouponForm` of `@art/admin-model`, then by what only the database
 * knows (a code taken, the uses so far), and written with their audit entry in one transaction. A code is the row's key
 * and never changes once made; a code already used in an order cannot be deleted (the orders keep it). Whether a code
 * can be used now is the checkout's own rule (`couponProblem` of `@art/cart`), shown as the code's `status`.
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { couponProblem } from '@art/cart';
import { coupons, type Database } from '@art/db';
import { adminCouponForm, fromHundredths, hundredthsOf, type CouponStatus } from '@art/admin-model';
import {
  checkAdminInput,
  containsText,
  fieldError,
  isUniqueViolation,
  refusedChange,
  type FieldError,
  type PageWindow,
} from './admin-common';
import type { ChangeContext } from './admin-works';
import { recordChange } from './audit-log';
import { couponCodeOf } from './coupons';

/** The sorts of the codes' list. */
export type AdminCouponSort = 'CODE' | 'VALID_FROM' | 'VALID_TO' | 'USED_COUNT';

/** A list's window, order and search. */
export type CouponListOptions = PageWindow & { sort: AdminCouponSort; ascending: boolean; q: string | null };

type CouponRow = typeof coupons.$inferSelect;

/** A discount code as the back office shows it (`AdminCoupon`): euros or percent as typed, its status now. */
export interface AdminCouponNode {
  id: string;
  code: string;
  kind: string;
  value: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  usedCount: number;
  status: CouponStatus;
}

/** What a code is at `now`, by the checkout's rule: usable, not yet valid, past its end, out of uses. */
export function couponStatus(row: CouponRow, now: Date): CouponStatus {
  const kind = row.kind === 'percent' ? 'percent' : 'amount';
  switch (couponProblem({ ...row, kind }, now)) {
    case 'notYetValid':
      return 'notYet';
    case 'expired':
      return 'expired';
    case 'usedUp':
      return 'usedUp';
    default:
      return 'active';
  }
}

const couponNode = (row: CouponRow, now = new Date()): AdminCouponNode => ({
  id: row.code,
  code: row.code,
  kind: row.kind,
  value: fromHundredths(row.value),
  validFrom: row.validFrom?.toISOString() ?? null,
  validTo: row.validTo?.toISOString() ?? null,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  status: couponStatus(row, now),
});

/** The search of the codes: the code contains the text, case aside (codes are plain ASCII). */
const codeContains = (q: string) => containsText(sql`lower(${coupons.code})`, q);

/** A page of codes, by code unless asked otherwise. */
export async function listAdminCoupons(
  db: Database,
  options: CouponListOptions,
): Promise<{ items: AdminCouponNode[]; total: number }> {
  const where = options.q ? codeContains(options.q) : undefined;
  const direction = options.ascending ? asc : desc;
  const column = {
    CODE: coupons.code,
    VALID_FROM: coupons.validFrom,
    VALID_TO: coupons.validTo,
    USED_COUNT: coupons.usedCount,
  }[options.sort];
  const orderBy = column === coupons.code ? [direction(coupons.code)] : [direction(column), asc(coupons.code)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...orderBy)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  const now = new Date();
  return { items: rows.map((row) => couponNode(row, now)), total: Number(counted?.n ?? 0) };
}

/** The stored row of a typed code (any case), or null; a blank or too long code is unknown. */
async function couponRow(db: Pick<Database, 'select'>, typed: string): Promise<CouponRow | null> {
  const checked = couponCodeOf(typed);
  if (!checked.ok) return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${checked.code}`)
    .limit(1);
  return row ?? null;
}

/** One code, or null for an unknown one. */
export async function getAdminCoupon(db: Database, code: string): Promise<AdminCouponNode | null> {
  const row = await couponRow(db, code);
  return row ? couponNode(row) : null;
}

/** The answer of a change of a code. */
export type CouponResult =
  { ok: true; errors: []; coupon: AdminCouponNode } | { ok: false; errors: FieldError[]; coupon: null };

/**
 * Creates a code (`code` null) or changes one (its code stays whatever the input says); nothing is written when
 * anything is refused: the form's checks, a code taken (case aside), fewer uses allowed than made.
 */
export async function saveAdminCoupon(ctx: ChangeContext, code: string | null, input: unknown): Promise<CouponResult> {
  const { db, lang } = ctx;
  const before = code === null ? null : await couponRow(db, code);
  if (code !== null && !before) return refusedChange([fieldError(lang, 'code', 'admin.couponNotFound')], 'coupon');
  const given = (input ?? {}) as Record<string, unknown>;
  const checked = checkAdminInput(adminCouponForm, before ? { ...given, code: before.code } : given, lang);
  if (!checked.ok) return refusedChange(checked.errors, 'coupon');
  const value = checked.value;
  if (before && value.maxUses !== null && value.maxUses < before.usedCount) {
    const error = fieldError(lang, 'maxUses', 'admin.couponMaxUsesBelowUsed', { used: before.usedCount });
    return refusedChange([error], 'coupon');
  }
  if (!before && (await couponRow(db, value.code))) {
    return refusedChange([fieldError(lang, 'code', 'admin.couponTaken')], 'coupon');
  }
  const fields = {
    kind: value.kind,
    value: hundredthsOf(value.value),
    validFrom: value.validFrom === null ? null : new Date(value.validFrom),
    validTo: value.validTo === null ? null : new Date(value.validTo),
    maxUses: value.maxUses,
  };
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] = before
        ? await tx.update(coupons).set(fields).where(eq(coupons.code, before.code)).returning()
        : await tx
            .insert(coupons)
            .values({ code: value.code, ...fields })
            .returning();
      if (!row) throw new Error('The coupon was not saved');
      await recordChange(tx, ctx, {
        action: before ? 'update' : 'create',
        entity: 'coupon',
        entityId: row.code,
        before,
        after: row,
      });
      return row;
    });
    return { ok: true, errors: [], coupon: couponNode(saved) };
  } catch (error) {
    // Another admin made the same code meanwhile.
    if (isUniqueViolation(error, 'coupons_pkey')) {
      return refusedChange([fieldError(lang, 'code', 'admin.couponTaken')], 'coupon');
    }
    throw error;
  }
}

/**
 * Deletes a code that was never used, with its audit entry; a used one is refused (orders keep their code: retire it
 * by its dates or uses instead). The use count is checked in the deletion itself, so a use taken meanwhile wins.
 */
export async function deleteAdminCoupon(
  ctx: ChangeContext,
  code: string,
): Promise<{ ok: boolean; errors: FieldError[] }> {
  const { db, lang } = ctx;
  const before = await couponRow(db, code);
  if (!before) return { ok: false, errors: [fieldError(lang, 'code', 'admin.couponNotFound')] };
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(coupons)
      .where(sql`${coupons.code} = ${before.code} and ${coupons.usedCount} = 0`)
      .returning();
    if (row)
      await recordChange(tx, ctx, { action: 'delete', entity: 'coupon', entityId: row.code, before: row, after: null });
    return row ?? null;
  });
  return deleted ? { ok: true, errors: [] } : { ok: false, errors: [fieldError(lang, 'code', 'admin.couponUsed')] };
}
