/**
 * The catalogues (`adminCatalogs`, `adminCatalog`, `createCatalog`, `updateCatalog`, `setCurrentCatalog`): a handful
 * of rows read whole, which the works form chooses from too (`useGetList('catalogs')`).
 */
import {
  AdminCatalogDocument,
  AdminCatalogsDocument,
  CreateCatalogDocument,
  SetCurrentCatalogDocument,
  UpdateCatalogDocument,
  type AdminCatalogFieldsFragment,
  type AdminCatalogInput,
} from '../generated/graphql';
import type { GraphQLRequest } from '../graphql-client';
import { byId, numberOrNull, text, textOf, type ChangeAnswer, type ResourceHandler } from './resource';

/** A catalogue form's values as `AdminCatalogInput` (the prefix as typed: the API upper-cases and checks it). */
export function catalogInput(values: Record<string, unknown>): AdminCatalogInput {
  return {
    prefix: text(values['prefix']) ?? null,
    year: numberOrNull(values['year']) as number,
    edition: numberOrNull(values['edition']),
    nameES: textOf(values, 'nameES'),
    nameEN: textOf(values, 'nameEN'),
    startsOn: text(values['startsOn']) ?? null,
    endsOn: text(values['endsOn']) ?? null,
    venueES: textOf(values, 'venueES'),
    venueEN: textOf(values, 'venueEN'),
    address: textOf(values, 'address'),
    openingHoursES: textOf(values, 'openingHoursES'),
    openingHoursEN: textOf(values, 'openingHoursEN'),
    catalogUrl: text(values['catalogUrl']) ?? null,
  };
}

/** Whether a catalogue's record matches a list's search (prefix or either name, case aside). */
function matches(record: AdminCatalogFieldsFragment, q: string | undefined): boolean {
  if (!q) return true;
  const needle = q.toLocaleLowerCase();
  return [record.prefix, record.nameES, record.nameEN].some((value) => value.toLocaleLowerCase().includes(needle));
}

const readAll = async (request: GraphQLRequest) => (await request(AdminCatalogsDocument, {})).adminCatalogs;

/** Sorts by react-admin's field (year by default, latest first), the prefix breaking ties (always A to Z). */
function sorted(records: AdminCatalogFieldsFragment[], field: string | undefined, ascending: boolean) {
  const key = field === 'prefix' || field === 'nameES' ? field : 'year';
  const sign = ascending ? 1 : -1;
  return [...records].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.prefix.localeCompare(b.prefix);
  });
}

/** Makes a fair edition the current one (the API refuses the market and unknown prefixes with their messages). */
export async function setCurrentCatalog(request: GraphQLRequest, prefix: string): Promise<ChangeAnswer> {
  const { setCurrentCatalog: answer } = await request(SetCurrentCatalogDocument, { prefix });
  return { ...answer, record: answer.catalog };
}

export const catalogs: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const all = sorted(
      (await readAll(request)).filter((record) => matches(record, text(filter['q']))),
      sortField,
      order === 'ASC',
    );
    return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  },
  getOne: async (request, id) => (await request(AdminCatalogDocument, { id })).adminCatalog,
  getMany: async (request, ids) => byId(await readAll(request), ids),
  async create(request, values) {
    const { createCatalog } = await request(CreateCatalogDocument, { input: catalogInput(values) });
    return { ...createCatalog, record: createCatalog.catalog };
  },
  async update(request, id, values) {
    const { updateCatalog } = await request(UpdateCatalogDocument, {
      id,
      input: { ...catalogInput(values), prefix: id },
    });
    return { ...updateCatalog, record: updateCatalog.catalog };
  },
};
