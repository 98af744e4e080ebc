/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run page-kit:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type {
  ArtistPageQuery,
  GalleryPageQuery,
  SignUpInput,
  WorkPageQuery,
  WorkPageQueryVariables,
} from './generated/graphql';

export * from './generated/graphql';

export type ArtistPageData = ArtistPageQuery;
export type GalleryPageData = GalleryPageQuery;
export type WorkPageData = WorkPageQuery;
export type WorkPageVariables = WorkPageQueryVariables;
/** A work as its page shows it; `workState` Desactivada means the page redirects to the works list. */
export type WorkPageWork = NonNullable<WorkPageQuery['getWork']>;
/** An artist as their page shows them. */
export type ArtistPageArtist = NonNullable<ArtistPageQuery['getArtist']>;
/** A gallery as its page shows it. */
export type GalleryPageGallery = NonNullable<GalleryPageQuery['getGallery']>;
/** What sign-up sends (the API checks everything again). */
export type SignUpUser = SignUpInput;
