/** The works (`adminWorks`, `adminWork`, `createWork`, `updateWork`). */
import {
  AdminWorkDocument,
  AdminWorksDocument,
  CreateWorkDocument,
  UpdateWorkDocument,
  type AdminWorkInput,
  type AdminWorkSort,
  type AdminWorksFilter,
} from '../generated/graphql';
import { idOrNull, numberOrNull, sortOf, strings, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the works list's sort enum. */
export const WORK_SORTS = {
  id: 'ID',
  titleES: 'TITLE',
  price: 'PRICE',
  year: 'YEAR',
  workState: 'STATE',
  publishedAt: 'PUBLISHED_AT',
} as const satisfies Record<string, AdminWorkSort>;

/** The works list's filter from react-admin's filter values. */
export function worksFilter(filter: Record<string, unknown> = {}): AdminWorksFilter {
  const discipline = text(filter['discipline']);
  return {
    q: text(filter['q']),
    artistId: text(filter['artistId']),
    galleryId: text(filter['galleryId']),
    catalog: text(filter['catalog']),
    discipline: discipline === undefined ? undefined : Number(discipline),
    workState: text(filter['workState']),
  };
}

/** A work form's values as the API's `AdminWorkInput` (`images` → `imageKeys`, in their order). */
export function workInput(values: Record<string, unknown>): AdminWorkInput {
  const images = Array.isArray(values['images']) ? (values['images'] as { key?: unknown }[]) : [];
  return {
    titleES: textOf(values, 'titleES'),
    titleEN: textOf(values, 'titleEN'),
    slug: text(values['slug']) ?? null,
    descriptionES: textOf(values, 'descriptionES'),
    descriptionEN: textOf(values, 'descriptionEN'),
    artistId: idOrNull(values['artistId']) ?? '',
    galleryId: idOrNull(values['galleryId']),
    catalogs: strings(values['catalogs']),
    discipline: numberOrNull(values['discipline']) as number,
    technicsES: textOf(values, 'technicsES'),
    technicsEN: textOf(values, 'technicsEN'),
    widthCm: numberOrNull(values['widthCm']) as number,
    heightCm: numberOrNull(values['heightCm']) as number,
    depthCm: numberOrNull(values['depthCm']),
    year: numberOrNull(values['year']),
    price: numberOrNull(values['price']),
    workState: textOf(values, 'workState'),
    tagIds: strings(values['tagIds']),
    colours: Array.isArray(values['colours']) ? strings(values['colours']) : null,
    imageKeys: images.map((image) => String(image.key)),
  };
}

export const works: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(WORK_SORTS, sortField);
    const { adminWorks } = await request(AdminWorksDocument, {
      page,
      perPage,
      sort,
      order,
      filter: worksFilter(filter),
    });
    return { data: adminWorks.items, total: adminWorks.total };
  },
  getOne: async (request, id) => (await request(AdminWorkDocument, { id })).adminWork,
  async create(request, values) {
    const { createWork } = await request(CreateWorkDocument, { input: workInput(values) });
    return { ...createWork, record: createWork.work };
  },
  async update(request, id, values) {
    const { updateWork } = await request(UpdateWorkDocument, { id, input: workInput(values) });
    return { ...updateWork, record: updateWork.work };
  },
};
