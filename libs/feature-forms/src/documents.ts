/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run feature-forms:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type { GalleryContactPageQuery, WorkInquiryMutation, WorkInquiryPageQuery } from './generated/graphql';

export * from './generated/graphql';

export type WorkInquiryPageData = WorkInquiryPageQuery;
/** What every form's mutation answers. */
export type FormResultFields = WorkInquiryMutation['workInquiry'];
/** The work a work inquiry is about. */
export type WorkInquiryWork = NonNullable<WorkInquiryPageQuery['getWork']>;
/** The gallery a gallery contact is for. */
export type GalleryContactGallery = NonNullable<GalleryContactPageQuery['getGallery']>;
