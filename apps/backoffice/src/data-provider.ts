/**
 * The back office's react-admin data provider over the API's admin operations (each API library's `admin*.graphql`):
 * lists with server pagination, sort (react-admin's field → the list's sort enum) and filters (`q` included); one
 * record; several records by id; creates and updates. Each resource's operations are its handler in `data/` (the
 * registry is `data/index.ts`). A change the API refuses (`ok: false`) rejects with react-admin's server-side
 * validation shape, `HttpError(…, 400, { errors: { field: message } })`, so each message shows under its field; a
 * GraphQL error (FORBIDDEN, UNAUTHENTICATED…) rejects with its translated message, which react-admin notifies.
 */
import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'ra-core';
import type { GraphQLRequest } from './graphql-client';
import { HANDLERS, setCurrentCatalog, setPostPublished, type ResourceHandler } from './data';
import { notSupported, type ChangeAnswer, type ListQuery } from './data/resource';

export { NOT_SUPPORTED } from './data/resource';

/** The largest page the API serves. */
export const PER_PAGE_MAX = 100;

/** The list query of react-admin's parameters: the page and its size within the API's limits, the sort, the filter. */
export function listQuery(params: Partial<GetListParams>): ListQuery {
  return {
    page: Math.max(1, params.pagination?.page ?? 1),
    perPage: Math.min(PER_PAGE_MAX, Math.max(1, params.pagination?.perPage ?? 25)),
    order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC',
    sortField: params.sort?.field,
    filter: (params.filter ?? {}) as Record<string, unknown>,
  };
}

/** The input fields whose name differs from the form's. */
const FORM_FIELD_OF: Record<string, string> = {
  imageKeys: 'images',
  portraitKey: 'portrait',
  imageKey: 'image',
  logoKey: 'logo',
};

/** The form field a refused input field is shown under (`imageKeys` → `images`, `participations.0.stand` as is). */
export function formFieldOf(field: string): string {
  return FORM_FIELD_OF[field] ?? field;
}

/**
 * A change's result: its record, or, when refused, react-admin's server-side validation error (the API's messages
 * are already translated in the request's language).
 */
function resultOf(answer: ChangeAnswer): { data: RaRecord } {
  if (answer.ok && answer.record) return { data: answer.record };
  const errors: Record<string, string> = {};
  for (const { field, message } of answer.errors) errors[formFieldOf(field)] ??= message;
  const first = answer.errors[0]?.message ?? 'ra.message.invalid_form';
  throw new HttpError(first, 400, { errors: { ...errors, root: { serverError: first } } });
}

async function unsupported(): Promise<never> {
  throw notSupported();
}

/** The handler of a resource, or null for a name the back office does not know. */
function handlerOf(resource: string): ResourceHandler | null {
  return Object.hasOwn(HANDLERS, resource) ? HANDLERS[resource as keyof typeof HANDLERS] : null;
}

/** The data provider over `request` (see {@link createGraphQLRequest}). */
export function createDataProvider(request: GraphQLRequest): DataProvider {
  const getOne = async (resource: string, id: unknown): Promise<RaRecord | null> => {
    const handler = handlerOf(resource);
    if (!handler?.getOne) return unsupported();
    return handler.getOne(request, String(id));
  };

  const getList = async (resource: string, params: Partial<GetListParams>) => {
    const handler = handlerOf(resource);
    if (!handler?.getList) return unsupported();
    return handler.getList(request, listQuery(params));
  };

  return {
    getList: getList as DataProvider['getList'],
    getOne: (async (resource: string, params: { id: unknown }) => {
      const record = await getOne(resource, params.id);
      if (!record) throw new HttpError('ra.notification.item_doesnt_exist', 404, { code: 'NOT_FOUND' });
      return { data: record };
    }) as DataProvider['getOne'],
    getMany: (async (resource: string, params: { ids: readonly unknown[] }) => {
      const handler = handlerOf(resource);
      const ids = params.ids.map(String);
      if (handler?.getMany) return { data: await handler.getMany(request, ids) };
      const records = await Promise.all(ids.map((id) => getOne(resource, id)));
      return { data: records.filter((record): record is RaRecord => record !== null) };
    }) as DataProvider['getMany'],
    getManyReference: (async (resource: string, params: GetListParams & { target: string; id: unknown }) => {
      const filter = { ...(params.filter as Record<string, unknown>), [params.target]: params.id };
      return getList(resource, { ...params, filter });
    }) as DataProvider['getManyReference'],
    create: (async (resource: string, params: { data: Record<string, unknown> }) => {
      const handler = handlerOf(resource);
      if (!handler?.create) return unsupported();
      return resultOf(await handler.create(request, params.data));
    }) as DataProvider['create'],
    update: (async (resource: string, params: { id: unknown; data: Record<string, unknown> }) => {
      const handler = handlerOf(resource);
      if (!handler?.update) return unsupported();
      return resultOf(await handler.update(request, String(params.id), params.data));
    }) as DataProvider['update'],
    /** The posts' publish button (`setPostPublished`): the post as it now is, or the API's refusal. */
    setPostPublished: async (id: string, published: boolean) =>
      resultOf(await setPostPublished(request, id, published)),
    /** The catalogues' "make current" button (`setCurrentCatalog`): the edition as it now is, or the API's refusal. */
    setCurrentCatalog: async (prefix: string) => resultOf(await setCurrentCatalog(request, prefix)),
    delete: (async (resource: string, params: { id: unknown }) => {
      const handler = handlerOf(resource);
      if (!handler?.delete) return unsupported();
      return resultOf(await handler.delete(request, String(params.id)));
    }) as DataProvider['delete'],
    updateMany: unsupported,
    deleteMany: unsupported,
  };
}
