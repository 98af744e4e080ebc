/** The sales settings' rows of the back office's fixture (`admin-testing.ts`): a discount code and shipping costs. */
import { coupons, shippingCosts } from '@art/db';
import type { TestDatabase } from '../testing';

/** The fixture's discount code and shipping costs (France), for the reads of the matrix and the tests. */
export interface CommerceRows {
  couponCode: string;
  shippingId: number;
}

/** Writes one discount code (`MATRIX-10`, 10 % off, unused) and France's shipping costs. */
export async function prepareCommerceRows(db: TestDatabase['db']): Promise<CommerceRows> {
  await db.insert(coupons).values({ code: 'MATRIX-10', kind: 'percent', value: 1000 });
  const [shipping] = await db
    .insert(shippingCosts)
    .values({
      countryCode: 'FR',
      lessThan200: 2500,
      lessThan400: 3500,
      lessThan600: 4500,
      lessThan900: 6000,
      moreThan900: 9000,
    })
    .returning();
  return { couponCode: 'MATRIX-10', shippingId: shipping!.id };
}
