// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { CATALOGUE_MAPPERS, domainResolversCodegen } from '../../tools/codegen/resolvers';

/**
 * The accounts' resolver types, from their own schema, the base, and the catalogue's, whose works and artists a
 * visitor saves and follows (decision 042): accounts name no type of a domain above them.
 */
export default domainResolversCodegen('api-accounts', {
  below: ['api-catalogue'],
  mappers: {
    ...CATALOGUE_MAPPERS,
    Me: '@art/db#UserRow',
    Collection: '../services/collections#CollectionNode',
    Address: '../services/addresses#AddressNode',
  },
});
