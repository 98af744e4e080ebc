/**
 * Holding works for the order being paid (decision 014). A work is unique: the hold is taken by one conditional
 * `UPDATE … WHERE` that only matches a free, buyable work, so under PostgreSQL's row locks any number of buyers racing
 * for it get exactly one winner (the others' updates re-read the row after the winner commits and match nothing). A
 * hold is free again when its time has passed, with nothing to run; the expiry loop only tells the orders so.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { works, type Database } from '@art/db';
import { BUYABLE } from '@art/api-catalogue';

/** A database or a transaction of it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** SQL: the work is held now for an order other than `orderId` (any order when omitted). */
export function heldByOther(orderId?: number) {
  const held = sql`(${works.reservedUntil} is not null and ${works.reservedUntil} > now())`;
  return orderId === undefined ? held : sql`(${held} and ${works.reservedOrderId} is distinct from ${orderId})`;
}

/**
 * Holds the works for an order until `until`: each must be buyable (Disponible, with a price) and not held by
 * another order now. Answers the ids that could not be held; when any could not, the caller rolls its transaction
 * back, so an order never holds part of its works.
 */
export async function holdWorks(
  db: Executor,
  orderId: number,
  workIds: readonly number[],
  until: Date,
): Promise<number[]> {
  if (workIds.length === 0) return [];
  const held = await db
    .update(works)
    .set({ reservedOrderId: orderId, reservedUntil: until })
    .where(and(inArray(works.id, [...workIds]), BUYABLE, sql`not ${heldByOther(orderId)}`))
    .returning({ id: works.id });
  const got = new Set(held.map((row) => row.id));
  return workIds.filter((id) => !got.has(id));
}

/** Frees every work an order holds (a failed payment, an expired or cancelled order). */
export async function releaseWorks(db: Executor, orderId: number): Promise<void> {
  await db.update(works).set({ reservedOrderId: null, reservedUntil: null }).where(eq(works.reservedOrderId, orderId));
}

/**
 * Marks an order's works sold (`Vendida`) once its payment is confirmed: each must still be buyable and either held by
 * this order or held by nobody now (a payment that arrives after the hold passed still wins a work nobody took).
 * Answers the ids that could not be sold (someone else bought them meanwhile); the caller decides what then.
 */
export async function sellWorks(db: Executor, orderId: number, workIds: readonly number[]): Promise<number[]> {
  if (workIds.length === 0) return [];
  const sold = await db
    .update(works)
    .set({ workState: 'Vendida', reservedOrderId: null, reservedUntil: null })
    .where(and(inArray(works.id, [...workIds]), BUYABLE, sql`not ${heldByOther(orderId)}`))
    .returning({ id: works.id });
  const got = new Set(sold.map((row) => row.id));
  return workIds.filter((id) => !got.has(id));
}
