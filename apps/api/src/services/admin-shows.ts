/**
 * The back office's shows (expositions, issue 16): the list (page, sort by id, title or start, accent-free search over
 * the trigram-indexed `search_text`), one show with its works in order, and its changes — checked by `adminShowForm`
 * of `@art/admin-model`, then by what only the database knows (the catalogue, gallery, works and image exist, the slugs
 * are free), and written with the works and the audit entry in one transaction.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  catalogs,
  expositions,
  expositionWorks,
  galleries,
  works,
  type Database,
  type ExpositionRow,
  type StoredImage,
} from '@art/db';
import { adminShowForm } from '@art/admin-model';
import {
  afterCatalogueChange,
  checkAdminInput,
  containsText,
  fieldError,
  isUniqueViolation,
  rowId,
  type FieldError,
  type PageWindow,
} from './admin-common';
import { freeSlug } from './admin-catalogue';
import { adminImage, readStoredImage, type AdminImageNode } from './admin-images';
import type { ChangeContext } from './admin-works';
import { recordChange } from './audit-log';

/** Whether an error (or one it wraps) is PostgreSQL's foreign-key violation. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (e.code === '23503') return true;
    current = e.cause;
  }
  return false;
}

/** The sorts of the shows' list. */
export type AdminShowSort = 'ID' | 'TITLE' | 'STARTS_ON';

/** A show as the back office edits it (`AdminShow`). */
export interface AdminShowNode {
  id: string;
  slugES: string;
  slugEN: string;
  titleES: string;
  titleEN: string;
  infoES: string;
  infoEN: string;
  catalog: string | null;
  galleryId: string | null;
  galleryName: string | null;
  startsOn: string | null;
  endsOn: string | null;
  image: AdminImageNode | null;
  workIds: string[];
}

type Joined = { show: ExpositionRow; galleryName: string | null };

/** The works of shows in their order, by show. */
async function worksOf(db: Pick<Database, 'select'>, ids: number[]): Promise<Map<number, number[]>> {
  const byShow = new Map<number, number[]>();
  if (ids.length === 0) return byShow;
  const rows = await db
    .select()
    .from(expositionWorks)
    .where(inArray(expositionWorks.expositionId, ids))
    .orderBy(asc(expositionWorks.expositionId), asc(expositionWorks.position), asc(expositionWorks.workId));
  for (const row of rows) {
    const list = byShow.get(row.expositionId) ?? [];
    list.push(row.workId);
    byShow.set(row.expositionId, list);
  }
  return byShow;
}

const showNode = ({ show, galleryName }: Joined, workIds: number[]): AdminShowNode => ({
  id: String(show.id),
  slugES: show.slug,
  slugEN: show.slugEn,
  titleES: show.titleEs,
  titleEN: show.titleEn,
  infoES: show.infoEs,
  infoEN: show.infoEn,
  catalog: show.catalogPrefix,
  galleryId: show.galleryId === null ? null : String(show.galleryId),
  galleryName,
  startsOn: show.startsOn === null ? null : String(show.startsOn),
  endsOn: show.endsOn === null ? null : String(show.endsOn),
  image: show.image ? adminImage(show.image) : null,
  workIds: workIds.map(String),
});

const joined = (db: Pick<Database, 'select'>) =>
  db
    .select({ show: expositions, galleryName: galleries.comercialName })
    .from(expositions)
    .leftJoin(galleries, eq(galleries.id, expositions.galleryId));

/** A page of shows, by id, Spanish title or start, and how many match. */
export async function listAdminShows(
  db: Database,
  options: PageWindow & { sort: AdminShowSort; ascending: boolean; q: string | null },
): Promise<{ items: AdminShowNode[]; total: number }> {
  const condition = options.q ? containsText(expositions.searchText, options.q) : undefined;
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'TITLE'
      ? [direction(expositions.titleEs), direction(expositions.id)]
      : options.sort === 'STARTS_ON'
        ? [direction(expositions.startsOn), direction(expositions.id)]
        : [direction(expositions.id)];
  const [rows, [counted]] = await Promise.all([
    joined(db)
      .where(condition)
      .orderBy(...orderBy)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(expositions).where(condition),
  ]);
  const showWorks = await worksOf(
    db,
    rows.map((r) => r.show.id),
  );
  return {
    items: rows.map((r) => showNode(r, showWorks.get(r.show.id) ?? [])),
    total: Number(counted?.n ?? 0),
  };
}

async function showById(db: Pick<Database, 'select'>, id: number) {
  const [row] = await joined(db).where(eq(expositions.id, id)).limit(1);
  if (!row) return null;
  return { ...row, workIds: (await worksOf(db, [id])).get(id) ?? [] };
}

/** One show, or null for an unknown id. */
export async function getAdminShow(db: Database, id: string): Promise<AdminShowNode | null> {
  const showId = rowId(id);
  const row = showId === null ? null : await showById(db, showId);
  return row ? showNode(row, row.workIds) : null;
}

/** The answer of a show's change. */
export type AdminShowResult =
  { ok: true; errors: []; show: AdminShowNode } | { ok: false; errors: FieldError[]; show: null };

/** Creates a show (`id` null) or changes one, with its works in order; nothing is written when anything is refused. */
export async function saveAdminShow(ctx: ChangeContext, id: string | null, input: unknown): Promise<AdminShowResult> {
  const { db, config, lang } = ctx;
  const refused = (errors: FieldError[]): AdminShowResult => ({ ok: false, errors, show: null });
  const showId = id === null ? null : rowId(id);
  if (id !== null && showId === null) return refused([fieldError(lang, 'id', 'admin.showNotFound')]);
  const checked = checkAdminInput(adminShowForm, input, lang);
  if (!checked.ok) return refused(checked.errors);
  const value = checked.value;
  const before = showId === null ? null : await showById(db, showId);
  if (showId !== null && !before) return refused([fieldError(lang, 'id', 'admin.showNotFound')]);

  const takenIn = (column: typeof expositions.slug | typeof expositions.slugEn) => async (slug: string) => {
    const rows = await db
      .select({ id: expositions.id })
      .from(expositions)
      .where(showId === null ? eq(column, slug) : and(eq(column, slug), ne(expositions.id, showId)))
      .limit(1);
    return rows.length > 0;
  };
  const slugEs =
    value.slugES === null && before
      ? before.show.slug
      : await freeSlug(takenIn(expositions.slug), value.slugES, value.titleES);
  const slugEn =
    value.slugEN === null && before
      ? before.show.slugEn
      : await freeSlug(takenIn(expositions.slugEn), value.slugEN, value.titleEN);
  const errors: FieldError[] = [];
  if (slugEs === null) errors.push(fieldError(lang, 'slugES', 'admin.slugTaken'));
  if (slugEn === null) errors.push(fieldError(lang, 'slugEN', 'admin.slugTaken'));
  const [catalog] = await db
    .select({ prefix: catalogs.prefix })
    .from(catalogs)
    .where(eq(catalogs.prefix, value.catalog))
    .limit(1);
  if (!catalog) errors.push(fieldError(lang, 'catalog', 'admin.catalogUnknown'));
  if (value.galleryId !== null) {
    const [gallery] = await db
      .select({ id: galleries.id })
      .from(galleries)
      .where(eq(galleries.id, value.galleryId))
      .limit(1);
    if (!gallery) errors.push(fieldError(lang, 'galleryId', 'admin.galleryUnknown'));
  }
  let image: StoredImage | null = null;
  if (value.imageKey !== null) {
    image =
      before?.show.image?.key === value.imageKey
        ? before.show.image
        : await readStoredImage(config.imagesDir, value.imageKey);
    if (!image) errors.push(fieldError(lang, 'imageKey', 'admin.imageUnknown'));
  }
  if (value.workIds.length > 0) {
    const known = await db.select({ id: works.id }).from(works).where(inArray(works.id, value.workIds));
    if (known.length !== value.workIds.length) errors.push(fieldError(lang, 'workIds', 'admin.workUnknown'));
  }
  if (errors.length > 0 || slugEs === null || slugEn === null) return refused(errors);

  const fields = {
    slug: slugEs,
    slugEn,
    titleEs: value.titleES,
    titleEn: value.titleEN,
    infoEs: value.infoES,
    infoEn: value.infoEN,
    catalogPrefix: value.catalog,
    galleryId: value.galleryId,
    startsOn: value.startsOn,
    endsOn: value.endsOn,
    image,
  };
  try {
    const savedId = await db.transaction(async (tx) => {
      const [row] =
        showId === null
          ? await tx.insert(expositions).values(fields).returning()
          : await tx.update(expositions).set(fields).where(eq(expositions.id, showId)).returning();
      if (!row) throw new Error('The show was not saved');
      await tx.delete(expositionWorks).where(eq(expositionWorks.expositionId, row.id));
      if (value.workIds.length > 0) {
        await tx
          .insert(expositionWorks)
          .values(value.workIds.map((workId, position) => ({ expositionId: row.id, workId, position })));
      }
      await recordChange(tx, ctx, {
        action: showId === null ? 'create' : 'update',
        entity: 'show',
        entityId: row.id,
        before: before ? { ...before.show, workIds: before.workIds } : null,
        after: { ...row, workIds: value.workIds },
      });
      return row.id;
    });
    afterCatalogueChange(db);
    const saved = await showById(db, savedId);
    if (!saved) throw new Error('The saved show is gone');
    return { ok: true, errors: [], show: showNode(saved, saved.workIds) };
  } catch (error) {
    if (isUniqueViolation(error, 'expositions_slug_key'))
      return refused([fieldError(lang, 'slugES', 'admin.slugTaken')]);
    if (isUniqueViolation(error, 'expositions_slug_en_key'))
      return refused([fieldError(lang, 'slugEN', 'admin.slugTaken')]);
    // A work, gallery or catalogue deleted between the check and the insert.
    if (isForeignKeyViolation(error)) return refused([fieldError(lang, 'workIds', 'admin.workUnknown')]);
    throw error;
  }
}
