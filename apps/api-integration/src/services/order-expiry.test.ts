import { asc, eq, inArray } from 'drizzle-orm';
import { coupons, orders, users, works, type Database } from '@art/db';
import { testBackends, expireOrders, startOrderExpiry, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

const MINUTE = 60_000;

describe.each(testBackends('any'))('order expiry on %s', (backend) => {
  let api: TestApi;
  let userId: string;
  let workIds: number[];
  let count = 0;

  beforeAll(async () => {
    api = await createSeededTestApi(backend, {
      extra: async ({ db }) => {
        await db.insert(coupons).values({ code: 'CADUCA', kind: 'amount', value: 10_00, maxUses: 10, usedCount: 5 });
      },
    });
    const [user] = await db()
      .insert(users)
      .values({ email: 'caduca@ejemplo.es', passwordHash: 'not-a-hash' })
      .returning();
    userId = user?.id ?? '';
    workIds = (await db().select({ id: works.id }).from(works).orderBy(asc(works.id)).limit(20)).map((w) => w.id);
  });
  afterAll(() => api.close());

  const db = (): Database => api.database.db;

  /** An order of the test user in `state`, holding `workId` until `holdUntil` (the work's hold as the order's). */
  async function orderHolding(
    workId: number,
    state: string,
    holdUntil: Date,
    couponCode: string | null = null,
  ): Promise<number> {
    const [order] = await db()
      .insert(orders)
      .values({
        orderCode: `AM-EXPIRY${String(++count).padStart(4, '0')}`,
        userId,
        state,
        subtotalCents: 100_00,
        transportCents: 15_00,
        taxesCents: 19_96,
        totalCents: 115_00,
        couponCode,
        holdUntil,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('No order');
    await db().update(works).set({ reservedOrderId: order.id, reservedUntil: holdUntil }).where(eq(works.id, workId));
    return order.id;
  }

  const stateOf = async (ids: number[]) =>
    (
      await db()
        .select({ id: orders.id, state: orders.state })
        .from(orders)
        .where(inArray(orders.id, ids))
        .orderBy(asc(orders.id))
    ).map((o) => o.state);
  const usesOf = async () => (await db().select().from(coupons).where(eq(coupons.code, 'CADUCA')))[0]?.usedCount;

  it('expires unpaid orders whose hold passed, frees what they still hold and gives their codes’ uses back', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - MINUTE);
    const [w1, w2, w3, w4, w5, w6] = workIds as [number, number, number, number, number, number];
    const pending = await orderHolding(w1, 'pending', past, 'CADUCA');
    const failed = await orderHolding(w2, 'failed', past, 'CADUCA');
    const retaken = await orderHolding(w3, 'pending', past);
    // w3's hold passed and another order took it since: that hold is not this order's to free.
    const other = await orderHolding(w3, 'pending', new Date(now.getTime() + 30 * MINUTE));
    const future = await orderHolding(w4, 'pending', new Date(now.getTime() + 30 * MINUTE), 'CADUCA');
    const paid = await orderHolding(w5, 'paid', past, 'CADUCA');
    const expired = await orderHolding(w6, 'expired', past, 'CADUCA');

    expect(await expireOrders(db(), now)).toBe(3);
    expect(await stateOf([pending, failed, retaken, other, future, paid, expired])).toEqual([
      'expired',
      'expired',
      'expired',
      'pending',
      'pending',
      'paid',
      'expired',
    ]);
    expect(await usesOf()).toBe(3);
    const held = await db()
      .select({ id: works.id, order: works.reservedOrderId })
      .from(works)
      .where(inArray(works.id, [w1, w2, w3, w4]))
      .orderBy(asc(works.id));
    expect(held).toEqual([
      { id: w1, order: null },
      { id: w2, order: null },
      { id: w3, order: other },
      { id: w4, order: future },
    ]);
    expect(await expireOrders(db(), now)).toBe(0);
    expect(await usesOf()).toBe(3);
  });

  it('runs every interval in the background until stopped', async () => {
    const past = new Date(Date.now() - MINUTE);
    const order = await orderHolding(workIds[10] ?? 0, 'pending', past);
    const errors: string[] = [];
    const stop = startOrderExpiry(db(), { error: (message) => errors.push(message) }, 20);
    for (let i = 0; i < 100 && (await stateOf([order]))[0] !== 'expired'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(await stateOf([order])).toEqual(['expired']);
    expect(errors).toEqual([]);
  });

  it('logs a round that fails and keeps going', async () => {
    const broken = { transaction: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    const errors: string[] = [];
    const stop = startOrderExpiry(broken, { error: (message) => errors.push(message) }, 10);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await stop();
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toBe('order expiry round failed: connection refused');
  });
});
