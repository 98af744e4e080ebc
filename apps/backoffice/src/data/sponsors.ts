/** The sponsors (`adminSponsors`, `adminSponsor`, `createSponsor`, `updateSponsor`). */
import {
  AdminSponsorDocument,
  AdminSponsorsDocument,
  CreateSponsorDocument,
  UpdateSponsorDocument,
  type AdminSponsorInput,
  type AdminSponsorSort,
} from '../generated/graphql';
import { imageKeyOf, numberOrNull, sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the sponsors list's sort enum. */
export const SPONSOR_SORTS = { id: 'ID', name: 'NAME', level: 'LEVEL' } as const satisfies Record<
  string,
  AdminSponsorSort
>;

/** A sponsor's form values as `AdminSponsorInput` (`logo` → `logoKey`). */
export function sponsorInput(values: Record<string, unknown>): AdminSponsorInput {
  return {
    name: textOf(values, 'name'),
    level: textOf(values, 'level'),
    url: text(values['url']) ?? null,
    position: numberOrNull(values['position']),
    logoKey: imageKeyOf(values['logo']),
  };
}

export const sponsors: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(SPONSOR_SORTS, sortField);
    const { adminSponsors } = await request(AdminSponsorsDocument, {
      page,
      perPage,
      sort,
      order,
      level: text(filter['level']),
      q: text(filter['q']),
    });
    return { data: adminSponsors.items, total: adminSponsors.total };
  },
  getOne: async (request, id) => (await request(AdminSponsorDocument, { id })).adminSponsor,
  async create(request, values) {
    const { createSponsor } = await request(CreateSponsorDocument, { input: sponsorInput(values) });
    return { ...createSponsor, record: createSponsor.sponsor };
  },
  async update(request, id, values) {
    const { updateSponsor } = await request(UpdateSponsorDocument, { id, input: sponsorInput(values) });
    return { ...updateSponsor, record: updateSponsor.sponsor };
  },
};
