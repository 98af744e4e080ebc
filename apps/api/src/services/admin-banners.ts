/**
 * The back office's banners (issue 16): the list (page, sort, accent-free search over both titles), one banner, and
 * its changes — checked by `adminBannerForm` of `@art/admin-model` (a link that is an http(s) address or a path of the
 * sites, the end not before the start), then the uploaded image, and written with their audit entry in one
 * transaction. A draft is shown only by the sites' preview page (`/es/preview/banner/{id}`, query `getBanner`).
 */
import { asc, desc, sql } from 'drizzle-orm';
import { banners, type BannerRow, type Database } from '@art/db';
import { adminBannerForm } from '@art/admin-model';
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
import { imageOfKey } from './admin-posts';
import type { ChangeContext } from './admin-works';
import { writeAudited } from './audit-log';

/** The sorts of the banners' list (`AdminBannerSort`). */
export type AdminBannerSort = 'ID' | 'TITLE' | 'ACTIVE_FROM';

/** A banner as the back office edits it (`AdminBanner`). */
export interface AdminBannerNode {
  id: string;
  titleES: string;
  titleEN: string;
  textES: string;
  textEN: string;
  linkUrl: string | null;
  image: AdminImageNode | null;
  published: boolean;
  activeFrom: string | null;
  activeTo: string | null;
  previewUrl: string;
}

const bannerNode = (row: BannerRow, config: Pick<ApiConfig, 'fairOrigin'>): AdminBannerNode => ({
  id: String(row.id),
  titleES: row.titleEs,
  titleEN: row.titleEn,
  textES: row.textEs,
  textEN: row.textEn,
  linkUrl: row.linkUrl,
  image: row.image ? adminImage(row.image) : null,
  published: row.published,
  activeFrom: row.activeFrom?.toISOString() ?? null,
  activeTo: row.activeTo?.toISOString() ?? null,
  previewUrl: `${config.fairOrigin}${href('banner-preview', { id: String(row.id) }, 'es')}`,
});

/** Both titles, accents and case aside (banners are few: no index of their own). */
const bannerText = sql`lower(f_unaccent(${banners.titleEs} || ' ' || ${banners.titleEn}))`;

/** A page of banners and how many match. */
export async function listAdminBanners(
  db: Database,
  config: ApiConfig,
  options: PageWindow & { sort: AdminBannerSort; ascending: boolean; q: string | null },
): Promise<{ items: AdminBannerNode[]; total: number }> {
  const where = options.q ? containsText(bannerText, options.q) : undefined;
  const direction = options.ascending ? asc : desc;
  const column = { ID: null, TITLE: banners.titleEs, ACTIVE_FROM: banners.activeFrom }[options.sort];
  const orderBy = column ? [direction(column), direction(banners.id)] : [direction(banners.id)];
  const { rows, total } = await pageOfRows(db, banners, where, orderBy, options);
  return { items: rows.map((r) => bannerNode(r, config)), total };
}

const bannerById = (db: Pick<Database, 'select'>, id: number) => rowById(db, banners, id);

/** One banner, draft or not; null for an unknown id. */
export async function getAdminBanner(db: Database, config: ApiConfig, id: string): Promise<AdminBannerNode | null> {
  const bannerId = rowId(id);
  const row = bannerId === null ? null : await bannerById(db, bannerId);
  return row ? bannerNode(row, config) : null;
}

/** The answer of a banner's change. */
export type AdminBannerResult =
  { ok: true; errors: []; banner: AdminBannerNode } | { ok: false; errors: FieldError[]; banner: null };

const refused = (errors: FieldError[]): AdminBannerResult => ({ ok: false, errors, banner: null });

/** Creates a banner (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminBanner(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<AdminBannerResult> {
  const { db, config, lang } = ctx;
  const bannerId = id === null ? null : rowId(id);
  if (id !== null && bannerId === null) return refused([fieldError(lang, 'id', 'admin.bannerNotFound')]);
  const checked = checkAdminInput(adminBannerForm, input, lang);
  if (!checked.ok) return refused(checked.errors);
  const value = checked.value;
  const before = bannerId === null ? null : await bannerById(db, bannerId);
  if (bannerId !== null && !before) return refused([fieldError(lang, 'id', 'admin.bannerNotFound')]);
  const image = await imageOfKey(config, value.imageKey, before?.image);
  if (image === undefined) return refused([fieldError(lang, 'imageKey', 'admin.imageUnknown')]);

  const fields = {
    titleEs: value.titleES,
    titleEn: value.titleEN,
    textEs: value.textES,
    textEn: value.textEN,
    linkUrl: value.linkUrl,
    image,
    published: value.published,
    activeFrom: value.activeFrom ? new Date(value.activeFrom) : null,
    activeTo: value.activeTo ? new Date(value.activeTo) : null,
  };
  const row = await db.transaction(async (tx) => {
    return writeAudited(tx, ctx, { table: banners, entity: 'banner', id: bannerId, before, fields });
  });
  return { ok: true, errors: [], banner: bannerNode(row, config) };
}
