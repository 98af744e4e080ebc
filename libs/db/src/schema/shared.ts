/**
 * What several domains' tables use: the generated search column and its trigram index, the stored image, and the
 * countries (names, dial codes) that addresses and shipping costs name.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/** A generated, accent-free, lower-case search column over the given text expressions. */
export function searchText(...columns: string[]) {
  const expression = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  return text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`lower(f_unaccent(${expression}))`));
}

/** A trigram (GIN) index on a search column, for `ilike` and similarity searches. */
export const trigram = (name: string, column: SQLWrapper) => index(name).using('gin', sql`${column} gin_trgm_ops`);

/** An image stored by the image service: its key and the size of its original. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** The countries an address or a shipping cost names, with their names and telephone dial codes. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  dialCode: text('dial_code').notNull(),
});

export type CountryRow = typeof countries.$inferSelect;
