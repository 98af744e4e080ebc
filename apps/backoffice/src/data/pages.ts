/** The static and legal pages (`adminStaticPages`, `adminStaticPage`, `createStaticPage`, `updateStaticPage`). */
import {
  AdminStaticPageDocument,
  AdminStaticPagesDocument,
  CreateStaticPageDocument,
  UpdateStaticPageDocument,
  type AdminStaticPageInput,
  type AdminStaticPageSort,
} from '../generated/graphql';
import { isOn } from './posts';
import { sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the pages list's sort enum. */
export const PAGE_SORTS = { id: 'ID', titleES: 'TITLE', updatedAt: 'UPDATED_AT' } as const satisfies Record<
  string,
  AdminStaticPageSort
>;

/** A page's form values as `AdminStaticPageInput` (blank slugs: derived by the API from the titles). */
export function pageInput(values: Record<string, unknown>): AdminStaticPageInput {
  return {
    slugES: text(values['slugES']) ?? null,
    slugEN: text(values['slugEN']) ?? null,
    isLegal: isOn(values['isLegal']),
    titleES: textOf(values, 'titleES'),
    titleEN: textOf(values, 'titleEN'),
    contentES: textOf(values, 'contentES'),
    contentEN: textOf(values, 'contentEN'),
  };
}

/** The legal filter from a select (`'true'`/`'false'`), or none. */
export function legalFilter(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export const pages: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(PAGE_SORTS, sortField);
    const { adminStaticPages } = await request(AdminStaticPagesDocument, {
      page,
      perPage,
      sort,
      order,
      legal: legalFilter(filter['isLegal']),
      q: text(filter['q']),
    });
    return { data: adminStaticPages.items, total: adminStaticPages.total };
  },
  getOne: async (request, id) => (await request(AdminStaticPageDocument, { id })).adminStaticPage,
  async create(request, values) {
    const { createStaticPage } = await request(CreateStaticPageDocument, { input: pageInput(values) });
    return { ...createStaticPage, record: createStaticPage.page };
  },
  async update(request, id, values) {
    const { updateStaticPage } = await request(UpdateStaticPageDocument, { id, input: pageInput(values) });
    return { ...updateStaticPage, record: updateStaticPage.page };
  },
};
