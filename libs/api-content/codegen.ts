import type { CodegenConfig } from '@graphql-codegen/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { API_RESOLVERS_CONFIG } from '../../tools/codegen/resolvers';

/**
 * The content's resolver types, from its own schema and the base (decision 042): posts, activities, sponsors, press,
 * FAQ, pages, banners and the visitor information name no other domain's type.
 */
const config: CodegenConfig = {
  schema: ['libs/api-core/src/schema/*.graphql', 'libs/api-content/src/schema/*.graphql'],
  generates: {
    'libs/api-content/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...API_RESOLVERS_CONFIG,
        mappers: {
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
          Image: '@art/db#StoredImage',
        },
      },
    },
  },
};
export default config;
