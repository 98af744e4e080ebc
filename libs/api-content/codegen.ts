// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { domainResolversCodegen } from '../../tools/codegen/resolvers';

/**
 * The content's resolver types, from its own schema and the base (decision 042): posts, activities, sponsors, press,
 * FAQ, pages, banners and the visitor information name no other domain's type.
 */
export default domainResolversCodegen('api-content', {
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
});
