/**
 * The addresses of other sites the footer and the mobile menus link to (FT-03, M-01, M-02). They are the fair's
 * own accounts and partner sites; change them here and nowhere else.
 */

/** The ticket seller's site, where entrance tickets are bought. */
export const TICKETS_SITE_URL = 'https://entradas.artemadrid-feria.es/';

/** The virtual 360° tour of the fair's venue. */
export const TOUR_360_URL = 'https://visita360.artemadrid-feria.es/';

/** The fair's accounts on three social networks, in the order the footer shows them. */
export const SOCIAL_LINKS = [
  { network: 'instagram', url: 'https://www.instagram.com/artemadridferia/' },
  { network: 'facebook', url: 'https://www.facebook.com/artemadridferia/' },
  { network: 'youtube', url: 'https://www.youtube.com/@artemadridferia' },
] as const;

/** A social network the footer links to. */
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** The `rel` of every link that leaves the sites in a new tab: no access to this page, no referrer. */
export const EXTERNAL_REL = 'noopener noreferrer';
