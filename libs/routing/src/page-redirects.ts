import { type SiteOrigins, href, hrefFrom } from './links';
import type { Lang, SiteName } from './route-table';

/** The checkout steps the cart route serves (T29): step 1 reviews the cart and takes the order details; payment has its own route. */
export const CART_STEPS = ['1'] as const;
export type CartStep = (typeof CART_STEPS)[number];

/** The cart step to show for a `step` param: itself when valid, else step 1 (T29). */
export function normalizeCartStep(step: string | null | undefined): CartStep {
  return CART_STEPS.find((valid) => valid === step?.trim()) ?? '1';
}

/** The status of the redirect away from a deactivated work (T27). */
export const DEACTIVATED_WORK_REDIRECT_STATUS = 302;

/**
 * Where a work in state `Desactivada` sends the visitor (R-16, T15): the fair's works list,
 * `/es/obras` in Spanish and `/en/works` in any other language, also from the shop's work page
 * (then as an absolute URL on the fair's origin when `from` is given).
 * @example deactivatedWorkRedirect('en') // { location: '/en/works', status: 302 }
 */
export function deactivatedWorkRedirect(
  lang: string,
  from?: { readonly site: SiteName; readonly origins: SiteOrigins },
): { readonly location: string; readonly status: 302 } {
  const target: Lang = lang === 'es' ? 'es' : 'en';
  const location = from ? hrefFrom(from.site, 'works', {}, target, from.origins) : href('works', {}, target);
  return { location, status: DEACTIVATED_WORK_REDIRECT_STATUS };
}
