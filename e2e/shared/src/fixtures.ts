import { routesFor, type AppRoute, type SiteName } from '@art/routing';
import { testApi } from './api';

/** Real slugs and ids of the `test` seed, read from the API the tests run against. */
export interface SeedParams {
  artistSlug: string;
  slug: string;
  shopArtistSlug: string;
  shopWorkSlug: string;
  artist: string;
  shopArtist: string;
  gallery: string;
  exposition: string;
  article: string;
  activity: string;
  trend: string;
  /** The demo collector's public collection. */
  collectionId: string;
  /** A work of the fair without price (it takes inquiries), with its gallery's e-mail address. */
  noPriceWork: { artistSlug: string; slug: string; title: string; galleryName: string; galleryEmail: string };
}

/** The demo collector of the seed (README). */
export const COLLECTOR = { email: 'coleccionista@demo.artfair.test', password: 'Coleccion-2025!' };

const graphql = <T>(query: string, token?: string) => testApi.data<T>(query, {}, { token });

export async function seedParams(): Promise<SeedParams> {
  type Slugged = { nodes: { slug: string; artist?: { slug: string } }[] };
  const data = await graphql<{
    fair: Slugged;
    shop: Slugged;
    artists: Slugged;
    galleries: Slugged;
    expositions: Slugged;
    articles: Slugged;
    activities: Slugged;
    trends: { slug: string }[];
    noPrice: {
      nodes: {
        slug: string;
        title: string;
        price: number | null;
        workState: string;
        artist: { slug: string };
        gallery: { comercialName: string; email: string | null } | null;
      }[];
    };
  }>(`
    {
      fair: works(filter: { catalogPrefix: "AM25" }, first: 1) {
        nodes {
          slug
          artist {
            slug
          }
        }
      }
      shop: works(filter: { catalogPrefix: "MARKET" }, first: 1) {
        nodes {
          slug
          artist {
            slug
          }
        }
      }
      artists(filter: { catalogPrefix: "AM25" }, first: 1) {
        nodes {
          slug
        }
      }
      galleries(catalogPrefix: "AM25", first: 1) {
        nodes {
          slug
        }
      }
      expositions(first: 1) {
        nodes {
          slug
        }
      }
      articles(first: 1) {
        nodes {
          slug
        }
      }
      activities(first: 1) {
        nodes {
          slug
        }
      }
      trends {
        slug
      }
      noPrice: works(filter: { catalogPrefix: "AM25" }, first: 100) {
        nodes {
          slug
          title
          price
          workState
          artist {
            slug
          }
          gallery {
            comercialName
            email
          }
        }
      }
    }
  `);
  const first = (c: Slugged, what: string) => {
    const node = c.nodes[0];
    if (!node) throw new Error(`The test seed has no ${what}`);
    return node;
  };
  const { login } = await graphql<{ login: { token: string | null } }>(
    `mutation { login(email: "${COLLECTOR.email}", password: "${COLLECTOR.password}") { token } }`,
  );
  const { me } = await graphql<{ me: { collections: { id: string; public: boolean }[] } }>(
    '{ me { collections { id public } } }',
    login.token ?? '',
  );
  const collection = me.collections.find((c) => c.public);
  if (!collection) throw new Error('The test seed has no public collection');
  const noPrice = data.noPrice.nodes.find((w) => w.price === null && w.workState === 'Disponible' && w.gallery?.email);
  if (!noPrice?.gallery?.email)
    throw new Error('The test seed has no fair work without price whose gallery has an e-mail address');
  const fairWork = first(data.fair, 'fair work');
  const shopWork = first(data.shop, 'shop work');
  return {
    artistSlug: fairWork.artist?.slug ?? '',
    slug: fairWork.slug,
    shopArtistSlug: shopWork.artist?.slug ?? '',
    shopWorkSlug: shopWork.slug,
    artist: first(data.artists, 'artist').slug,
    shopArtist: shopWork.artist?.slug ?? '',
    gallery: first(data.galleries, 'gallery').slug,
    exposition: first(data.expositions, 'exposition').slug,
    article: first(data.articles, 'article').slug,
    activity: first(data.activities, 'activity').slug,
    trend: data.trends[0]?.slug ?? 'abstraccion',
    collectionId: collection.id,
    noPriceWork: {
      artistSlug: noPrice.artist.slug,
      slug: noPrice.slug,
      title: noPrice.title,
      galleryName: noPrice.gallery.comercialName,
      galleryEmail: noPrice.gallery.email,
    },
  };
}

/** A concrete address of a route of a site, its params filled from the seed, percent-encoded as a browser sends it. */
export function addressOf(route: AppRoute, site: SiteName, seed: SeedParams): string {
  const shop = site === 'shop';
  const values: Record<string, string> = {
    artistSlug:
      route.page === 'VisibilityContact' ? seed.noPriceWork.artistSlug : shop ? seed.shopArtistSlug : seed.artistSlug,
    slug:
      route.page === 'VisibilityContact'
        ? seed.noPriceWork.slug
        : route.page === 'WorkPage'
          ? shop
            ? seed.shopWorkSlug
            : seed.slug
          : route.page === 'ArtistPage'
            ? shop
              ? seed.shopArtist
              : seed.artist
            : route.page === 'GalleryPage' || route.page === 'GalleryContact'
              ? seed.gallery
              : route.page === 'ExpositionPage'
                ? seed.exposition
                : route.page === 'Post'
                  ? seed.article
                  : route.page === 'Activity'
                    ? seed.activity
                    : 'demo',
    catalogPrefix: 'am25',
    trendSlug: seed.trend,
    userEmail: COLLECTOR.email,
    collectionId: seed.collectionId,
    token: 'token-de-prueba',
    id: '1',
    orderCode: 'A0001',
    workSlug: shop ? seed.shopWorkSlug : seed.slug,
    step: '1',
  };
  // The pattern's own letters (`contraseña`) as a browser sends them, each param encoded once (an e-mail's `@`).
  return encodeURI(route.path.replace(/\/:expoSlug\?/, '')).replace(/:([A-Za-z]+)\??/g, (_all, name: string) =>
    encodeURIComponent(values[name] ?? 'demo'),
  );
}

/** Every concrete route of a site: public ones (answering 200) and login-required ones. */
export function siteRoutes(site: SiteName) {
  return routesFor(site);
}
