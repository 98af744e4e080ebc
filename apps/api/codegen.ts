import type { CodegenConfig } from '@graphql-codegen/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the domains' libraries
import {
  ACCOUNTS_MAPPERS,
  API_RESOLVERS_CONFIG,
  API_SCHEMA_FILES,
  CATALOGUE_MAPPERS,
  CONTENT_MAPPERS,
} from '../../tools/codegen/resolvers';

const config: CodegenConfig = {
  schema: API_SCHEMA_FILES,
  generates: {
    'apps/api/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...API_RESOLVERS_CONFIG,
        mappers: {
          ...CATALOGUE_MAPPERS,
          ...CONTENT_MAPPERS,
          ...ACCOUNTS_MAPPERS,
          ShippingCost: '@art/db#ShippingCostRow',
          Country: '@art/db#CountryRow',
          Cart: '@art/api-commerce#CartNode',
          CartItem: '@art/api-commerce#CartItemNode',
          Order: '@art/api-commerce#OrderNode',
          OrderItem: '@art/api-commerce#OrderItemNode',
          OrderAddress: '@art/api-commerce#OrderAddressNode',
          SpecialOrder: '@art/api-commerce#SpecialOrderNode',
          AdminInvitation: '@art/api-tickets#AdminInvitationNode',
        },
      },
    },
  },
};
export default config;
