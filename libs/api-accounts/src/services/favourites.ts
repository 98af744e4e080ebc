/**
 * Favourite works and followed artists of a user (§3 Me.works, Me.artists): saved and removed by catalogue id, listed
 * newest first.
 *
 * An id that is not a well-formed database id (`parseId`) is refused as unknown before any SQL runs, so nothing a
 * caller sends can make PostgreSQL fail a cast. A work can be saved only while it is shown (not `Desactivada`), and
 * lists hide works that stopped being shown since. Saving twice keeps one row (`ON CONFLICT DO NOTHING` on the primary
 * key); removing what is not saved changes nothing and is not an error.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { artists, favouriteWorks, followedArtists, works, type ArtistRow, type Database, type WorkRow } from '@art/db';
import { HIDDEN_WORK_STATE } from '@art/model';
import { parseId } from '@art/api-core';
import type { InputProblem } from './account';

/** A database or a transaction of it. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const visible = ne(works.workState, HIDDEN_WORK_STATE);

export const WORK_NOT_FOUND: InputProblem = { ok: false, code: 'workNotFound' };
export const ARTIST_NOT_FOUND: InputProblem = { ok: false, code: 'artistNotFound' };

/** The id of a work that is shown (exists and is not `Desactivada`), from a caller's `ID`; null otherwise. */
export async function visibleWorkId(db: Executor, value: string): Promise<number | null> {
  const id = parseId(value);
  if (id === null) return null;
  const [row] = await db
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.id, id), visible))
    .limit(1);
  return row ? row.id : null;
}

/** Whether a work of this id exists, shown or not. */
export async function workExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: works.id }).from(works).where(eq(works.id, id)).limit(1);
  return row !== undefined;
}

/** The catalogue artist of a caller's `ID`, or undefined (malformed or unknown). */
export async function findArtistById(db: Executor, value: string): Promise<ArtistRow | undefined> {
  const id = parseId(value);
  if (id === null) return undefined;
  const [row] = await db.select().from(artists).where(eq(artists.id, id)).limit(1);
  return row;
}

/** Saves a work as a favourite; an unknown or hidden work is refused. */
export async function addFavouriteWork(
  db: Database,
  userId: string,
  workIdValue: string,
): Promise<InputProblem | null> {
  const workId = await visibleWorkId(db, workIdValue);
  if (workId === null) return WORK_NOT_FOUND;
  await db.insert(favouriteWorks).values({ userId, workId }).onConflictDoNothing();
  return null;
}

/** Removes a favourite; a work that was not saved is fine, one that does not exist is refused. */
export async function removeFavouriteWork(
  db: Database,
  userId: string,
  workIdValue: string,
): Promise<InputProblem | null> {
  const workId = parseId(workIdValue);
  if (workId === null) return WORK_NOT_FOUND;
  const removed = await db
    .delete(favouriteWorks)
    .where(and(eq(favouriteWorks.userId, userId), eq(favouriteWorks.workId, workId)))
    .returning({ workId: favouriteWorks.workId });
  if (removed.length === 0 && !(await workExists(db, workId))) return WORK_NOT_FOUND;
  return null;
}

/** Follows a catalogue artist; an unknown one is refused. */
export async function followArtist(db: Database, userId: string, artistIdValue: string): Promise<InputProblem | null> {
  const artist = await findArtistById(db, artistIdValue);
  if (!artist) return ARTIST_NOT_FOUND;
  await db.insert(followedArtists).values({ userId, artistId: artist.id }).onConflictDoNothing();
  return null;
}

/** Stops following an artist; one not followed is fine, an unknown one is refused. */
export async function unfollowArtist(
  db: Database,
  userId: string,
  artistIdValue: string,
): Promise<InputProblem | null> {
  const artistId = parseId(artistIdValue);
  if (artistId === null) return ARTIST_NOT_FOUND;
  const removed = await db
    .delete(followedArtists)
    .where(and(eq(followedArtists.userId, userId), eq(followedArtists.artistId, artistId)))
    .returning({ artistId: followedArtists.artistId });
  if (removed.length === 0) {
    const [artist] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, artistId)).limit(1);
    if (!artist) return ARTIST_NOT_FOUND;
  }
  return null;
}

/** A user's favourite works that are shown, the latest saved first (index `favourite_works_user_newest_idx`). */
export async function listFavouriteWorks(db: Database, userId: string): Promise<WorkRow[]> {
  const rows = await db
    .select({ work: works })
    .from(favouriteWorks)
    .innerJoin(works, eq(works.id, favouriteWorks.workId))
    .where(and(eq(favouriteWorks.userId, userId), visible))
    .orderBy(sql`${favouriteWorks.createdAt} desc nulls last`, sql`${favouriteWorks.workId} desc nulls last`);
  return rows.map((r) => r.work);
}

/** The artists a user follows, the latest followed first (index `followed_artists_user_newest_idx`). */
export async function listFollowedArtists(db: Database, userId: string): Promise<ArtistRow[]> {
  const rows = await db
    .select({ artist: artists })
    .from(followedArtists)
    .innerJoin(artists, eq(artists.id, followedArtists.artistId))
    .where(eq(followedArtists.userId, userId))
    .orderBy(sql`${followedArtists.createdAt} desc nulls last`, sql`${followedArtists.artistId} desc nulls last`);
  return rows.map((r) => r.artist);
}
