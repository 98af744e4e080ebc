import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'apps/api/src/schema/*.graphql',
  generates: {
    'apps/api/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        mappers: {
          Work: '../services/catalogue-scope#WorkNode',
          Artist: '../services/catalogue-scope#ArtistNode',
          Gallery: '../services/catalogue-scope#GalleryNode',
          WorkConnection: '../services/works#WorkPage',
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
          Collection: '../services/collections#CollectionNode',
          Address: '../services/addresses#AddressNode',
        },
      },
    },
  },
};
export default config;
