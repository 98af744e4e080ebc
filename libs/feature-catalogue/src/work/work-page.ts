import { redirect } from 'react-router';
import { type ExpositionLinkFields } from '@art/data';
import { WorkPageDocument, type WorkPageWork } from '@art/page-kit';
import { HIDDEN_WORK_STATE } from '@art/model';
import { deactivatedWorkRedirect } from '@art/routing';
import type { PageContext, PageResult } from '@art/site';
import type { ApiImage } from '@art/page-kit';

/** Works like this one the page shows. */
export const SIMILAR_WORKS = 8;

export interface WorkPageData {
  work: WorkPageWork;
  /** The image shown first (the work's first), for Open Graph too. */
  image: ApiImage | null;
  /** The show the work is seen in (the shop address's last part), shown as context; null outside a show. */
  show: ExpositionLinkFields | null;
}

/**
 * The work page of either site: the work of the route's artist and slug in the site's catalogue (the current
 * fair or the market), with works like it; unknown, or of another artist, is a 404; a `Desactivada` work sends the
 * visitor to the works list of their language. On the shop the address may end with a show's slug: the work is then
 * seen inside that show, and a show the work is not in (or that does not exist) is a 404, since no such address
 * was ever given out.
 */
export async function loadWorkPage(page: PageContext): Promise<PageResult<WorkPageData> | null> {
  const catalogPrefix = page.profile.catalogPrefix;
  const { getWork: work } = await page.query(WorkPageDocument, {
    slug: page.params['slug'] ?? '',
    catalogPrefix,
    moreWorks: 9,
    similar: SIMILAR_WORKS,
  });
  if (!work || work.artist.slug !== page.params['artistSlug']) return null;
  if (work.workState === HIDDEN_WORK_STATE) {
    const target = deactivatedWorkRedirect(page.lang, { site: page.site, origins: page.origins });
    throw redirect(target.location, target.status);
  }
  const expoSlug = page.params['expoSlug'];
  // The show by its slug in either language; the page then moves to the address in its own language.
  const show = expoSlug
    ? (work.expositions.find((e) => e.slug === expoSlug || e.slugES === expoSlug || e.slugEN === expoSlug) ?? null)
    : null;
  if (expoSlug && !show) return null;
  const image = work.images[0] ?? null;
  return {
    data: { work, image, show },
    title: {
      artistFullName: work.artist.fullName,
      workTitle: work.title,
      year: work.year,
      technique: work.technicsText,
      measures: work.measures,
      expositionTitle: show?.title ?? null,
    },
    ...(show ? { alternatesParams: { es: { expoSlug: show.slugES }, en: { expoSlug: show.slugEN } } } : {}),
    image: image?.url ?? null,
  };
}
