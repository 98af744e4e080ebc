import type { Database } from '@art/db';
import { forgetDisciplineCovers } from './disciplines';
import { forgetWorkCounts } from './works';

/**
 * What a committed change of the catalogue does beyond its transaction: the counts and covers this server keeps are
 * dropped, so the public lists show it at once (the content version, which the sites' page cache keys by, is bumped
 * by every such mutation: `libs/api-core/src/content-version.ts`).
 */
export function afterCatalogueChange(db: Database): void {
  forgetWorkCounts(db);
  forgetDisciplineCovers(db);
}
