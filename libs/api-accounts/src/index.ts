/**
 * `@art/api-accounts`, the accounts' domain of the API (decision 042): sign-up, login and sessions, password resets,
 * the profile, and the personal space (favourite works, followed artists, collections, addresses, the artist tags).
 * Its schema part (`src/schema`: it extends the base's roots and names the catalogue's works and artists), its
 * resolvers, its services and their SQL. The composition merges `accountResolvers` and the personal space's, made by
 * `createPersonalResolvers` with the erasers of the domains above (an account's deletion asks each to erase its
 * rows); the other domains use the functions below (the session's user, an account's addresses). It imports the
 * catalogue and no other domain.
 */
import path from 'node:path';

/** The folder of the accounts' SDL files (in the API's bundle, the bundle's `schema` folder). */
export const ACCOUNTS_SCHEMA_DIR = path.join(__dirname, 'schema');

export { accountResolvers } from './resolvers/account';
export { adminUsersResolvers } from './resolvers/admin-users';
export { createPersonalResolvers } from './resolvers/personal';
export * from './services/account';
export * from './services/addresses';
export * from './services/artist-tags';
export * from './services/collections';
export * from './services/favourites';
export * from './services/password-resets';
export * from './services/sessions';
