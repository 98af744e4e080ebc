/** The galleries (`adminGalleries`, `adminGallery`, `createGallery`, `updateGallery`), with their participations. */
import {
  AdminGalleriesDocument,
  AdminGalleryDocument,
  CreateGalleryDocument,
  UpdateGalleryDocument,
  type AdminGalleryInput,
  type AdminGallerySort,
} from '../generated/graphql';
import { sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the galleries list's sort enum. */
export const GALLERY_SORTS = { id: 'ID', name: 'NAME' } as const satisfies Record<string, AdminGallerySort>;

/** A gallery form's values as `AdminGalleryInput`. */
export function galleryInput(values: Record<string, unknown>): AdminGalleryInput {
  const participations = Array.isArray(values['participations'])
    ? (values['participations'] as Record<string, unknown>[])
    : [];
  return {
    name: textOf(values, 'name'),
    slug: text(values['slug']) ?? null,
    descriptionES: textOf(values, 'descriptionES'),
    descriptionEN: textOf(values, 'descriptionEN'),
    email: text(values['email']) ?? null,
    phone: text(values['phone']) ?? null,
    website: text(values['website']) ?? null,
    address: textOf(values, 'address'),
    city: textOf(values, 'city'),
    cityEN: textOf(values, 'cityEN'),
    countryCode: textOf(values, 'countryCode'),
    participations: participations.map((p) => ({
      catalog: textOf(p, 'catalog'),
      stand: text(p['stand']) ?? null,
      section: text(p['section']) ?? null,
    })),
  };
}

export const galleries: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(GALLERY_SORTS, sortField);
    const { adminGalleries } = await request(AdminGalleriesDocument, {
      page,
      perPage,
      sort,
      order,
      q: text(filter['q']),
    });
    return { data: adminGalleries.items, total: adminGalleries.total };
  },
  getOne: async (request, id) => (await request(AdminGalleryDocument, { id })).adminGallery,
  async create(request, values) {
    const { createGallery } = await request(CreateGalleryDocument, { input: galleryInput(values) });
    return { ...createGallery, record: createGallery.gallery };
  },
  async update(request, id, values) {
    const { updateGallery } = await request(UpdateGalleryDocument, { id, input: galleryInput(values) });
    return { ...updateGallery, record: updateGallery.gallery };
  },
};
