/** Activities of the fair: the list soonest first, their categories, and one activity by slug. */
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { activities, catalogs, type ActivityRow, type Database } from '@art/db';
import { pick, slugify, type Language } from '@art/model';
import { userError, decodeTimeCursor, micros, slugOf, timestampOf, clampFirst, toPage } from '@art/api-core';

export interface ActivitiesArgs {
  category?: string | null;
  catalogPrefix?: string | null;
  first?: number | null;
  after?: string | null;
}

export interface ActivityCategory {
  key: string;
  /** The name in the request's language as a slug, for addresses: 'guided-tours' on English pages. */
  slug: string;
  name: string;
}

/**
 * The stable key of an activity category: its Spanish name as a slug.
 * @example activityCategoryKey({ categoryEs: 'Visitas guiadas' }) // 'visitas-guiadas'
 */
export function activityCategoryKey(row: Pick<ActivityRow, 'categoryEs'>): string {
  return slugify(row.categoryEs);
}

/**
 * An existing catalogue prefix from what a caller sent (case-insensitive); null when absent or blank.
 * An unknown prefix is a translated `invalidCatalogPrefix` error.
 */
export async function existingCatalogPrefix(
  db: Database,
  value: string | null | undefined,
  lang: Language,
): Promise<string | null> {
  const prefix = (value ?? '').trim().toUpperCase();
  if (!prefix) return null;
  const fail = () => userError(lang, 'invalidCatalogPrefix', { value: (value ?? '').slice(0, 60) });
  if (!/^[A-Z0-9]{2,12}$/.test(prefix)) throw fail();
  const [row] = await db.select({ prefix: catalogs.prefix }).from(catalogs).where(eq(catalogs.prefix, prefix)).limit(1);
  if (!row) throw fail();
  return row.prefix;
}

/** The distinct `(category_es, category_en)` pairs, of one catalogue or all. */
async function categoryPairs(db: Database, prefix: string | null) {
  return db
    .selectDistinct({ categoryEs: activities.categoryEs, categoryEn: activities.categoryEn })
    .from(activities)
    .where(prefix ? eq(activities.catalogPrefix, prefix) : undefined);
}

/** The categories activities use, each once by key, sorted by name in the language. */
export async function listActivityCategories(
  db: Database,
  lang: Language,
  catalogPrefix?: string | null,
): Promise<ActivityCategory[]> {
  const prefix = await existingCatalogPrefix(db, catalogPrefix, lang);
  const byKey = new Map<string, ActivityCategory>();
  for (const pair of await categoryPairs(db, prefix)) {
    const key = activityCategoryKey(pair);
    const name = pick(lang, pair.categoryEs, pair.categoryEn);
    if (!byKey.has(key)) byKey.set(key, { key, slug: slugify(name) || key, name });
  }
  const collator = new Intl.Collator(lang);
  return [...byKey.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * One page of activities on `(starts_at, id)`, with the total of the filter.
 * `category` is a name in either language or a key, compared as slugs so accents and case do not matter;
 * an unknown category matches nothing (categories are content, not a fixed list).
 */
export async function listActivities(db: Database, lang: Language, args: ActivitiesArgs) {
  const first = clampFirst(args.first);
  const cursor = args.after ? decodeTimeCursor(args.after, lang) : null;
  const prefix = await existingCatalogPrefix(db, args.catalogPrefix, lang);

  const filters: SQL[] = [];
  if (prefix) filters.push(eq(activities.catalogPrefix, prefix));
  const wanted = args.category?.trim() ? slugify(args.category.slice(0, 200)) : null;
  if (wanted !== null) {
    // The categories are few: match them here with the same slug rule as `categoryKey`, then filter by name.
    const names = wanted
      ? (await categoryPairs(db, prefix))
          .filter((p) => slugify(p.categoryEs) === wanted || slugify(p.categoryEn) === wanted)
          .map((p) => p.categoryEs)
      : [];
    if (names.length === 0)
      return { totalCount: 0, nodes: [] as ActivityRow[], pageInfo: { hasNextPage: false, endCursor: null } };
    filters.push(inArray(activities.categoryEs, names));
  }
  const where = and(...filters);
  const pageWhere = cursor
    ? and(where, sql`(${activities.startsAt}, ${activities.id}) > (${timestampOf(cursor.micros)}, ${cursor.id})`)
    : where;

  const [rows, [total]] = await Promise.all([
    db
      .select({ activity: activities, micros: micros(activities.startsAt) })
      .from(activities)
      .where(pageWhere)
      .orderBy(asc(activities.startsAt), asc(activities.id))
      .limit(first + 1),
    db.select({ value: count() }).from(activities).where(where),
  ]);
  const page = toPage(rows, first, (r) => [Number(r.micros), r.activity.id]);
  return { totalCount: Number(total?.value ?? 0), nodes: page.nodes.map((r) => r.activity), pageInfo: page.pageInfo };
}

/**
 * An activity by its Spanish or English slug (the language's own slug wins a tie: one activity's English slug may be
 * another's Spanish one); null when none has it.
 */
export async function findActivity(db: Database, slugText: string, lang: Language = 'es'): Promise<ActivityRow | null> {
  const slug = slugOf(slugText);
  if (!slug) return null;
  const own = lang === 'en' ? activities.slugEn : activities.slug;
  const [row] = await db
    .select()
    .from(activities)
    .where(or(eq(activities.slug, slug), eq(activities.slugEn, slug)))
    .orderBy(sql`(${own} = ${slug}) desc`)
    .limit(1);
  return row ?? null;
}
