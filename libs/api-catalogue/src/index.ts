/**
 * `@art/api-catalogue`, the catalogue's domain of the API (decision 042): works, artists, galleries, shows, editions
 * (the current catalogue), trends, disciplines, search and similar works. Its schema part (`src/schema`: it extends the
 * base's Query and names no other domain's type), its resolvers, its services and their SQL, the per-request
 * DataLoaders. The composition (`apps/api`) merges `catalogueResolvers` and `disciplinesResolvers` and reads the SDL
 * files of `CATALOGUE_SCHEMA_DIR`; the other domains use the functions below (a work's availability, the lists'
 * filters, the current edition). It imports no other domain.
 */
import path from 'node:path';

/** The folder of the catalogue's SDL files (in the API's bundle, the bundle's `schema` folder). */
export const CATALOGUE_SCHEMA_DIR = path.join(__dirname, 'schema');

export { adminCatalogueResolvers } from './resolvers/admin-catalogue';
export { adminWorksResolvers } from './resolvers/admin-works';
export { catalogueResolvers } from './resolvers/catalogue';
export { disciplinesResolvers } from './resolvers/disciplines';
export * from './loaders';
export * from './services/artists';
export * from './services/catalogue-changes';
export * from './services/catalogue-scope';
export * from './services/current-catalog';
export * from './services/disciplines';
export * from './services/expositions';
export * from './services/galleries';
export * from './services/search';
export * from './services/similar-works';
export * from './services/trends';
export * from './services/works';
export * from './services/works-plans';
