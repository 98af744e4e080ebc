import { asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { createToken } from '@art/auth';
import {
  addresses,
  artists,
  artistTags,
  collections,
  collectionWorks,
  favouriteWorks,
  followedArtists,
  passwordResets,
  sessions,
  users,
  works,
} from '@art/db';
import { HIDDEN_WORK_STATE, LANGUAGES, type Language } from '@art/model';
import { DEMO_ACCOUNTS, TYPED_ARTIST_NAME } from '@art/seed';
import {
  casesFor,
  errorMessage,
  openSession,
  recordingLogger,
  testBackends,
  type ErrorCode,
  type TestApi,
} from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

/** Passwords here are hashed at a low scrypt cost, as in the account tests. */
const TEST_HASHING = { logN: 10 };
const PASSWORD = 'Azul-Cobalto-1977';
const CLEARED_COOKIE = 'o_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax';

const SIGN_UP = `mutation SignUp($user: SignUpInput!) { signUp(user: $user) { OK error token me { id email } } }`;
const ADDRESS_FIELDS =
  'id fullAddress floor route postalCode locality province country countryCode aditionalInfo fiscalName fiscalDocument CACode';
const COLLECTION_FIELDS = 'id title public owner url works { id slug }';
const ME_LISTS = `query MeLists { me {
  id
  artistsCollection { id name }
  artists { id fullName }
  works { id slug }
  collections { ${COLLECTION_FIELDS} }
  shippingAddresses { ${ADDRESS_FIELDS} }
} }`;
const PROFILE_FIELDS =
  'id name surname fullName email phone prefix profession priceRange newsletter artistsCollection { id name }';

const UPDATE_PROFILE = `mutation UpdateProfile($profile: ProfileInput!, $artistsToDelete: [String!]) {
  updateProfile(profile: $profile, artistsToDelete: $artistsToDelete) { OK error me { ${PROFILE_FIELDS} } }
}`;
const ADD_ADDRESS = `mutation AddAddress($address: AddressInput!) {
  addAddress(address: $address) { OK error me { shippingAddresses { ${ADDRESS_FIELDS} } } }
}`;
const REMOVE_ADDRESS =
  'mutation RemoveAddress($id: ID!) { removeAddress(id: $id) { OK error me { shippingAddresses { id } } } }';
const DELETE_ACCOUNT = 'mutation DeleteAccount($password: String) { deleteAccount(password: $password) { OK error } }';
const ADD_ARTIST_TAG =
  'mutation AddArtistTag($id: ID!) { addArtistTag(id: $id) { OK error me { artistsCollection { id name } } } }';
const ADD_NEW_ARTIST_TAG =
  'mutation AddNewArtistTag($name: String!) { addNewArtistTag(name: $name) { OK error me { artistsCollection { id name } } } }';
const ADD_FAVOURITE =
  'mutation AddFavouriteWork($workId: ID!) { addFavouriteWork(workId: $workId) { OK error me { works { id } } } }';
const REMOVE_FAVOURITE =
  'mutation RemoveFavouriteWork($workId: ID!) { removeFavouriteWork(workId: $workId) { OK error me { works { id } } } }';
const FOLLOW =
  'mutation FollowArtist($artistId: ID!) { followArtist(artistId: $artistId) { OK error me { artists { id } } } }';
const UNFOLLOW =
  'mutation UnfollowArtist($artistId: ID!) { unfollowArtist(artistId: $artistId) { OK error me { artists { id } } } }';
const CREATE_COLLECTION = `mutation CreateCollection($title: String!, $workId: ID) {
  createCollection(title: $title, workId: $workId) { OK error collection { ${COLLECTION_FIELDS} } me { collections { id } } }
}`;
const RENAME_COLLECTION = `mutation RenameCollection($collectionId: ID!, $title: String!) {
  renameCollection(collectionId: $collectionId, title: $title) { OK error collection { ${COLLECTION_FIELDS} } me { id } }
}`;
const SET_PUBLIC = `mutation SetCollectionPublic($collectionId: ID!, $public: Boolean!) {
  setCollectionPublic(collectionId: $collectionId, public: $public) { OK error collection { ${COLLECTION_FIELDS} } me { id } }
}`;
const ADD_WORK = `mutation AddWorkToCollection($collectionId: ID!, $workId: ID!) {
  addWorkToCollection(collectionId: $collectionId, workId: $workId) { OK error collection { ${COLLECTION_FIELDS} } me { id } }
}`;
const REMOVE_WORK = `mutation RemoveWorkFromCollection($collectionId: ID!, $workId: ID!) {
  removeWorkFromCollection(collectionId: $collectionId, workId: $workId) { OK error collection { ${COLLECTION_FIELDS} } me { id } }
}`;
const DELETE_COLLECTION =
  'mutation DeleteCollection($collectionId: ID!) { deleteCollection(collectionId: $collectionId) { OK error me { collections { id } } } }';
const PUBLIC_COLLECTION = `query PublicCollection($userEmail: String!, $collectionId: ID!) {
  publicCollection(userEmail: $userEmail, collectionId: $collectionId) { id title public owner url works { id slug artist { fullName } } }
}`;
const TAGS_BY_TEXT = 'query ArtistTags($text: String!) { getArtistsTagsByText(text: $text) { id name } }';

interface Result {
  OK: boolean;
  error: string | null;
  me?: Record<string, unknown> | null;
  collection?: CollectionNode | null;
}
interface CollectionNode {
  id: string;
  title: string;
  public: boolean;
  owner: string;
  url: string | null;
  works: { id: string; slug: string }[];
}
interface AddressNode {
  id: string;
  fullAddress: string;
  floor: string | null;
  route: string;
  postalCode: string;
  locality: string;
  province: string;
  country: string;
  countryCode: string;
  aditionalInfo: string | null;
  fiscalName: string | null;
  fiscalDocument: string | null;
  CACode: string | null;
}
interface MeLists {
  id: string;
  artistsCollection: { id: string; name: string }[];
  artists: { id: string; fullName: string }[];
  works: { id: string; slug: string }[];
  collections: CollectionNode[];
  shippingAddresses: AddressNode[];
}

/** A signed-up user with their session. */
interface User {
  id: string;
  email: string;
  token: string;
  name: string;
  surname: string;
}

/** The operations that take input, with valid-looking arguments: each needs a session. */
const EVERY_MUTATION: [string, string, Record<string, unknown>][] = [
  ['updateProfile', UPDATE_PROFILE, { profile: { name: 'Ana', surname: 'López' } }],
  [
    'addAddress',
    ADD_ADDRESS,
    {
      address: {
        route: 'Calle Mayor 1',
        postalCode: '28013',
        locality: 'Madrid',
        province: 'Madrid',
        countryCode: 'ES',
      },
    },
  ],
  ['removeAddress', REMOVE_ADDRESS, { id: '1' }],
  ['deleteAccount', DELETE_ACCOUNT, { password: PASSWORD }],
  ['addArtistTag', ADD_ARTIST_TAG, { id: '1' }],
  ['addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'Colectivo Ejemplo' }],
  ['addFavouriteWork', ADD_FAVOURITE, { workId: '1' }],
  ['removeFavouriteWork', REMOVE_FAVOURITE, { workId: '1' }],
  ['followArtist', FOLLOW, { artistId: '1' }],
  ['unfollowArtist', UNFOLLOW, { artistId: '1' }],
  ['createCollection', CREATE_COLLECTION, { title: 'Nueva', workId: '1' }],
  ['renameCollection', RENAME_COLLECTION, { collectionId: '1', title: 'Otra' }],
  ['setCollectionPublic', SET_PUBLIC, { collectionId: '1', public: true }],
  ['addWorkToCollection', ADD_WORK, { collectionId: '1', workId: '1' }],
  ['removeWorkFromCollection', REMOVE_WORK, { collectionId: '1', workId: '1' }],
  ['deleteCollection', DELETE_COLLECTION, { collectionId: '1' }],
];

/** Ids no row can have, in every hostile shape: each must be refused before SQL, never as a cast error. */
const BAD_IDS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  ' ',
  '',
  '99999999999',
  '2147483648',
  "1' OR '1'='1",
  '1; DROP TABLE works; --',
  '<b>1</b>',
  '١٢',
  '1'.repeat(5000),
];

let accounts = 0;
const nextEmail = () => `coleccionista.${++accounts}@galeria-ejemplo.es`;

describe.each(testBackends('engine'))('personal data on %s', (backend) => {
  // On both engines: two requests racing for one collection title. The other cases are the same SQL on either, run
  // once.
  const once = casesFor(backend, 'any');
  let api: TestApi;
  const queries: string[] = [];
  /** Ids of works that are shown, oldest id first; a hidden (Desactivada) work; catalogue artists. */
  let shown: number[];
  let hidden: number;
  let catalogueArtists: { id: number; fullName: string }[];

  beforeAll(async () => {
    api = await createSeededTestApi(backend, {
      passwordHashing: TEST_HASHING,
      onQuery: (statement) => queries.push(statement),
    });
    const db = api.database.db;
    shown = (
      await db.select({ id: works.id }).from(works).where(ne(works.workState, HIDDEN_WORK_STATE)).orderBy(asc(works.id))
    ).map((w) => w.id);
    const [first] = await db
      .select({ id: works.id })
      .from(works)
      .where(eq(works.workState, HIDDEN_WORK_STATE))
      .limit(1);
    hidden = first?.id ?? 0;
    catalogueArtists = await db
      .select({ id: artists.id, fullName: artists.fullName })
      .from(artists)
      .orderBy(asc(artists.id));
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const work = (i: number) => String(shown[i]);
  const artist = (i: number) => catalogueArtists[i] ?? { id: 0, fullName: '' };

  const as = (user: User | null): Record<string, string> => (user ? { authorization: `Bearer ${user.token}` } : {});
  const call = <T = Record<string, Result>>(
    query: string,
    variables: Record<string, unknown>,
    user: User | null,
    lang: Language = 'es',
  ) => api.graphql<T>(query, variables, { lang, headers: as(user) });

  /** Runs a mutation and answers its result, failing on GraphQL errors. */
  async function mutate(
    name: string,
    query: string,
    variables: Record<string, unknown>,
    user: User | null,
    lang: Language = 'es',
  ): Promise<Result> {
    const body = await call(query, variables, user, lang);
    expect(body.errors).toBeUndefined();
    const result = body.data?.[name];
    if (!result) throw new Error(`No ${name} in ${JSON.stringify(body)}`);
    return result;
  }

  /** Signs a new account up. */
  async function signUp(change: { name?: string; surname?: string; email?: string } = {}): Promise<User> {
    const user = {
      name: 'Ana',
      surname: 'López Ruiz',
      email: nextEmail(),
      password: PASSWORD,
      acceptTerms: true,
      ...change,
    };
    const body = await api.graphql<{ signUp: { OK: boolean; token: string; me: { id: string } } }>(SIGN_UP, { user });
    expect(body.data?.signUp.OK).toBe(true);
    return {
      id: body.data?.signUp.me.id ?? '',
      email: user.email,
      token: body.data?.signUp.token ?? '',
      name: user.name,
      surname: user.surname,
    };
  }

  async function lists(user: User, lang: Language = 'es'): Promise<MeLists> {
    const body = await call<{ me: MeLists | null }>(ME_LISTS, {}, user, lang);
    expect(body.errors).toBeUndefined();
    if (!body.data?.me) throw new Error('No me');
    return body.data.me;
  }

  /** Everything a user keeps, to prove that a refused call changed nothing. */
  async function stateOf(userId: string) {
    const owned = await db().select({ id: collections.id }).from(collections).where(eq(collections.userId, userId));
    const ids = owned.map((c) => c.id);
    return {
      user: await db().select().from(users).where(eq(users.id, userId)),
      favourites: await db()
        .select()
        .from(favouriteWorks)
        .where(eq(favouriteWorks.userId, userId))
        .orderBy(asc(favouriteWorks.workId)),
      follows: await db()
        .select()
        .from(followedArtists)
        .where(eq(followedArtists.userId, userId))
        .orderBy(asc(followedArtists.artistId)),
      tags: await db().select().from(artistTags).where(eq(artistTags.userId, userId)).orderBy(asc(artistTags.id)),
      collections: await db()
        .select()
        .from(collections)
        .where(eq(collections.userId, userId))
        .orderBy(asc(collections.id)),
      collectionWorks:
        ids.length === 0
          ? []
          : await db()
              .select()
              .from(collectionWorks)
              .where(inArray(collectionWorks.collectionId, ids))
              .orderBy(asc(collectionWorks.collectionId), asc(collectionWorks.workId)),
      addresses: await db().select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    };
  }

  /**
   * A call refused in both languages with the translated reason, `me` (and `collection`) null, and nothing of the
   * user's (nor of `others`) changed.
   */
  async function expectRefused(
    name: string,
    query: string,
    variables: Record<string, unknown>,
    user: User | null,
    code: ErrorCode,
    params: Record<string, string | number> = {},
    others: User[] = [],
  ) {
    const watched = [...(user ? [user] : []), ...others];
    const before = await Promise.all(watched.map((u) => stateOf(u.id)));
    for (const lang of LANGUAGES) {
      const result = await mutate(name, query, variables, user, lang);
      expect(result).toMatchObject({ OK: false, error: errorMessage(lang, code, params) });
      if ('me' in result) expect(result.me).toBeNull();
      if ('collection' in result) expect(result.collection).toBeNull();
    }
    expect(await Promise.all(watched.map((u) => stateOf(u.id)))).toEqual(before);
  }

  /** A collection of the user's, made through the API. */
  async function collectionOf(user: User, title = 'Mi colección', workId?: string): Promise<CollectionNode> {
    const result = await mutate('createCollection', CREATE_COLLECTION, { title, workId }, user);
    expect(result.OK).toBe(true);
    if (!result.collection) throw new Error('No collection');
    return result.collection;
  }

  const ADDRESS = {
    route: 'Calle de Alcalá 42',
    floor: '3º B',
    postalCode: '28014',
    locality: 'Madrid',
    province: 'Madrid',
    countryCode: 'ES',
    aditionalInfo: 'Portero automático',
    fiscalName: 'Ana López Ruiz',
    fiscalDocument: '12345678Z',
    CACode: 'MD',
  };

  once.describe('without a session', () => {
    it.each(EVERY_MUTATION)(
      '%s answers "log in first", translated, and changes nothing',
      async (name, query, variables) => {
        const someone = await signUp();
        await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: work(0) }, someone);
        const before = await stateOf(someone.id);
        const logins: Record<string, string>[] = [
          {},
          { authorization: 'Bearer ' },
          { authorization: `Bearer ${'x'.repeat(43)}` },
          { cookie: "o_token=' OR 1=1 --" },
        ];
        for (const headers of logins) {
          for (const lang of LANGUAGES) {
            const body = await api.graphql<Record<string, Result>>(query, variables, { lang, headers });
            expect(body.errors).toBeUndefined();
            expect(body.data?.[name]).toMatchObject({ OK: false, error: errorMessage(lang, 'loginRequired') });
          }
        }
        expect(await stateOf(someone.id)).toEqual(before);
      },
    );

    it('has no me, so no lists', async () => {
      expect(await api.graphql(ME_LISTS)).toEqual({ data: { me: null } });
    });

    it('has translated "log in first" messages', () => {
      expect(errorMessage('es', 'loginRequired')).toBe('Inicia sesión para continuar.');
      expect(errorMessage('en', 'loginRequired')).toBe('Log in first.');
    });
  });

  once.describe('favourite works', () => {
    it('saves works, lists them latest first, keeps one row when saved twice, and removes them', async () => {
      const user = await signUp();
      for (const i of [0, 1, 2])
        expect((await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: work(i) }, user)).OK).toBe(true);
      const again = await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: ` ${work(0)} ` }, user);
      expect(again).toEqual({
        OK: true,
        error: null,
        me: { works: [{ id: work(2) }, { id: work(1) }, { id: work(0) }] },
      });
      expect(await db().select({ n: count() }).from(favouriteWorks).where(eq(favouriteWorks.userId, user.id))).toEqual([
        { n: 3 },
      ]);

      const removed = await mutate('removeFavouriteWork', REMOVE_FAVOURITE, { workId: work(1) }, user);
      expect(removed).toEqual({ OK: true, error: null, me: { works: [{ id: work(2) }, { id: work(0) }] } });
      // Removing what is not saved is fine.
      expect((await mutate('removeFavouriteWork', REMOVE_FAVOURITE, { workId: work(1) }, user)).OK).toBe(true);
      // An Int is a valid ID too.
      expect((await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: shown[3] }, user)).OK).toBe(true);
    });

    it('hides works that stop being shown, and shows them again when they come back', async () => {
      const user = await signUp();
      const target = shown[5] ?? 0;
      await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: String(target) }, user);
      const [row] = await db().select({ state: works.workState }).from(works).where(eq(works.id, target));
      try {
        await db().update(works).set({ workState: HIDDEN_WORK_STATE }).where(eq(works.id, target));
        expect((await lists(user)).works).toEqual([]);
      } finally {
        await db()
          .update(works)
          .set({ workState: row?.state ?? 'Disponible' })
          .where(eq(works.id, target));
      }
      expect((await lists(user)).works.map((w) => w.id)).toEqual([String(target)]);
    });

    it('refuses a Desactivada work, an unknown id and every malformed id, and changes nothing', async () => {
      const user = await signUp();
      await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: work(0) }, user);
      for (const workId of [String(hidden), '999999', ...BAD_IDS]) {
        await expectRefused('addFavouriteWork', ADD_FAVOURITE, { workId }, user, 'workNotFound');
      }
      for (const workId of ['999999', ...BAD_IDS]) {
        await expectRefused('removeFavouriteWork', REMOVE_FAVOURITE, { workId }, user, 'workNotFound');
      }
    });

    it.each([
      ['a missing id', 'mutation { addFavouriteWork { OK } }', {}],
      ['a boolean id', ADD_FAVOURITE, { workId: true }],
      ['an object id', ADD_FAVOURITE, { workId: { id: 1 } }],
      ['a fractional id', ADD_FAVOURITE, { workId: 1.5 }],
      ['a null id', ADD_FAVOURITE, { workId: null }],
    ])('answers %s with a GraphQL validation error', async (_, query, variables) => {
      const user = await signUp();
      const body = await call(query, variables, user);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/workId|ID/);
      expect((await stateOf(user.id)).favourites).toEqual([]);
    });
  });

  once.describe('followed artists', () => {
    it('follows artists, lists them latest first, keeps one row when followed twice, and unfollows', async () => {
      const user = await signUp();
      await mutate('followArtist', FOLLOW, { artistId: String(artist(0).id) }, user);
      await mutate('followArtist', FOLLOW, { artistId: String(artist(1).id) }, user);
      const again = await mutate('followArtist', FOLLOW, { artistId: String(artist(0).id) }, user);
      expect(again).toEqual({
        OK: true,
        error: null,
        me: { artists: [{ id: String(artist(1).id) }, { id: String(artist(0).id) }] },
      });
      expect((await lists(user)).artists).toEqual([
        { id: String(artist(1).id), fullName: artist(1).fullName },
        { id: String(artist(0).id), fullName: artist(0).fullName },
      ]);
      const unfollowed = await mutate('unfollowArtist', UNFOLLOW, { artistId: String(artist(1).id) }, user);
      expect(unfollowed.me).toEqual({ artists: [{ id: String(artist(0).id) }] });
      expect((await mutate('unfollowArtist', UNFOLLOW, { artistId: String(artist(1).id) }, user)).OK).toBe(true);
    });

    it('refuses unknown and malformed artist ids, and changes nothing', async () => {
      const user = await signUp();
      await mutate('followArtist', FOLLOW, { artistId: String(artist(0).id) }, user);
      for (const artistId of ['999999', ...BAD_IDS]) {
        await expectRefused('followArtist', FOLLOW, { artistId }, user, 'artistNotFound');
        await expectRefused('unfollowArtist', UNFOLLOW, { artistId }, user, 'artistNotFound');
      }
    });
  });

  once.describe('artists the collector owns (tags)', () => {
    it('adds catalogue artists by id and typed names, latest first, each once whatever its case', async () => {
      const user = await signUp();
      await mutate('addArtistTag', ADD_ARTIST_TAG, { id: String(artist(0).id) }, user);
      await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: '  Colectivo   Ñandú \n' }, user);
      await mutate('addArtistTag', ADD_ARTIST_TAG, { id: String(artist(0).id) }, user);
      await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'COLECTIVO ÑANDÚ' }, user);
      const result = await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'colectivo ñandú' }, user);
      const tags = await db()
        .select()
        .from(artistTags)
        .where(eq(artistTags.userId, user.id))
        .orderBy(asc(artistTags.id));
      expect(tags.map((t) => ({ artistId: t.artistId, name: t.name }))).toEqual([
        { artistId: artist(0).id, name: artist(0).fullName },
        { artistId: null, name: 'Colectivo Ñandú' },
      ]);
      expect(result).toEqual({
        OK: true,
        error: null,
        me: {
          artistsCollection: [
            { id: String(tags[1]?.id), name: 'Colectivo Ñandú' },
            { id: String(tags[0]?.id), name: artist(0).fullName },
          ],
        },
      });
    });

    it("links a typed name that is a catalogue artist's (case aside) to that artist", async () => {
      const user = await signUp();
      const { id, fullName } = artist(3);
      const shouted = fullName.toUpperCase();
      expect(shouted).not.toBe(fullName);
      await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: shouted }, user);
      await mutate('addArtistTag', ADD_ARTIST_TAG, { id: String(id) }, user);
      const tags = await db().select().from(artistTags).where(eq(artistTags.userId, user.id));
      expect(tags.map((t) => ({ artistId: t.artistId, name: t.name }))).toEqual([{ artistId: id, name: fullName }]);
      expect((await lists(user)).artistsCollection.map((t) => t.name)).toEqual([fullName]);
    });

    it('stores SQL-looking names verbatim as text', async () => {
      const user = await signUp();
      const name = "Robert'); DROP TABLE artist_tags;--";
      await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name }, user);
      expect((await lists(user)).artistsCollection.map((t) => t.name)).toEqual([name]);
    });

    it.each([
      ['an empty name', '', 'artistTagNameRequired', {}],
      ['a blank name', ' \n\t ', 'artistTagNameRequired', {}],
      ['a name of control characters', '\u0000\u0007', 'artistTagNameRequired', {}],
      ['a name of 101 characters', 'a'.repeat(101), 'artistTagNameTooLong', { max: 100 }],
      ['a huge name', 'a'.repeat(200_000), 'artistTagNameTooLong', { max: 100 }],
      ['HTML in the name', '<img src=x onerror=alert(1)>', 'artistTagNameInvalid', {}],
    ] as const)('refuses %s, translated, and stores nothing', async (_, name, code, params) => {
      const user = await signUp();
      await expectRefused('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name }, user, code, params);
    });

    it('refuses unknown and malformed catalogue ids', async () => {
      const user = await signUp();
      for (const id of ['999999', ...BAD_IDS])
        await expectRefused('addArtistTag', ADD_ARTIST_TAG, { id }, user, 'artistNotFound');
    });

    it('keeps at most 100 tags; adding one already there is still fine', async () => {
      const user = await signUp();
      await db()
        .insert(artistTags)
        .values(Array.from({ length: 99 }, (_, i) => ({ userId: user.id, name: `Artista ${i + 1}` })));
      expect((await mutate('addArtistTag', ADD_ARTIST_TAG, { id: String(artist(0).id) }, user)).OK).toBe(true);
      await expectRefused('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'Otra Artista' }, user, 'artistTagsTooMany', {
        max: 100,
      });
      await expectRefused('addArtistTag', ADD_ARTIST_TAG, { id: String(artist(1).id) }, user, 'artistTagsTooMany', {
        max: 100,
      });
      expect((await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'ARTISTA 7' }, user)).OK).toBe(true);
      expect((await mutate('addArtistTag', ADD_ARTIST_TAG, { id: String(artist(0).id) }, user)).OK).toBe(true);
      expect((await stateOf(user.id)).tags).toHaveLength(100);
    });

    it('autocompletes catalogue artists by text, accents and case ignored, at most 10', async () => {
      const { fullName } = artist(2);
      const plain = fullName
        .normalize('NFD')
        .replace(/\p{Mn}/gu, '')
        .toUpperCase();
      const found = await api.graphql<{ getArtistsTagsByText: { id: string; name: string }[] }>(TAGS_BY_TEXT, {
        text: plain,
      });
      expect(found.data?.getArtistsTagsByText).toContainEqual({ id: String(artist(2).id), name: fullName });
      const many = await api.graphql<{ getArtistsTagsByText: unknown[] }>(TAGS_BY_TEXT, { text: 'a' });
      expect(many.data?.getArtistsTagsByText).toHaveLength(10);
      for (const text of ['', '   ', "'; DROP TABLE artists; --", '<script>']) {
        expect(await api.graphql(TAGS_BY_TEXT, { text })).toEqual({ data: { getArtistsTagsByText: [] } });
      }
      const long = await api.graphql(TAGS_BY_TEXT, { text: 'x'.repeat(101) });
      expect(long.errors?.[0]?.extensions?.['reason']).toBe('textTooLong');
    });
  });

  once.describe('updateProfile', () => {
    const profile = {
      name: '  Lucía ',
      surname: 'Ibáñez\n Sørensen',
      phone: '+34 612 345 678',
      prefix: '+34',
      profession: 'Arquitecta',
      priceRange: '2500-5000',
      newsletter: true,
    };

    it('changes the profile with sign-up rules, never the e-mail, and answers the user as they now are', async () => {
      const user = await signUp();
      const result = await mutate('updateProfile', UPDATE_PROFILE, { profile }, user);
      expect(result).toEqual({
        OK: true,
        error: null,
        me: {
          id: user.id,
          name: 'Lucía',
          surname: 'Ibáñez Sørensen',
          fullName: 'Lucía Ibáñez Sørensen',
          email: user.email,
          phone: '+34 612 345 678',
          prefix: '+34',
          profession: 'Arquitecta',
          priceRange: '2500-5000',
          newsletter: true,
          artistsCollection: [],
        },
      });
      // Optional fields left out or blank are cleared; newsletter left out stays as it is.
      const bare = await mutate(
        'updateProfile',
        UPDATE_PROFILE,
        { profile: { name: 'Ana', surname: 'López', phone: ' ', profession: '' } },
        user,
      );
      expect(bare.me).toMatchObject({
        name: 'Ana',
        surname: 'López',
        phone: null,
        prefix: null,
        profession: null,
        priceRange: null,
        newsletter: true,
      });
      const off = await mutate(
        'updateProfile',
        UPDATE_PROFILE,
        { profile: { name: 'Ana', surname: 'López', newsletter: false } },
        user,
      );
      expect(off.me).toMatchObject({ newsletter: false, email: user.email });
    });

    it('refuses an e-mail, a role or an unknown field with a GraphQL validation error', async () => {
      const user = await signUp();
      for (const extra of [{ email: 'otro@x.es' }, { role: 'admin' }, { password: PASSWORD }]) {
        const body = await call(UPDATE_PROFILE, { profile: { name: 'Ana', surname: 'López', ...extra } }, user);
        expect(body.data).toBeUndefined();
        expect(body.errors?.[0]?.message).toMatch(/email|role|password/);
      }
      for (const [query, variables] of [
        ['mutation { updateProfile { OK } }', {}],
        [UPDATE_PROFILE, { profile: { name: 'Ana' } }],
        [UPDATE_PROFILE, { profile: { name: 42, surname: 'López' } }],
        [UPDATE_PROFILE, { profile: { name: 'Ana', surname: 'López', newsletter: 'yes' } }],
        [UPDATE_PROFILE, { profile: { name: 'Ana', surname: 'López' }, artistsToDelete: [{ id: 1 }] }],
      ] as const) {
        const body = await call(query, variables, user);
        expect(body.data).toBeUndefined();
        expect(body.errors?.length).toBeGreaterThan(0);
      }
      expect((await stateOf(user.id)).user[0]).toMatchObject({ email: user.email, role: 'visitor', name: 'Ana' });
    });

    it.each([
      ['an empty name', { name: '' }, 'signUpNameRequired', {}],
      ['a name of 101 characters', { name: 'a'.repeat(101) }, 'signUpNameTooLong', { max: 100 }],
      ['a huge name', { name: 'a'.repeat(200_000) }, 'signUpNameTooLong', { max: 100 }],
      ['HTML in the name', { name: '<script>alert(1)</script>' }, 'signUpNameInvalid', {}],
      ['a blank surname', { surname: ' \n ' }, 'signUpSurnameRequired', {}],
      ['HTML in the surname', { surname: 'López</b>' }, 'signUpSurnameInvalid', {}],
      ['letters in the phone', { phone: '612-abc' }, 'signUpPhoneInvalid', { max: 20 }],
      ['SQL as phone', { phone: "1' OR '1'='1" }, 'signUpPhoneInvalid', { max: 20 }],
      ['a prefix without +', { prefix: '34' }, 'signUpPrefixInvalid', {}],
      ['a profession of 101 characters', { profession: 'p'.repeat(101) }, 'signUpProfessionTooLong', { max: 100 }],
      ['HTML in the profession', { profession: '<b>x</b>' }, 'signUpProfessionInvalid', {}],
      [
        'an unknown price range',
        { priceRange: "1000-2500'; DROP TABLE users;--" },
        'signUpPriceRangeInvalid',
        { ranges: '0-500, 500-1000, 1000-2500, 2500-5000, 5000-more' },
      ],
    ] as const)(
      'refuses %s with the sign-up message, translated, and changes nothing',
      async (_, change, code, params) => {
        const user = await signUp();
        await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'Colectivo Uno' }, user);
        const [tag] = (await stateOf(user.id)).tags;
        await expectRefused(
          'updateProfile',
          UPDATE_PROFILE,
          { profile: { ...profile, ...change }, artistsToDelete: [String(tag?.id)] },
          user,
          code,
          params,
        );
      },
    );

    it("removes the user's own artist tags by id; other users' ids and malformed ids are ignored", async () => {
      const user = await signUp();
      const other = await signUp();
      for (const name of ['Uno', 'Dos', 'Tres'])
        await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: `Colectivo ${name}` }, user);
      await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'Colectivo Ajeno' }, other);
      const [uno, dos, tres] = (await stateOf(user.id)).tags;
      const [ajeno] = (await stateOf(other.id)).tags;
      const result = await mutate(
        'updateProfile',
        UPDATE_PROFILE,
        {
          profile: { name: 'Ana', surname: 'López' },
          artistsToDelete: [
            String(uno?.id),
            String(tres?.id),
            String(ajeno?.id),
            'abc',
            '-1',
            '99999999999',
            "1' OR '1'='1",
          ],
        },
        user,
      );
      expect(result.OK).toBe(true);
      expect(result.me?.['artistsCollection']).toEqual([{ id: String(dos?.id), name: 'Colectivo Dos' }]);
      expect((await stateOf(other.id)).tags).toEqual([ajeno]);
    });

    it('refuses more than 100 ids to delete at once', async () => {
      const user = await signUp();
      const artistsToDelete = Array.from({ length: 101 }, (_, i) => String(i + 1));
      await expectRefused(
        'updateProfile',
        UPDATE_PROFILE,
        { profile, artistsToDelete },
        user,
        'artistTagsToDeleteTooMany',
        { max: 100 },
      );
    });
  });

  once.describe('addresses', () => {
    it('adds an address with its full address and country name in the language, latest first', async () => {
      const user = await signUp();
      const first = await mutate(
        'addAddress',
        ADD_ADDRESS,
        { address: { ...ADDRESS, countryCode: ' es ', route: ' Calle de Alcalá  42 ' } },
        user,
      );
      expect(first).toEqual({
        OK: true,
        error: null,
        me: {
          shippingAddresses: [
            {
              id: expect.stringMatching(/^[0-9]+$/),
              fullAddress: 'Calle de Alcalá 42, 3º B, 28014 Madrid, Madrid, España',
              route: 'Calle de Alcalá 42',
              floor: '3º B',
              postalCode: '28014',
              locality: 'Madrid',
              province: 'Madrid',
              country: 'España',
              countryCode: 'ES',
              aditionalInfo: 'Portero automático',
              fiscalName: 'Ana López Ruiz',
              fiscalDocument: '12345678Z',
              CACode: 'MD',
            },
          ],
        },
      });
      const minimal = {
        route: '10 Downing Street',
        postalCode: 'SW1A 2AA',
        locality: 'London',
        province: 'Greater London',
        countryCode: 'GB',
      };
      await mutate('addAddress', ADD_ADDRESS, { address: { ...minimal, floor: ' ', fiscalName: null } }, user);
      const english = await lists(user, 'en');
      expect(english.shippingAddresses.map((a) => [a.fullAddress, a.country, a.floor, a.fiscalName])).toEqual([
        ['10 Downing Street, SW1A 2AA London, Greater London, United Kingdom', 'United Kingdom', null, null],
        ['Calle de Alcalá 42, 3º B, 28014 Madrid, Madrid, Spain', 'Spain', '3º B', 'Ana López Ruiz'],
      ]);
    });

    it('stores SQL-looking text verbatim and accepts the limits exactly', async () => {
      const user = await signUp();
      const address = {
        ...ADDRESS,
        route: "Calle O'Donnell 1'); DROP TABLE addresses;--",
        postalCode: 'AB-12 34 567',
        aditionalInfo: 'i'.repeat(200),
        fiscalDocument: 'd'.repeat(30),
        CACode: 'c'.repeat(10),
      };
      const result = await mutate('addAddress', ADD_ADDRESS, { address }, user);
      expect(result.OK).toBe(true);
      expect((await lists(user)).shippingAddresses[0]).toMatchObject({
        route: address.route,
        postalCode: address.postalCode,
        CACode: address.CACode,
      });
    });

    it.each([
      ['an empty route', { route: '' }, 'addressRouteRequired', {}],
      ['a route of 201 characters', { route: 'r'.repeat(201) }, 'addressRouteInvalid', { max: 200 }],
      ['a huge route', { route: 'r'.repeat(300_000) }, 'addressRouteInvalid', { max: 200 }],
      ['HTML in the route', { route: '<script>alert(1)</script>' }, 'addressRouteInvalid', { max: 200 }],
      ['a floor of 51 characters', { floor: 'f'.repeat(51) }, 'addressFloorInvalid', { max: 50 }],
      ['a blank postal code', { postalCode: '  ' }, 'addressPostalCodeRequired', {}],
      ['a postal code of 13 characters', { postalCode: '1234567890123' }, 'addressPostalCodeInvalid', { max: 12 }],
      ['symbols in the postal code', { postalCode: "28014'--" }, 'addressPostalCodeInvalid', { max: 12 }],
      ['an empty locality', { locality: '' }, 'addressLocalityRequired', {}],
      ['HTML in the locality', { locality: 'Madrid<br>' }, 'addressLocalityInvalid', { max: 100 }],
      ['an empty province', { province: '\u0000' }, 'addressProvinceRequired', {}],
      ['a province of 101 characters', { province: 'p'.repeat(101) }, 'addressProvinceInvalid', { max: 100 }],
      ['an empty country', { countryCode: ' ' }, 'addressCountryRequired', {}],
      ['an unknown country', { countryCode: 'XX' }, 'addressCountryInvalid', {}],
      ['a country name', { countryCode: 'España' }, 'addressCountryInvalid', {}],
      ['SQL as country', { countryCode: "ES' OR '1'='1" }, 'addressCountryInvalid', {}],
      [
        'HTML in the additional information',
        { aditionalInfo: '<img src=x>' },
        'addressAditionalInfoInvalid',
        { max: 200 },
      ],
      ['a fiscal name of 201 characters', { fiscalName: 'n'.repeat(201) }, 'addressFiscalNameInvalid', { max: 200 }],
      [
        'a fiscal document of 31 characters',
        { fiscalDocument: 'd'.repeat(31) },
        'addressFiscalDocumentInvalid',
        { max: 30 },
      ],
      ['a community code of 11 characters', { CACode: 'c'.repeat(11) }, 'addressCACodeInvalid', { max: 10 }],
    ] as const)('refuses %s, translated, and stores nothing', async (_, change, code, params) => {
      const user = await signUp();
      await expectRefused('addAddress', ADD_ADDRESS, { address: { ...ADDRESS, ...change } }, user, code, params);
    });

    it.each([
      ['a missing required field', { ...ADDRESS, route: undefined }],
      ['a number as postal code', { ...ADDRESS, postalCode: 28014 }],
      ['an unknown field', { ...ADDRESS, userId: 'x' }],
    ])('answers %s with a GraphQL validation error', async (_, address) => {
      const user = await signUp();
      const body = await call(ADD_ADDRESS, { address }, user);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/route|postalCode|userId|String/);
      expect((await stateOf(user.id)).addresses).toEqual([]);
    });

    it('keeps at most 10 addresses', async () => {
      const user = await signUp();
      await db()
        .insert(addresses)
        .values(Array.from({ length: 9 }, () => ({ ...ADDRESS, caCode: null, userId: user.id })));
      expect((await mutate('addAddress', ADD_ADDRESS, { address: ADDRESS }, user)).OK).toBe(true);
      await expectRefused('addAddress', ADD_ADDRESS, { address: ADDRESS }, user, 'addressesTooMany', { max: 10 });
    });

    it("removes the user's own address; another user's, unknown and malformed ids are not found and change nothing", async () => {
      const user = await signUp();
      const other = await signUp();
      await mutate('addAddress', ADD_ADDRESS, { address: ADDRESS }, user);
      await mutate('addAddress', ADD_ADDRESS, { address: ADDRESS }, other);
      const [mine] = (await stateOf(user.id)).addresses;
      const [theirs] = (await stateOf(other.id)).addresses;
      for (const id of [String(theirs?.id), '999999', ...BAD_IDS]) {
        await expectRefused('removeAddress', REMOVE_ADDRESS, { id }, user, 'addressNotFound', {}, [other]);
      }
      expect(await mutate('removeAddress', REMOVE_ADDRESS, { id: String(mine?.id) }, user)).toEqual({
        OK: true,
        error: null,
        me: { shippingAddresses: [] },
      });
      await expectRefused('removeAddress', REMOVE_ADDRESS, { id: String(mine?.id) }, user, 'addressNotFound');
      expect((await lists(other)).shippingAddresses).toHaveLength(1);
    });
  });

  once.describe('collections', () => {
    it('creates a private collection with a first work, its title cleaned, owned by the user', async () => {
      const user = await signUp({ name: 'Lucía', surname: 'Ibáñez' });
      const result = await mutate(
        'createCollection',
        CREATE_COLLECTION,
        { title: '  Paisajes \n del  norte ', workId: work(0) },
        user,
      );
      expect(result).toEqual({
        OK: true,
        error: null,
        collection: {
          id: expect.stringMatching(/^[0-9]+$/),
          title: 'Paisajes del norte',
          public: false,
          owner: 'Lucía Ibáñez',
          url: null,
          works: [{ id: work(0), slug: expect.any(String) }],
        },
        me: { collections: [{ id: result.collection?.id }] },
      });
      const empty = await mutate('createCollection', CREATE_COLLECTION, { title: 'Vacía' }, user);
      expect(empty.collection?.works).toEqual([]);
      expect((await lists(user)).collections.map((c) => c.title)).toEqual(['Vacía', 'Paisajes del norte']);
    });

    it('renames, publishes with its address in the language, unpublishes, adds and removes works', async () => {
      const user = await signUp({ name: 'Ana', surname: 'López' });
      const email = `Ana.Lopez+arte.${++accounts}@Galeria-Ejemplo.es`;
      await db().update(users).set({ email }).where(eq(users.id, user.id));
      const { id } = await collectionOf(user, 'Primera', work(0));

      const renamed = await mutate(
        'renameCollection',
        RENAME_COLLECTION,
        { collectionId: id, title: ' Segunda ' },
        user,
      );
      expect(renamed.collection).toMatchObject({ id, title: 'Segunda', public: false, url: null });

      const published = await mutate('setCollectionPublic', SET_PUBLIC, { collectionId: id, public: true }, user);
      expect(published.collection).toMatchObject({
        public: true,
        url: `/es/coleccion/${encodeURIComponent(email)}/${id}`,
      });
      const english = await mutate('setCollectionPublic', SET_PUBLIC, { collectionId: id, public: true }, user, 'en');
      expect(english.collection?.url).toBe(`/en/collection/${encodeURIComponent(email)}/${id}`);
      expect(english.collection?.url).toContain('Ana.Lopez%2Barte.');

      const added = await mutate('addWorkToCollection', ADD_WORK, { collectionId: id, workId: work(1) }, user);
      expect(added.collection?.works.map((w) => w.id)).toEqual([work(1), work(0)]);
      const twice = await mutate('addWorkToCollection', ADD_WORK, { collectionId: id, workId: work(0) }, user);
      expect(twice.collection?.works.map((w) => w.id)).toEqual([work(1), work(0)]);

      const removed = await mutate(
        'removeWorkFromCollection',
        REMOVE_WORK,
        { collectionId: id, workId: work(1) },
        user,
      );
      expect(removed.collection?.works.map((w) => w.id)).toEqual([work(0)]);
      expect(
        (await mutate('removeWorkFromCollection', REMOVE_WORK, { collectionId: id, workId: work(1) }, user)).OK,
      ).toBe(true);

      const hiddenAgain = await mutate('setCollectionPublic', SET_PUBLIC, { collectionId: id, public: false }, user);
      expect(hiddenAgain.collection).toMatchObject({ public: false, url: null });
      const [row] = await db()
        .select()
        .from(collections)
        .where(eq(collections.id, Number(id)));
      expect(row?.updatedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() ?? 0);
    });

    it('deletes a collection and its works list', async () => {
      const user = await signUp();
      const { id } = await collectionOf(user, 'Para borrar', work(0));
      expect(await mutate('deleteCollection', DELETE_COLLECTION, { collectionId: id }, user)).toEqual({
        OK: true,
        error: null,
        me: { collections: [] },
      });
      expect(
        await db()
          .select()
          .from(collectionWorks)
          .where(eq(collectionWorks.collectionId, Number(id))),
      ).toEqual([]);
      await expectRefused('deleteCollection', DELETE_COLLECTION, { collectionId: id }, user, 'collectionNotFound');
    });

    it('lists only works that are shown', async () => {
      const user = await signUp();
      const target = shown[6] ?? 0;
      const { id } = await collectionOf(user, 'Con oculta', String(target));
      const [row] = await db().select({ state: works.workState }).from(works).where(eq(works.id, target));
      try {
        await db().update(works).set({ workState: HIDDEN_WORK_STATE }).where(eq(works.id, target));
        expect((await lists(user)).collections.find((c) => c.id === id)?.works).toEqual([]);
        await expectRefused(
          'addWorkToCollection',
          ADD_WORK,
          { collectionId: id, workId: String(target) },
          user,
          'workNotFound',
        );
      } finally {
        await db()
          .update(works)
          .set({ workState: row?.state ?? 'Disponible' })
          .where(eq(works.id, target));
      }
    });

    it.each([
      ['an empty title', '', 'collectionTitleRequired', {}],
      ['a blank title', ' \n\t ', 'collectionTitleRequired', {}],
      ['a title of 81 characters', 't'.repeat(81), 'collectionTitleTooLong', { max: 80 }],
      ['a huge title', 't'.repeat(500_000), 'collectionTitleTooLong', { max: 80 }],
      ['HTML in the title', '<script>alert(1)</script>', 'collectionTitleInvalid', {}],
      ['a title with >', 'Obras > 2000', 'collectionTitleInvalid', {}],
    ] as const)(
      'refuses %s when creating and renaming, translated, and changes nothing',
      async (_, title, code, params) => {
        const user = await signUp();
        const { id } = await collectionOf(user, 'Original');
        await expectRefused('createCollection', CREATE_COLLECTION, { title, workId: work(0) }, user, code, params);
        await expectRefused('renameCollection', RENAME_COLLECTION, { collectionId: id, title }, user, code, params);
      },
    );

    it("refuses a title another of the user's collections has, case aside, when creating and renaming", async () => {
      const user = await signUp();
      const other = await signUp();
      const first = await collectionOf(user, 'Paisajes del Norte');
      const second = await collectionOf(user, 'Ávila y Segovia');
      for (const title of ['Paisajes del Norte', 'paisajes del norte', '  PAISAJES  DEL NORTE ']) {
        await expectRefused(
          'createCollection',
          CREATE_COLLECTION,
          { title, workId: work(0) },
          user,
          'collectionTitleTaken',
        );
        await expectRefused(
          'renameCollection',
          RENAME_COLLECTION,
          { collectionId: second.id, title },
          user,
          'collectionTitleTaken',
        );
      }
      await expectRefused(
        'createCollection',
        CREATE_COLLECTION,
        { title: 'ÁVILA Y SEGOVIA' },
        user,
        'collectionTitleTaken',
      );
      // Renaming a collection to its own title in another case, another user's same title and a near title are fine.
      expect(
        (
          await mutate(
            'renameCollection',
            RENAME_COLLECTION,
            { collectionId: first.id, title: 'PAISAJES del norte' },
            user,
          )
        ).collection?.title,
      ).toBe('PAISAJES del norte');
      expect((await collectionOf(other, 'Paisajes del norte')).title).toBe('Paisajes del norte');
      expect((await collectionOf(user, 'Avila y Segovia')).title).toBe('Avila y Segovia');
      expect((await lists(user)).collections.map((c) => c.title).sort()).toEqual([
        'Avila y Segovia',
        'PAISAJES del norte',
        'Ávila y Segovia',
      ]);
    });

    it('accepts a title of 80 characters and SQL-looking titles verbatim', async () => {
      const user = await signUp();
      expect((await collectionOf(user, 'x'.repeat(80))).title).toBe('x'.repeat(80));
      const sqlTitle = "Robert'); DROP TABLE collections;--";
      expect((await collectionOf(user, sqlTitle)).title).toBe(sqlTitle);
    });

    it('refuses a first work that is unknown, hidden or malformed, and creates nothing', async () => {
      const user = await signUp();
      for (const workId of [String(hidden), '999999', ...BAD_IDS]) {
        await expectRefused('createCollection', CREATE_COLLECTION, { title: 'Nueva', workId }, user, 'workNotFound');
      }
    });

    it("answers not found for another user's, unknown and malformed collection ids in every call, and changes nothing", async () => {
      const user = await signUp();
      const owner = await signUp();
      const theirs = await collectionOf(owner, 'Ajena', work(0));
      for (const collectionId of [theirs.id, '999999', ...BAD_IDS]) {
        const calls: [string, string, Record<string, unknown>][] = [
          ['renameCollection', RENAME_COLLECTION, { collectionId, title: 'Robada' }],
          ['setCollectionPublic', SET_PUBLIC, { collectionId, public: true }],
          ['addWorkToCollection', ADD_WORK, { collectionId, workId: work(1) }],
          ['removeWorkFromCollection', REMOVE_WORK, { collectionId, workId: work(0) }],
          ['deleteCollection', DELETE_COLLECTION, { collectionId }],
        ];
        for (const [name, query, variables] of calls)
          await expectRefused(name, query, variables, user, 'collectionNotFound', {}, [owner]);
      }
      expect((await lists(owner)).collections).toEqual([
        expect.objectContaining({ id: theirs.id, title: 'Ajena', public: false }),
      ]);
      expect((await lists(user)).collections).toEqual([]);
    });

    it('refuses an unknown, hidden or malformed work in the own collection', async () => {
      const user = await signUp();
      const { id } = await collectionOf(user, 'Mía', work(0));
      for (const workId of [String(hidden), '999999', ...BAD_IDS]) {
        await expectRefused('addWorkToCollection', ADD_WORK, { collectionId: id, workId }, user, 'workNotFound');
      }
      for (const workId of ['999999', ...BAD_IDS]) {
        await expectRefused(
          'removeWorkFromCollection',
          REMOVE_WORK,
          { collectionId: id, workId },
          user,
          'workNotFound',
        );
      }
    });

    it('keeps at most 50 collections per user', async () => {
      const user = await signUp();
      await db()
        .insert(collections)
        .values(Array.from({ length: 49 }, (_, i) => ({ userId: user.id, title: `Colección ${i + 1}` })));
      await collectionOf(user, 'La cincuenta');
      await expectRefused(
        'createCollection',
        CREATE_COLLECTION,
        { title: 'Una más', workId: work(0) },
        user,
        'collectionsTooMany',
        { max: 50 },
      );
    });

    it('keeps at most 500 works per collection; a work already there is still fine', async () => {
      const user = await signUp();
      const { id } = await collectionOf(user, 'Llena');
      const [first] = await db().select({ id: artists.id }).from(artists).limit(1);
      const extra = await db()
        .insert(works)
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            slug: `obra-de-relleno-${id}-${i}`,
            artistId: first?.id ?? 0,
            titleEs: `Relleno ${i}`,
            titleEn: `Filler ${i}`,
            widthCm: 10,
            heightCm: 10,
            discipline: 0,
            workState: 'Disponible',
          })),
        )
        .returning({ id: works.id });
      await db()
        .insert(collectionWorks)
        .values(extra.map((w) => ({ collectionId: Number(id), workId: w.id })));
      await expectRefused(
        'addWorkToCollection',
        ADD_WORK,
        { collectionId: id, workId: work(0) },
        user,
        'collectionWorksTooMany',
        { max: 500 },
      );
      expect(
        (await mutate('addWorkToCollection', ADD_WORK, { collectionId: id, workId: String(extra[0]?.id) }, user)).OK,
      ).toBe(true);
      await db()
        .delete(works)
        .where(
          inArray(
            works.id,
            extra.map((w) => w.id),
          ),
        );
    });
  });

  describe('collections, requests at once', () => {
    it('gives a title to one of two requests creating it at once', async () => {
      const user = await signUp();
      const results = await Promise.all(
        ['Dúo', 'DÚO'].map((title) => mutate('createCollection', CREATE_COLLECTION, { title }, user)),
      );
      expect(results.map((r) => r.OK).sort()).toEqual([false, true]);
      expect(results.find((r) => !r.OK)?.error).toBe(errorMessage('es', 'collectionTitleTaken'));
      expect((await lists(user)).collections).toHaveLength(1);
    });
  });

  once.describe('publicCollection', () => {
    it("answers a public collection by its owner's e-mail in any case, and null otherwise", async () => {
      const owner = await signUp({ name: 'Marta', surname: 'Quintana' });
      const stranger = await signUp();
      const open = await collectionOf(owner, 'Abierta', work(0));
      const closed = await collectionOf(owner, 'Cerrada', work(1));
      await mutate('setCollectionPublic', SET_PUBLIC, { collectionId: open.id, public: true }, owner);
      const find = (userEmail: string, collectionId: string, user: User | null = null, lang: Language = 'es') =>
        call<{ publicCollection: Record<string, unknown> | null }>(
          PUBLIC_COLLECTION,
          { userEmail, collectionId },
          user,
          lang,
        );

      for (const [email, user] of [
        [owner.email, null],
        [` ${owner.email.toUpperCase()} `, stranger],
        [owner.email, owner],
      ] as const) {
        const body = await find(email, open.id, user);
        expect(body).toEqual({
          data: {
            publicCollection: {
              id: open.id,
              title: 'Abierta',
              public: true,
              owner: 'Marta Quintana',
              url: `/es/coleccion/${encodeURIComponent(owner.email)}/${open.id}`,
              works: [{ id: work(0), slug: expect.any(String), artist: { fullName: expect.any(String) } }],
            },
          },
        });
      }
      expect((await find(owner.email, open.id, null, 'en')).data?.publicCollection?.['url']).toBe(
        `/en/collection/${encodeURIComponent(owner.email)}/${open.id}`,
      );

      const nulls: [string, string][] = [
        [owner.email, closed.id],
        [stranger.email, open.id],
        ['nadie@x.es', open.id],
        [owner.email, '999999'],
        ['', open.id],
        [`${owner.email}\u0000`, open.id],
        ['a'.repeat(100_000), open.id],
        ["' OR '1'='1", open.id],
        ...BAD_IDS.map((id): [string, string] => [owner.email, id]),
      ];
      for (const [email, id] of nulls)
        expect(await find(email, id, owner)).toEqual({ data: { publicCollection: null } });
      const missing = await api.graphql('query { publicCollection(userEmail: "a@b.es") { id } }');
      expect(missing.errors?.[0]?.message).toMatch(/collectionId/);
    });
  });

  once.describe('lists of me', () => {
    it("never show another user's data", async () => {
      const user = await signUp();
      const other = await signUp();
      await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: work(0) }, other);
      await mutate('followArtist', FOLLOW, { artistId: String(artist(0).id) }, other);
      await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'Colectivo Ajeno' }, other);
      await collectionOf(other, 'Ajena', work(0));
      await mutate('addAddress', ADD_ADDRESS, { address: ADDRESS }, other);
      expect(await lists(user)).toEqual({
        id: user.id,
        artistsCollection: [],
        artists: [],
        works: [],
        collections: [],
        shippingAddresses: [],
      });
      const theirs = await lists(other);
      expect(
        [theirs.artistsCollection, theirs.artists, theirs.works, theirs.collections, theirs.shippingAddresses].map(
          (l) => l.length,
        ),
      ).toEqual([1, 1, 1, 1, 1]);
    });

    it('cost the same number of queries whatever the number of works and collections (no N+1)', async () => {
      const query = `query { me { works { id url artist { fullName } gallery { comercialName } }
        collections { id url works { id url artist { fullName } } } artists { id url } } }`;
      const small = await signUp();
      const large = await signUp();
      // Works of other artists in each list, as in the larger account, so the loaders' caches do not hide a query.
      await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: work(0) }, small);
      await collectionOf(small, 'Una', work(20));
      for (let i = 0; i < 6; i++) await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: work(i) }, large);
      for (let c = 0; c < 4; c++) {
        const { id } = await collectionOf(large, `Colección ${c}`, work(c));
        await mutate('addWorkToCollection', ADD_WORK, { collectionId: id, workId: work(c + 10) }, large);
      }
      const measure = async (user: User) => {
        queries.length = 0;
        const body = await call(query, {}, user);
        expect(body.errors).toBeUndefined();
        // The session lookup (and its renewal once a minute) is the context's, not the lists'.
        return queries.filter((statement) => !/"sessions"/.test(statement)).length;
      };
      const few = await measure(small);
      expect(await measure(large)).toBe(few);
      expect(few).toBeLessThanOrEqual(10);
    });
  });

  once.describe('deleteAccount', () => {
    it('erases the user and everything they keep, ends every session, removes the cookie, and leaves others alone', async () => {
      const user = await signUp();
      const other = await signUp();
      for (const who of [user, other]) {
        await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: work(0) }, who);
        await mutate('followArtist', FOLLOW, { artistId: String(artist(0).id) }, who);
        await mutate('addArtistTag', ADD_ARTIST_TAG, { id: String(artist(1).id) }, who);
        await mutate('addNewArtistTag', ADD_NEW_ARTIST_TAG, { name: 'Colectivo Borrable' }, who);
        const { id } = await collectionOf(who, 'Borrable', work(1));
        await mutate('setCollectionPublic', SET_PUBLIC, { collectionId: id, public: true }, who);
        await mutate('addAddress', ADD_ADDRESS, { address: ADDRESS }, who);
      }
      const second = await openSession(db(), user.id, { remember: false });
      const reset = createToken();
      await db()
        .insert(passwordResets)
        .values({ userId: user.id, tokenHash: reset.tokenHash, expiresAt: new Date(Date.now() + 3_600_000) });
      const otherBefore = await stateOf(other.id);
      const [collection] = (await stateOf(user.id)).collections;

      const response = await api.graphqlResponse<{ deleteAccount: Result }>(
        DELETE_ACCOUNT,
        { password: PASSWORD },
        { headers: { cookie: `o_token=${user.token}` } },
      );
      expect(response.body).toEqual({ data: { deleteAccount: { OK: true, error: null } } });
      expect(response.setCookies).toEqual([CLEARED_COOKIE]);

      expect(await stateOf(user.id)).toEqual({
        user: [],
        favourites: [],
        follows: [],
        tags: [],
        collections: [],
        collectionWorks: [],
        addresses: [],
      });
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      expect(await db().select().from(passwordResets).where(eq(passwordResets.tokenHash, reset.tokenHash))).toEqual([]);
      expect(
        await db()
          .select()
          .from(collectionWorks)
          .where(eq(collectionWorks.collectionId, collection?.id ?? 0)),
      ).toEqual([]);
      for (const token of [user.token, second.token]) {
        expect(await api.graphql('query { me { id } }', {}, { headers: { authorization: `Bearer ${token}` } })).toEqual(
          { data: { me: null } },
        );
      }
      expect(
        await call(PUBLIC_COLLECTION, { userEmail: user.email, collectionId: String(collection?.id) }, null),
      ).toEqual({ data: { publicCollection: null } });
      // Without a session now: refused like any logged-out call.
      expect(await mutate('deleteAccount', DELETE_ACCOUNT, { password: PASSWORD }, user)).toEqual({
        OK: false,
        error: errorMessage('es', 'loginRequired'),
      });
      expect(await stateOf(other.id)).toEqual(otherBefore);
      // The e-mail is free again.
      expect((await signUp({ email: user.email })).id).not.toBe(user.id);
    });

    it('ends the session for the rest of the same request', async () => {
      const user = await signUp();
      const body = await call<Record<string, Result>>(
        `mutation { deleteAccount(password: "${PASSWORD}") { OK error } addFavouriteWork(workId: "${work(0)}") { OK error } }`,
        {},
        user,
        'en',
      );
      expect(body).toEqual({
        data: {
          deleteAccount: { OK: true, error: null },
          addFavouriteWork: { OK: false, error: errorMessage('en', 'loginRequired') },
        },
      });
      expect(await db().select({ n: count() }).from(favouriteWorks).where(eq(favouriteWorks.userId, user.id))).toEqual([
        { n: 0 },
      ]);
    });

    it('refuses a missing or wrong password, translated, keeping the account, its data and its session', async () => {
      const user = await signUp();
      await mutate('addFavouriteWork', ADD_FAVOURITE, { workId: work(0) }, user);
      for (const [password, code] of [
        [undefined, 'passwordRequired'],
        [null, 'passwordRequired'],
        ['', 'passwordRequired'],
        ['Otra-Contraseña-1', 'deleteAccountWrongPassword'],
        [PASSWORD.toUpperCase(), 'deleteAccountWrongPassword'],
        ['x'.repeat(100_000), 'deleteAccountWrongPassword'],
      ] as const) {
        await expectRefused('deleteAccount', DELETE_ACCOUNT, password === undefined ? {} : { password }, user, code);
      }
      const response = await api.graphqlResponse<{ deleteAccount: Result }>(
        DELETE_ACCOUNT,
        { password: 'wrong-password' },
        { headers: as(user) },
      );
      expect(response.setCookies).toEqual([]);
      expect((await call<{ me: { id: string } | null }>('query { me { id } }', {}, user)).data?.me?.id).toBe(user.id);
      expect(await mutate('deleteAccount', DELETE_ACCOUNT, { password: PASSWORD }, user)).toEqual({
        OK: true,
        error: null,
      });
    });

    it('counts wrong passwords with the failed logins of the account: locked, even with the right password, like login', async () => {
      const user = await signUp();
      const client = { ...as(user), 'x-forwarded-for': '198.51.100.77' };
      const remove = (password: string, lang: Language = 'es') =>
        api.graphql<{ deleteAccount: Result }>(DELETE_ACCOUNT, { password }, { lang, headers: client });
      for (let i = 0; i < 10; i++) {
        expect((await remove(`wrong-${i}-password`)).data?.deleteAccount.error).toBe(
          errorMessage('es', 'deleteAccountWrongPassword'),
        );
      }
      for (const lang of LANGUAGES) {
        expect((await remove(PASSWORD, lang)).data?.deleteAccount).toEqual({
          OK: false,
          error: errorMessage(lang, 'loginLocked', { minutes: 15 }),
        });
      }
      const login = await api.graphql<{ login: Result }>(
        'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { OK error } }',
        { email: user.email, password: PASSWORD },
        { headers: { 'x-forwarded-for': '198.51.100.77' } },
      );
      expect(login.data?.login).toEqual({ OK: false, error: errorMessage('es', 'loginLocked', { minutes: 15 }) });
      expect(await db().select({ n: count() }).from(users).where(eq(users.id, user.id))).toEqual([{ n: 1 }]);
    });
  });

  once.describe('the demo collector', () => {
    it('has favourites, follows, artist tags, a public and a private collection, and an address', async () => {
      const account = DEMO_ACCOUNTS.find((a) => a.role === 'visitor');
      const [row] = await db()
        .select()
        .from(users)
        .where(eq(users.email, account?.email ?? ''));
      const { token } = await openSession(db(), row?.id ?? '', { remember: false });
      const collector: User = {
        id: row?.id ?? '',
        email: row?.email ?? '',
        token,
        name: row?.name ?? '',
        surname: row?.surname ?? '',
      };
      const me = await lists(collector);
      expect(me.works.length).toBeGreaterThanOrEqual(3);
      expect(me.artists).toHaveLength(2);
      expect(me.artistsCollection.map((t) => t.name)).toContain(TYPED_ARTIST_NAME);
      expect(me.artistsCollection).toHaveLength(2);
      expect(me.collections.map((c) => c.public).sort()).toEqual([false, true]);
      expect(me.collections.every((c) => c.works.length >= 2 && c.owner === 'Lucía Ibáñez Sørensen')).toBe(true);
      expect(me.shippingAddresses.map((a) => a.fullAddress)).toEqual([
        'Calle de Alcalá 42, 3º B, 28014 Madrid, Madrid, España',
      ]);
      const open = me.collections.find((c) => c.public);
      expect(open?.url).toBe(`/es/coleccion/${encodeURIComponent(collector.email)}/${open?.id}`);
      const found = await call<{ publicCollection: { id: string } | null }>(
        PUBLIC_COLLECTION,
        { userEmail: collector.email, collectionId: open?.id },
        null,
      );
      expect(found.data?.publicCollection?.id).toBe(open?.id);
      const privateOne = me.collections.find((c) => !c.public);
      expect(await call(PUBLIC_COLLECTION, { userEmail: collector.email, collectionId: privateOne?.id }, null)).toEqual(
        { data: { publicCollection: null } },
      );
    });
  });
});

describe.each(testBackends('any'))('deleteAccount when the database fails, on %s', (backend) => {
  it('answers OK: false with a generic translated message, logs it, keeps the account and the cookie', async () => {
    const { logger, logged } = recordingLogger();
    const api = await createSeededTestApi(backend, {
      passwordHashing: TEST_HASHING,
      logger,
      extra: async ({ db }) => {
        await db.execute(
          sql.raw(
            `create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'deletes are paused'; end $$`,
          ),
        );
        await db.execute(
          sql.raw(
            'create trigger users_no_delete before delete on users for each row execute function refuse_delete()',
          ),
        );
      },
    });
    try {
      const user = {
        name: 'Ana',
        surname: 'López',
        email: 'ana.borrar@galeria.es',
        password: PASSWORD,
        acceptTerms: true,
      };
      const signUp = await api.graphql<{ signUp: { token: string; me: { id: string } } }>(SIGN_UP, { user });
      const token = signUp.data?.signUp.token ?? '';
      for (const lang of LANGUAGES) {
        const response = await api.graphqlResponse<{ deleteAccount: Result }>(
          DELETE_ACCOUNT,
          { password: PASSWORD },
          { lang, headers: { authorization: `Bearer ${token}` } },
        );
        expect(response.body).toEqual({
          data: { deleteAccount: { OK: false, error: errorMessage(lang, 'deleteAccountFailed') } },
        });
        expect(response.setCookies).toEqual([]);
      }
      expect(logged).toContainEqual(
        expect.stringMatching(new RegExp(`account of user ${signUp.data?.signUp.me.id} could not be deleted: .*`)),
      );
      const me = await api.graphql<{ me: { id: string } | null }>(
        'query { me { id } }',
        {},
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(me.data?.me?.id).toBe(signUp.data?.signUp.me.id);
      expect(await api.database.db.select({ n: count() }).from(users).where(eq(users.email, user.email))).toEqual([
        { n: 1 },
      ]);
    } finally {
      await api.close();
    }
  });
});
