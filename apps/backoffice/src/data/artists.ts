/** The artists (`adminArtists`, `adminArtist`, `createArtist`, `updateArtist`). */
import {
  AdminArtistDocument,
  AdminArtistsDocument,
  CreateArtistDocument,
  UpdateArtistDocument,
  type AdminArtistInput,
  type AdminArtistSort,
} from '../generated/graphql';
import { imageKeyOf, numberOrNull, sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the artists list's sort enum. */
export const ARTIST_SORTS = { id: 'ID', fullName: 'NAME', lastName: 'NAME' } as const satisfies Record<
  string,
  AdminArtistSort
>;

/** An artist form's values as `AdminArtistInput` (`portrait` → `portraitKey`). */
export function artistInput(values: Record<string, unknown>): AdminArtistInput {
  return {
    firstName: textOf(values, 'firstName'),
    lastName: textOf(values, 'lastName'),
    slug: text(values['slug']) ?? null,
    city: textOf(values, 'city'),
    cityEN: textOf(values, 'cityEN'),
    countryCode: textOf(values, 'countryCode'),
    birthYear: numberOrNull(values['birthYear']),
    bioES: textOf(values, 'bioES'),
    bioEN: textOf(values, 'bioEN'),
    portraitKey: imageKeyOf(values['portrait']),
  };
}

export const artists: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(ARTIST_SORTS, sortField);
    const { adminArtists } = await request(AdminArtistsDocument, { page, perPage, sort, order, q: text(filter['q']) });
    return { data: adminArtists.items, total: adminArtists.total };
  },
  getOne: async (request, id) => (await request(AdminArtistDocument, { id })).adminArtist,
  async create(request, values) {
    const { createArtist } = await request(CreateArtistDocument, { input: artistInput(values) });
    return { ...createArtist, record: createArtist.artist };
  },
  async update(request, id, values) {
    const { updateArtist } = await request(UpdateArtistDocument, { id, input: artistInput(values) });
    return { ...updateArtist, record: updateArtist.artist };
  },
};
