/**
 * The back office's resources and their data (react-admin's names → their handler). A new resource adds its file here
 * (see `artists.ts`) and one line below; `../data-provider.ts` needs no change.
 */
import { activities } from './activities';
import { artists } from './artists';
import { audit } from './audit';
import { banners } from './banners';
import { catalogs } from './catalogs';
import { galleries } from './galleries';
import { posts } from './posts';
import { shows } from './shows';
import { tags } from './tags';
import { users } from './users';
import { works } from './works';
import { faqs } from './faqs';
import { menu } from './menu';
import { pages } from './pages';
import { press } from './press';
import { sponsors } from './sponsors';
import type { ResourceHandler } from './resource';

export const HANDLERS = {
  works,
  artists,
  galleries,
  users,
  audit,
  catalogs,
  tags,
  shows,
  posts,
  banners,
  activities,
  faqs,
  pages,
  menu,
  sponsors,
  press,
} as const satisfies Record<string, ResourceHandler>;

/** The resources of the back office (react-admin's names). */
export type ResourceName = keyof typeof HANDLERS;

export { activityInput } from './activities';
export { artistInput } from './artists';
export { bannerInput } from './banners';
export { catalogInput, setCurrentCatalog } from './catalogs';
export { galleryInput } from './galleries';
export { postInput, postsFilter, setPostPublished } from './posts';
export { showInput } from './shows';
export { trendTagInput } from './tags';
export { workInput, worksFilter } from './works';
export { faqInput } from './faqs';
export { menuEntryInput, menuRecord, type MenuRecord } from './menu';
export { pageInput } from './pages';
export { pressItemInput } from './press';
export { sponsorInput } from './sponsors';
export { NOT_SUPPORTED, type ResourceHandler } from './resource';
