/**
 * The back office's react-admin data provider over the API's admin operations (`apps/api/src/schema/admin.graphql`):
 * lists with server pagination, sort (react-admin's field → the list's sort enum) and filters (`q` included); one
 * record; several records by id; creates and updates. A change the API refuses (`ok: false`) rejects with react-admin's
 * server-side validation shape, `HttpError(…, 400, { errors: { field: message } })`, so each message shows under its
 * field; a GraphQL error (FORBIDDEN, UNAUTHENTICATED…) rejects with its translated message, which react-admin notifies.
 */
import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'ra-core';
import type { GraphQLRequest } from './graphql-client';
import {
  AdminArtistDocument,
  AdminArtistsDocument,
  AdminCatalogsDocument,
  AdminGalleriesDocument,
  AdminGalleryDocument,
  AdminTrendTagsDocument,
  AdminUserDocument,
  AdminUsersDocument,
  AdminWorkDocument,
  AdminWorksDocument,
  AuditLogDocument,
  CreateArtistDocument,
  CreateGalleryDocument,
  CreateWorkDocument,
  SetUserRoleDocument,
  UpdateArtistDocument,
  UpdateGalleryDocument,
  UpdateWorkDocument,
  type AdminArtistInput,
  type AdminArtistSort,
  type AdminGalleryInput,
  type AdminGallerySort,
  type AdminUserSort,
  type AdminWorkInput,
  type AdminWorkSort,
  type AdminWorksFilter,
  type AuditFilter,
  type SortOrder,
} from './generated/graphql';

/** The resources of the back office (react-admin's names). */
export const RESOURCES = ['works', 'artists', 'galleries', 'users', 'audit', 'catalogs', 'tags'] as const;
export type ResourceName = (typeof RESOURCES)[number];

/** The largest page the API serves. */
export const PER_PAGE_MAX = 100;

/** react-admin's sort field → each list's sort enum (fields not listed keep the API's default order). */
export const SORT_FIELDS = {
  works: { id: 'ID', titleES: 'TITLE', price: 'PRICE', year: 'YEAR', workState: 'STATE', publishedAt: 'PUBLISHED_AT' },
  artists: { id: 'ID', fullName: 'NAME', lastName: 'NAME' },
  galleries: { id: 'ID', name: 'NAME' },
  users: { id: 'ID', email: 'EMAIL', createdAt: 'CREATED_AT' },
} as const satisfies {
  works: Record<string, AdminWorkSort>;
  artists: Record<string, AdminArtistSort>;
  galleries: Record<string, AdminGallerySort>;
  users: Record<string, AdminUserSort>;
};

/** The message of a change react-admin does not offer here (delete, bulk changes). */
export const NOT_SUPPORTED = 'app.errors.notSupported';

function paging(params: Partial<GetListParams>) {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const perPage = Math.min(PER_PAGE_MAX, Math.max(1, params.pagination?.perPage ?? 25));
  const order: SortOrder = params.sort?.order === 'DESC' ? 'DESC' : 'ASC';
  return { page, perPage, order };
}

function sortOf<R extends keyof typeof SORT_FIELDS>(resource: R, field: string | undefined) {
  const map = SORT_FIELDS[resource] as Record<string, string>;
  return (field && map[field]) || undefined;
}

/** A filter value as text, or undefined when blank. */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A blank form value as null, a number as a number, numeric text as its number (the schema checks the rest). */
function numberOrNull(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value;
  const number = Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? number : (value as number);
}

const idOrNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The works list's filter from react-admin's filter values. */
export function worksFilter(filter: Record<string, unknown> = {}): AdminWorksFilter {
  const discipline = text(filter['discipline']);
  return {
    q: text(filter['q']),
    artistId: text(filter['artistId']),
    galleryId: text(filter['galleryId']),
    catalog: text(filter['catalog']),
    discipline: discipline === undefined ? undefined : Number(discipline),
    workState: text(filter['workState']),
  };
}

/** A work form's values as the API's `AdminWorkInput` (`images` → `imageKeys`, in their order). */
export function workInput(values: Record<string, unknown>): AdminWorkInput {
  const images = Array.isArray(values['images']) ? (values['images'] as { key?: unknown }[]) : [];
  return {
    titleES: String(values['titleES'] ?? ''),
    titleEN: String(values['titleEN'] ?? ''),
    slug: text(values['slug']) ?? null,
    descriptionES: String(values['descriptionES'] ?? ''),
    descriptionEN: String(values['descriptionEN'] ?? ''),
    artistId: idOrNull(values['artistId']) ?? '',
    galleryId: idOrNull(values['galleryId']),
    catalogs: strings(values['catalogs']),
    discipline: numberOrNull(values['discipline']) as number,
    technicsES: String(values['technicsES'] ?? ''),
    technicsEN: String(values['technicsEN'] ?? ''),
    widthCm: numberOrNull(values['widthCm']) as number,
    heightCm: numberOrNull(values['heightCm']) as number,
    depthCm: numberOrNull(values['depthCm']),
    year: numberOrNull(values['year']),
    price: numberOrNull(values['price']),
    workState: String(values['workState'] ?? ''),
    tagIds: strings(values['tagIds']),
    colours: Array.isArray(values['colours']) ? strings(values['colours']) : null,
    imageKeys: images.map((image) => String(image.key)),
  };
}

/** An artist form's values as `AdminArtistInput` (`portrait` → `portraitKey`). */
export function artistInput(values: Record<string, unknown>): AdminArtistInput {
  const portrait = values['portrait'] as { key?: unknown } | null | undefined;
  return {
    firstName: String(values['firstName'] ?? ''),
    lastName: String(values['lastName'] ?? ''),
    slug: text(values['slug']) ?? null,
    city: String(values['city'] ?? ''),
    cityEN: String(values['cityEN'] ?? ''),
    countryCode: String(values['countryCode'] ?? ''),
    birthYear: numberOrNull(values['birthYear']),
    bioES: String(values['bioES'] ?? ''),
    bioEN: String(values['bioEN'] ?? ''),
    portraitKey: portrait?.key ? String(portrait.key) : null,
  };
}

/** A gallery form's values as `AdminGalleryInput`. */
export function galleryInput(values: Record<string, unknown>): AdminGalleryInput {
  const participations = Array.isArray(values['participations'])
    ? (values['participations'] as Record<string, unknown>[])
    : [];
  return {
    name: String(values['name'] ?? ''),
    slug: text(values['slug']) ?? null,
    descriptionES: String(values['descriptionES'] ?? ''),
    descriptionEN: String(values['descriptionEN'] ?? ''),
    email: text(values['email']) ?? null,
    phone: text(values['phone']) ?? null,
    website: text(values['website']) ?? null,
    address: String(values['address'] ?? ''),
    city: String(values['city'] ?? ''),
    cityEN: String(values['cityEN'] ?? ''),
    countryCode: String(values['countryCode'] ?? ''),
    participations: participations.map((p) => ({
      catalog: String(p['catalog'] ?? ''),
      stand: text(p['stand']) ?? null,
      section: text(p['section']) ?? null,
    })),
  };
}

/** The input fields whose name differs from the form's. */
const FORM_FIELD_OF: Record<string, string> = { imageKeys: 'images', portraitKey: 'portrait' };

/** The form field a refused input field is shown under (`imageKeys` → `images`, `participations.0.stand` as is). */
export function formFieldOf(field: string): string {
  return FORM_FIELD_OF[field] ?? field;
}

/**
 * A change's result: its record, or, when refused, react-admin's server-side validation error (the API's messages
 * are already translated in the request's language).
 */
function resultOf<T extends RaRecord>(result: {
  ok: boolean;
  errors: readonly { field: string; message: string }[];
  record: T | null;
}): { data: T } {
  if (result.ok && result.record) return { data: result.record };
  const errors: Record<string, string> = {};
  for (const { field, message } of result.errors) errors[formFieldOf(field)] ??= message;
  const first = result.errors[0]?.message ?? 'ra.message.invalid_form';
  throw new HttpError(first, 400, { errors: { ...errors, root: { serverError: first } } });
}

async function unsupported(): Promise<never> {
  throw new HttpError(NOT_SUPPORTED, 405, { code: 'NOT_SUPPORTED' });
}

const byId = <T extends { id: string }>(items: readonly T[], ids: readonly unknown[]) =>
  items.filter((item) => ids.map(String).includes(item.id));

/** The data provider over `request` (see {@link createGraphQLRequest}). */
export function createDataProvider(request: GraphQLRequest): DataProvider {
  const getOne = async (resource: string, id: unknown): Promise<RaRecord | null> => {
    const key = String(id);
    switch (resource as ResourceName) {
      case 'works':
        return (await request(AdminWorkDocument, { id: key })).adminWork;
      case 'artists':
        return (await request(AdminArtistDocument, { id: key })).adminArtist;
      case 'galleries':
        return (await request(AdminGalleryDocument, { id: key })).adminGallery;
      case 'users':
        return (await request(AdminUserDocument, { id: key })).adminUser;
      case 'catalogs':
        return (await request(AdminCatalogsDocument, {})).adminCatalogs.find((c) => c.id === key) ?? null;
      case 'tags':
        return (await request(AdminTrendTagsDocument, {})).adminTrendTags.find((t) => t.id === key) ?? null;
      default:
        return unsupported();
    }
  };

  const getList = async (resource: string, params: Partial<GetListParams>) => {
    const { page, perPage, order } = paging(params);
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    switch (resource as ResourceName) {
      case 'works': {
        const sort = sortOf('works', params.sort?.field) as AdminWorkSort | undefined;
        const { adminWorks } = await request(AdminWorksDocument, {
          page,
          perPage,
          sort,
          order,
          filter: worksFilter(filter),
        });
        return { data: adminWorks.items, total: adminWorks.total };
      }
      case 'artists': {
        const sort = sortOf('artists', params.sort?.field) as AdminArtistSort | undefined;
        const { adminArtists } = await request(AdminArtistsDocument, {
          page,
          perPage,
          sort,
          order,
          q: text(filter['q']),
        });
        return { data: adminArtists.items, total: adminArtists.total };
      }
      case 'galleries': {
        const sort = sortOf('galleries', params.sort?.field) as AdminGallerySort | undefined;
        const { adminGalleries } = await request(AdminGalleriesDocument, {
          page,
          perPage,
          sort,
          order,
          q: text(filter['q']),
        });
        return { data: adminGalleries.items, total: adminGalleries.total };
      }
      case 'users': {
        const sort = sortOf('users', params.sort?.field) as AdminUserSort | undefined;
        const { adminUsers } = await request(AdminUsersDocument, {
          page,
          perPage,
          sort,
          order,
          q: text(filter['q']),
          role: text(filter['role']),
        });
        return { data: adminUsers.items, total: adminUsers.total };
      }
      case 'audit': {
        const auditFilter: AuditFilter = {
          entity: text(filter['entity']),
          entityId: text(filter['entityId']),
          userId: text(filter['userId']),
        };
        const { auditLog } = await request(AuditLogDocument, { page, perPage, order, filter: auditFilter });
        return { data: auditLog.items, total: auditLog.total };
      }
      case 'catalogs': {
        const { adminCatalogs } = await request(AdminCatalogsDocument, {});
        return { data: adminCatalogs, total: adminCatalogs.length };
      }
      case 'tags': {
        const { adminTrendTags } = await request(AdminTrendTagsDocument, {});
        return { data: adminTrendTags, total: adminTrendTags.length };
      }
      default:
        return unsupported();
    }
  };

  return {
    getList: getList as DataProvider['getList'],
    getOne: (async (resource: string, params: { id: unknown }) => {
      const record = await getOne(resource, params.id);
      if (!record) throw new HttpError('ra.notification.item_doesnt_exist', 404, { code: 'NOT_FOUND' });
      return { data: record };
    }) as DataProvider['getOne'],
    getMany: (async (resource: string, params: { ids: readonly unknown[] }) => {
      if (resource === 'catalogs' || resource === 'tags') {
        const { data } = await getList(resource, {});
        return { data: byId(data as { id: string }[], params.ids) };
      }
      const records = await Promise.all(params.ids.map((id) => getOne(resource, id)));
      return { data: records.filter((record): record is RaRecord => record !== null) };
    }) as DataProvider['getMany'],
    getManyReference: (async (resource: string, params: GetListParams & { target: string; id: unknown }) => {
      const filter = { ...(params.filter as Record<string, unknown>), [params.target]: params.id };
      return getList(resource, { ...params, filter });
    }) as DataProvider['getManyReference'],
    create: (async (resource: string, params: { data: Record<string, unknown> }) => {
      switch (resource as ResourceName) {
        case 'works': {
          const { createWork } = await request(CreateWorkDocument, { input: workInput(params.data) });
          return resultOf({ ...createWork, record: createWork.work });
        }
        case 'artists': {
          const { createArtist } = await request(CreateArtistDocument, { input: artistInput(params.data) });
          return resultOf({ ...createArtist, record: createArtist.artist });
        }
        case 'galleries': {
          const { createGallery } = await request(CreateGalleryDocument, { input: galleryInput(params.data) });
          return resultOf({ ...createGallery, record: createGallery.gallery });
        }
        default:
          return unsupported();
      }
    }) as DataProvider['create'],
    update: (async (resource: string, params: { id: unknown; data: Record<string, unknown> }) => {
      const id = String(params.id);
      switch (resource as ResourceName) {
        case 'works': {
          const { updateWork } = await request(UpdateWorkDocument, { id, input: workInput(params.data) });
          return resultOf({ ...updateWork, record: updateWork.work });
        }
        case 'artists': {
          const { updateArtist } = await request(UpdateArtistDocument, { id, input: artistInput(params.data) });
          return resultOf({ ...updateArtist, record: updateArtist.artist });
        }
        case 'galleries': {
          const { updateGallery } = await request(UpdateGalleryDocument, { id, input: galleryInput(params.data) });
          return resultOf({ ...updateGallery, record: updateGallery.gallery });
        }
        case 'users': {
          const { setUserRole } = await request(SetUserRoleDocument, { id, role: String(params.data['role'] ?? '') });
          return resultOf({ ...setUserRole, record: setUserRole.user });
        }
        default:
          return unsupported();
      }
    }) as DataProvider['update'],
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  };
}
