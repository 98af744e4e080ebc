/**
 * What the demo collector keeps in their account: favourite works, followed artists, artist tags, a public and a
 * private collection, and an address. Picked by position among the shown shop works and the artists of the size, so
 * the same size gives the same rows on every run.
 */
import type * as schema from '@art/db';
import { HIDDEN_WORK_STATE, MARKET_CATALOG_PREFIX } from '@art/model';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The collector's rows, one list per table. */
export interface CollectorData {
  favouriteWorks: Insert<typeof schema.favouriteWorks>[];
  followedArtists: Insert<typeof schema.followedArtists>[];
  artistTags: Insert<typeof schema.artistTags>[];
  collections: Insert<typeof schema.collections>[];
  collectionWorks: Insert<typeof schema.collectionWorks>[];
  addresses: Insert<typeof schema.addresses>[];
}

/** The name the collector typed for an artist the catalogue does not have. */
export const TYPED_ARTIST_NAME = 'Colectivo Hierbabuena';

const at = (day: number, hour = 10) => new Date(Date.UTC(2025, 1, day, hour, 0));

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The seed has no ${what} for the demo collector`);
  return value;
}

/**
 * The collector's rows, from the works and artists of the seed (with their ids).
 * @example buildCollectorData(userId, works, artists).collections[0]?.public // true
 */
export function buildCollectorData(
  userId: string,
  works: readonly Insert<typeof schema.works>[],
  artists: readonly Insert<typeof schema.artists>[],
): CollectorData {
  const shown = works.filter(
    (w) => w.workState !== HIDDEN_WORK_STATE && (w.catalogs ?? []).includes(MARKET_CATALOG_PREFIX),
  );
  const work = (i: number) => must(must(shown[i], `shop work ${i}`).id, 'work id');
  const artist = (i: number) => must(artists[i], `artist ${i}`);
  if (artists.some((a) => a.fullName.toLowerCase() === TYPED_ARTIST_NAME.toLowerCase())) {
    throw new Error(`${TYPED_ARTIST_NAME} must not be a catalogue artist: it is the collector's typed name`);
  }

  return {
    // Saved on 1 to 4 February, so the latest (the fourth work) is listed first.
    favouriteWorks: [0, 1, 2, 3].map((i) => ({ userId, workId: work(i), createdAt: at(i + 1) })),
    followedArtists: [0, 2].map((i, n) => ({
      userId,
      artistId: must(artist(i).id, 'artist id'),
      createdAt: at(n + 5),
    })),
    artistTags: [
      { id: 1, userId, artistId: must(artist(1).id, 'artist id'), name: artist(1).fullName, createdAt: at(7) },
      { id: 2, userId, artistId: null, name: TYPED_ARTIST_NAME, createdAt: at(8) },
    ],
    collections: [
      { id: 1, userId, title: 'Paisajes para el estudio', public: true, createdAt: at(10), updatedAt: at(12) },
      { id: 2, userId, title: 'Ideas para el salón', public: false, createdAt: at(11), updatedAt: at(13) },
    ],
    collectionWorks: [
      { collectionId: 1, workId: work(4), addedAt: at(10, 11) },
      { collectionId: 1, workId: work(5), addedAt: at(11, 11) },
      { collectionId: 1, workId: work(1), addedAt: at(12, 11) },
      { collectionId: 2, workId: work(6), addedAt: at(12, 12) },
      { collectionId: 2, workId: work(7), addedAt: at(13, 12) },
    ],
    addresses: [
      {
        id: 1,
        userId,
        route: 'Calle de Alcalá 42',
        floor: '3º B',
        postalCode: '28014',
        locality: 'Madrid',
        province: 'Madrid',
        countryCode: 'ES',
        aditionalInfo: 'Portero automático: 3B',
        fiscalName: 'Lucía Ibáñez Sørensen',
        fiscalDocument: '12345678Z',
        caCode: 'MD',
        createdAt: at(14),
      },
    ],
  };
}
