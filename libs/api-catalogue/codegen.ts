import type { CodegenConfig } from '@graphql-codegen/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { API_RESOLVERS_CONFIG } from '../../tools/codegen/resolvers';

/**
 * The catalogue's resolver types, from its own schema and the base it extends (decision 042): the catalogue names no
 * type of another domain, so it compiles without them.
 */
const config: CodegenConfig = {
  schema: ['libs/api-core/src/schema/*.graphql', 'libs/api-catalogue/src/schema/*.graphql'],
  generates: {
    'libs/api-catalogue/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...API_RESOLVERS_CONFIG,
        mappers: {
          Work: '../services/catalogue-scope#WorkNode',
          Artist: '../services/catalogue-scope#ArtistNode',
          Gallery: '../services/catalogue-scope#GalleryNode',
          WorkConnection: '../services/works#WorkPage',
          Exposition: '@art/db#ExpositionRow',
          TrendTag: '@art/db#TrendTagRow',
          Catalog: '@art/db#CatalogRow',
          Image: '@art/db#StoredImage',
        },
      },
    },
  },
};
export default config;
