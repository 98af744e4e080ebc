/**
 * DataLoaders of one request: every relation a list can ask for costs one query per batch, whatever the
 * number of rows in the list (no N+1). Lists of related works hide `Desactivada` works like every list.
 */
import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  artists,
  catalogs,
  collectionWorks,
  expositions,
  expositionWorks,
  galleries,
  galleryParticipations,
  trendTags,
  works,
  type ArtistRow,
  type Database,
  type ExpositionRow,
  type GalleryRow,
  type TrendTagRow,
  type WorkRow,
} from '@art/db';
import { HIDDEN_WORK_STATE } from '@art/model';

/** Loads rows by id in one query per batch, answering in the order of the keys (null when absent). */
function byId<Row extends { id: number }>(load: (ids: number[]) => Promise<Row[]>) {
  return new DataLoader<number, Row | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Loads lists by parent id in one query per batch; `rows` come in the order each list keeps. */
function grouped<Row>(load: (ids: number[]) => Promise<{ parent: number; row: Row }[]>) {
  return new DataLoader<number, Row[]>(async (ids) => {
    const lists = new Map<number, Row[]>(ids.map((id) => [id, []]));
    for (const { parent, row } of await load([...ids])) lists.get(parent)?.push(row);
    return ids.map((id) => lists.get(id) ?? []);
  });
}

/** One loader per distinct set of arguments (a nested list's `first` and catalogue), made on first use. */
function keyed<Loader>(make: (key: string) => Loader) {
  const loaders = new Map<string, Loader>();
  return (key: string): Loader => {
    let loader = loaders.get(key);
    if (!loader) {
      loader = make(key);
      loaders.set(key, loader);
    }
    return loader;
  };
}

/** A gallery's participation in a catalogue, latest catalogue first. */
export interface Participation {
  catalogPrefix: string;
  stand: string | null;
  year: number;
}

const visible = ne(works.workState, HIDDEN_WORK_STATE);

/**
 * The first `first` visible works of each parent, newest first, in one query: a window numbers the works of
 * every parent and the query keeps the first ones of each.
 */
async function firstWorksOf(
  db: Database,
  parent: typeof works.artistId | typeof works.galleryId,
  where: SQL,
  order: SQL[],
  first: number,
): Promise<{ parent: number; row: WorkRow }[]> {
  const ranked = db
    .select({
      id: works.id,
      parent: sql<number>`${parent}`.as('parent'),
      rank: sql<number>`row_number() over (partition by ${parent} order by ${sql.join(order, sql`, `)})`.as('rank'),
    })
    .from(works)
    .where(where)
    .as('ranked');
  const rows = await db
    .select({ work: works, parent: ranked.parent, rank: ranked.rank })
    .from(works)
    .innerJoin(ranked, eq(works.id, ranked.id))
    .where(lte(ranked.rank, first))
    .orderBy(asc(ranked.parent), asc(ranked.rank));
  return rows.map((r) => ({ parent: Number(r.parent), row: r.work }));
}

const newest = [sql`${works.publishedAt} desc nulls last`, sql`${works.id} desc nulls last`];

/** Per-request batching of every relation a list can ask for. */
export function createLoaders(db: Database) {
  return {
    artist: byId<ArtistRow>((ids) => db.select().from(artists).where(inArray(artists.id, ids))),
    gallery: byId<GalleryRow>((ids) => db.select().from(galleries).where(inArray(galleries.id, ids))),
    trendTag: byId<TrendTagRow>((ids) => db.select().from(trendTags).where(inArray(trendTags.id, ids))),

    /** The shows a work is in, by show start (latest first). */
    expositionsOfWork: grouped<ExpositionRow>(async (ids) => {
      const rows = await db
        .select({ parent: expositionWorks.workId, row: expositions })
        .from(expositionWorks)
        .innerJoin(expositions, eq(expositions.id, expositionWorks.expositionId))
        .where(inArray(expositionWorks.workId, ids))
        .orderBy(sql`${expositions.startsOn} desc nulls last`, desc(expositions.id));
      return rows;
    }),

    /** Catalogue participations of a gallery, latest catalogue first. */
    participationsOfGallery: grouped<Participation>(async (ids) => {
      const rows = await db
        .select({
          parent: galleryParticipations.galleryId,
          catalogPrefix: galleryParticipations.catalogPrefix,
          stand: galleryParticipations.stand,
          year: catalogs.year,
        })
        .from(galleryParticipations)
        .innerJoin(catalogs, eq(catalogs.prefix, galleryParticipations.catalogPrefix))
        .where(inArray(galleryParticipations.galleryId, ids))
        .orderBy(desc(catalogs.year), asc(catalogs.isMarket), asc(galleryParticipations.catalogPrefix));
      return rows.map(({ parent, ...row }) => ({ parent, row }));
    }),

    /** Galleries showing an artist's visible works, by name. */
    galleriesOfArtist: grouped<GalleryRow>(async (ids) => {
      const rows = await db
        .selectDistinct({ parent: works.artistId, row: galleries })
        .from(works)
        .innerJoin(galleries, eq(galleries.id, works.galleryId))
        .where(and(inArray(works.artistId, ids), visible));
      return rows.sort((a, b) => a.row.comercialName.localeCompare(b.row.comercialName, 'es') || a.row.id - b.row.id);
    }),

    /** Shows holding an artist's visible works, latest first. */
    expositionsOfArtist: grouped<ExpositionRow>(async (ids) => {
      const rows = await db
        .selectDistinct({ parent: works.artistId, row: expositions })
        .from(works)
        .innerJoin(expositionWorks, eq(expositionWorks.workId, works.id))
        .innerJoin(expositions, eq(expositions.id, expositionWorks.expositionId))
        .where(and(inArray(works.artistId, ids), visible));
      return rows.sort(
        (a, b) => String(b.row.startsOn ?? '').localeCompare(String(a.row.startsOn ?? '')) || b.row.id - a.row.id,
      );
    }),

    /** Artists with visible works in a gallery, by surname. */
    artistsOfGallery: grouped<ArtistRow>(async (ids) => {
      const rows = await db
        .selectDistinct({ parent: sql<number>`${works.galleryId}`, row: artists })
        .from(works)
        .innerJoin(artists, eq(artists.id, works.artistId))
        .where(and(inArray(works.galleryId, ids), visible));
      return rows
        .map((r) => ({ parent: Number(r.parent), row: r.row }))
        .sort((a, b) => a.row.lastName.localeCompare(b.row.lastName, 'es') || a.row.id - b.row.id);
    }),

    /** The first visible works of each artist, newest first, optionally in one catalogue. */
    worksOfArtist: keyed((key) => {
      const { first, catalogPrefix } = JSON.parse(key) as NestedWorksKey;
      return grouped<WorkRow>((ids) =>
        firstWorksOf(
          db,
          works.artistId,
          and(inArray(works.artistId, ids), visible, inCatalog(catalogPrefix)) as SQL,
          newest,
          first,
        ),
      );
    }),

    /** The first visible works of each gallery, newest first, optionally in one catalogue. */
    worksOfGallery: keyed((key) => {
      const { first, catalogPrefix } = JSON.parse(key) as NestedWorksKey;
      return grouped<WorkRow>((ids) =>
        firstWorksOf(
          db,
          works.galleryId,
          and(inArray(works.galleryId, ids), visible, inCatalog(catalogPrefix)) as SQL,
          newest,
          first,
        ),
      );
    }),

    /** The visible works of each collection, the latest added first (index `collection_works_collection_newest_idx`). */
    worksOfCollection: grouped<WorkRow>(async (ids) => {
      const rows = await db
        .select({ parent: collectionWorks.collectionId, row: works })
        .from(collectionWorks)
        .innerJoin(works, eq(works.id, collectionWorks.workId))
        .where(and(inArray(collectionWorks.collectionId, ids), visible))
        .orderBy(
          asc(collectionWorks.collectionId),
          sql`${collectionWorks.addedAt} desc nulls last`,
          sql`${collectionWorks.workId} desc nulls last`,
        );
      return rows;
    }),

    /** The first visible works of each show, in the show's order. */
    worksOfExposition: keyed((key) => {
      const { first } = JSON.parse(key) as NestedWorksKey;
      return grouped<WorkRow>(async (ids) => {
        const ranked = db
          .select({
            id: expositionWorks.workId,
            parent: sql<number>`${expositionWorks.expositionId}`.as('parent'),
            rank: sql<number>`row_number() over (partition by ${expositionWorks.expositionId} order by ${expositionWorks.position}, ${expositionWorks.workId})`.as(
              'rank',
            ),
          })
          .from(expositionWorks)
          .innerJoin(works, eq(works.id, expositionWorks.workId))
          .where(and(inArray(expositionWorks.expositionId, ids), visible))
          .as('ranked');
        const rows = await db
          .select({ work: works, parent: ranked.parent, rank: ranked.rank })
          .from(works)
          .innerJoin(ranked, eq(works.id, ranked.id))
          .where(lte(ranked.rank, first))
          .orderBy(asc(ranked.parent), asc(ranked.rank));
        return rows.map((r) => ({ parent: Number(r.parent), row: r.work }));
      });
    }),
  };
}

function inCatalog(prefix: string | null): SQL | undefined {
  return prefix ? sql`${works.catalogs} @> ARRAY[${prefix}]::text[]` : undefined;
}

/** The arguments of a nested works list, as the key of its loader. */
export interface NestedWorksKey {
  first: number;
  catalogPrefix: string | null;
}

/** The key of a nested works loader. */
export function nestedWorksKey(first: number, catalogPrefix: string | null = null): string {
  return JSON.stringify({ first, catalogPrefix } satisfies NestedWorksKey);
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Each request's loaders, made on first use and gone with the request's context. */
const loadersOfRequest = new WeakMap<object, Loaders>();

/**
 * The catalogue's DataLoaders of the request whose context this is: one set per request (one operation of a batch),
 * so what one request loads is never another's. The catalogue keeps them beside the context rather than in it, so the
 * context (`@art/api-core`) knows no domain (decision 042).
 */
export function catalogueLoaders(ctx: { db: Database }): Loaders {
  let loaders = loadersOfRequest.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx.db);
    loadersOfRequest.set(ctx, loaders);
  }
  return loaders;
}
