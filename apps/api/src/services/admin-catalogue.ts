/**
 * The back office's catalogues and trend tags (issue 16): every row (a handful of each), one row, and their changes —
 * checked by `adminCatalogForm` / `adminTrendTagForm` of `@art/admin-model`, then by what only the database knows (a
 * prefix or slug taken, a catalogue that exists), and written with their audit entry in one transaction. The current
 * edition is switched by {@link setCurrentAdminCatalog} alone. Shows are in `admin-shows.ts`.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { catalogs, trendTags, works, type CatalogRow, type TrendTagRow } from '@art/db';
import { adminCatalogForm, adminSlugOf, adminTrendTagForm } from '@art/admin-model';
import {
  afterCatalogueChange,
  checkAdminInput,
  fieldError,
  isUniqueViolation,
  rowId,
  type FieldError,
} from './admin-common';
import type { ChangeContext } from './admin-works';
import { recordChange } from './audit-log';
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

async function catalogByPrefix(db: Pick<ChangeContext['db'], 'select'>, prefix: string) {
  const [row] = await db
    .select({ catalog: catalogs, worksCount: catalogWorks })
    .from(catalogs)
    .where(eq(catalogs.prefix, prefix))
    .limit(1);
  return row ?? null;
}

/** One catalogue by its prefix, or null. */
export async function getAdminCatalog(db: ChangeContext['db'], id: string): Promise<AdminCatalogNode | null> {
  const prefix = prefixOf(id);
  const row = prefix === null ? null : await catalogByPrefix(db, prefix);
  return row ? catalogNode(row.catalog, row.worksCount) : null;
}

/** The answer of a catalogue's change. */
export type AdminCatalogResult =
  { ok: true; errors: []; catalog: AdminCatalogNode } | { ok: false; errors: FieldError[]; catalog: null };

/**
 * Creates a catalogue (`id` null: a fair edition, never current on creation) or changes one (its prefix stays);
 * nothing is written when anything is refused.
 */
export async function saveAdminCatalog(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<AdminCatalogResult> {
  const { db, lang } = ctx;
  const refused = (errors: FieldError[]): AdminCatalogResult => ({ ok: false, errors, catalog: null });
  const existing = id === null ? null : prefixOf(id);
  if (id !== null && existing === null) return refused([fieldError(lang, 'id', 'admin.catalogNotFound')]);
  const raw = (input ?? {}) as Record<string, unknown>;
  const sentPrefix = raw['prefix'];
  // On update the prefix may be left out: it is the catalogue's own.
  const withPrefix =
    existing !== null && (sentPrefix === undefined || sentPrefix === null || sentPrefix === '')
      ? { ...raw, prefix: existing }
      : raw;
  const checked = checkAdminInput(adminCatalogForm, withPrefix, lang);
  if (!checked.ok) return refused(checked.errors);
  const value = checked.value;
  const before = existing === null ? null : await catalogByPrefix(db, existing);
  if (existing !== null && !before) return refused([fieldError(lang, 'id', 'admin.catalogNotFound')]);
  if (existing !== null && value.prefix !== existing) return refused([fieldError(lang, 'prefix', 'admin.prefixFixed')]);
  if (existing === null && (await catalogByPrefix(db, value.prefix)))
    return refused([fieldError(lang, 'prefix', 'admin.prefixTaken')]);

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
  try {
    await db.transaction(async (tx) => {
      if (existing === null) {
        const [row] = await tx
          .insert(catalogs)
          .values({ ...fields, prefix: value.prefix, isCurrent: false, isMarket: false })
          .returning();
        await recordChange(tx, ctx, {
          action: 'create',
          entity: 'catalog',
          entityId: value.prefix,
          before: null,
          after: row,
        });
        return;
      }
      const [row] = await tx.update(catalogs).set(fields).where(eq(catalogs.prefix, existing)).returning();
      await recordChange(tx, ctx, {
        action: 'update',
        entity: 'catalog',
        entityId: existing,
        before: before?.catalog,
        after: row,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'catalogs_pkey')) return refused([fieldError(lang, 'prefix', 'admin.prefixTaken')]);
    throw error;
  }
  rememberCatalogPrefix(value.prefix);
  afterCatalogueChange(db);
  const saved = await catalogByPrefix(db, value.prefix);
  if (!saved) throw new Error('The saved catalogue is gone');
  return { ok: true, errors: [], catalog: catalogNode(saved.catalog, saved.worksCount) };
}

/**
 * Makes a fair edition the current one and every other catalogue not current, in one transaction: each statement
 * writes every row, so two switches at once serialise on the rows' locks and the later one wins whole — never two
 * current editions. The market is refused. Each catalogue whose flag changed gets its audit entry.
 */
export async function setCurrentAdminCatalog(ctx: ChangeContext, prefixText: string): Promise<AdminCatalogResult> {
  const { db, lang } = ctx;
  const refused = (errors: FieldError[]): AdminCatalogResult => ({ ok: false, errors, catalog: null });
  const prefix = prefixOf(prefixText);
  const target = prefix === null ? null : await catalogByPrefix(db, prefix);
  if (prefix === null || !target) return refused([fieldError(lang, 'prefix', 'admin.catalogNotFound')]);
  if (target.catalog.isMarket) return refused([fieldError(lang, 'prefix', 'admin.marketNotCurrent')]);

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
  const saved = await catalogByPrefix(db, prefix);
  if (!saved) throw new Error('The current catalogue is gone');
  return { ok: true, errors: [], catalog: catalogNode(saved.catalog, saved.worksCount) };
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

async function tagById(db: Pick<ChangeContext['db'], 'select'>, id: number) {
  const [row] = await db
    .select({ tag: trendTags, worksCount: tagWorks })
    .from(trendTags)
    .where(eq(trendTags.id, id))
    .limit(1);
  return row ?? null;
}

/** One trend tag, or null for an unknown id. */
export async function getAdminTrendTag(db: ChangeContext['db'], id: string): Promise<AdminTrendTagNode | null> {
  const tagId = rowId(id);
  const row = tagId === null ? null : await tagById(db, tagId);
  return row ? tagNode(row.tag, row.worksCount) : null;
}

/** The answer of a trend tag's change. */
export type AdminTrendTagResult =
  { ok: true; errors: []; tag: AdminTrendTagNode } | { ok: false; errors: FieldError[]; tag: null };

/**
 * A slug of a column not taken by another row of its table: the given one (null when taken), or one derived from a
 * name. Shared by the trend tags and the shows.
 */
export async function freeSlug(
  taken: (slug: string) => Promise<boolean>,
  wanted: string | null,
  name: string,
): Promise<string | null> {
  if (wanted !== null) return (await taken(wanted)) ? null : wanted;
  const root = adminSlugOf(name) || 'sin-nombre';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${root}-${Date.now()}`;
}

/** Creates a trend tag (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminTrendTag(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<AdminTrendTagResult> {
  const { db, lang } = ctx;
  const refused = (errors: FieldError[]): AdminTrendTagResult => ({ ok: false, errors, tag: null });
  const tagId = id === null ? null : rowId(id);
  if (id !== null && tagId === null) return refused([fieldError(lang, 'id', 'admin.tagNotFound')]);
  const checked = checkAdminInput(adminTrendTagForm, input, lang);
  if (!checked.ok) return refused(checked.errors);
  const value = checked.value;
  const before = tagId === null ? null : await tagById(db, tagId);
  if (tagId !== null && !before) return refused([fieldError(lang, 'id', 'admin.tagNotFound')]);

  const takenIn = (column: typeof trendTags.slugEs | typeof trendTags.slugEn) => async (slug: string) => {
    const rows = await db
      .select({ id: trendTags.id })
      .from(trendTags)
      .where(tagId === null ? eq(column, slug) : and(eq(column, slug), ne(trendTags.id, tagId)))
      .limit(1);
    return rows.length > 0;
  };
  const slugEs =
    value.slugES === null && before
      ? before.tag.slugEs
      : await freeSlug(takenIn(trendTags.slugEs), value.slugES, value.nameES);
  const slugEn =
    value.slugEN === null && before
      ? before.tag.slugEn
      : await freeSlug(takenIn(trendTags.slugEn), value.slugEN, value.nameEN);
  const errors: FieldError[] = [];
  if (slugEs === null) errors.push(fieldError(lang, 'slugES', 'admin.slugTaken'));
  if (slugEn === null) errors.push(fieldError(lang, 'slugEN', 'admin.slugTaken'));
  if (slugEs === null || slugEn === null) return refused(errors);

  const fields = {
    type: value.type,
    nameEs: value.nameES,
    nameEn: value.nameEN,
    slugEs,
    slugEn,
    descriptionEs: value.descriptionES,
    descriptionEn: value.descriptionEN,
  };
  try {
    const savedId = await db.transaction(async (tx) => {
      const [row] =
        tagId === null
          ? await tx.insert(trendTags).values(fields).returning()
          : await tx.update(trendTags).set(fields).where(eq(trendTags.id, tagId)).returning();
      if (!row) throw new Error('The trend tag was not saved');
      await recordChange(tx, ctx, {
        action: tagId === null ? 'create' : 'update',
        entity: 'tag',
        entityId: row.id,
        before: before?.tag ?? null,
        after: row,
      });
      return row.id;
    });
    afterCatalogueChange(db);
    const saved = await tagById(db, savedId);
    if (!saved) throw new Error('The saved trend tag is gone');
    return { ok: true, errors: [], tag: tagNode(saved.tag, saved.worksCount) };
  } catch (error) {
    if (isUniqueViolation(error, 'trend_tags_slug_es_key'))
      return refused([fieldError(lang, 'slugES', 'admin.slugTaken')]);
    if (isUniqueViolation(error, 'trend_tags_slug_en_key'))
      return refused([fieldError(lang, 'slugEN', 'admin.slugTaken')]);
    throw error;
  }
}
