/**
 * `@art/api-content`, the fair's content in the API (decision 042): posts, activities (and their calendar files),
 * sponsors, press, the FAQ, static pages, banners, the main menu's links, and the visitor information (ticket types,
 * the fair's photos). Its schema part (`src/schema`: it extends the base's Query and names no other domain's type),
 * its resolvers, its services and their SQL. The composition merges `contentResolvers` and `infoResolvers` and mounts
 * the HTTP routes that serve the menu and the calendar files. It reads the catalogue (the current edition's prefix)
 * and no other domain.
 */
import path from 'node:path';

/** The folder of the content's SDL files (in the API's bundle, the bundle's `schema` folder). */
export const CONTENT_SCHEMA_DIR = path.join(__dirname, 'schema');

export { adminContentResolvers } from './resolvers/admin-content';
export { adminSiteResolvers } from './resolvers/admin-site';
export { contentResolvers } from './resolvers/content';
export { infoResolvers } from './resolvers/info';
export * from './services/activities';
export * from './services/articles';
export * from './services/ics';
export * from './services/info';
export * from './services/menu-links';
export * from './services/pages';
export * from './services/sitemap';
