/**
 * Builds every row of the demo content in memory, deterministically: the same size gives the same rows
 * on every run and machine (seeded randomness only, dates fixed around the 2025 edition).
 * `generateSeedData` runs one step per domain, in order, each handed what it reads of the steps before it:
 * the catalogue (`catalogue.ts`), the shop's shows (`shows.ts`), the activities, posts and the site's own content
 * (`site-content.ts`), the menu (`menu.ts`), the edition's tickets and photographs (`edition.ts`), the press room
 * (`site-content.ts`), the shop's rules (`commerce.ts`), the users (`users.ts`) and what belongs to them: the
 * collector's account, invitations, sales and messages. The pictures to draw are the steps' own, in that order.
 */
import type * as schema from '@art/db';
import { CATALOGS, buildCatalogue, type CatalogueData } from './catalogue';
import { buildCollectorData, type CollectorData } from './collector';
import { buildCommerce, type CommerceData } from './commerce';
import { GALLERIES } from './content/galleries';
import { EDITION_VISITS } from './content/visit';
import { buildEdition, type EditionData } from './edition';
import { buildInvitationData, type InvitationData } from './invitations';
import { buildMenu } from './menu';
import { buildMessageData, type MessageData } from './messages';
import { pressFileJobs, type FileJob } from './press-files';
import { buildSalesData, type SalesData } from './sales';
import { CURRENT_EDITION, type ImageJob, type Insert } from './shared';
import { buildShows, type ShowData } from './shows';
import {
  buildActivities,
  buildArticles,
  buildPressItems,
  buildSiteContent,
  type SiteContentData,
} from './site-content';
import { buildUsers, type DemoUser } from './users';

export type { ImageJob } from './shared';

export type SeedSize = 'test' | 'demo' | 'bench';

/** Every row of the seed, one list per table, and what to draw and write beside them. */
export interface SeedData
  extends
    CatalogueData,
    ShowData,
    SiteContentData,
    EditionData,
    CommerceData,
    CollectorData,
    InvitationData,
    SalesData,
    MessageData {
  catalogs: Insert<typeof schema.catalogs>[];
  articles: Insert<typeof schema.articles>[];
  activities: Insert<typeof schema.activities>[];
  pressItems: Insert<typeof schema.pressItems>[];
  menuEntries: Insert<typeof schema.menuEntries>[];
  /** Users without their password hash, which is computed (slowly) apart. */
  users: DemoUser[];
  /** Pictures to render; none for the works of `bench` beyond the demo ones, which reuse demo images. */
  imageJobs: ImageJob[];
  /** Documents to write into the files folder: the press releases' and the press kit's PDFs. */
  fileJobs: FileJob[];
  /** `[work, source]`: a bench work showing the images of a demo work takes that work's colours too. */
  reusedImages: [number, number][];
}

interface Plan {
  galleries: number;
  artists: number;
  works: number;
  shows: number;
  postsPerCategory: number;
  activities: number;
}

const PLANS: Record<'test' | 'demo', Plan> = {
  test: { galleries: 8, artists: 25, works: 64, shows: 6, postsPerCategory: 2, activities: 5 },
  demo: { galleries: GALLERIES.length, artists: 150, works: 600, shows: 20, postsPerCategory: 6, activities: 15 },
};

/** Default number of works of the `bench` size. */
export const BENCH_WORKS = 100_000;

/**
 * Every row of the seed for a size, plus the pictures to draw.
 * @example const data = generateSeedData('test'); data.works.length // 64
 */
export function generateSeedData(size: SeedSize, worksOverride?: number): SeedData {
  const plan = PLANS[size === 'bench' ? 'demo' : size];
  const totalWorks = worksOverride ?? (size === 'bench' ? BENCH_WORKS : plan.works);
  if (!Number.isInteger(totalWorks) || totalWorks < 1 || totalWorks > 2_000_000)
    throw new Error(`works must be an integer from 1 to 2000000, got ${totalWorks}`);

  const catalogue = buildCatalogue({
    galleries: plan.galleries,
    artists: plan.artists,
    works: plan.works,
    totalWorks,
    bench: size === 'bench',
  });
  const { galleries, galleryParticipations, artists, trendTags, works } = catalogue;
  const shows = buildShows(plan.shows, catalogue);
  const { expositions } = shows;
  const programme = buildActivities(plan.activities);
  const { activities } = programme;
  const posts = buildArticles(plan.postsPerCategory, { catalogue, shows, activities });
  const { articles } = posts;
  const site = buildSiteContent();
  const menuEntries = buildMenu({ articles, expositions, activities, trendTags, catalogs: CATALOGS });
  const edition = buildEdition();
  const press = buildPressItems(works, edition.fairPhotos);
  const { pressItems } = press;
  const { countries, shippingCosts, coupons } = buildCommerce();
  const { users, collectorId, staffId, adminId, buyers } = buildUsers();

  const catalogs = CATALOGS.map((c) => ({ ...c, ...EDITION_VISITS[c.prefix] }));
  const { sponsors, pressContacts, faqs, staticPages, banners } = site;
  return {
    catalogs,
    galleries,
    galleryParticipations,
    artists,
    trendTags,
    works,
    expositions,
    expositionWorks: shows.expositionWorks,
    articles,
    activities,
    sponsors,
    pressItems,
    pressContacts,
    faqs,
    staticPages,
    menuEntries,
    banners,
    ticketTypes: edition.ticketTypes,
    fairPhotos: edition.fairPhotos,
    countries,
    shippingCosts,
    coupons,
    users,
    ...buildCollectorData(collectorId, works, artists),
    ...buildInvitationData(CURRENT_EDITION, staffId),
    ...buildSalesData({ works, artists, shippingCosts, buyers }),
    ...buildMessageData({ works, artists, galleries, staffId, adminId }),
    imageJobs: [
      ...catalogue.imageJobs,
      ...shows.imageJobs,
      ...programme.imageJobs,
      ...posts.imageJobs,
      ...site.imageJobs,
      ...edition.imageJobs,
      ...press.imageJobs,
    ],
    fileJobs: pressFileJobs({
      catalogs,
      galleries,
      galleryParticipations,
      works,
      activities,
      pressItems,
      pressContacts,
    }),
    reusedImages: catalogue.reusedImages,
  };
}
