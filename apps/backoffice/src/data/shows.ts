/** The shows (`adminShows`, `adminShow`, `createShow`, `updateShow`). */
import {
  AdminShowDocument,
  AdminShowsDocument,
  CreateShowDocument,
  UpdateShowDocument,
  type AdminShowInput,
  type AdminShowSort,
} from '../generated/graphql';
import { idOrNull, imageKeyOf, sortOf, strings, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the shows list's sort enum. */
export const SHOW_SORTS = { id: 'ID', titleES: 'TITLE', startsOn: 'STARTS_ON' } as const satisfies Record<
  string,
  AdminShowSort
>;

/** A show form's values as `AdminShowInput` (`image` → `imageKey`, the works in the picker's order). */
export function showInput(values: Record<string, unknown>): AdminShowInput {
  return {
    titleES: textOf(values, 'titleES'),
    titleEN: textOf(values, 'titleEN'),
    slugES: text(values['slugES']) ?? null,
    slugEN: text(values['slugEN']) ?? null,
    infoES: textOf(values, 'infoES'),
    infoEN: textOf(values, 'infoEN'),
    catalog: textOf(values, 'catalog'),
    galleryId: idOrNull(values['galleryId']),
    startsOn: text(values['startsOn']) ?? null,
    endsOn: text(values['endsOn']) ?? null,
    imageKey: imageKeyOf(values['image']),
    workIds: strings(values['workIds']),
  };
}

export const shows: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(SHOW_SORTS, sortField);
    const { adminShows } = await request(AdminShowsDocument, { page, perPage, sort, order, q: text(filter['q']) });
    return { data: adminShows.items, total: adminShows.total };
  },
  getOne: async (request, id) => (await request(AdminShowDocument, { id })).adminShow,
  async create(request, values) {
    const { createShow } = await request(CreateShowDocument, { input: showInput(values) });
    return { ...createShow, record: createShow.show };
  },
  async update(request, id, values) {
    const { updateShow } = await request(UpdateShowDocument, { id, input: showInput(values) });
    return { ...updateShow, record: updateShow.show };
  },
};
