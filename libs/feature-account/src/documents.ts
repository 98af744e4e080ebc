/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run feature-account:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type { AddAddressMutation, AddressInput, MyProfileQuery, ProfileInput } from './generated/graphql';

export * from './generated/graphql';

export type MyProfileData = MyProfileQuery;
/** What the personal space's changes answer. */
export type ChangeResultFields = AddAddressMutation['addAddress'];
export type ProfileInputFields = ProfileInput;
export type AddressInputFields = AddressInput;
