import { SponsorsPageDocument, type SponsorFields } from '../documents';
import { SPONSOR_LEVELS, type SponsorLevel } from '@art/model';
import type { PageContext, PageResult } from '@art/site';

/** The sponsors of one level, in their order. */
export interface SponsorLevelGroup {
  level: SponsorLevel;
  sponsors: SponsorFields[];
}

export interface SponsorsPageData {
  /** Levels in their rank (main first); a level without sponsors is left out. */
  levels: SponsorLevelGroup[];
}

/** Sponsors grouped by level, main first; a sponsor of a level the site does not know is left out. */
export function groupByLevel(sponsors: readonly SponsorFields[]): SponsorLevelGroup[] {
  return SPONSOR_LEVELS.map((level) => ({ level, sponsors: sponsors.filter((s) => s.level === level) })).filter(
    (g) => g.sponsors.length > 0,
  );
}

/** Every sponsor of the fair, by level. */
export async function loadSponsorsPage(page: PageContext): Promise<PageResult<SponsorsPageData>> {
  const { sponsors } = await page.query(SponsorsPageDocument, {});
  return { data: { levels: groupByLevel(sponsors) } };
}
