/**
 * The back office's resources and their data (react-admin's names → their handler). A new resource adds its file here
 * (see `artists.ts`) and one line below; `../data-provider.ts` needs no change.
 */
import { activities } from './activities';
import { artists } from './artists';
import { audit } from './audit';
import { banners } from './banners';
import { catalogs } from './catalogs';
import { coupons } from './coupons';
import { galleries } from './galleries';
import { posts } from './posts';
import { shipping } from './shipping';
import { shows } from './shows';
import { saleWorks } from './sale-works';
import { specialOrders } from './special-orders';
import { tags } from './tags';
import { users } from './users';
import { works } from './works';
import { faqs } from './faqs';
import { menu } from './menu';
import { pages } from './pages';
import { press } from './press';
import { sponsors } from './sponsors';
import { invitations } from './invitations';
import { tickets } from './tickets';
import { orders } from './orders';
import { messages } from './messages';
import { subscribers } from './subscribers';
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
  coupons,
  shipping,
  'special-orders': specialOrders,
  'sale-works': saleWorks,
  invitations,
  tickets,
  orders,
  messages,
  subscribers,
} as const satisfies Record<string, ResourceHandler>;

/** The resources of the back office (react-admin's names). */
export type ResourceName = keyof typeof HANDLERS;

export { activityInput } from './activities';
export { artistInput } from './artists';
export { bannerInput } from './banners';
export { catalogInput, setCurrentCatalog } from './catalogs';
export { couponInput } from './coupons';
export { shippingCostInput } from './shipping';
export { specialOrderInput } from './special-orders';
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
export { invitationInput, invitationUpdateInput } from './invitations';
export { ticketsFilter } from './tickets';
export { ordersFilter } from './orders';
export { setMessageHandled } from './messages';
export { NOT_SUPPORTED, type ResourceHandler } from './resource';
