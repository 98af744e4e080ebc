/**
 * The back office's sponsors and press items (issue 16, `src/schema/admin-site.graphql`): lists (page, sort, level or
 * kind filter, accent-free search), one row, and their changes, checked by `adminSponsorForm` / `adminPressItemForm`
 * of `@art/admin-model`, then by the stores (a logo or image uploaded through `POST /api/admin/images`, a PDF through
 * `POST /api/admin/files`), and written with their audit entry in one transaction.
 */
import { stat } from 'node:fs/promises';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { pressItems, sponsors, type Database, type PressItemRow, type SponsorRow, type StoredImage } from '@art/db';
import { filePath, PRESS_ITEM_KINDS, SPONSOR_LEVELS } from '@art/model';
import { adminPressItemForm, adminSponsorForm, fileKeyOf } from '@art/admin-model';
import { storedFile } from '../http/files';
import { adminImage, readStoredImage, type AdminImageNode } from './admin-images';
import { checkAdminInput, fieldError, type FieldError, pageOfRows, rowById, rowId } from './admin-common';
import {
  nextPosition,
  siteRefusal,
  siteSaved,
  targetId,
  textsContain,
  type SiteListOptions,
  type SitePage,
  type SiteResult,
} from './admin-site';
import type { ChangeContext } from './admin-works';
import { writeAudited } from './audit-log';

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

/** The sorts of the sponsors' list. */
export type AdminSponsorSort = 'ID' | 'NAME' | 'LEVEL';

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

/** A page of sponsors, by level then position unless asked otherwise; `level` keeps one level. */
export async function listAdminSponsors(
  db: Database,
  options: SiteListOptions<AdminSponsorSort> & { level: string | null | undefined },
): Promise<SitePage<AdminSponsorNode>> {
  const level = (options.level ?? '').trim();
  if (level !== '' && !(SPONSOR_LEVELS as readonly string[]).includes(level)) return { items: [], total: 0 };
  const condition = and(
    level ? eq(sponsors.level, level) : undefined,
    options.q ? textsContain([sponsors.name, sponsors.url], options.q) : undefined,
  );
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'ID'
      ? [direction(sponsors.id)]
      : options.sort === 'NAME'
        ? [direction(sponsors.name), direction(sponsors.id)]
        : [direction(levelRank), direction(sponsors.position), direction(sponsors.id)];
  const { rows, total } = await pageOfRows(db, sponsors, condition, orderBy, options);
  return { items: rows.map(sponsorNode), total };
}

const sponsorById = (db: Pick<Database, 'select'>, id: number) => rowById(db, sponsors, id);

/** One sponsor, or null for an unknown id. */
export async function getAdminSponsor(db: Database, id: string): Promise<AdminSponsorNode | null> {
  const sponsorId = rowId(id);
  const row = sponsorId === null ? null : await sponsorById(db, sponsorId);
  return row ? sponsorNode(row) : null;
}

/** Creates a sponsor (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminSponsor(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<SiteResult<'sponsor', AdminSponsorNode>> {
  const { db, config, lang } = ctx;
  const target = targetId(lang, id, 'admin.sponsorNotFound');
  if (!target.ok) return siteRefusal('sponsor', target.errors);
  const checked = checkAdminInput(adminSponsorForm, input, lang);
  if (!checked.ok) return siteRefusal('sponsor', checked.errors);
  const value = checked.value;
  const before = target.id === null ? null : await sponsorById(db, target.id);
  if (target.id !== null && !before) return siteRefusal('sponsor', [fieldError(lang, 'id', 'admin.sponsorNotFound')]);
  const logo = await imageOf(config.imagesDir, value.logoKey, before?.logo);
  if (!logo.ok) return siteRefusal('sponsor', [fieldError(lang, 'logoKey', 'admin.imageUnknown')]);

  const saved = await db.transaction(async (tx) => {
    const keepsPlace = before && before.level === value.level;
    const fields = {
      name: value.name,
      level: value.level,
      url: value.url,
      position:
        value.position ??
        (keepsPlace ? before.position : await nextPosition(tx, sponsors, eq(sponsors.level, value.level))),
      logo: logo.image,
    };
    return writeAudited(tx, ctx, { table: sponsors, entity: 'sponsor', id: target.id, before, fields });
  });
  return siteSaved('sponsor', sponsorNode(saved));
}

// ——— Press ———

/** The sorts of the press list. */
export type AdminPressItemSort = 'ID' | 'PUBLISHED_ON' | 'TITLE';

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

/** A page of press items, newest first unless asked otherwise; `kind` keeps one kind. */
export async function listAdminPressItems(
  db: Database,
  options: SiteListOptions<AdminPressItemSort> & { kind: string | null | undefined },
): Promise<SitePage<AdminPressItemNode>> {
  const kind = (options.kind ?? '').trim();
  if (kind !== '' && !(PRESS_ITEM_KINDS as readonly string[]).includes(kind)) return { items: [], total: 0 };
  const condition = and(
    kind ? eq(pressItems.kind, kind) : undefined,
    options.q
      ? textsContain([pressItems.titleEs, pressItems.titleEn, pressItems.summaryEs, pressItems.summaryEn], options.q)
      : undefined,
  );
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'ID'
      ? [direction(pressItems.id)]
      : options.sort === 'TITLE'
        ? [direction(pressItems.titleEs), direction(pressItems.id)]
        : [direction(pressItems.publishedOn), direction(pressItems.id)];
  const { rows, total } = await pageOfRows(db, pressItems, condition, orderBy, options);
  return { items: rows.map(pressNode), total };
}

const pressById = (db: Pick<Database, 'select'>, id: number) => rowById(db, pressItems, id);

/** One press item, or null for an unknown id. */
export async function getAdminPressItem(db: Database, id: string): Promise<AdminPressItemNode | null> {
  const pressId = rowId(id);
  const row = pressId === null ? null : await pressById(db, pressId);
  return row ? pressNode(row) : null;
}

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

/** Creates a press item (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminPressItem(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<SiteResult<'pressItem', AdminPressItemNode>> {
  const { db, config, lang } = ctx;
  const target = targetId(lang, id, 'admin.pressNotFound');
  if (!target.ok) return siteRefusal('pressItem', target.errors);
  const checked = checkAdminInput(adminPressItemForm, input, lang);
  if (!checked.ok) return siteRefusal('pressItem', checked.errors);
  const value = checked.value;
  const before = target.id === null ? null : await pressById(db, target.id);
  if (target.id !== null && !before) {
    return siteRefusal('pressItem', [fieldError(lang, 'id', 'admin.pressNotFound')]);
  }
  const errors: FieldError[] = [];
  const sameFile = value.fileKey !== null && fileKeyOf(before?.fileUrl) === value.fileKey;
  if (value.fileKey !== null && !sameFile && !(await pdfStored(config.filesDir, value.fileKey))) {
    errors.push(fieldError(lang, 'fileKey', 'admin.fileUnknown'));
  }
  const image = await imageOf(config.imagesDir, value.imageKey, before?.image);
  if (!image.ok) errors.push(fieldError(lang, 'imageKey', 'admin.imageUnknown'));
  if (errors.length > 0) return siteRefusal('pressItem', errors);

  const fields = {
    kind: value.kind,
    titleEs: value.titleES,
    titleEn: value.titleEN,
    summaryEs: value.summaryES,
    summaryEn: value.summaryEN,
    publishedOn: value.publishedOn,
    fileUrl: value.fileKey === null ? null : filePath(value.fileKey),
    image: image.image,
  };
  const saved = await db.transaction(async (tx) => {
    return writeAudited(tx, ctx, { table: pressItems, entity: 'press', id: target.id, before, fields });
  });
  return siteSaved('pressItem', pressNode(saved));
}
