import path from 'node:path';

/**
 * The folder of the schema's base (`base.graphql`: the Query and Mutation roots each domain extends, pages, images).
 * In the API's bundle, where the build copies every library's SDL files, it is the bundle's `schema` folder.
 */
export const CORE_SCHEMA_DIR = path.join(__dirname, 'schema');
