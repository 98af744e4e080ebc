import type { MainMenuEntry } from '@art/data';
import type { Lang, SiteName, SiteOrigins } from '@art/routing';

/** The main menu as `fetchMainMenu` answers it (`GET /api/getMainMenu`), or null when it could not be loaded. */
export type MainMenu = readonly MainMenuEntry[];

/** What every piece of the layout needs to build its links: the site showing it, the language, both origins. */
export interface SiteContext {
  readonly site: SiteName;
  readonly lang: Lang;
  readonly origins: SiteOrigins;
}
