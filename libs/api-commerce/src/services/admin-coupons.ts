/**
 * The back office's discount codes (issue 17, `src/schema/admin-commerce.graphql`): a list (page, sort, search by
 * code), one code, and its changes, checked by `adminCouponForm` of `@art/admin-model`, then by what only the database
 * knows (a code taken, the uses so far), and written with their audit entry in one transaction. A code is the row's key
 * and never changes once made; a code already used in an order cannot be deleted (the orders keep it). Whether a code
 * can be used now is the checkout's own rule (`couponProblem` of `@art/cart`), shown as the code's `status`.
 */
import { asc, sql } from 'drizzle-orm';
import { couponProblem } from '@art/cart';
import { coupons, type Database } from '@art/db';
import { adminCouponForm, fromHundredths, hundredthsOf, type CouponStatus } from '@art/admin-model';
import {
  recordChange,
  containsText,
  fieldError,
  type FieldError,
  defineAdminResource,
  type ChangeContext,
} from '@art/api-core';
import { couponCodeOf } from './coupons';

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

/** The last term of a sort by anything but the code: the code, always A to Z. */
const byCode = () => asc(coupons.code);

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

/**
 * The codes' list (by code unless asked otherwise), one code (its code typed in any case), and its changes (`code`
 * null creates one; a code stays whatever it was): the form's checks, a code taken (case aside), fewer uses allowed
 * than made.
 */
export const adminCoupons = defineAdminResource({
  table: coupons,
  key: {
    column: coupons.code,
    parse: (typed) => {
      const checked = couponCodeOf(typed);
      return checked.ok ? checked.code : null;
    },
    of: (row) => row.code,
    where: (code) => sql`upper(${coupons.code}) = ${code}`,
  },
  nodes: (rows: CouponRow[]) => {
    const now = new Date();
    return rows.map((row) => couponNode(row, now));
  },
  search: (q) => containsText(sql`lower(${coupons.code})`, q),
  sorts: {
    CODE: [coupons.code],
    VALID_FROM: [coupons.validFrom, byCode],
    VALID_TO: [coupons.validTo, byCode],
    USED_COUNT: [coupons.usedCount, byCode],
  },
  save: {
    result: 'coupon',
    entity: 'coupon',
    form: adminCouponForm,
    notFound: 'admin.couponNotFound',
    notFoundField: 'code',
    readFirst: true,
    input: (given, { before }) => (before ? { ...given, code: before.code } : given),
    // Another admin made the same code meanwhile.
    uniques: { coupons_pkey: ['code', 'admin.couponTaken'] },
    fields: async (value, { before, ctx: { db, lang } }) => {
      if (before && value.maxUses !== null && value.maxUses < before.usedCount) {
        return [fieldError(lang, 'maxUses', 'admin.couponMaxUsesBelowUsed', { used: before.usedCount })];
      }
      if (!before && (await couponRow(db, value.code))) return [fieldError(lang, 'code', 'admin.couponTaken')];
      const fields = {
        kind: value.kind,
        value: hundredthsOf(value.value),
        validFrom: value.validFrom === null ? null : new Date(value.validFrom),
        validTo: value.validTo === null ? null : new Date(value.validTo),
        maxUses: value.maxUses,
      };
      return before ? fields : { code: value.code, ...fields };
    },
  },
});

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
