import type { CodegenConfig } from '@graphql-codegen/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { API_RESOLVERS_CONFIG } from '../../tools/codegen/resolvers';

/**
 * The accounts' resolver types, from their own schema, the base, and the catalogue's, whose works and artists a
 * visitor saves and follows (decision 042): accounts name no type of a domain above them.
 */
const config: CodegenConfig = {
  schema: [
    'libs/api-core/src/schema/*.graphql',
    'libs/api-catalogue/src/schema/*.graphql',
    'libs/api-accounts/src/schema/*.graphql',
  ],
  generates: {
    'libs/api-accounts/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...API_RESOLVERS_CONFIG,
        mappers: {
          Work: '@art/api-catalogue#WorkNode',
          Artist: '@art/api-catalogue#ArtistNode',
          Gallery: '@art/api-catalogue#GalleryNode',
          WorkConnection: '@art/api-catalogue#WorkPage',
          Exposition: '@art/db#ExpositionRow',
          TrendTag: '@art/db#TrendTagRow',
          Catalog: '@art/db#CatalogRow',
          Image: '@art/db#StoredImage',
          Me: '@art/db#UserRow',
          Collection: '../services/collections#CollectionNode',
          Address: '../services/addresses#AddressNode',
        },
      },
    },
  },
};
export default config;
