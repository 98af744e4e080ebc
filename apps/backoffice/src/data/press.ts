/** The press items (`adminPressItems`, `adminPressItem`, `createPressItem`, `updatePressItem`). */
import {
  AdminPressItemDocument,
  AdminPressItemsDocument,
  CreatePressItemDocument,
  UpdatePressItemDocument,
  type AdminPressItemInput,
  type AdminPressItemSort,
} from '../generated/graphql';
import { imageKeyOf, sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the press list's sort enum. */
export const PRESS_SORTS = { id: 'ID', publishedOn: 'PUBLISHED_ON', titleES: 'TITLE' } as const satisfies Record<
  string,
  AdminPressItemSort
>;

/** A date field as `YYYY-MM-DD` (a `Date` from a date input, or its text as it is, for the schema to check). */
export function dayOf(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value ?? '').trim();
}

/** A press item's form values as `AdminPressItemInput` (the uploaded PDF's `fileKey`, `image` → `imageKey`). */
export function pressItemInput(values: Record<string, unknown>): AdminPressItemInput {
  return {
    kind: textOf(values, 'kind'),
    titleES: textOf(values, 'titleES'),
    titleEN: textOf(values, 'titleEN'),
    summaryES: textOf(values, 'summaryES'),
    summaryEN: textOf(values, 'summaryEN'),
    publishedOn: dayOf(values['publishedOn']),
    fileKey: text(values['fileKey']) ?? null,
    imageKey: imageKeyOf(values['image']),
  };
}

export const press: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(PRESS_SORTS, sortField);
    const { adminPressItems } = await request(AdminPressItemsDocument, {
      page,
      perPage,
      sort,
      order,
      kind: text(filter['kind']),
      q: text(filter['q']),
    });
    return { data: adminPressItems.items, total: adminPressItems.total };
  },
  getOne: async (request, id) => (await request(AdminPressItemDocument, { id })).adminPressItem,
  async create(request, values) {
    const { createPressItem } = await request(CreatePressItemDocument, { input: pressItemInput(values) });
    return { ...createPressItem, record: createPressItem.pressItem };
  },
  async update(request, id, values) {
    const { updatePressItem } = await request(UpdatePressItemDocument, { id, input: pressItemInput(values) });
    return { ...updatePressItem, record: updatePressItem.pressItem };
  },
};
