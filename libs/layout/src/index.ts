/**
 * @art/layout: the header, menus, footer and global chrome of the fair and the shop (specification §2 "Layout").
 * Everything renders on the server (no `window` during render) and reads and links without JavaScript; toggles,
 * search, storage and analytics start in effects.
 */

import { deferred } from './shared/deferred';

// Header and menus
export { SiteHeader } from './header/SiteHeader';
export type { SiteHeaderProps } from './header/SiteHeader';
export { LanguagePicker, languageTarget } from './header/LanguagePicker';
export { accountMenuLinks } from './header/AccountMenu';
export { pricedItems } from './header/header-cart';
export type { HeaderCart, HeaderCartItem, HeaderCartOutcome } from './header/header-cart';
export { searchQueryText, searchResultLinks } from './header/search-results';
export type { SearchResultLink } from './header/search-results';
export { buildMenu, hasPanel, menuLink, pickText } from './shared/main-menu';
export type { MenuBlock, MenuEntry, MenuLink } from './shared/main-menu';
export { WHO_WE_ARE_POST_SLUG, footerLinks, mobileMenuLinks, primaryLinks } from './shared/nav-links';
export type { FooterLinks, NavLink } from './shared/nav-links';

// Footer
export { SiteFooter } from './footer/SiteFooter';
export type { SiteFooterProps } from './footer/SiteFooter';
export { FooterContactForm } from './footer/FooterContactForm';
export { FOOTER_CONTACT_ID } from './footer/footer-contact-id';
export { LastSeenStrip } from './footer/LastSeenStrip';
export {
  LAST_SEEN_EVENT,
  LAST_SEEN_MAX_FIELD_LENGTH,
  LAST_SEEN_STORAGE_KEY,
  LAST_SEEN_VERSION,
  addLastSeen,
  readLastSeen,
  rememberLastSeen,
  toLastSeenItem,
} from './last-seen';
export type { LastSeenItem, LastSeenStorage } from './last-seen';

// Global chrome
/**
 * The cookie banner, shown once per browser. It is not deferred: it is often the first thing a visitor taps, and React
 * drops a tap on a part whose code has not arrived yet (it replays none on a boundary it cannot hydrate at once).
 */
export { CookieBanner, type CookieBannerProps } from './chrome/CookieBanner';
export {
  ACCEPT_COOKIES_KEY,
  ACCEPT_COOKIES_MAX_AGE_S,
  COOKIES_ACCEPTED_EVENT,
  acceptCookies,
  browserHasAnswered,
  browserHasConsent,
  hasCookieAnswer,
  hasCookieConsent,
  rejectCookies,
  withdrawCookieConsent,
} from './chrome/cookie-consent';
/** The "go to top" button, shown after scrolling: its code loads apart from the page's. */
export const GoToTop = deferred(() => import('./chrome/GoToTop').then((module) => module.GoToTop));
export { LoadingBar } from './chrome/LoadingBar';
export { Analytics } from './chrome/Analytics';
export { GTAG_SCRIPT_ID, GTAG_SCRIPT_URL, isAnalyticsId, reportEcommerce } from './chrome/gtag';
export { ScrollToTopOnLoginPages } from './chrome/ScrollToTopOnLoginPages';
export { PRIVACY_CONTEXTS, PrivacyDisclaimer } from './chrome/PrivacyDisclaimer';
export type { PrivacyContext, PrivacyDisclaimerProps } from './chrome/PrivacyDisclaimer';

// Shared pieces and constants
export { SiteLink } from './shared/SiteLink';
export type { SiteLinkProps } from './shared/SiteLink';
export { EXTERNAL_REL, SOCIAL_LINKS, TICKETS_SITE_URL, TOUR_360_URL } from './external-links';
export type { SocialNetwork } from './external-links';
export * from './shared/timings';
export type { MainMenu, SiteContext } from './types';
export { useDebouncedValue } from './shared/use-debounced-value';
