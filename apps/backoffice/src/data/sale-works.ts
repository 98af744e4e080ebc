/**
 * The works a special order may take (`adminSaleWorks`): the special order form's picker searches them by title or
 * artist, and reads back the ones chosen. Read only.
 */
import { AdminSaleWorksDocument } from '../generated/graphql';
import { text, type ResourceHandler } from './resource';

/** Most works the picker lists at once (the API's own limit). */
const PICKER_SIZE = 25;

export const saleWorks: ResourceHandler = {
  async getList(request, { perPage, filter }) {
    const { adminSaleWorks } = await request(AdminSaleWorksDocument, {
      q: text(filter['q']),
      perPage: Math.min(perPage, PICKER_SIZE),
    });
    return { data: adminSaleWorks.items, total: adminSaleWorks.total };
  },
  async getMany(request, ids) {
    if (ids.length === 0) return [];
    const { adminSaleWorks } = await request(AdminSaleWorksDocument, { ids: [...ids], perPage: PICKER_SIZE });
    return adminSaleWorks.items;
  },
};
