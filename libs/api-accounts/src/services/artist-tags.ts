/**
 * The artists a collector owns works by (§3 Me.artistsCollection): tags naming a catalogue artist, or a name the
 * collector typed for an artist the catalogue does not have. A typed name equal to a catalogue artist's (case aside)
 * names that artist instead. One tag per artist, and per typed name whatever its case (unique indexes); adding one
 * again keeps the one there. At most `ARTIST_TAGS_MAX` tags per user, counted under a lock of the user's row.
 */
import { and, asc, count, desc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { artists, artistTags, type Database } from '@art/db';
import { matchesText } from '@art/api-catalogue';
import { characters, cleanLine } from '@art/api-core';
import { lockUser, type InputProblem } from './account';
import { ARTIST_NOT_FOUND, findArtistById } from './favourites';

/** Most artist tags a user keeps. */
export const ARTIST_TAGS_MAX = 100;
/** Longest typed artist name, in characters. */
export const ARTIST_TAG_NAME_MAX = 100;

const LOGIN_REQUIRED: InputProblem = { ok: false, code: 'loginRequired' };

/** A user's artist tags, the latest added first: the tag's id (what `artistsToDelete` takes) and the artist's name. */
export async function listArtistTags(db: Database, userId: string): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: artistTags.id, name: sql<string>`coalesce(${artists.fullName}, ${artistTags.name})` })
    .from(artistTags)
    .leftJoin(artists, eq(artists.id, artistTags.artistId))
    .where(eq(artistTags.userId, userId))
    .orderBy(desc(artistTags.id));
  return rows.map((r) => ({ id: String(r.id), name: r.name }));
}

/**
 * Whether two names are the same whatever their case. Compared here rather than by PostgreSQL's `lower()`, which
 * folds only ASCII under the C locale (PGlite's); the query narrows the candidates with `f_unaccent` first.
 */
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `column`, unaccented and lower-cased, equals `name` so: the candidates of {@link sameName}. */
const unaccentedEquals = (column: AnyColumn, name: string) =>
  sql`lower(f_unaccent(${column})) = lower(f_unaccent(${name}))`;

/**
 * Adds a tag in a transaction holding the user's row: nothing when the user has it already, refused when they have
 * `ARTIST_TAGS_MAX` tags.
 */
async function addTag(
  db: Database,
  userId: string,
  tag: { artistId: number | null; name: string },
): Promise<InputProblem | null> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return LOGIN_REQUIRED;
    const same =
      tag.artistId === null
        ? (
            await tx
              .select({ name: artistTags.name })
              .from(artistTags)
              .where(
                and(
                  eq(artistTags.userId, userId),
                  isNull(artistTags.artistId),
                  unaccentedEquals(artistTags.name, tag.name),
                ),
              )
          ).some((row) => sameName(row.name, tag.name))
        : (
            await tx
              .select({ id: artistTags.id })
              .from(artistTags)
              .where(and(eq(artistTags.userId, userId), eq(artistTags.artistId, tag.artistId)))
          ).length > 0;
    if (same) return null;
    const [tags] = await tx.select({ n: count() }).from(artistTags).where(eq(artistTags.userId, userId));
    if ((tags?.n ?? 0) >= ARTIST_TAGS_MAX)
      return { ok: false, code: 'artistTagsTooMany', params: { max: ARTIST_TAGS_MAX } };
    await tx.insert(artistTags).values({ userId, artistId: tag.artistId, name: tag.name }).onConflictDoNothing();
    return null;
  });
}

/** Tags a catalogue artist by id; an unknown id is refused. */
export async function addArtistTag(db: Database, userId: string, artistIdValue: string): Promise<InputProblem | null> {
  const artist = await findArtistById(db, artistIdValue);
  if (!artist) return ARTIST_NOT_FOUND;
  return addTag(db, userId, { artistId: artist.id, name: artist.fullName });
}

/**
 * Tags an artist by a typed name (cleaned to one line; required, at most 100 characters, no `<` or `>`): the catalogue
 * artist of that name when there is one (case aside; the first by id), otherwise the name itself.
 */
export async function addNewArtistTag(db: Database, userId: string, nameValue: string): Promise<InputProblem | null> {
  const name = cleanLine(nameValue);
  if (name === '') return { ok: false, code: 'artistTagNameRequired' };
  if (characters(name) > ARTIST_TAG_NAME_MAX)
    return { ok: false, code: 'artistTagNameTooLong', params: { max: ARTIST_TAG_NAME_MAX } };
  if (/[<>]/.test(name)) return { ok: false, code: 'artistTagNameInvalid' };
  const candidates = await db
    .select({ id: artists.id, name: artists.fullName })
    .from(artists)
    // The trigram index of `search_text` finds the candidates; the comparisons pick the artist.
    .where(and(matchesText(artists.searchText, name), unaccentedEquals(artists.fullName, name)))
    .orderBy(asc(artists.id));
  const artist = candidates.find((candidate) => sameName(candidate.name, name));
  return addTag(db, userId, artist ? { artistId: artist.id, name: artist.name } : { artistId: null, name });
}
