import type { MainMenuEntry } from '@art/data';
import { siteProfile, type Lang, type SiteName, type SiteOrigins } from '@art/routing';

/** The main menu as `fetchMainMenu` answers it (`GET /api/getMainMenu`), or null when it could not be loaded. */
export type MainMenu = readonly MainMenuEntry[];

/** What every piece of the layout needs to build its links: the site showing it, the language, both origins. */
export interface SiteContext {
  readonly site: SiteName;
  readonly lang: Lang;
  readonly origins: SiteOrigins;
  /**
   * The fair's current edition as the API flags it: the galleries links of both sites and the fair's search follow it.
   * Absent or null: the fair's default profile's edition.
   */
  readonly currentEdition?: string | null;
}

/** The catalogue a context's site lists: the fair's current edition, or the shop's Market. */
export function catalogOf(ctx: SiteContext): string {
  return siteProfile(ctx.site, ctx.currentEdition).catalogPrefix;
}
