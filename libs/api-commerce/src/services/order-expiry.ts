/**
 * Orders not paid in time (decision 014). A hold on a work frees itself when its time passes, with nothing to run
 * (`work-holds.ts`); this loop only tells the orders so: a `pending` or `failed` order whose `hold_until` has passed
 * becomes `expired`, the works it still holds are released (so lists show them free at once), and its discount code
 * gets its use back. The same step expires an order at once when its buyer places a newer one for the same works or
 * deletes their account.
 */
import { and, asc, inArray, lt } from 'drizzle-orm';
import { orders, type Database } from '@art/db';
import { startRounds } from '@art/api-core';
import { giveCouponUsesBack } from './coupons';
import { releaseWorks, type Executor } from './work-holds';

/** How often the server looks for orders to expire. */
export const ORDER_EXPIRY_INTERVAL_MS = 60_000;
/** Orders expired per round at most (a round that finds more leaves the rest to the next). */
const BATCH = 500;

/** States of an order that still waits for its payment. */
export const UNPAID_STATES = ['pending', 'failed'] as const;

/** Where the loop says what happened. */
export interface OrderExpiryLog {
  error(message: string): void;
}

/**
 * Expires these orders, when they are still unpaid, in the caller's transaction: state `expired`, their works
 * released, their codes' uses given back. Answers the ids it expired.
 */
export async function expireOrderIds(tx: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  // Conditional: an order paid (or retried) meanwhile is no longer unpaid-and-passed and stays as it is.
  const expired = await tx
    .update(orders)
    .set({ state: 'expired' })
    .where(and(inArray(orders.id, [...ids]), inArray(orders.state, [...UNPAID_STATES])))
    .returning({ id: orders.id, couponCode: orders.couponCode });
  const uses = new Map<string, number>();
  for (const order of expired) {
    await releaseWorks(tx, order.id);
    if (order.couponCode) uses.set(order.couponCode, (uses.get(order.couponCode) ?? 0) + 1);
  }
  for (const [code, count] of uses) await giveCouponUsesBack(tx, code, count);
  return expired.map((order) => order.id);
}

/**
 * Moves the unpaid orders whose hold passed before `now` to `expired` (at most {@link BATCH} per call), in one
 * transaction. Rows another transaction has locked (a payment being started for one) are skipped, not waited for:
 * that transaction moves its order on, and the next round sees what it left. Answers how many expired.
 */
export async function expireOrders(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.state, [...UNPAID_STATES]), lt(orders.holdUntil, now)))
      .orderBy(asc(orders.holdUntil))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return (
      await expireOrderIds(
        tx,
        due.map((order) => order.id),
      )
    ).length;
  });
}

/**
 * Runs {@link expireOrders} every minute in the background (like the mail retries); answers a function that stops
 * it and waits for a round under way.
 */
export function startOrderExpiry(
  db: Database,
  log: OrderExpiryLog,
  intervalMs = ORDER_EXPIRY_INTERVAL_MS,
): () => Promise<void> {
  return startRounds(
    () =>
      expireOrders(db).catch((error: unknown) =>
        log.error(`order expiry round failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
    intervalMs,
  );
}
