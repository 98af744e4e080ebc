/**
 * The back office's activities (issue 16): the list (page, sort, category, catalogue, accent-free search over titles
 * and places), one activity, and its changes — checked by `adminActivityForm` of `@art/admin-model` (the end not before
 * the start), then by what only the database knows (free slugs, a catalogue that exists, an uploaded image), and
 * written with their audit entry in one transaction.
 */
import { and, asc, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { activities, catalogs, type ActivityRow, type Database } from '@art/db';
import { adminActivityForm } from '@art/admin-model';
import { href } from '@art/routing';
import type { ApiConfig } from '../config';
import { adminImage, type AdminImageNode } from './admin-images';
import {
  checkAdminInput,
  containsText,
  fieldError,
  type FieldError,
  pageOfRows,
  type PageWindow,
  rowById,
  rowId,
} from './admin-common';
import { freeBilingualSlug, imageOfKey, slugViolation } from './admin-posts';
import type { ChangeContext } from './admin-works';
import { writeAudited } from './audit-log';

/** The sorts of the activities' list (`AdminActivitySort`). */
export type AdminActivitySort = 'ID' | 'TITLE' | 'STARTS_AT';

/** An activity as the back office edits it (`AdminActivity`). */
export interface AdminActivityNode {
  id: string;
  slugES: string;
  slugEN: string;
  categoryES: string;
  categoryEN: string;
  titleES: string;
  titleEN: string;
  shortContentES: string;
  shortContentEN: string;
  contentES: string;
  contentEN: string;
  placeES: string;
  placeEN: string;
  startsAt: string;
  endsAt: string | null;
  catalog: string | null;
  image: AdminImageNode | null;
  siteUrl: string;
}

const activityNode = (row: ActivityRow, config: Pick<ApiConfig, 'fairOrigin'>): AdminActivityNode => ({
  id: String(row.id),
  slugES: row.slug,
  slugEN: row.slugEn,
  categoryES: row.categoryEs,
  categoryEN: row.categoryEn,
  titleES: row.titleEs,
  titleEN: row.titleEn,
  shortContentES: row.shortContentEs,
  shortContentEN: row.shortContentEn,
  contentES: row.contentEs,
  contentEN: row.contentEn,
  placeES: row.placeEs,
  placeEN: row.placeEn,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  catalog: row.catalogPrefix,
  image: row.image ? adminImage(row.image) : null,
  siteUrl: `${config.fairOrigin}${href('activity', { slug: row.slug }, 'es')}`,
});

/** The filters of the activities' list. */
export interface AdminActivitiesFilter {
  category?: string | null;
  catalog?: string | null;
}

/** Titles and places, accents and case aside (activities are a few hundred: no index of their own). */
const activityText = sql`lower(f_unaccent(${activities.titleEs} || ' ' || ${activities.titleEn} || ' ' || ${activities.placeEs} || ' ' || ${activities.placeEn}))`;

/** A text column compared with a text, accents and case aside. */
const sameText = (column: AnyColumn, text: string) => sql`lower(f_unaccent(${column})) = lower(f_unaccent(${text}))`;

/** A page of activities and how many match; an unknown category or catalogue matches nothing. */
export async function listAdminActivities(
  db: Database,
  config: ApiConfig,
  options: PageWindow & {
    sort: AdminActivitySort;
    ascending: boolean;
    q: string | null;
    filter: AdminActivitiesFilter;
  },
): Promise<{ items: AdminActivityNode[]; total: number }> {
  const conditions: SQL[] = [];
  const category = options.filter.category?.trim();
  if (category) {
    conditions.push(or(sameText(activities.categoryEs, category), sameText(activities.categoryEn, category)) as SQL);
  }
  const catalog = options.filter.catalog?.trim().toUpperCase();
  if (catalog) conditions.push(eq(activities.catalogPrefix, catalog));
  if (options.q) conditions.push(containsText(activityText, options.q));
  const where = and(...conditions);
  const direction = options.ascending ? asc : desc;
  const column = { ID: null, TITLE: activities.titleEs, STARTS_AT: activities.startsAt }[options.sort];
  const orderBy = column ? [direction(column), direction(activities.id)] : [direction(activities.id)];
  const { rows, total } = await pageOfRows(db, activities, where, orderBy, options);
  return { items: rows.map((r) => activityNode(r, config)), total };
}

const activityById = (db: Pick<Database, 'select'>, id: number) => rowById(db, activities, id);

/** One activity; null for an unknown id. */
export async function getAdminActivity(db: Database, config: ApiConfig, id: string): Promise<AdminActivityNode | null> {
  const activityId = rowId(id);
  const row = activityId === null ? null : await activityById(db, activityId);
  return row ? activityNode(row, config) : null;
}

/** The answer of an activity's change. */
export type AdminActivityResult =
  { ok: true; errors: []; activity: AdminActivityNode } | { ok: false; errors: FieldError[]; activity: null };

const refused = (errors: FieldError[]): AdminActivityResult => ({ ok: false, errors, activity: null });

/** Creates an activity (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminActivity(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<AdminActivityResult> {
  const { db, config, lang } = ctx;
  const activityId = id === null ? null : rowId(id);
  if (id !== null && activityId === null) return refused([fieldError(lang, 'id', 'admin.activityNotFound')]);
  const checked = checkAdminInput(adminActivityForm, input, lang);
  if (!checked.ok) return refused(checked.errors);
  const value = checked.value;
  const before = activityId === null ? null : await activityById(db, activityId);
  if (activityId !== null && !before) return refused([fieldError(lang, 'id', 'admin.activityNotFound')]);

  const columns = { id: activities.id, es: activities.slug, en: activities.slugEn };
  const errors: FieldError[] = [];
  const slugEs =
    value.slugES === null && before
      ? before.slug
      : await freeBilingualSlug(db, columns, activities, value.slugES, value.titleES, activityId, 'actividad');
  if (slugEs === null) errors.push(fieldError(lang, 'slugES', 'admin.slugTaken'));
  const slugEn =
    value.slugEN === null && before
      ? before.slugEn
      : await freeBilingualSlug(db, columns, activities, value.slugEN, value.titleEN, activityId, 'activity');
  if (slugEn === null) errors.push(fieldError(lang, 'slugEN', 'admin.slugTaken'));
  if (value.catalog !== null) {
    const [known] = await db
      .select({ prefix: catalogs.prefix })
      .from(catalogs)
      .where(eq(catalogs.prefix, value.catalog))
      .limit(1);
    if (!known) errors.push(fieldError(lang, 'catalog', 'admin.catalogUnknown'));
  }
  const image = await imageOfKey(config, value.imageKey, before?.image);
  if (image === undefined) errors.push(fieldError(lang, 'imageKey', 'admin.imageUnknown'));
  if (errors.length > 0 || slugEs === null || slugEn === null || image === undefined) return refused(errors);

  const fields = {
    slug: slugEs,
    slugEn,
    categoryEs: value.categoryES,
    categoryEn: value.categoryEN,
    titleEs: value.titleES,
    titleEn: value.titleEN,
    shortContentEs: value.shortContentES,
    shortContentEn: value.shortContentEN,
    contentEs: value.contentES,
    contentEn: value.contentEN,
    placeEs: value.placeES,
    placeEn: value.placeEN,
    startsAt: new Date(value.startsAt),
    endsAt: value.endsAt ? new Date(value.endsAt) : null,
    catalogPrefix: value.catalog,
    image,
  };
  try {
    const row = await db.transaction(async (tx) => {
      return writeAudited(tx, ctx, { table: activities, entity: 'activity', id: activityId, before, fields });
    });
    return { ok: true, errors: [], activity: activityNode(row, config) };
  } catch (error) {
    const taken = slugViolation(error, lang, { activities_slug_key: 'slugES', activities_slug_en_key: 'slugEN' });
    if (taken) return refused(taken);
    throw error;
  }
}
