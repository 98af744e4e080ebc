/**
 * The back office's catalogues and trend tags (issue 16): every row (a handful of each), one row, and their changes —
 * checked by `adminCatalogForm` / `adminTrendTagForm` of `@art/admin-model`, then by what only the database knows (a
 * prefix or slug taken, a catalogue that exists), and written with their audit entry in one transaction. The current
 * edition is switched by {@link setCurrentAdminCatalog} alone. Shows are in `admin-shows.ts`.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { catalogs, trendTags, works, type CatalogRow, type TrendTagRow } from '@art/db';
import { adminCatalogForm, adminTrendTagForm } from '@art/admin-model';
import {
  recordChange,
  fieldError,
  type FieldError,
  changeRefused,
  changeSaved,
  defineAdminResource,
  slugUniques,
  type ChangeContext,
  type ChangeResult,
  slugTakenIn,
  slugOfChange,
  pageOf,
} from '@art/api-core';
import { afterCatalogueChange } from './catalogue-changes';
import { forgetCurrentCatalog, rememberCatalogPrefix } from './current-catalog';

// ——— Catalogues ———

/** A catalogue as the back office edits it (`AdminCatalog`). */
export interface AdminCatalogNode {
  id: string;
  prefix: string;
  year: number;
  edition: number | null;
  nameES: string;
  nameEN: string;
  startsOn: string | null;
  endsOn: string | null;
  venueES: string;
  venueEN: string;
  address: string;
  openingHoursES: string;
  openingHoursEN: string;
  catalogUrl: string | null;
  isCurrent: boolean;
  isMarket: boolean;
  worksCount: number;
}

// Qualified by hand: inside the subquery an unqualified `prefix` would be ambiguous to a reader.
const catalogWorks =
  sql<number>`(select count(*) from ${works} w where w.catalogs @> ARRAY["catalogs"."prefix"])`.mapWith(Number);

const catalogNode = (row: CatalogRow, worksCount: number): AdminCatalogNode => ({
  id: row.prefix,
  prefix: row.prefix,
  year: row.year,
  edition: row.edition,
  nameES: row.nameEs,
  nameEN: row.nameEn,
  startsOn: row.startsOn === null ? null : String(row.startsOn),
  endsOn: row.endsOn === null ? null : String(row.endsOn),
  venueES: row.venueEs ?? '',
  venueEN: row.venueEn ?? '',
  address: row.address ?? '',
  openingHoursES: row.openingHoursEs ?? '',
  openingHoursEN: row.openingHoursEn ?? '',
  catalogUrl: row.catalogUrl,
  isCurrent: row.isCurrent,
  isMarket: row.isMarket,
  worksCount,
});

/** Every catalogue, by year then prefix (the works form's choice and the catalogues' screen). */
export async function listAdminCatalogs(db: ChangeContext['db']): Promise<AdminCatalogNode[]> {
  const rows = await db
    .select({ catalog: catalogs, worksCount: catalogWorks })
    .from(catalogs)
    .orderBy(asc(catalogs.year), asc(catalogs.prefix));
  return rows.map((r) => catalogNode(r.catalog, r.worksCount));
}

/** A catalogue's prefix from what the caller sent, upper-cased; null when it cannot be one. */
const prefixOf = (value: string | null | undefined) => {
  const text = String(value ?? '')
    .trim()
    .toUpperCase();
  return /^[A-Z0-9]{2,12}$/.test(text) ? text : null;
};

/** The answer of a catalogue's change. */
export type AdminCatalogResult = ChangeResult<'catalog', AdminCatalogNode>;

/**
 * One catalogue by its prefix, and its changes: created (`id` null) as a fair edition, never current on creation, with
 * a prefix no catalogue has; changed with its prefix as it is (left out, it is the catalogue's own).
 */
export const adminCatalogs = defineAdminResource({
  table: catalogs,
  key: { column: catalogs.prefix, parse: prefixOf, of: (row) => row.prefix },
  // Each catalogue with how many works it holds.
  read: (db, query) =>
    pageOf(db.select({ catalog: catalogs, worksCount: catalogWorks }).from(catalogs).$dynamic(), query),
  rowOf: (record) => record.catalog,
  nodes: (records) => records.map((record) => catalogNode(record.catalog, record.worksCount)),
  save: {
    result: 'catalog',
    entity: 'catalog',
    form: adminCatalogForm,
    notFound: 'admin.catalogNotFound',
    uniques: { catalogs_pkey: ['prefix', 'admin.prefixTaken'] },
    // On update the prefix may be left out: it is the catalogue's own.
    input: (input, { id }) => {
      const sent = input['prefix'];
      return id !== null && (sent === undefined || sent === null || sent === '') ? { ...input, prefix: id } : input;
    },
    afterCommit: (db, value) => {
      rememberCatalogPrefix(value.prefix);
      afterCatalogueChange(db);
    },
    fields: async (value, { before, id, ctx: { db, lang } }) => {
      if (before) {
        if (value.prefix !== id) return [fieldError(lang, 'prefix', 'admin.prefixFixed')];
      } else {
        const [taken] = await db
          .select({ prefix: catalogs.prefix })
          .from(catalogs)
          .where(eq(catalogs.prefix, value.prefix))
          .limit(1);
        if (taken) return [fieldError(lang, 'prefix', 'admin.prefixTaken')];
      }
      const fields = {
        year: value.year,
        edition: value.edition,
        nameEs: value.nameES,
        nameEn: value.nameEN,
        startsOn: value.startsOn,
        endsOn: value.endsOn,
        venueEs: value.venueES || null,
        venueEn: value.venueEN || null,
        address: value.address || null,
        openingHoursEs: value.openingHoursES || null,
        openingHoursEn: value.openingHoursEN || null,
        catalogUrl: value.catalogUrl,
      };
      return before ? fields : { ...fields, prefix: value.prefix, isCurrent: false, isMarket: false };
    },
  },
});

/**
 * Makes a fair edition the current one and every other catalogue not current, in one transaction: each statement
 * writes every row, so two switches at once serialise on the rows' locks and the later one wins whole — never two
 * current editions. The market is refused. Each catalogue whose flag changed gets its audit entry.
 */
export async function setCurrentAdminCatalog(ctx: ChangeContext, prefixText: string): Promise<AdminCatalogResult> {
  const { db, lang } = ctx;
  const target = await adminCatalogs.get(ctx, prefixText);
  if (!target) return changeRefused('catalog', [fieldError(lang, 'prefix', 'admin.catalogNotFound')]);
  if (target.isMarket) return changeRefused('catalog', [fieldError(lang, 'prefix', 'admin.marketNotCurrent')]);
  const { prefix } = target;

  await db.transaction(async (tx) => {
    const before = await tx.select().from(catalogs).orderBy(asc(catalogs.prefix)).for('update');
    const after = await tx
      .update(catalogs)
      .set({ isCurrent: sql`${catalogs.prefix} = ${prefix} and not ${catalogs.isMarket}` })
      .returning();
    for (const row of after) {
      const old = before.find((b) => b.prefix === row.prefix);
      if (!old || old.isCurrent === row.isCurrent) continue;
      await recordChange(tx, ctx, {
        action: 'update',
        entity: 'catalog',
        entityId: row.prefix,
        before: old,
        after: row,
      });
    }
  });
  forgetCurrentCatalog(db);
  afterCatalogueChange(db);
  const saved = await adminCatalogs.get(ctx, prefix);
  if (!saved) throw new Error('The current catalogue is gone');
  return changeSaved('catalog', saved);
}

// ——— Trend tags ———

/** A trend tag as the back office edits it (`AdminTrendTag`). */
export interface AdminTrendTagNode {
  id: string;
  type: string;
  nameES: string;
  nameEN: string;
  slugES: string;
  slugEN: string;
  descriptionES: string;
  descriptionEN: string;
  worksCount: number;
}

const tagWorks = sql<number>`(select count(*) from ${works} w where w.tag_ids @> ARRAY["trend_tags"."id"])`.mapWith(
  Number,
);

const tagNode = (row: TrendTagRow, worksCount: number): AdminTrendTagNode => ({
  id: String(row.id),
  type: row.type,
  nameES: row.nameEs,
  nameEN: row.nameEn,
  slugES: row.slugEs,
  slugEN: row.slugEn,
  descriptionES: row.descriptionEs,
  descriptionEN: row.descriptionEn,
  worksCount,
});

/** Every trend tag, by type then id. */
export async function listAdminTrendTags(db: ChangeContext['db']): Promise<AdminTrendTagNode[]> {
  const rows = await db
    .select({ tag: trendTags, worksCount: tagWorks })
    .from(trendTags)
    .orderBy(asc(trendTags.type), asc(trendTags.id));
  return rows.map((r) => tagNode(r.tag, r.worksCount));
}

/**
 * Both slugs of a change of a trend tag or a show, each free in its own column (by another row of the table): the
 * stored ones when left empty on update, else `slugOfChange`'s; a wanted slug that is taken is null, and refused in
 * `errors` under `slugES` or `slugEN`.
 */
export async function freeSlugs(
  ctx: Pick<ChangeContext, 'db' | 'lang'>,
  columns: { table: PgTable; id: PgColumn; es: PgColumn; en: PgColumn },
  change: { slugES: string | null; slugEN: string | null; names: readonly [es: string, en: string] },
  facts: { id: number | null; before: { es: string; en: string } | null },
  errors: FieldError[],
): Promise<{ slugEs: string | null; slugEn: string | null }> {
  const { db, lang } = ctx;
  const { id, before } = facts;
  const takenIn = (column: PgColumn) => slugTakenIn(db, columns, (slug) => eq(column, slug), id);
  const slugEs =
    change.slugES === null && before
      ? before.es
      : await slugOfChange(takenIn(columns.es), change.slugES, change.names[0]);
  const slugEn =
    change.slugEN === null && before
      ? before.en
      : await slugOfChange(takenIn(columns.en), change.slugEN, change.names[1]);
  if (slugEs === null) errors.push(fieldError(lang, 'slugES', 'admin.slugTaken'));
  if (slugEn === null) errors.push(fieldError(lang, 'slugEN', 'admin.slugTaken'));
  return { slugEs, slugEn };
}

/** The answer of a trend tag's change. */
export type AdminTrendTagResult = ChangeResult<'tag', AdminTrendTagNode>;

/** One trend tag, and its changes (`id` null creates one): free slugs. */
export const adminTrendTags = defineAdminResource({
  table: trendTags,
  // Each tag with how many works it marks.
  read: (db, query) => pageOf(db.select({ tag: trendTags, worksCount: tagWorks }).from(trendTags).$dynamic(), query),
  rowOf: (record) => record.tag,
  nodes: (records) => records.map((record) => tagNode(record.tag, record.worksCount)),
  save: {
    result: 'tag',
    entity: 'tag',
    form: adminTrendTagForm,
    notFound: 'admin.tagNotFound',
    uniques: slugUniques('trend_tags_slug_es_key', 'trend_tags_slug_en_key'),
    afterCommit: afterCatalogueChange,
    fields: async (value, { before, id, ctx }) => {
      const errors: FieldError[] = [];
      const { slugEs, slugEn } = await freeSlugs(
        ctx,
        { table: trendTags, id: trendTags.id, es: trendTags.slugEs, en: trendTags.slugEn },
        { slugES: value.slugES, slugEN: value.slugEN, names: [value.nameES, value.nameEN] },
        { id, before: before && { es: before.tag.slugEs, en: before.tag.slugEn } },
        errors,
      );
      if (slugEs === null || slugEn === null) return errors;
      return {
        type: value.type,
        nameEs: value.nameES,
        nameEn: value.nameEN,
        slugEs,
        slugEn,
        descriptionEs: value.descriptionES,
        descriptionEn: value.descriptionEN,
      };
    },
  },
});
