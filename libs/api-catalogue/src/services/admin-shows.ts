/**
 * The back office's shows (expositions, issue 16): the list (page, sort by id, title or start, accent-free search over
 * the trigram-indexed `search_text`), one show with its works in order, and its changes — checked by `adminShowForm`
 * of `@art/admin-model`, then by what only the database knows (the catalogue, gallery, works and image exist, the slugs
 * are free), and written with the works and the audit entry in one transaction.
 */
import { asc, eq, inArray } from 'drizzle-orm';
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
  containsText,
  fieldError,
  type FieldError,
  defineAdminResource,
  slugUniques,
  adminImage,
  readStoredImage,
  type AdminImageNode,
  pageOf,
} from '@art/api-core';
import { afterCatalogueChange } from './catalogue-changes';
import { freeSlugs } from './admin-catalogue';
import { galleryExists } from './admin-people';

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

/** A show's record: its row, its gallery's name and its works in order. */
type ShowRecord = { show: ExpositionRow; galleryName: string | null; workIds: number[] };

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

const showNode = ({ show, galleryName, workIds }: ShowRecord): AdminShowNode => ({
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

/**
 * The shows' list (by id, Spanish title or start), one show with its works in order, and their changes (`id` null
 * creates one): free slugs, and a catalogue, gallery, works and image that exist.
 */
export const adminShows = defineAdminResource({
  table: expositions,
  // Each show with its gallery's name and its works (read for the whole page at once).
  read: async (db, query): Promise<ShowRecord[]> => {
    const rows = await pageOf(
      db
        .select({ show: expositions, galleryName: galleries.comercialName })
        .from(expositions)
        .leftJoin(galleries, eq(galleries.id, expositions.galleryId))
        .$dynamic(),
      query,
    );
    const showWorks = await worksOf(
      db,
      rows.map((r) => r.show.id),
    );
    return rows.map((row) => ({ ...row, workIds: showWorks.get(row.show.id) ?? [] }));
  },
  rowOf: (record) => record.show,
  nodes: (records) => records.map(showNode),
  search: (q) => containsText(expositions.searchText, q),
  sorts: {
    ID: [expositions.id],
    TITLE: [expositions.titleEs, expositions.id],
    STARTS_ON: [expositions.startsOn, expositions.id],
  },
  save: {
    result: 'show',
    entity: 'show',
    form: adminShowForm,
    notFound: 'admin.showNotFound',
    uniques: slugUniques('expositions_slug_key', 'expositions_slug_en_key'),
    // A work, gallery or catalogue deleted between the check and the insert.
    writeError: (error, lang) =>
      isForeignKeyViolation(error) ? [fieldError(lang, 'workIds', 'admin.workUnknown')] : null,
    afterCommit: afterCatalogueChange,
    audit: {
      before: (record) => ({ ...record.show, workIds: record.workIds }),
      after: (row, value) => ({ ...row, workIds: value.workIds }),
    },
    afterWrite: async (tx, row, value) => {
      await tx.delete(expositionWorks).where(eq(expositionWorks.expositionId, row.id));
      if (value.workIds.length > 0) {
        await tx
          .insert(expositionWorks)
          .values(value.workIds.map((workId, position) => ({ expositionId: row.id, workId, position })));
      }
    },
    fields: async (value, { before, id, ctx }) => {
      const { db, config, lang } = ctx;
      const errors: FieldError[] = [];
      const { slugEs, slugEn } = await freeSlugs(
        ctx,
        { table: expositions, id: expositions.id, es: expositions.slug, en: expositions.slugEn },
        { slugES: value.slugES, slugEN: value.slugEN, names: [value.titleES, value.titleEN] },
        { id, before: before && { es: before.show.slug, en: before.show.slugEn } },
        errors,
      );
      const [catalog] = await db
        .select({ prefix: catalogs.prefix })
        .from(catalogs)
        .where(eq(catalogs.prefix, value.catalog))
        .limit(1);
      if (!catalog) errors.push(fieldError(lang, 'catalog', 'admin.catalogUnknown'));
      if (value.galleryId !== null && !(await galleryExists(db, value.galleryId)))
        errors.push(fieldError(lang, 'galleryId', 'admin.galleryUnknown'));
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
      if (errors.length > 0 || slugEs === null || slugEn === null) return errors;
      return {
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
    },
  },
});
