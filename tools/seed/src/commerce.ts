/** The shop's rules as rows: the countries it ships to with their shipping costs by band, and the coupons. */
import type * as schema from '@art/db';
import { countryList, shippingCostsFor } from './content/commerce';
import type { Insert } from './shared';

/** The shop's rules as rows. */
export interface CommerceData {
  countries: Insert<typeof schema.countries>[];
  shippingCosts: Insert<typeof schema.shippingCosts>[];
  coupons: Insert<typeof schema.coupons>[];
}

/** Every country with its shipping costs, and the welcome and fair coupons (the same in every size). */
export function buildCommerce(): CommerceData {
  const countryRows = countryList();
  const countries: Insert<typeof schema.countries>[] = countryRows;
  const shippingCosts: Insert<typeof schema.shippingCosts>[] = countryRows.map((c, i) => {
    const [lessThan200, lessThan400, lessThan600, lessThan900, moreThan900] = shippingCostsFor(c.code);
    return { id: i + 1, countryCode: c.code, lessThan200, lessThan400, lessThan600, lessThan900, moreThan900 };
  });
  const coupons: Insert<typeof schema.coupons>[] = [
    {
      code: 'BIENVENIDA10',
      kind: 'percent',
      value: 10_00,
      validFrom: new Date(Date.UTC(2025, 0, 1)),
      validTo: new Date(Date.UTC(2027, 11, 31, 22, 59, 59)),
      maxUses: null,
      usedCount: 0,
    },
    {
      code: 'FERIA50',
      kind: 'amount',
      value: 50_00,
      validFrom: new Date(Date.UTC(2025, 2, 5)),
      validTo: new Date(Date.UTC(2027, 2, 9, 22, 59, 59)),
      maxUses: 500,
      usedCount: 0,
    },
  ];
  return { countries, shippingCosts, coupons };
}
