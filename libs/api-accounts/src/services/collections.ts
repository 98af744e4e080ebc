/**
 * Collections: named lists of works a user keeps, private until made public; a public one is opened by anyone by its
 * owner's e-mail and its id (§2 "Public collection of a user").
 *
 * Every change names the collection by id and matches it together with the caller's user id, so another user's
 * collection answers exactly what an unknown one does (`collectionNotFound`): nobody learns that it exists. Ids that
 * are not well-formed database ids are refused before any SQL runs. At most `COLLECTIONS_MAX` collections per user
 * (counted under a lock of the user's row) and `COLLECTION_WORKS_MAX` works per collection (under a lock of the
 * collection's row), so two requests at once cannot pass a limit. Two collections of one user never share a title,
 * case aside: checked under the same lock of the user's row when creating and renaming.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { collections, collectionWorks, users, type CollectionRow, type Database, type UserRow } from '@art/db';
import { COLLECTION_TITLE_MAX, EMAIL_MAX_LENGTH, collectionForm } from '@art/model';
import { parseId, checkInput } from '@art/api-core';
import { lockUser, type InputProblem } from './account';
import { WORK_NOT_FOUND, visibleWorkId, workExists } from './favourites';

/** Most collections a user keeps. */
export const COLLECTIONS_MAX = 50;
/** Most works in one collection. */
export const COLLECTION_WORKS_MAX = 500;
/** Longest collection title, in characters (`@art/model`, where the title's schema is). */
export { COLLECTION_TITLE_MAX };

/** The owner's fields a collection shows: the name on its page, the e-mail in its address. */
export type CollectionOwner = Pick<UserRow, 'name' | 'surname' | 'email'>;

/** A collection as resolvers receive it: its row and its owner. */
export type CollectionNode = CollectionRow & { owner: CollectionOwner };

const NOT_FOUND: InputProblem = { ok: false, code: 'collectionNotFound' };
const LOGIN_REQUIRED: InputProblem = { ok: false, code: 'loginRequired' };
const TITLE_TAKEN: InputProblem = { ok: false, code: 'collectionTitleTaken' };

/** The outcome of a change to one collection: the collection as it now is, or the problem. */
export type CollectionChange = { ok: true; collection: CollectionNode } | InputProblem;

/** A database or a transaction of it. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * A title as collections take it, by its schema (`collectionForm` of `@art/model`): cleaned to one line, required,
 * at most 80 characters, no `<` or `>`.
 */
export function checkCollectionTitle(value: string): { ok: true; title: string } | InputProblem {
  const checked = checkInput(collectionForm, { title: value });
  return checked.ok ? { ok: true, title: checked.value.title } : checked;
}

const withOwner = (row: CollectionRow, owner: CollectionOwner): CollectionNode => ({ ...row, owner });

/** A title as two titles are compared: case aside (in JavaScript, since the database's `lower` may know ASCII only). */
const titleKey = (title: string) => title.normalize('NFC').toLowerCase();

/**
 * Whether another of the user's collections (not `except`) has this title, case aside. Run under the lock of the
 * user's row (`lockUser`), so two requests at once cannot both take a title; a user has at most 50 collections.
 */
async function titleTaken(tx: Executor, userId: string, title: string, except?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: collections.id, title: collections.title })
    .from(collections)
    .where(eq(collections.userId, userId));
  const wanted = titleKey(title);
  return rows.some((row) => row.id !== except && titleKey(row.title) === wanted);
}

/** A user's collections, the latest created first (index `collections_user_newest_idx`). */
export async function listCollections(db: Database, owner: UserRow): Promise<CollectionNode[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(eq(collections.userId, owner.id))
    .orderBy(sql`${collections.createdAt} desc nulls last`, sql`${collections.id} desc nulls last`);
  return rows.map((row) => withOwner(row, owner));
}

/** The user's own collection of this id, locked until the end of the transaction when asked; undefined otherwise. */
async function ownCollection(
  db: Executor,
  userId: string,
  id: number,
  lock = false,
): Promise<CollectionRow | undefined> {
  const query = db
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Creates a private collection, with `workIdValue` as its first work when given (it must be shown). Checks the title
 * and the work before the limit of 50 collections, then that no other collection of the user has the title.
 */
export async function createCollection(
  db: Database,
  owner: UserRow,
  titleValue: string,
  workIdValue: string | null | undefined,
): Promise<CollectionChange> {
  const title = checkCollectionTitle(titleValue);
  if (!title.ok) return title;
  let workId: number | null = null;
  if (workIdValue !== null && workIdValue !== undefined) {
    workId = await visibleWorkId(db, workIdValue);
    if (workId === null) return WORK_NOT_FOUND;
  }
  return db.transaction(async (tx): Promise<CollectionChange> => {
    if (!(await lockUser(tx, owner.id))) return LOGIN_REQUIRED;
    const [owned] = await tx.select({ n: count() }).from(collections).where(eq(collections.userId, owner.id));
    if ((owned?.n ?? 0) >= COLLECTIONS_MAX)
      return { ok: false, code: 'collectionsTooMany', params: { max: COLLECTIONS_MAX } };
    if (await titleTaken(tx, owner.id, title.title)) return TITLE_TAKEN;
    const [row] = await tx.insert(collections).values({ userId: owner.id, title: title.title }).returning();
    if (!row) throw new Error('The collection was not stored.');
    if (workId !== null) await tx.insert(collectionWorks).values({ collectionId: row.id, workId });
    return { ok: true, collection: withOwner(row, owner) };
  });
}

/** Changes columns of the user's own collection (and its `updated_at`); not found for anyone else's. */
async function updateOwn(
  db: Executor,
  owner: UserRow,
  id: number,
  changes: Partial<Pick<CollectionRow, 'title' | 'public'>>,
): Promise<CollectionChange> {
  const [row] = await db
    .update(collections)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(collections.id, id), eq(collections.userId, owner.id)))
    .returning();
  return row ? { ok: true, collection: withOwner(row, owner) } : NOT_FOUND;
}

/** Renames one of the user's collections; another of theirs with the title (case aside) refuses it. */
export async function renameCollection(
  db: Database,
  owner: UserRow,
  idValue: string,
  titleValue: string,
): Promise<CollectionChange> {
  const id = parseId(idValue);
  if (id === null) return NOT_FOUND;
  const title = checkCollectionTitle(titleValue);
  if (!title.ok) return title;
  return db.transaction(async (tx): Promise<CollectionChange> => {
    if (!(await lockUser(tx, owner.id))) return LOGIN_REQUIRED;
    if (!(await ownCollection(tx, owner.id, id))) return NOT_FOUND;
    if (await titleTaken(tx, owner.id, title.title, id)) return TITLE_TAKEN;
    return updateOwn(tx, owner, id, { title: title.title });
  });
}

/** Makes one of the user's collections public or private. */
export async function setCollectionPublic(
  db: Database,
  owner: UserRow,
  idValue: string,
  isPublic: boolean,
): Promise<CollectionChange> {
  const id = parseId(idValue);
  if (id === null) return NOT_FOUND;
  return updateOwn(db, owner, id, { public: isPublic });
}

/**
 * Adds a shown work to one of the user's collections; a work already there stays once (not an error, even in a full
 * collection). A collection with 500 works takes no other.
 */
export async function addWorkToCollection(
  db: Database,
  owner: UserRow,
  idValue: string,
  workIdValue: string,
): Promise<CollectionChange> {
  const id = parseId(idValue);
  if (id === null) return NOT_FOUND;
  if (parseId(workIdValue) === null) return WORK_NOT_FOUND;
  return db.transaction(async (tx): Promise<CollectionChange> => {
    const collection = await ownCollection(tx, owner.id, id, true);
    if (!collection) return NOT_FOUND;
    const workId = await visibleWorkId(tx, workIdValue);
    if (workId === null) return WORK_NOT_FOUND;
    const [present] = await tx
      .select({ workId: collectionWorks.workId })
      .from(collectionWorks)
      .where(and(eq(collectionWorks.collectionId, id), eq(collectionWorks.workId, workId)));
    if (present) return { ok: true, collection: withOwner(collection, owner) };
    const [held] = await tx.select({ n: count() }).from(collectionWorks).where(eq(collectionWorks.collectionId, id));
    if ((held?.n ?? 0) >= COLLECTION_WORKS_MAX) {
      return { ok: false, code: 'collectionWorksTooMany', params: { max: COLLECTION_WORKS_MAX } };
    }
    await tx.insert(collectionWorks).values({ collectionId: id, workId }).onConflictDoNothing();
    return updateOwn(tx, owner, id, {});
  });
}

/** Removes a work from one of the user's collections; a work that was not in it is fine, one that does not exist is not. */
export async function removeWorkFromCollection(
  db: Database,
  owner: UserRow,
  idValue: string,
  workIdValue: string,
): Promise<CollectionChange> {
  const id = parseId(idValue);
  if (id === null) return NOT_FOUND;
  const workId = parseId(workIdValue);
  if (workId === null) return WORK_NOT_FOUND;
  return db.transaction(async (tx): Promise<CollectionChange> => {
    const collection = await ownCollection(tx, owner.id, id);
    if (!collection) return NOT_FOUND;
    const removed = await tx
      .delete(collectionWorks)
      .where(and(eq(collectionWorks.collectionId, id), eq(collectionWorks.workId, workId)))
      .returning({ workId: collectionWorks.workId });
    if (removed.length > 0) return updateOwn(tx, owner, id, {});
    return (await workExists(tx, workId)) ? { ok: true, collection: withOwner(collection, owner) } : WORK_NOT_FOUND;
  });
}

/** Deletes one of the user's collections (its works list goes with it). */
export async function deleteCollection(db: Database, userId: string, idValue: string): Promise<InputProblem | null> {
  const id = parseId(idValue);
  if (id === null) return NOT_FOUND;
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)))
    .returning({ id: collections.id });
  return deleted.length > 0 ? null : NOT_FOUND;
}

/**
 * A public collection by its owner's e-mail (case aside) and its id; null when it is private, unknown, not that
 * owner's, or either value is malformed.
 */
export async function findPublicCollection(
  db: Database,
  emailValue: string,
  idValue: string,
): Promise<CollectionNode | null> {
  const id = parseId(idValue);
  const email = emailValue.trim();
  // No e-mail holds a control character; a NUL byte would even make PostgreSQL fail the query.
  if (id === null || email === '' || email.length > EMAIL_MAX_LENGTH || /\p{Cc}/u.test(email)) return null;
  const [found] = await db
    .select({ collection: collections, owner: { name: users.name, surname: users.surname, email: users.email } })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.userId))
    .where(and(eq(collections.id, id), eq(collections.public, true), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return found ? withOwner(found.collection, found.owner) : null;
}
