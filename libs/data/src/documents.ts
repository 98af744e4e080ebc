/**
 * The operations of `@art/data` (those used by several feature libraries) and the fragments every project's
 * documents may spread (`src/fragments/*.graphql`), with the named types pages use: aliases of the types that
 * graphql-codegen generates into `src/generated/graphql.ts` (decision 018).
 */
import type {
  ActivityCardFieldsFragment,
  ActivityCatalogFieldsFragment,
  AddressFieldsFragment,
  ArticleCardFieldsFragment,
  CartFieldsFragment,
  CartResultFieldsFragment,
  CollectionFieldsFragment,
  ContactMutationVariables,
  EditionFieldsFragment,
  ExpositionLinkFieldsFragment,
  FollowedArtistFieldsFragment,
  GalleryLinkFieldsFragment,
  ImageFieldsFragment,
  LogoutMutation,
  MeFieldsFragment,
  MyOrdersQuery,
  OrderAddressFieldsFragment,
  OrderFieldsFragment,
  OrderSummaryFieldsFragment,
  PageInfoFieldsFragment,
  StaticPageFieldsFragment,
  WorkCardFieldsFragment,
} from './generated/graphql';

export { ContactDocument, LogoutDocument, MyOrdersDocument } from './generated/graphql';
export type { ContactMutation, ContactMutationVariables, LogoutMutation, MyOrdersQuery } from './generated/graphql';

/** An image: the big JPEG by default and every size. */
export type ImageFields = ImageFieldsFragment;
/** One size of an image (0 original … 5 biggest). */
export type ImageVariantFields = ImageFields['sizes'][number];
/** A work as a card of a list or masonry. */
export type WorkCardFields = WorkCardFieldsFragment;
/** A gallery as a link. */
export type GalleryLinkFields = GalleryLinkFieldsFragment;
/** A show as a link. */
export type ExpositionLinkFields = ExpositionLinkFieldsFragment;
/** Cursor paging of a connection: pass `endCursor` as `after` for the next page. */
export type PageInfoFields = PageInfoFieldsFragment;
/** The profile fields of `me` (§3 User). */
export type MeFields = MeFieldsFragment;
/** An activity as a card. */
export type ActivityCardFields = ActivityCardFieldsFragment;
/** The catalogue (edition) an activity belongs to. */
export type ActivityCatalogFields = ActivityCatalogFieldsFragment;
/** An article as a card. */
export type ArticleCardFields = ArticleCardFieldsFragment;
/** A cart with its items' works. */
export type CartFields = CartFieldsFragment;
/** One item of a cart. */
export type CartItemFields = CartFields['items'][number];
/** What the cart's mutations answer. */
export type CartResultFields = CartResultFieldsFragment;
/** A fair edition (catalogue). */
export type EditionFields = EditionFieldsFragment;
/** A static page. */
export type StaticPageFields = StaticPageFieldsFragment;
/** An address of an order. */
export type OrderAddressFields = OrderAddressFieldsFragment;
/** An order with its items and addresses. */
export type OrderFields = OrderFieldsFragment;
/** An order as the orders list shows it. */
export type OrderSummaryFields = OrderSummaryFieldsFragment;
/** A followed artist. */
export type FollowedArtistFields = FollowedArtistFieldsFragment;
/** A collection with its works. */
export type CollectionFields = CollectionFieldsFragment;
/** An address of the user (§3 Address). */
export type AddressFields = AddressFieldsFragment;
/** What logout and the other `{ OK error }` answers give. */
export type OkResultFields = LogoutMutation['logout'];
/** Result of {@link MyOrdersDocument}: null without a session. */
export type MyOrdersData = MyOrdersQuery;
/** What the footer's contact form sends. */
export type ContactVariables = ContactMutationVariables;
