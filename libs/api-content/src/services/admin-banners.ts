/**
 * The back office's banners (issue 16): the list (page, sort, accent-free search over both titles), one banner, and
 * its changes — checked by `adminBannerForm` of `@art/admin-model` (a link that is an http(s) address or a path of the
 * sites, the end not before the start), then the uploaded image, and written with their audit entry in one
 * transaction. A draft is shown only by the sites' preview page (`/es/preview/banner/{id}`, query `getBanner`).
 */
import { sql } from 'drizzle-orm';
import { banners, type BannerRow } from '@art/db';
import { adminBannerForm } from '@art/admin-model';
import { href } from '@art/routing';
import {
  type ApiConfig,
  containsText,
  fieldError,
  defineAdminResource,
  adminImage,
  type AdminImageNode,
  imageOfKey,
} from '@art/api-core';

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

/** The banners' list, one banner (draft or not) and its changes (`id` null creates one). */
export const adminBanners = defineAdminResource({
  table: banners,
  nodes: (rows: BannerRow[], { config }) => rows.map((row) => bannerNode(row, config)),
  search: (q) => containsText(bannerText, q),
  sorts: {
    ID: [banners.id],
    TITLE: [banners.titleEs, banners.id],
    ACTIVE_FROM: [banners.activeFrom, banners.id],
  },
  save: {
    result: 'banner',
    entity: 'banner',
    form: adminBannerForm,
    notFound: 'admin.bannerNotFound',
    fields: async (value, { before, ctx }) => {
      const image = await imageOfKey(ctx.config, value.imageKey, before?.image);
      if (image === undefined) return [fieldError(ctx.lang, 'imageKey', 'admin.imageUnknown')];
      return {
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
    },
  },
});
