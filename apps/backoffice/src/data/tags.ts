/**
 * The trend tags (`adminTrendTags`, `adminTrendTag`, `createTrendTag`, `updateTrendTag`): a few dozen rows read
 * whole, which the works form chooses from too (`useGetList('tags')`).
 */
import {
  AdminTrendTagDocument,
  AdminTrendTagsDocument,
  CreateTrendTagDocument,
  UpdateTrendTagDocument,
  type AdminTrendTagFieldsFragment,
  type AdminTrendTagInput,
} from '../generated/graphql';
import type { GraphQLRequest } from '../graphql-client';
import { byId, text, textOf, type ResourceHandler } from './resource';

/** A trend tag form's values as `AdminTrendTagInput` (blank slugs: derived by the API from the names). */
export function trendTagInput(values: Record<string, unknown>): AdminTrendTagInput {
  return {
    type: textOf(values, 'type'),
    nameES: textOf(values, 'nameES'),
    nameEN: textOf(values, 'nameEN'),
    slugES: text(values['slugES']) ?? null,
    slugEN: text(values['slugEN']) ?? null,
    descriptionES: textOf(values, 'descriptionES'),
    descriptionEN: textOf(values, 'descriptionEN'),
  };
}

const readAll = async (request: GraphQLRequest) => (await request(AdminTrendTagsDocument, {})).adminTrendTags;

/** Lower case without accents, so a search for "oleo" finds "Óleo". */
const folded = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

function matches(record: AdminTrendTagFieldsFragment, filter: Record<string, unknown>): boolean {
  const type = text(filter['type']);
  if (type && record.type !== type) return false;
  const q = text(filter['q']);
  if (!q) return true;
  const needle = folded(q);
  return [record.nameES, record.nameEN, record.slugES, record.slugEN].some((value) => folded(value).includes(needle));
}

/** Sorts by react-admin's field (type by default), the id breaking ties (always lowest first). */
function sorted(records: AdminTrendTagFieldsFragment[], field: string | undefined, ascending: boolean) {
  const key = field === 'nameES' || field === 'nameEN' || field === 'worksCount' ? field : 'type';
  const sign = ascending ? 1 : -1;
  return [...records].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || Number(a.id) - Number(b.id);
  });
}

export const tags: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const all = sorted(
      (await readAll(request)).filter((record) => matches(record, filter)),
      sortField,
      order === 'ASC',
    );
    return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  },
  getOne: async (request, id) => (await request(AdminTrendTagDocument, { id })).adminTrendTag,
  getMany: async (request, ids) => byId(await readAll(request), ids),
  async create(request, values) {
    const { createTrendTag } = await request(CreateTrendTagDocument, { input: trendTagInput(values) });
    return { ...createTrendTag, record: createTrendTag.tag };
  },
  async update(request, id, values) {
    const { updateTrendTag } = await request(UpdateTrendTagDocument, { id, input: trendTagInput(values) });
    return { ...updateTrendTag, record: updateTrendTag.tag };
  },
};
