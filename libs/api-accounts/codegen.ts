// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { domainResolversCodegen } from '../../tools/codegen/resolvers';

/**
 * The accounts' resolver types, from their own schema, the base, and the catalogue's, whose works and artists a
 * visitor saves and follows (decision 042): accounts name no type of a domain above them.
 */
export default domainResolversCodegen('api-accounts', {
  below: ['api-catalogue'],
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
});
