/**
 * The back office's shipping costs (issue 17, `src/schema/admin-commerce.graphql`): one row per country, a cost per
 * band of the order's subtotal. What each band means (its subtotal range) is `@art/cart`'s alone (`SHIPPING_BANDS`,
 * `shippingBand`, read by the checkout's `cartTotals`); here the costs are typed in euros, checked by
 * `adminShippingCostForm` of `@art/admin-model`, stored in cents, and written with their audit entry in one
 * transaction. A country may have one row: a second is refused, as is a country `countries` does not know.
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { SHIPPING_BANDS, type ShippingRates } from '@art/cart';
import { countries, shippingCosts, type Database, type ShippingCostRow } from '@art/db';
import type { ShippingBand } from '@art/model';
import { adminShippingCostForm, fromHundredths, hundredthsOf } from '@art/admin-model';
import {
  checkAdminInput,
  fieldError,
  isUniqueViolation,
  refusedChange,
  rowById,
  rowId,
  type FieldError,
  type PageWindow,
} from './admin-common';
import { textsContain } from './admin-site';
import type { ChangeContext } from './admin-works';
import { recordChange, writeAudited } from './audit-log';
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

/** A page of countries' costs, by country code; `q` searches the code and both names. */
export async function listAdminShippingCosts(
  db: Database,
  options: PageWindow & { ascending: boolean; q: string | null },
): Promise<{ items: AdminShippingCostNode[]; total: number }> {
  const where = options.q
    ? textsContain([shippingCosts.countryCode, countries.nameEs, countries.nameEn], options.q)
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ cost: shippingCosts, country: countries })
      .from(shippingCosts)
      .leftJoin(countries, eq(countries.code, shippingCosts.countryCode))
      .where(where)
      .orderBy((options.ascending ? asc : desc)(shippingCosts.countryCode))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ n: count() })
      .from(shippingCosts)
      .leftJoin(countries, eq(countries.code, shippingCosts.countryCode))
      .where(where),
  ]);
  return { items: rows.map((row) => shippingNode(row.cost, row.country)), total: Number(counted?.n ?? 0) };
}

/** A country by its code, or null. */
async function countryOf(db: Pick<Database, 'select'>, code: string): Promise<CountryRow | null> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return row ?? null;
}

/** One country's costs by id, or null for an unknown id. */
export async function getAdminShippingCost(db: Database, id: string): Promise<AdminShippingCostNode | null> {
  const costId = rowId(id);
  const row = costId === null ? null : await rowById(db, shippingCosts, costId);
  return row ? shippingNode(row, await countryOf(db, row.countryCode)) : null;
}

/**
 * The costs of shipping to a country as the checkout reads them (`ShippingRates` of `@art/cart`, cents), or null when
 * the shop does not ship there.
 */
export async function shippingRatesOf(db: Executor, countryCode: string): Promise<ShippingRates | null> {
  const [row] = await db.select().from(shippingCosts).where(eq(shippingCosts.countryCode, countryCode)).limit(1);
  return row ?? null;
}

/** The answer of a change of a country's costs. */
export type ShippingCostResult =
  | { ok: true; errors: []; shippingCost: AdminShippingCostNode }
  | { ok: false; errors: FieldError[]; shippingCost: null };

/**
 * Adds a country's costs (`id` null) or changes them; nothing is written when anything is refused: the form's checks,
 * an unknown country, a country that already has its row.
 */
export async function saveAdminShippingCost(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<ShippingCostResult> {
  const { db, lang } = ctx;
  const targetId = id === null ? null : rowId(id);
  const before = targetId === null ? null : await rowById(db, shippingCosts, targetId);
  if (id !== null && !before) return refusedChange([fieldError(lang, 'id', 'admin.shippingNotFound')], 'shippingCost');
  const checked = checkAdminInput(adminShippingCostForm, input, lang);
  if (!checked.ok) return refusedChange(checked.errors, 'shippingCost');
  const value = checked.value;
  const country = await countryOf(db, value.countryCode);
  if (!country) return refusedChange([fieldError(lang, 'countryCode', 'admin.countryUnknown')], 'shippingCost');
  const [taken] = await db
    .select({ id: shippingCosts.id })
    .from(shippingCosts)
    .where(and(eq(shippingCosts.countryCode, value.countryCode), before ? ne(shippingCosts.id, before.id) : undefined))
    .limit(1);
  if (taken) return refusedChange([fieldError(lang, 'countryCode', 'admin.shippingTaken')], 'shippingCost');
  const fields = {
    countryCode: value.countryCode,
    ...Object.fromEntries(SHIPPING_BANDS.map((band) => [band, hundredthsOf(value[band])])),
  };
  try {
    const saved = await db.transaction((tx) =>
      writeAudited(tx, ctx, { table: shippingCosts, entity: 'shipping', id: before?.id ?? null, before, fields }),
    );
    return { ok: true, errors: [], shippingCost: shippingNode(saved, country) };
  } catch (error) {
    if (isUniqueViolation(error, 'shipping_costs_country_code_unique')) {
      return refusedChange([fieldError(lang, 'countryCode', 'admin.shippingTaken')], 'shippingCost');
    }
    throw error;
  }
}

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
