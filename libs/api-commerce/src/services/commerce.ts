/** Reference data of the shop's checkout: countries with dial codes, and shipping costs per country. */
import { asc } from 'drizzle-orm';
import { countries, shippingCosts, type CountryRow, type Database, type ShippingCostRow } from '@art/db';
import { pick, type Language } from '@art/model';

/** Every country, sorted by its name in the language (Spanish collation puts "Ñ" after "N"). */
export async function listCountries(db: Database, lang: Language): Promise<CountryRow[]> {
  const rows = await db.select().from(countries);
  const collator = new Intl.Collator(lang);
  const name = (row: CountryRow) => pick(lang, row.nameEs, row.nameEn);
  return rows.sort((a, b) => collator.compare(name(a), name(b)) || a.code.localeCompare(b.code));
}

/** Shipping costs of every country that has them, by country code; amounts in cents. */
export async function listShippingCosts(db: Database): Promise<ShippingCostRow[]> {
  return db.select().from(shippingCosts).orderBy(asc(shippingCosts.countryCode));
}
