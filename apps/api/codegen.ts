import type { CodegenConfig } from '@graphql-codegen/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the domains' libraries
import { API_RESOLVERS_CONFIG, API_SCHEMA_FILES } from '../../tools/codegen/resolvers';

const config: CodegenConfig = {
  schema: API_SCHEMA_FILES,
  generates: {
    'apps/api/src/generated/resolvers-types.ts': {
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
          Article: '@art/db#ArticleRow',
          Activity: '@art/db#ActivityRow',
          Sponsor: '@art/db#SponsorRow',
          PressItem: '@art/db#PressItemRow',
          PressContact: '@art/db#PressContactRow',
          Faq: '@art/db#FaqRow',
          StaticPage: '@art/db#StaticPageRow',
          Banner: '@art/db#BannerRow',
          TicketType: '@art/db#TicketTypeRow',
          FairPhoto: '@art/db#FairPhotoRow',
          ShippingCost: '@art/db#ShippingCostRow',
          Country: '@art/db#CountryRow',
          Image: '@art/db#StoredImage',
          Me: '@art/db#UserRow',
          Collection: '@art/api-accounts#CollectionNode',
          Address: '@art/api-accounts#AddressNode',
          Cart: '../services/cart#CartNode',
          CartItem: '../services/cart#CartItemNode',
          Order: '../services/orders#OrderNode',
          OrderItem: '../services/orders#OrderItemNode',
          OrderAddress: '../services/orders#OrderAddressNode',
          SpecialOrder: '../services/orders#SpecialOrderNode',
          AdminInvitation: '../services/admin-tickets#AdminInvitationNode',
        },
      },
    },
  },
};
export default config;
