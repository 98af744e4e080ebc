/**
 * The back office's activities (issue 16): the list (page, sort, category, catalogue, accent-free search over titles
 * and places), one activity, and its changes — checked by `adminActivityForm` of `@art/admin-model` (the end not before
 * the start), then by what only the database knows (free slugs, a catalogue that exists, an uploaded image), and
 * written with their audit entry in one transaction.
 */
import { eq, or, sql, type AnyColumn } from 'drizzle-orm';
import { activities, catalogs, type ActivityRow } from '@art/db';
import { adminActivityForm } from '@art/admin-model';
import { href } from '@art/routing';
import {
  type ApiConfig,
  containsText,
  fieldError,
  type FieldError,
  defineAdminResource,
  slugUniques,
  adminImage,
  type AdminImageNode,
  imageOfKey,
} from '@art/api-core';
import { bilingualSlugs } from './admin-posts';

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

/**
 * The activities' list (an unknown category or catalogue matches nothing), one activity, and its changes (`id` null
 * creates one): the schema's checks, then free slugs, a catalogue that exists and the image.
 */
export const adminActivities = defineAdminResource({
  table: activities,
  nodes: (rows: ActivityRow[], { config }) => rows.map((row) => activityNode(row, config)),
  search: (q) => containsText(activityText, q),
  filters: ({ filter }: { filter: AdminActivitiesFilter }) => {
    const category = filter.category?.trim();
    const catalog = filter.catalog?.trim().toUpperCase();
    return [
      category ? or(sameText(activities.categoryEs, category), sameText(activities.categoryEn, category)) : undefined,
      catalog ? eq(activities.catalogPrefix, catalog) : undefined,
    ];
  },
  sorts: {
    ID: [activities.id],
    TITLE: [activities.titleEs, activities.id],
    STARTS_AT: [activities.startsAt, activities.id],
  },
  save: {
    result: 'activity',
    entity: 'activity',
    form: adminActivityForm,
    notFound: 'admin.activityNotFound',
    uniques: slugUniques('activities_slug_key', 'activities_slug_en_key'),
    fields: async (value, { before, id, ctx }) => {
      const { db, config, lang } = ctx;
      const errors: FieldError[] = [];
      const { slugEs, slugEn } = await bilingualSlugs(
        ctx,
        { table: activities, id: activities.id, es: activities.slug, en: activities.slugEn },
        value,
        { id, before: before && { es: before.slug, en: before.slugEn }, fallbacks: ['actividad', 'activity'] },
        errors,
      );
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
      if (errors.length > 0 || slugEs === null || slugEn === null || image === undefined) return errors;
      return {
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
    },
  },
});
