/**
 * Orders for the back office's tests, written straight into `orders`, `order_items` and `payment_attempts` (no cart,
 * no payment run): one delivered order for the role matrix (`prepareAdminFixture`), and one order per state the
 * orders' tests need (`admin-orders.test.ts`).
 */
import { orderItems, orders, paymentAttempts, type OrderAddress } from '@art/db';
import type { TestDatabase } from '../testing';

/** A shipping address in Spain, with the given names. */
export function orderAddress(name: string, surname: string): OrderAddress {
  return {
    name,
    surname,
    phone: '+34 600 000 000',
    route: 'Calle Mayor 1',
    floor: '2º B',
    postalCode: '28013',
    locality: 'Madrid',
    province: 'Madrid',
    countryCode: 'ES',
    aditionalInfo: null,
    fiscalName: null,
    fiscalDocument: null,
    CACode: null,
  };
}

/** What a test order may set: its row's fields, its works (id, title, artist, cents) and its payment attempts. */
export interface TestOrder {
  code: string;
  state: string;
  userId?: string | null;
  email?: string;
  kind?: 'shop' | 'special';
  lang?: 'es' | 'en';
  totalCents?: number;
  orderDate?: Date;
  holdUntil?: Date | null;
  clientName?: string | null;
  shipping?: OrderAddress | null;
  items?: { workId: number; title: string; artistName: string; unitPriceCents: number }[];
  attempts?: { redsysOrder: string; state: 'started' | 'paid' | 'failed'; responseCode?: string }[];
}

/** Writes an order with its works and attempts; answers its id. */
export async function insertOrder(db: TestDatabase['db'], order: TestOrder): Promise<number> {
  const total = order.totalCents ?? 100_000;
  const [row] = await db
    .insert(orders)
    .values({
      orderCode: order.code,
      userId: order.userId ?? null,
      kind: order.kind ?? 'shop',
      state: order.state,
      lang: order.lang ?? 'es',
      email: order.email ?? 'comprador@example.com',
      subtotalCents: total,
      transportCents: 0,
      taxesCents: Math.round(total - total / 1.21),
      totalCents: total,
      clientName: order.clientName ?? null,
      shippingAddress: order.shipping === undefined ? orderAddress('Lucía', 'Gómez') : order.shipping,
      billingAddress: null,
      orderDate: order.orderDate ?? new Date('2025-03-10T10:00:00Z'),
      holdUntil: order.holdUntil ?? null,
    })
    .returning();
  const id = row!.id;
  for (const item of order.items ?? []) {
    await db.insert(orderItems).values({ orderId: id, units: 1, ...item });
  }
  for (const attempt of order.attempts ?? []) {
    await db.insert(paymentAttempts).values({
      orderId: id,
      redsysOrder: attempt.redsysOrder,
      amountCents: total,
      merchantCode: '999008881',
      terminal: '1',
      state: attempt.state,
      responseCode: attempt.responseCode ?? null,
      notifiedAt: attempt.state === 'started' ? null : new Date('2025-03-10T10:05:00Z'),
    });
  }
  return id;
}

/** The role matrix's order: delivered, so no change of state is allowed from it. */
export function prepareMatrixOrder(db: TestDatabase['db'], userId: string): Promise<number> {
  return insertOrder(db, { code: 'AM-MATRIX0001', state: 'delivered', userId });
}
