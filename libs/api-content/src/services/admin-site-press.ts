/**
 * The back office's sponsors and press items (issue 16, `src/schema/admin-site.graphql`): lists (page, sort, level or
 * kind filter, accent-free search), one row, and their changes, checked by `adminSponsorForm` / `adminPressItemForm`
 * of `@art/admin-model`, then by the stores (a logo or image uploaded through `POST /api/admin/images`, a PDF through
 * `POST /api/admin/files`), and written with their audit entry in one transaction.
 */
import { stat } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { pressItems, sponsors, type PressItemRow, type SponsorRow, type StoredImage } from '@art/db';
import { filePath, PRESS_ITEM_KINDS, SPONSOR_LEVELS } from '@art/model';
import { adminPressItemForm, adminSponsorForm, fileKeyOf } from '@art/admin-model';
import {
  fieldError,
  type FieldError,
  defineAdminResource,
  adminImage,
  readStoredImage,
  type AdminImageNode,
  nextPosition,
  textsContain,
  storedFile,
} from '@art/api-core';

/** An image of a change: the one the row already has when the key is the same, else the stored one (null: unknown). */
async function imageOf(
  imagesDir: string,
  key: string | null,
  current: StoredImage | null | undefined,
): Promise<{ ok: boolean; image: StoredImage | null }> {
  if (key === null) return { ok: true, image: null };
  if (current?.key === key) return { ok: true, image: current };
  const image = await readStoredImage(imagesDir, key);
  return { ok: image !== null, image };
}

// ——— Sponsors ———

/** A sponsor as the back office edits it (`AdminSponsor`). */
export interface AdminSponsorNode {
  id: string;
  name: string;
  level: string;
  url: string | null;
  position: number;
  logo: AdminImageNode | null;
}

const sponsorNode = (row: SponsorRow): AdminSponsorNode => ({
  id: String(row.id),
  name: row.name,
  level: row.level,
  url: row.url,
  position: row.position,
  logo: row.logo ? adminImage(row.logo) : null,
});

/** Rank of each level, main first (as the public list orders them). */
const levelRank = sql.raw(
  `CASE level ${SPONSOR_LEVELS.map((level, i) => `WHEN '${level}' THEN ${i}`).join(' ')} ELSE ${SPONSOR_LEVELS.length} END`,
);

/**
 * The sponsors' list (by level then position unless asked otherwise; `level` keeps one level), one sponsor, and its
 * changes (`id` null creates one): the logo must be in the store; a blank position puts it last of its level.
 */
export const adminSponsors = defineAdminResource({
  table: sponsors,
  nodes: (rows: SponsorRow[]) => rows.map(sponsorNode),
  search: (q) => textsContain([sponsors.name, sponsors.url], q),
  filters: (options: { level: string | null | undefined }) => {
    const level = (options.level ?? '').trim();
    if (level === '') return [];
    return (SPONSOR_LEVELS as readonly string[]).includes(level) ? [eq(sponsors.level, level)] : null;
  },
  sorts: {
    ID: [sponsors.id],
    NAME: [sponsors.name, sponsors.id],
    LEVEL: [levelRank, sponsors.position, sponsors.id],
  },
  save: {
    result: 'sponsor',
    entity: 'sponsor',
    form: adminSponsorForm,
    notFound: 'admin.sponsorNotFound',
    fields: async (value, { before, ctx: { config, lang } }) => {
      const logo = await imageOf(config.imagesDir, value.logoKey, before?.logo);
      if (!logo.ok) return [fieldError(lang, 'logoKey', 'admin.imageUnknown')];
      return async (tx) => {
        const keepsPlace = before && before.level === value.level;
        return {
          name: value.name,
          level: value.level,
          url: value.url,
          position:
            value.position ??
            (keepsPlace ? before.position : await nextPosition(tx, sponsors, eq(sponsors.level, value.level))),
          logo: logo.image,
        };
      };
    },
  },
});

// ——— Press ———

/** A press item as the back office edits it (`AdminPressItem`). */
export interface AdminPressItemNode {
  id: string;
  kind: string;
  titleES: string;
  titleEN: string;
  summaryES: string;
  summaryEN: string;
  publishedOn: string;
  fileKey: string | null;
  fileUrl: string | null;
  image: AdminImageNode | null;
}

const pressNode = (row: PressItemRow): AdminPressItemNode => ({
  id: String(row.id),
  kind: row.kind,
  titleES: row.titleEs,
  titleEN: row.titleEn,
  summaryES: row.summaryEs,
  summaryEN: row.summaryEn,
  publishedOn: String(row.publishedOn),
  fileKey: fileKeyOf(row.fileUrl),
  fileUrl: row.fileUrl,
  image: row.image ? adminImage(row.image) : null,
});

/** Whether a PDF of that name is in the files folder (uploaded, or written by the seed). */
async function pdfStored(filesDir: string, name: string): Promise<boolean> {
  const file = storedFile(filesDir, name);
  if (!file) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The press list (newest first unless asked otherwise; `kind` keeps one kind), one item, and its changes (`id` null
 * creates one): its PDF and image must be in the stores.
 */
export const adminPressItems = defineAdminResource({
  table: pressItems,
  nodes: (rows: PressItemRow[]) => rows.map(pressNode),
  search: (q) => textsContain([pressItems.titleEs, pressItems.titleEn, pressItems.summaryEs, pressItems.summaryEn], q),
  filters: (options: { kind: string | null | undefined }) => {
    const kind = (options.kind ?? '').trim();
    if (kind === '') return [];
    return (PRESS_ITEM_KINDS as readonly string[]).includes(kind) ? [eq(pressItems.kind, kind)] : null;
  },
  sorts: {
    ID: [pressItems.id],
    TITLE: [pressItems.titleEs, pressItems.id],
    PUBLISHED_ON: [pressItems.publishedOn, pressItems.id],
  },
  save: {
    result: 'pressItem',
    entity: 'press',
    form: adminPressItemForm,
    notFound: 'admin.pressNotFound',
    fields: async (value, { before, ctx: { config, lang } }) => {
      const errors: FieldError[] = [];
      const sameFile = value.fileKey !== null && fileKeyOf(before?.fileUrl) === value.fileKey;
      if (value.fileKey !== null && !sameFile && !(await pdfStored(config.filesDir, value.fileKey))) {
        errors.push(fieldError(lang, 'fileKey', 'admin.fileUnknown'));
      }
      const image = await imageOf(config.imagesDir, value.imageKey, before?.image);
      if (!image.ok) errors.push(fieldError(lang, 'imageKey', 'admin.imageUnknown'));
      if (errors.length > 0) return errors;
      return {
        kind: value.kind,
        titleEs: value.titleES,
        titleEn: value.titleEN,
        summaryEs: value.summaryES,
        summaryEn: value.summaryEN,
        publishedOn: value.publishedOn,
        fileUrl: value.fileKey === null ? null : filePath(value.fileKey),
        image: image.image,
      };
    },
  },
});
