/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run feature-content:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type {
  ActivitiesPageQuery,
  ActivityPageQuery,
  BannerPreviewQuery,
  BlogListQuery,
  FaqPageQuery,
  PhotoViewQuery,
  PostPageQuery,
  PressPageQuery,
  SponsorsPageQuery,
  StaticPageQuery,
  TicketsPageQuery,
} from './generated/graphql';

export * from './generated/graphql';

export type ActivitiesPageData = ActivitiesPageQuery;
export type ActivityPageData = ActivityPageQuery;
export type BlogListData = BlogListQuery;
export type PostPageData = PostPageQuery;
export type BannerPreviewData = BannerPreviewQuery;
export type FaqPageData = FaqPageQuery;
export type StaticPageData = StaticPageQuery;
export type TicketsPageData = TicketsPageQuery;
export type PressPageData = PressPageQuery;
export type SponsorsPageData = SponsorsPageQuery;
export type ActivityCategoryFields = ActivitiesPageQuery['activityCategories'][number];
/** An activity as its page shows it. */
export type ActivityPageActivity = NonNullable<ActivityPageQuery['getActivity']>;
/** An article as its page shows it. */
export type PostPageArticle = NonNullable<PostPageQuery['getArticle']>;
export type TicketTypeFields = TicketsPageQuery['ticketTypes'][number];
export type FaqFields = FaqPageQuery['faq'][number];
export type FairPhotoFields = PhotoViewQuery['fairPhotos'][number];
export type BannerFields = NonNullable<BannerPreviewQuery['getBanner']>;
export type PressItemFields = PressPageQuery['pressItems'][number];
export type PressContactFields = PressPageQuery['pressContacts'][number];
export type SponsorFields = SponsorsPageQuery['sponsors'][number];
