/**
 * The back office's shipping costs (issue 17, `src/schema/admin-commerce.graphql`): one row per country, a cost per
 * band of the order's subtotal. What each band means (its subtotal range) is `@art/cart`'s alone (`SHIPPING_BANDS`,
 * `shippingBand`, read by the checkout's `cartTotals`); here the costs are typed in euros, checked by
 * `adminShippingCostForm` of `@art/admin-model`, stored in cents, and written with their audit entry in one
 * transaction. A country may have one row: a second is refused, as is a country `countries` does not know.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { SHIPPING_BANDS, type ShippingRates } from '@art/cart';
import { countries, shippingCosts, type ShippingCostRow } from '@art/db';
import type { ShippingBand } from '@art/model';
import { adminShippingCostForm, fromHundredths, hundredthsOf } from '@art/admin-model';
import {
  recordChange,
  fieldError,
  rowId,
  type FieldError,
  defineAdminResource,
  type ChangeContext,
  textsContain,
  pageOf,
} from '@art/api-core';
import type { Executor } from './work-holds';

/** A country's shipping costs as the back office shows them (`AdminShippingCost`), in euros. */
export type AdminShippingCostNode = {
  id: string;
  countryCode: string;
  countryNameES: string;
  countryNameEN: string;
} & Record<ShippingBand, number>;

type CountryRow = typeof countries.$inferSelect;

const shippingNode = (row: ShippingCostRow, country: CountryRow | null): AdminShippingCostNode => ({
  id: String(row.id),
  countryCode: row.countryCode,
  countryNameES: country?.nameEs ?? row.countryCode,
  countryNameEN: country?.nameEn ?? row.countryCode,
  ...(Object.fromEntries(SHIPPING_BANDS.map((band) => [band, fromHundredths(row[band])])) as Record<
    ShippingBand,
    number
  >),
});

/**
 * The costs of shipping to a country as the checkout reads them (`ShippingRates` of `@art/cart`, cents), or null when
 * the shop does not ship there.
 */
export async function shippingRatesOf(db: Executor, countryCode: string): Promise<ShippingRates | null> {
  const [row] = await db.select().from(shippingCosts).where(eq(shippingCosts.countryCode, countryCode)).limit(1);
  return row ?? null;
}

/**
 * The countries' costs (by country code; `q` searches the code and both names), one country's costs, and their
 * changes (`id` null adds a country): the form's checks, an unknown country, a country that already has its row.
 */
export const adminShippingCosts = defineAdminResource({
  table: shippingCosts,
  // Each country's costs with the country's names.
  read: (db, query) =>
    pageOf(
      db
        .select({ cost: shippingCosts, country: countries })
        .from(shippingCosts)
        .leftJoin(countries, eq(countries.code, shippingCosts.countryCode))
        .$dynamic(),
      query,
    ),
  rowOf: (record) => record.cost,
  count: async (db, where) => {
    const [counted] = await db
      .select({ n: count() })
      .from(shippingCosts)
      .leftJoin(countries, eq(countries.code, shippingCosts.countryCode))
      .where(where);
    return Number(counted?.n ?? 0);
  },
  nodes: (records) => records.map((record) => shippingNode(record.cost, record.country)),
  search: (q) => textsContain([shippingCosts.countryCode, countries.nameEs, countries.nameEn], q),
  sorts: { COUNTRY_CODE: [shippingCosts.countryCode] },
  save: {
    result: 'shippingCost',
    entity: 'shipping',
    form: adminShippingCostForm,
    notFound: 'admin.shippingNotFound',
    readFirst: true,
    uniques: { shipping_costs_country_code_unique: ['countryCode', 'admin.shippingTaken'] },
    fields: async (value, { before, ctx: { db, lang } }) => {
      const [country] = await db.select().from(countries).where(eq(countries.code, value.countryCode)).limit(1);
      if (!country) return [fieldError(lang, 'countryCode', 'admin.countryUnknown')];
      const [taken] = await db
        .select({ id: shippingCosts.id })
        .from(shippingCosts)
        .where(
          and(
            eq(shippingCosts.countryCode, value.countryCode),
            before ? ne(shippingCosts.id, before.cost.id) : undefined,
          ),
        )
        .limit(1);
      if (taken) return [fieldError(lang, 'countryCode', 'admin.shippingTaken')];
      return {
        countryCode: value.countryCode,
        ...Object.fromEntries(SHIPPING_BANDS.map((band) => [band, hundredthsOf(value[band])])),
      };
    },
  },
});

/** Deletes a country's costs with their audit entry (the checkout then refuses to ship there). */
export async function deleteAdminShippingCost(
  ctx: ChangeContext,
  id: string,
): Promise<{ ok: boolean; errors: FieldError[] }> {
  const { db, lang } = ctx;
  const costId = rowId(id);
  const deleted =
    costId === null
      ? null
      : await db.transaction(async (tx) => {
          const [row] = await tx.delete(shippingCosts).where(eq(shippingCosts.id, costId)).returning();
          if (row)
            await recordChange(tx, ctx, {
              action: 'delete',
              entity: 'shipping',
              entityId: row.id,
              before: row,
              after: null,
            });
          return row ?? null;
        });
  return deleted ? { ok: true, errors: [] } : { ok: false, errors: [fieldError(lang, 'id', 'admin.shippingNotFound')] };
}
