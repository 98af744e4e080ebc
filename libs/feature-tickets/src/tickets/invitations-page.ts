import { InvitationsPageDocument } from '../documents';
import type { PageContext, PageResult } from '@art/site';
import { formatDayRange } from '@art/page-kit';

/** The edition an invitation admits to, as the invitations page presents it. */
export interface InvitationsPageData {
  /** The current edition; null when there is none (the form still works: the code decides the edition). */
  edition: { name: string; days: string | null; venue: string | null } | null;
}

/**
 * Invitations (`/invitaciones`, `/invitations`): the current edition's name, days and venue. The days are written
 * here, on the server, so the browser shows exactly the server's text.
 */
export async function loadInvitationsPage(page: PageContext): Promise<PageResult<InvitationsPageData>> {
  const { catalogs } = await page.query(InvitationsPageDocument, {});
  const current = catalogs.find((catalog) => catalog.isCurrent);
  return {
    data: {
      edition: current
        ? {
            name: current.name,
            days: formatDayRange(current.startsOn, current.endsOn, page.lang),
            venue: current.venue,
          }
        : null,
    },
  };
}
