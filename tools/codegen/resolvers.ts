import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The settings of every resolver-types generation of the API (the composition's in `apps/api/codegen.ts`, each domain
 * library's in its own `codegen.ts`), so the types a domain's resolvers are checked against are the ones the
 * composition merges: the request's context of `@art/api-core`, enums as string unions, nullable fields as `T | null`.
 */
export const API_RESOLVERS_CONFIG = {
  contextType: '@art/api-core#GraphQLContext',
  useIndexSignature: true,
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  maybeValue: 'T | null',
  inputMaybeValue: 'T | null | undefined',
} as const;

/** Every SDL file of the API: the base's and each domain library's, the contract every client is checked against. */
export const API_SCHEMA_FILES = ['libs/api-*/src/schema/*.graphql'];

/** The rows behind the catalogue's types, as the domains above it and the composition name them. */
export const CATALOGUE_MAPPERS = {
  Work: '@art/api-catalogue#WorkNode',
  Artist: '@art/api-catalogue#ArtistNode',
  Gallery: '@art/api-catalogue#GalleryNode',
  WorkConnection: '@art/api-catalogue#WorkPage',
  Exposition: '@art/db#ExpositionRow',
  TrendTag: '@art/db#TrendTagRow',
  Catalog: '@art/db#CatalogRow',
  Image: '@art/db#StoredImage',
} as const;

/** The rows behind the content's types (the content's own generation and the composition's). */
export const CONTENT_MAPPERS = {
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
} as const;

/** The rows behind the accounts' types, as the domains above them and the composition name them. */
export const ACCOUNTS_MAPPERS = {
  Me: '@art/db#UserRow',
  Collection: '@art/api-accounts#CollectionNode',
  Address: '@art/api-accounts#AddressNode',
} as const;

/**
 * The resolver-types generation of a domain library of the API (`libs/<lib>`, decision 042): from the base's SDL
 * files, those of the domains it reads (`below`: a domain's schema names only types of its own, the base's and
 * theirs) and its own, into `src/generated/resolvers-types.ts`, with `mappers` from GraphQL types to the rows its
 * resolvers receive.
 */
export function domainResolversCodegen(
  lib: string,
  options: { below?: readonly string[]; mappers?: Readonly<Record<string, string>> } = {},
): CodegenConfig {
  const schemaOf = (name: string) => `libs/${name}/src/schema/*.graphql`;
  return {
    schema: [schemaOf('api-core'), ...(options.below ?? []).map(schemaOf), schemaOf(lib)],
    generates: {
      [`libs/${lib}/src/generated/resolvers-types.ts`]: {
        plugins: ['typescript', 'typescript-resolvers'],
        config: { ...API_RESOLVERS_CONFIG, ...(options.mappers ? { mappers: options.mappers } : {}) },
      },
    },
  };
}
