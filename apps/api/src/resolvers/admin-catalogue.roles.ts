/**
 * The catalogue vocabularies' rows of the back office's role matrix (`admin-roles.test.ts`): the operations of
 * `src/schema/admin-catalogue.graphql` and who may call them. Every change's input is refused by its checks (or names
 * a catalogue that does not exist), so the matrix changes nothing.
 */
import type { RoleCase } from './admin-testing';

/** Inputs every allowed caller gets refused by the checks. */
const BAD_CATALOG = { prefix: 'a', year: 1, nameES: '', nameEN: '' };
const BAD_TAG = { type: 'colores', nameES: '', nameEN: '' };
const BAD_SHOW = { titleES: '', titleEN: '', catalog: '' };

export const CATALOGUE_AREA_ROLE_CASES: Record<string, RoleCase> = {
  adminCatalogs: { allowed: 'editor', document: '{ adminCatalogs { prefix } }' },
  adminCatalog: { allowed: 'editor', document: '{ adminCatalog(id: "AM25") { id } }' },
  adminTrendTags: { allowed: 'editor', document: '{ adminTrendTags { id } }' },
  adminTrendTag: {
    allowed: 'editor',
    document: 'query($id: ID!) { adminTrendTag(id: $id) { id } }',
    variables: (f) => ({ id: String(f.tagIds[0]) }),
  },
  adminShows: { allowed: 'editor', document: '{ adminShows { total items { id } } }' },
  adminShow: {
    allowed: 'editor',
    document: 'query($id: ID!) { adminShow(id: $id) { id } }',
    variables: (f) => ({ id: String(f.showId) }),
  },
  createCatalog: {
    allowed: 'editor',
    document: 'mutation($input: AdminCatalogInput!) { createCatalog(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_CATALOG }),
  },
  updateCatalog: {
    allowed: 'editor',
    document:
      'mutation($input: AdminCatalogInput!) { updateCatalog(id: "AM25", input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_CATALOG }),
  },
  setCurrentCatalog: {
    allowed: 'editor',
    document: 'mutation { setCurrentCatalog(prefix: "ZZ99") { ok errors { field } } }',
  },
  createTrendTag: {
    allowed: 'editor',
    document: 'mutation($input: AdminTrendTagInput!) { createTrendTag(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_TAG }),
  },
  updateTrendTag: {
    allowed: 'editor',
    document:
      'mutation($id: ID!, $input: AdminTrendTagInput!) { updateTrendTag(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.tagIds[0]), input: BAD_TAG }),
  },
  createShow: {
    allowed: 'editor',
    document: 'mutation($input: AdminShowInput!) { createShow(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_SHOW }),
  },
  updateShow: {
    allowed: 'editor',
    document:
      'mutation($id: ID!, $input: AdminShowInput!) { updateShow(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.showId), input: BAD_SHOW }),
  },
};
