// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { ACCOUNTS_MAPPERS, CATALOGUE_MAPPERS, domainResolversCodegen } from '../../tools/codegen/resolvers';

/**
 * Commerce's resolver types, from its own schema, the base, the catalogue's (the works it sells) and the accounts'
 * (a buyer's orders and addresses extend `Me`), decision 042: commerce is the domain at the top.
 */
export default domainResolversCodegen('api-commerce', {
  below: ['api-catalogue', 'api-accounts'],
  mappers: {
    ...CATALOGUE_MAPPERS,
    ...ACCOUNTS_MAPPERS,
    ShippingCost: '@art/db#ShippingCostRow',
    Country: '@art/db#CountryRow',
    Cart: '../services/cart#CartNode',
    CartItem: '../services/cart#CartItemNode',
    Order: '../services/orders#OrderNode',
    OrderItem: '../services/orders#OrderItemNode',
    OrderAddress: '../services/orders#OrderAddressNode',
    SpecialOrder: '../services/orders#SpecialOrderNode',
  },
});
