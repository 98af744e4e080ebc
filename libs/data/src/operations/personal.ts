/**
 * The personal space of the specification (§2 login-required pages, §7 calls): favourite works, followed artists,
 * collections, the artists a collector owns, the profile, the addresses and deleting the account.
 */
import { defineOperation } from '../operation';
import type { MeFields, OkResultFields } from './account';
import { IMAGE_FIELDS, WORK_CARD_FIELDS, type ImageFields, type WorkCardFields } from './fields';

/** An artist the collector owns works by. */
export type ArtistTagFields = { id: string; name: string };

/** A followed artist (§3: _id, city, fullName, featuredImage, avatarUrl, url). */
export type FollowedArtistFields = {
  id: string;
  _id: string;
  slug: string;
  fullName: string;
  city: string;
  featuredImage: ImageFields | null;
  avatarUrl: string | null;
  url: string;
};
const FOLLOWED_ARTIST_FIELDS = `id _id slug fullName city featuredImage { ${IMAGE_FIELDS} } avatarUrl url`;

/** A collection with its works. */
export type CollectionFields = {
  id: string;
  title: string;
  public: boolean;
  owner: string;
  url: string | null;
  works: WorkCardFields[];
};
const COLLECTION_FIELDS = `id title public owner url works { ${WORK_CARD_FIELDS} }`;

/** An address (§3 Address). */
export type AddressFields = {
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
};
const ADDRESS_FIELDS =
  'id fullAddress floor route postalCode locality province country countryCode aditionalInfo fiscalName fiscalDocument CACode';

/** Which works the user saved and which artists they follow: what the save and follow controls need. */
export type MyMarksData = { me: { id: string; works: { id: string }[]; artists: { id: string }[] } | null };
export const MY_MARKS = defineOperation<MyMarksData, Record<string, never>>('MyMarks', `query MyMarks {
  me { id works { id } artists { id } }
}`);

export type MyWorksData = { me: { id: string; works: WorkCardFields[] } | null };
/** Favourite works, newest first. */
export const MY_WORKS = defineOperation<MyWorksData, Record<string, never>>('MyWorks', `query MyWorks {
  me { id works { ${WORK_CARD_FIELDS} } }
}`);

export type MyArtistsData = { me: { id: string; artists: FollowedArtistFields[] } | null };
/** Followed artists, newest first. */
export const MY_ARTISTS = defineOperation<MyArtistsData, Record<string, never>>('MyArtists', `query MyArtists {
  me { id artists { ${FOLLOWED_ARTIST_FIELDS} } }
}`);

export type MyCollectionsData = { me: { id: string; collections: CollectionFields[] } | null };
/** Collections with their works, newest first. */
export const MY_COLLECTIONS = defineOperation<MyCollectionsData, Record<string, never>>('MyCollections', `query MyCollections {
  me { id collections { ${COLLECTION_FIELDS} } }
}`);

/** The profile page's data: the profile, the artists the collector owns. */
export type MyProfileData = {
  me:
    | (Pick<MeFields, 'id' | 'name' | 'surname' | 'email' | 'phone' | 'prefix' | 'profession' | 'priceRange' | 'newsletter'> & {
        artistsCollection: ArtistTagFields[];
      })
    | null;
};
export const MY_PROFILE = defineOperation<MyProfileData, Record<string, never>>('MyProfile', `query MyProfile {
  me { id name surname email phone prefix profession priceRange newsletter artistsCollection { id name } }
}`);

/** The billing page's data: the addresses and the countries to choose from. */
export type MyAddressesData = {
  me: { id: string; shippingAddresses: AddressFields[] } | null;
  countries: { code: string; name: string; dial_code: string }[];
};
export const MY_ADDRESSES = defineOperation<MyAddressesData, Record<string, never>>('MyAddresses', `query MyAddresses {
  me { id shippingAddresses { ${ADDRESS_FIELDS} } }
  countries { code name dial_code }
}`);

export type PublicCollectionVariables = { userEmail: string; collectionId: string };
export type PublicCollectionData = { publicCollection: CollectionFields | null };
/** A collection its owner made public; null otherwise. */
export const PUBLIC_COLLECTION = defineOperation<PublicCollectionData, PublicCollectionVariables>(
  'PublicCollection',
  `query PublicCollection($userEmail: String!, $collectionId: ID!) {
  publicCollection(userEmail: $userEmail, collectionId: $collectionId) { ${COLLECTION_FIELDS} }
}`,
);

export type ArtistTagsVariables = { text: string };
export type ArtistTagsData = { getArtistsTagsByText: ArtistTagFields[] };
/** Catalogue artists whose name holds the text, for the autocomplete. */
export const ARTIST_TAGS = defineOperation<ArtistTagsData, ArtistTagsVariables>('ArtistTags', `query ArtistTags($text: String!) {
  getArtistsTagsByText(text: $text) { id name }
}`);

/** What a change to the personal space answers (the lists are re-read by the page's queries). */
export type ChangeResultFields = { OK: boolean; error: string | null };

type Change<Name extends string> = { [K in Name]: ChangeResultFields };

function change<Name extends string, TVars>(operationName: string, field: Name, params: string, args: string) {
  return defineOperation<Change<Name>, TVars>(
    operationName,
    `mutation ${operationName}${params} {
  ${field}${args} { OK error }
}`,
  );
}

export const ADD_FAVOURITE_WORK = change<'addFavouriteWork', { workId: string }>(
  'AddFavouriteWork', 'addFavouriteWork', '($workId: ID!)', '(workId: $workId)',
);
export const REMOVE_FAVOURITE_WORK = change<'removeFavouriteWork', { workId: string }>(
  'RemoveFavouriteWork', 'removeFavouriteWork', '($workId: ID!)', '(workId: $workId)',
);
export const FOLLOW_ARTIST = change<'followArtist', { artistId: string }>(
  'FollowArtist', 'followArtist', '($artistId: ID!)', '(artistId: $artistId)',
);
export const UNFOLLOW_ARTIST = change<'unfollowArtist', { artistId: string }>(
  'UnfollowArtist', 'unfollowArtist', '($artistId: ID!)', '(artistId: $artistId)',
);
export const CREATE_COLLECTION = change<'createCollection', { title: string; workId?: string | null }>(
  'CreateCollection', 'createCollection', '($title: String!, $workId: ID)', '(title: $title, workId: $workId)',
);
export const RENAME_COLLECTION = change<'renameCollection', { collectionId: string; title: string }>(
  'RenameCollection', 'renameCollection', '($collectionId: ID!, $title: String!)', '(collectionId: $collectionId, title: $title)',
);
export const SET_COLLECTION_PUBLIC = change<'setCollectionPublic', { collectionId: string; public: boolean }>(
  'SetCollectionPublic', 'setCollectionPublic', '($collectionId: ID!, $public: Boolean!)', '(collectionId: $collectionId, public: $public)',
);
export const ADD_WORK_TO_COLLECTION = change<'addWorkToCollection', { collectionId: string; workId: string }>(
  'AddWorkToCollection', 'addWorkToCollection', '($collectionId: ID!, $workId: ID!)', '(collectionId: $collectionId, workId: $workId)',
);
export const REMOVE_WORK_FROM_COLLECTION = change<'removeWorkFromCollection', { collectionId: string; workId: string }>(
  'RemoveWorkFromCollection', 'removeWorkFromCollection', '($collectionId: ID!, $workId: ID!)',
  '(collectionId: $collectionId, workId: $workId)',
);
export const DELETE_COLLECTION = change<'deleteCollection', { collectionId: string }>(
  'DeleteCollection', 'deleteCollection', '($collectionId: ID!)', '(collectionId: $collectionId)',
);

/** The profile fields the profile form sends. */
export type ProfileInputFields = {
  name: string;
  surname: string;
  phone?: string | null;
  prefix?: string | null;
  profession?: string | null;
  priceRange?: string | null;
  newsletter?: boolean | null;
};
export const UPDATE_PROFILE = change<'updateProfile', { profile: ProfileInputFields; artistsToDelete?: string[] | null }>(
  'UpdateProfile', 'updateProfile', '($profile: ProfileInput!, $artistsToDelete: [String!])',
  '(profile: $profile, artistsToDelete: $artistsToDelete)',
);
export const ADD_ARTIST_TAG = change<'addArtistTag', { id: string }>('AddArtistTag', 'addArtistTag', '($id: ID!)', '(id: $id)');
export const ADD_NEW_ARTIST_TAG = change<'addNewArtistTag', { name: string }>(
  'AddNewArtistTag', 'addNewArtistTag', '($name: String!)', '(name: $name)',
);

/** The address fields the billing form sends. */
export type AddressInputFields = {
  route: string;
  floor?: string | null;
  postalCode: string;
  locality: string;
  province: string;
  countryCode: string;
  aditionalInfo?: string | null;
  fiscalName?: string | null;
  fiscalDocument?: string | null;
  CACode?: string | null;
};
export const ADD_ADDRESS = change<'addAddress', { address: AddressInputFields }>(
  'AddAddress', 'addAddress', '($address: AddressInput!)', '(address: $address)',
);
export const REMOVE_ADDRESS = change<'removeAddress', { id: string }>('RemoveAddress', 'removeAddress', '($id: ID!)', '(id: $id)');

export type DeleteAccountData = { deleteAccount: OkResultFields };
/** Deletes the account, given its password (logs out on success; a missing or wrong password deletes nothing). */
export const DELETE_ACCOUNT = defineOperation<DeleteAccountData, { password: string }>('DeleteAccount', `mutation DeleteAccount($password: String) {
  deleteAccount(password: $password) { OK error }
}`);
