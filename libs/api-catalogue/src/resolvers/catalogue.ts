import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { ArtistRow, StoredImage, TrendTagRow } from '@art/db';
import { imageVariants } from '@art/images';
import {
  centsToEuros,
  isForSaleNow,
  MARKET_CATALOG_PREFIX,
  pick,
  priceWithoutTaxesCents,
  TREND_TAG_TYPES,
  type Language,
  type TrendTagType,
} from '@art/model';
import {
  type GraphQLContext,
  clampFirst,
  artistUrl,
  galleryUrl,
  originsOf,
  showUrl,
  siteOfCatalog,
  trendUrl,
  workUrl,
  type SiteName,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { catalogueLoaders, nestedWorksKey, type Participation } from '../loaders';
import { artistInitials, artistTagsByText, findArtist, listArtists } from '../services/artists';
import { catalogPrefixOf, scoped, type GalleryNode, type Scope, type WorkNode } from '../services/catalogue-scope';
import { findExposition, listExpositions } from '../services/expositions';
import { findGallery, listGalleries } from '../services/galleries';
import { search, searchPage, thumbnailOf } from '../services/search';
import { clampSimilar, similarWorks } from '../services/similar-works';
import { findTrend, listCatalogs, listTrends } from '../services/trends';
import { findWork, findWorksByIds, listWorks } from '../services/works';

/** The size an image shows by default: 4, big. */
const DEFAULT_IMAGE_SIZE = 4;

/** Whether an order holds the work now, while its buyer pays (decision 014); a hold whose time passed holds nothing. */
const heldNow = (w: WorkNode) => w.reservedUntil !== null && new Date(w.reservedUntil).getTime() > Date.now();

/**
 * The site a node's address points to: the one of the catalogue it was listed in when it belongs to it;
 * otherwise the fair when it belongs to the current fair catalogue, the shop when it belongs to the market,
 * else the fair (whose pages show every edition).
 */
function siteOf(scope: Scope | undefined, prefixes: readonly string[], currentPrefix: string): SiteName {
  if (scope?.catalogPrefix && prefixes.includes(scope.catalogPrefix)) return siteOfCatalog(scope.catalogPrefix);
  if (prefixes.includes(currentPrefix)) return 'fair';
  return prefixes.includes(MARKET_CATALOG_PREFIX) ? 'shop' : 'fair';
}

/** Number formats by language, made once: building one costs far more than using it. */
const CM_FORMATS: Record<Language, Intl.NumberFormat> = {
  es: new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
};

/** Measures as shown: height × width (× depth) in cm, numbers written the way of the language. */
export function measuresText(
  work: { heightCm: number; widthCm: number; depthCm: number | null },
  lang: Language,
): string {
  const sides = [work.heightCm, work.widthCm, ...(work.depthCm ? [work.depthCm] : [])];
  return `${sides.map((n) => CM_FORMATS[lang].format(n)).join(' × ')} cm`;
}

function isTrendTagType(value: string): value is TrendTagType {
  return (TREND_TAG_TYPES as readonly string[]).includes(value);
}

/** The participation a gallery shows: the one of its scope when it takes part in it, else its latest. */
function participationOf(gallery: GalleryNode, participations: Participation[]): Participation | null {
  const prefix = gallery.scope?.catalogPrefix;
  return participations.find((p) => p.catalogPrefix === prefix) ?? participations[0] ?? null;
}

/** The catalogue a nested works list covers: its argument, else the one its parent was listed in. */
function nestedPrefix(
  argument: string | null | undefined,
  parent: Scope | undefined,
  ctx: GraphQLContext,
): string | null {
  return catalogPrefixOf(argument, ctx.lang, ctx.config.currentCatalogPrefix) ?? parent?.catalogPrefix ?? null;
}

/** A work's artist, batched; the foreign key makes it exist. */
async function artistOf(work: WorkNode, ctx: GraphQLContext): Promise<ArtistRow> {
  const artist = await catalogueLoaders(ctx).artist.load(work.artistId);
  if (!artist) throw new Error(`Work ${work.id} has no artist ${work.artistId}`);
  return artist;
}

/** Whether the field being resolved asks for a subfield, directly or through fragments. */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    !!set &&
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet);
      return visit(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/** Queries and types of the catalogue: works, artists, galleries, shows, trends, catalogues and the search. */
export const catalogueResolvers: Resolvers = {
  Query: {
    getWork: (_, { slug, catalogPrefix }, { db, lang, config }) =>
      findWork(db, lang, config.currentCatalogPrefix, slug, catalogPrefix),
    worksByIds: (_, { ids, catalogPrefix }, { db, lang, config }) =>
      findWorksByIds(db, lang, config.currentCatalogPrefix, ids, catalogPrefix),
    works: (_, args, { db, lang, config }, info) =>
      listWorks(db, lang, config.currentCatalogPrefix, args, { count: selects(info, 'totalCount') }),
    artists: (_, args, { db, lang, config }) => listArtists(db, lang, config.currentCatalogPrefix, args),
    artistInitials: (_, { catalogPrefix }, { db, lang, config }) =>
      artistInitials(db, lang, config.currentCatalogPrefix, catalogPrefix),
    getArtist: (_, { slug, catalogPrefix }, { db, lang, config }) =>
      findArtist(db, lang, config.currentCatalogPrefix, slug, catalogPrefix),
    getArtistsTagsByText: (_, { text }, { db, lang }) => artistTagsByText(db, lang, text),
    galleries: (_, args, { db, lang, config }) => listGalleries(db, lang, config.currentCatalogPrefix, args),
    getGallery: (_, { slug, catalogPrefix }, { db, lang, config }) =>
      findGallery(db, lang, config.currentCatalogPrefix, slug, catalogPrefix),
    expositions: (_, args, { db, lang, config }) => listExpositions(db, lang, config.currentCatalogPrefix, args),
    getExposition: (_, { slug }, { db, lang }) => findExposition(db, slug, lang),
    trends: (_, { type }, { db, lang }) => listTrends(db, lang, type),
    getTrend: (_, { slug }, { db, lang }) => findTrend(db, lang, slug),
    catalogs: (_, __, { db }) => listCatalogs(db),
    search: (_, args, { db, lang, config }) =>
      search(db, lang, { currentCatalogPrefix: config.currentCatalogPrefix, origins: originsOf(config) }, args),
    searchPage: (_, args, { db, lang, config }) =>
      searchPage(db, lang, { currentCatalogPrefix: config.currentCatalogPrefix, origins: originsOf(config) }, args),
  },

  WorkConnection: {
    totalCount: (page) => page.totalCount(),
  },

  Work: {
    id: (w) => String(w.id),
    title: (w, _, { lang }) => pick(lang, w.titleEs, w.titleEn),
    titleES: (w) => w.titleEs,
    titleEN: (w) => w.titleEn,
    description: (w, _, { lang }) => pick(lang, w.descriptionEs, w.descriptionEn),
    technicsText: (w, _, { lang }) => pick(lang, w.technicsTextEs, w.technicsTextEn),
    // The price shown: none in a price-on-request state, whatever is stored (T39, T40).
    price: (w) => (w.listPriceCents === null ? null : centsToEuros(w.listPriceCents)),
    priceWithoutTaxes: (w) =>
      w.listPriceCents === null ? null : centsToEuros(priceWithoutTaxesCents(w.listPriceCents)),
    width: (w) => w.widthCm,
    height: (w) => w.heightCm,
    depth: (w) => w.depthCm,
    measures: (w, _, { lang }) => measuresText(w, lang),
    buyable: (w) => isForSaleNow({ workState: w.workState, price: w.listPriceCents, held: heldNow(w) }),
    reserved: (w) => heldNow(w),
    url: async (w, _, ctx) => {
      const { lang, config } = ctx;
      const artist = await artistOf(w, ctx);
      const site = siteOf(w.scope, w.catalogs, config.currentCatalogPrefix);
      const expoSlug = site === 'shop' ? w.scope?.expoSlug : null;
      return workUrl({ artistSlug: artist.slug, slug: w.slug, expoSlug }, site, lang, originsOf(config));
    },
    artist: async (w, _, ctx) => {
      const artist = await artistOf(w, ctx);
      return w.scope ? { ...artist, scope: w.scope } : artist;
    },
    gallery: async (w, _, ctx) => {
      if (w.galleryId === null) return null;
      const gallery = await catalogueLoaders(ctx).gallery.load(w.galleryId);
      return gallery && w.scope ? { ...gallery, scope: w.scope } : gallery;
    },
    tags: async (w, _, ctx) => {
      const tags = await Promise.all(w.tagIds.map((id) => catalogueLoaders(ctx).trendTag.load(id)));
      return tags.filter((t): t is TrendTagRow => t !== null);
    },
    expositions: (w, _, ctx) => catalogueLoaders(ctx).expositionsOfWork.load(w.id),
    // One query per work asked: the field is for a work page, not for every card of a list.
    similar: async (w, { first }, { db }) => {
      const prefix = w.scope?.catalogPrefix ?? null;
      return scoped(await similarWorks(db, w, clampSimilar(first), prefix), prefix ? { catalogPrefix: prefix } : null);
    },
  },

  Artist: {
    id: (a) => String(a.id),
    _id: (a) => String(a.id),
    city: (a, _, { lang }) => pick(lang, a.city, a.cityEn),
    biography: (a, _, { lang }) => pick(lang, a.bioEs, a.bioEn),
    featuredImage: (a) => a.image,
    avatarUrl: (a) => thumbnailOf(a.image),
    url: (a, _, { lang, config }) =>
      artistUrl(
        a.slug,
        a.scope?.catalogPrefix ? siteOfCatalog(a.scope.catalogPrefix) : 'fair',
        lang,
        originsOf(config),
      ),
    works: async (a, args, ctx) => {
      const prefix = nestedPrefix(args.catalogPrefix, a.scope, ctx);
      const rows = await catalogueLoaders(ctx)
        .worksOfArtist(nestedWorksKey(clampFirst(args.first), prefix))
        .load(a.id);
      return scoped(rows, prefix ? { catalogPrefix: prefix } : null);
    },
    galleries: async (a, _, ctx) => scoped(await catalogueLoaders(ctx).galleriesOfArtist.load(a.id), a.scope),
    expositions: (a, _, ctx) => catalogueLoaders(ctx).expositionsOfArtist.load(a.id),
  },

  Gallery: {
    id: (g) => String(g.id),
    description: (g, _, { lang }) => pick(lang, g.descriptionEs, g.descriptionEn),
    address: (g, _, { lang }) => ({
      fullAddress: g.fullAddress,
      city: pick(lang, g.city, g.cityEn),
      countryCode: g.countryCode,
    }),
    catalogPrefix: async (g, _, ctx) =>
      participationOf(g, await catalogueLoaders(ctx).participationsOfGallery.load(g.id))?.catalogPrefix ?? null,
    stand: async (g, _, ctx) =>
      participationOf(g, await catalogueLoaders(ctx).participationsOfGallery.load(g.id))?.stand ?? null,
    catalogPrefixes: async (g, _, ctx) =>
      (await catalogueLoaders(ctx).participationsOfGallery.load(g.id)).map((p) => p.catalogPrefix),
    url: async (g, _, ctx) => {
      const { lang, config } = ctx;
      const prefixes = (await catalogueLoaders(ctx).participationsOfGallery.load(g.id)).map((p) => p.catalogPrefix);
      return galleryUrl(g.slug, siteOf(g.scope, prefixes, config.currentCatalogPrefix), lang, originsOf(config));
    },
    artists: async (g, _, ctx) => scoped(await catalogueLoaders(ctx).artistsOfGallery.load(g.id), g.scope),
    works: async (g, args, ctx) => {
      const prefix = nestedPrefix(args.catalogPrefix, g.scope, ctx);
      const rows = await catalogueLoaders(ctx)
        .worksOfGallery(nestedWorksKey(clampFirst(args.first), prefix))
        .load(g.id);
      return scoped(rows, prefix ? { catalogPrefix: prefix } : null);
    },
  },

  Exposition: {
    id: (e) => String(e.id),
    slug: (e, _, { lang }) => pick(lang, e.slug, e.slugEn),
    slugES: (e) => e.slug,
    slugEN: (e) => e.slugEn,
    title: (e, _, { lang }) => pick(lang, e.titleEs, e.titleEn),
    titleES: (e) => e.titleEs,
    titleEN: (e) => e.titleEn,
    info: (e, _, { lang }) => pick(lang, e.infoEs, e.infoEn),
    infoES: (e) => e.infoEs,
    infoEN: (e) => e.infoEn,
    startsOn: (e) => (e.startsOn === null ? null : String(e.startsOn)),
    endsOn: (e) => (e.endsOn === null ? null : String(e.endsOn)),
    gallery: (e, _, ctx) => (e.galleryId === null ? null : catalogueLoaders(ctx).gallery.load(e.galleryId)),
    url: (e, _, { lang, config }) => showUrl(pick(lang, e.slug, e.slugEn), lang, originsOf(config)),
    works: async (e, args, ctx) => {
      const { lang } = ctx;
      const rows = await catalogueLoaders(ctx)
        .worksOfExposition(nestedWorksKey(clampFirst(args.first)))
        .load(e.id);
      return scoped<WorkNode>(rows, { catalogPrefix: e.catalogPrefix, expoSlug: pick(lang, e.slug, e.slugEn) });
    },
  },

  TrendTag: {
    id: (t) => String(t.id),
    type: (t) => {
      // The table's check constraint allows only the three types.
      if (!isTrendTagType(t.type)) throw new Error(`Unknown trend tag type ${t.type}`);
      return t.type;
    },
    slug: (t, _, { lang }) => pick(lang, t.slugEs, t.slugEn),
    slugES: (t) => t.slugEs,
    slugEN: (t) => t.slugEn,
    name: (t, _, { lang }) => pick(lang, t.nameEs, t.nameEn),
    description: (t, _, { lang }) => pick(lang, t.descriptionEs, t.descriptionEn),
    url: (t, _, { lang, config }) => trendUrl(pick(lang, t.slugEs, t.slugEn), lang, originsOf(config)),
  },

  Catalog: {
    name: (c, _, { lang }) => pick(lang, c.nameEs, c.nameEn),
    venue: (c, _, { lang }) => (c.venueEs || c.venueEn ? pick(lang, c.venueEs, c.venueEn) : null),
    startsOn: (c) => (c.startsOn === null ? null : String(c.startsOn)),
    endsOn: (c) => (c.endsOn === null ? null : String(c.endsOn)),
    openingHours: (c, _, { lang }) =>
      c.openingHoursEs || c.openingHoursEn ? pick(lang, c.openingHoursEs, c.openingHoursEn) : null,
    isCurrent: (c, _, { config }) => c.prefix === config.currentCatalogPrefix,
  },

  Image: {
    url: (image: StoredImage) => imageVariants(image.key, image.width, image.height)[DEFAULT_IMAGE_SIZE]?.url ?? '',
    sizes: (image: StoredImage) => imageVariants(image.key, image.width, image.height),
  },
};
