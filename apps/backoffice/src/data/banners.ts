/** The banners (`adminBanners`, `adminBanner`, `createBanner`, `updateBanner`). */
import {
  AdminBannerDocument,
  AdminBannersDocument,
  CreateBannerDocument,
  UpdateBannerDocument,
  type AdminBannerInput,
  type AdminBannerSort,
} from '../generated/graphql';
import { instantOrNull, isOn } from './posts';
import { imageKeyOf, sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the banners list's sort enum. */
export const BANNER_SORTS = { id: 'ID', titleES: 'TITLE', activeFrom: 'ACTIVE_FROM' } as const satisfies Record<
  string,
  AdminBannerSort
>;

/** A banner form's values as `AdminBannerInput` (`image` → `imageKey`). */
export function bannerInput(values: Record<string, unknown>): AdminBannerInput {
  return {
    titleES: textOf(values, 'titleES'),
    titleEN: textOf(values, 'titleEN'),
    textES: textOf(values, 'textES'),
    textEN: textOf(values, 'textEN'),
    linkUrl: text(values['linkUrl']) ?? null,
    imageKey: imageKeyOf(values['image']),
    published: isOn(values['published']),
    activeFrom: instantOrNull(values['activeFrom']),
    activeTo: instantOrNull(values['activeTo']),
  };
}

export const banners: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(BANNER_SORTS, sortField);
    const { adminBanners } = await request(AdminBannersDocument, { page, perPage, sort, order, q: text(filter['q']) });
    return { data: adminBanners.items, total: adminBanners.total };
  },
  getOne: async (request, id) => (await request(AdminBannerDocument, { id })).adminBanner,
  async create(request, values) {
    const { createBanner } = await request(CreateBannerDocument, { input: bannerInput(values) });
    return { ...createBanner, record: createBanner.banner };
  },
  async update(request, id, values) {
    const { updateBanner } = await request(UpdateBannerDocument, { id, input: bannerInput(values) });
    return { ...updateBanner, record: updateBanner.banner };
  },
};
