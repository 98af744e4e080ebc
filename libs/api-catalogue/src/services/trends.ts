/** Trends of the shop (style, theme and technique tags) and the catalogues. */
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import { catalogs, trendTags, type CatalogRow, type Database, type TrendTagRow } from '@art/db';
import { TREND_TAG_TYPES, type Language, type TrendTagType } from '@art/model';
import { slugOf } from '@art/api-core';

/** The trend tags, of one type or all, by type then name in the request's language. */
export async function listTrends(db: Database, lang: Language, type?: TrendTagType | null): Promise<TrendTagRow[]> {
  const name = lang === 'en' ? trendTags.nameEn : trendTags.nameEs;
  const known = type && (TREND_TAG_TYPES as readonly string[]).includes(type) ? type : null;
  return db
    .select()
    .from(trendTags)
    .where(known ? eq(trendTags.type, known) : undefined)
    .orderBy(asc(trendTags.type), sql`lower(f_unaccent(${name}))`, asc(trendTags.id));
}

/** A trend by its Spanish or English slug (the request language's slug wins a tie); null when none has it. */
export async function findTrend(db: Database, lang: Language, slugText: string): Promise<TrendTagRow | null> {
  const slug = slugOf(slugText);
  if (!slug) return null;
  const own = lang === 'en' ? trendTags.slugEn : trendTags.slugEs;
  const [row] = await db
    .select()
    .from(trendTags)
    .where(or(eq(trendTags.slugEs, slug), eq(trendTags.slugEn, slug)))
    .orderBy(sql`(${own} = ${slug}) desc`)
    .limit(1);
  return row ?? null;
}

/** Every catalogue: fair editions latest first, then the market. */
export async function listCatalogs(db: Database): Promise<CatalogRow[]> {
  return db.select().from(catalogs).orderBy(asc(catalogs.isMarket), desc(catalogs.year), asc(catalogs.prefix));
}
