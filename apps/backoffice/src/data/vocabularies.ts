/**
 * The small lists the catalogue's forms choose from, read whole: the catalogues (`adminCatalogs`) and the trend tags
 * (`adminTrendTags`).
 */
import { AdminCatalogsDocument, AdminTrendTagsDocument } from '../generated/graphql';
import type { GraphQLRequest } from '../graphql-client';
import { byId, type ResourceHandler } from './resource';

/** A resource over a list the API answers whole: its page is the list, its records are found in it. */
function wholeList(read: (request: GraphQLRequest) => Promise<readonly { id: string }[]>): ResourceHandler {
  return {
    async getList(request) {
      const data = [...(await read(request))];
      return { data, total: data.length };
    },
    getOne: async (request, id) => (await read(request)).find((record) => record.id === id) ?? null,
    getMany: async (request, ids) => byId(await read(request), ids),
  };
}

export const catalogs = wholeList(async (request) => (await request(AdminCatalogsDocument, {})).adminCatalogs);
export const tags = wholeList(async (request) => (await request(AdminTrendTagsDocument, {})).adminTrendTags);
