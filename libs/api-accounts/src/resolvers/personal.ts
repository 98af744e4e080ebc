import { checkPassword } from '@art/auth';
import type { UserRow } from '@art/db';
import { deleteAccountForm, pick } from '@art/model';
import { href } from '@art/routing';
import { catalogueLoaders } from '@art/api-catalogue';
import {
  securityEvent,
  clearedSessionCookie,
  errorMessage,
  type GraphQLContext,
  parseId,
  checkInput,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { checkAddress, addAddress, fullAddress, listAddresses, removeAddress } from '../services/addresses';
import { addArtistTag, addNewArtistTag, ARTIST_TAGS_MAX, listArtistTags } from '../services/artist-tags';
import { checkProfile, deleteUser, updateProfile, type AccountEraser, type InputProblem } from '../services/account';
import {
  addWorkToCollection,
  createCollection,
  deleteCollection,
  findPublicCollection,
  listCollections,
  removeWorkFromCollection,
  renameCollection,
  setCollectionPublic,
  type CollectionChange,
} from '../services/collections';
import {
  addFavouriteWork,
  followArtist,
  listFavouriteWorks,
  listFollowedArtists,
  removeFavouriteWork,
  unfollowArtist,
} from '../services/favourites';

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

const LOGIN_REQUIRED: InputProblem = { ok: false, code: 'loginRequired' };

/** `OK: false` with the translated reason; no user. */
const refused = (ctx: GraphQLContext, problem: InputProblem) => ({
  OK: false,
  error: errorMessage(ctx.lang, problem.code, problem.params),
  me: null,
});

/** What a change to the profile, its lists or its addresses answers: the problem, or OK with the user. */
async function profileResult(ctx: GraphQLContext, change: (user: UserRow) => Promise<InputProblem | null>) {
  const user = ctx.user;
  if (!user) return refused(ctx, LOGIN_REQUIRED);
  const problem = await change(user);
  return problem ? refused(ctx, problem) : { OK: true, error: null, me: user };
}

/** What a change to a collection answers: the problem, or OK with the collection and the user. */
async function collectionResult(ctx: GraphQLContext, change: (user: UserRow) => Promise<CollectionChange>) {
  const user = ctx.user;
  if (!user) return { ...refused(ctx, LOGIN_REQUIRED), collection: null };
  const outcome = await change(user);
  if (!outcome.ok) return { ...refused(ctx, outcome), collection: null };
  return { OK: true, error: null, collection: outcome.collection, me: user };
}

/**
 * Whether `password` is the user's own, for a change that needs it (deleting the account): the problem, or null.
 * Checked through the password budget (`ctx.passwords`): wrong passwords count with login's failures for the
 * account, so its locks stop guessing here as they do at login, and the right one clears them; the request's,
 * the address's and the process's limits of scrypt computations apply as to any check.
 */
async function ownPasswordProblem(
  ctx: GraphQLContext,
  user: UserRow,
  password: string | null | undefined,
): Promise<InputProblem | null> {
  const checked = checkInput(deleteAccountForm, { password });
  if (!checked.ok) return checked;
  // No account has a password over the policy's length: refused without hashing a megabyte.
  const typed = checked.value.password;
  if (checkPassword(typed) === 'tooLong') return { ok: false, code: 'deleteAccountWrongPassword' };
  const outcome = await ctx.passwords.verify(
    { email: user.email, operation: 'deleteAccount' },
    typed,
    user.passwordHash,
  );
  if (!outcome.ok) return outcome;
  return outcome.value ? null : { ok: false, code: 'deleteAccountWrongPassword' };
}

/** A list of the caller's own: empty for any other user, whatever reached this resolver. */
function ownList<Item>(user: UserRow, ctx: GraphQLContext, list: () => Promise<Item[]>): Promise<Item[]> | Item[] {
  return ctx.user?.id === user.id ? list() : [];
}

/**
 * What a user keeps in their account: favourite works, followed artists, the artists they own works by (tags),
 * collections and addresses; the profile's change and the account's deletion; public collections.
 *
 * - Every mutation and list reads the user from `ctx.user` only (the request's session); without one, mutations
 *   answer `OK: false` with the translated `loginRequired` (and `me` is null, so its lists are unreachable).
 * - Bad input answers `OK: false` with the translated reason, never a GraphQL error, and changes nothing; every check
 *   of what was sent runs before anything is written (see the services).
 * - Ids of another user's collection or address answer what an unknown id does: not found, nothing changed.
 * - Deleting the account needs its password, checked like login's and counted with its failures.
 * - Lists are read in one query each; the works of collections through the per-request `worksOfCollection` loader
 *   and every work's artist through `artist`, so nested lists cost a fixed number of queries.
 */
/**
 * The personal space's resolvers. `erasers` are what the other domains erase of an account being deleted, before it
 * goes (commerce keeps its orders without personal data): the composition passes them, so accounts imports no domain
 * above it (decision 042).
 */
export function createPersonalResolvers(erasers: readonly AccountEraser[]): Resolvers {
  return {
    Query: {
      publicCollection: (_parent, args, ctx) => findPublicCollection(ctx.db, args.userEmail, args.collectionId),
    },
    Mutation: {
      updateProfile: async (_parent, args, ctx) => {
        const user = ctx.user;
        if (!user) return refused(ctx, LOGIN_REQUIRED);
        const checked = checkProfile(args.profile);
        if (!checked.ok) return refused(ctx, checked);
        const toDelete = args.artistsToDelete ?? [];
        if (toDelete.length > ARTIST_TAGS_MAX) {
          return refused(ctx, { ok: false, code: 'artistTagsToDeleteTooMany', params: { max: ARTIST_TAGS_MAX } });
        }
        // Malformed ids can name no tag: left out before SQL, like other users' ids, which match nothing.
        const tagIds = toDelete.map(parseId).filter((id): id is number => id !== null);
        const updated = await updateProfile(ctx.db, user.id, checked.changes, tagIds);
        if (!updated) return refused(ctx, LOGIN_REQUIRED);
        ctx.user = updated;
        return { OK: true, error: null, me: updated };
      },

      addAddress: (_parent, args, ctx) =>
        profileResult(ctx, async (user) => {
          const checked = checkAddress(args.address);
          return checked.ok ? addAddress(ctx.db, user.id, checked.address) : checked;
        }),
      removeAddress: (_parent, args, ctx) => profileResult(ctx, (user) => removeAddress(ctx.db, user.id, args.id)),

      deleteAccount: async (_parent, args, ctx) => {
        const user = ctx.user;
        if (!user) return { OK: false, error: errorMessage(ctx.lang, 'loginRequired') };
        const problem = await ownPasswordProblem(ctx, user, args.password);
        if (problem) return { OK: false, error: errorMessage(ctx.lang, problem.code, problem.params) };
        try {
          await deleteUser(ctx.db, user.id, erasers);
        } catch (error) {
          ctx.log.error(`the account of user ${user.id} could not be deleted: ${describeError(error)}`);
          return { OK: false, error: errorMessage(ctx.lang, 'deleteAccountFailed') };
        }
        securityEvent(ctx.log, 'security.account_deleted', { userId: user.id, client: ctx.clientIp });
        // The sessions went with the user; later operations of this request see nobody logged in.
        ctx.user = null;
        ctx.session = null;
        ctx.setCookie(clearedSessionCookie(ctx.config));
        return { OK: true, error: null };
      },

      addArtistTag: (_parent, args, ctx) => profileResult(ctx, (user) => addArtistTag(ctx.db, user.id, args.id)),
      addNewArtistTag: (_parent, args, ctx) =>
        profileResult(ctx, (user) => addNewArtistTag(ctx.db, user.id, args.name)),
      addFavouriteWork: (_parent, args, ctx) =>
        profileResult(ctx, (user) => addFavouriteWork(ctx.db, user.id, args.workId)),
      removeFavouriteWork: (_parent, args, ctx) =>
        profileResult(ctx, (user) => removeFavouriteWork(ctx.db, user.id, args.workId)),
      followArtist: (_parent, args, ctx) => profileResult(ctx, (user) => followArtist(ctx.db, user.id, args.artistId)),
      unfollowArtist: (_parent, args, ctx) =>
        profileResult(ctx, (user) => unfollowArtist(ctx.db, user.id, args.artistId)),

      createCollection: (_parent, args, ctx) =>
        collectionResult(ctx, (user) => createCollection(ctx.db, user, args.title, args.workId)),
      renameCollection: (_parent, args, ctx) =>
        collectionResult(ctx, (user) => renameCollection(ctx.db, user, args.collectionId, args.title)),
      setCollectionPublic: (_parent, args, ctx) =>
        collectionResult(ctx, (user) => setCollectionPublic(ctx.db, user, args.collectionId, args.public)),
      addWorkToCollection: (_parent, args, ctx) =>
        collectionResult(ctx, (user) => addWorkToCollection(ctx.db, user, args.collectionId, args.workId)),
      removeWorkFromCollection: (_parent, args, ctx) =>
        collectionResult(ctx, (user) => removeWorkFromCollection(ctx.db, user, args.collectionId, args.workId)),
      deleteCollection: (_parent, args, ctx) =>
        profileResult(ctx, (user) => deleteCollection(ctx.db, user.id, args.collectionId)),
    },
    Me: {
      artistsCollection: (user, _args, ctx) => ownList(user, ctx, () => listArtistTags(ctx.db, user.id)),
      artists: (user, _args, ctx) => ownList(user, ctx, () => listFollowedArtists(ctx.db, user.id)),
      works: (user, _args, ctx) => ownList(user, ctx, () => listFavouriteWorks(ctx.db, user.id)),
      collections: (user, _args, ctx) => ownList(user, ctx, () => listCollections(ctx.db, user)),
      shippingAddresses: (user, _args, ctx) => ownList(user, ctx, () => listAddresses(ctx.db, user.id)),
    },
    Collection: {
      id: (c) => String(c.id),
      owner: (c) => `${c.owner.name} ${c.owner.surname}`.trim(),
      url: (c, _args, { lang }) =>
        c.public ? href('user-collection', { userEmail: c.owner.email, collectionId: c.id }, lang) : null,
      works: (c, _args, ctx) => catalogueLoaders(ctx).worksOfCollection.load(c.id),
    },
    Address: {
      id: (a) => String(a.id),
      country: (a, _args, { lang }) => pick(lang, a.countryNameEs, a.countryNameEn),
      fullAddress: (a, _args, { lang }) => fullAddress(a, lang),
      CACode: (a) => a.caCode,
    },
  };
}
