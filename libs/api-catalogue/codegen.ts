// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { domainResolversCodegen } from '../../tools/codegen/resolvers';

/**
 * The catalogue's resolver types, from its own schema and the base (decision 042): the catalogue names no type of
 * another domain, so it compiles without them.
 */
export default domainResolversCodegen('api-catalogue', {
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
});
