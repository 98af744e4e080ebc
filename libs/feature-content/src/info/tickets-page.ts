import { currentCatalog, type EditionFields, type StaticPageFields } from '@art/data';
import { TicketsPageDocument, type TicketTypeFields } from '../documents';
import type { PageContext, PageResult } from '@art/site';
import { STATIC_PAGE_SLUGS } from './static-page';

/** What the tickets page shows: the current edition, its ticket types and prices, and how tickets are bought. */
export interface TicketsPageData {
  edition: EditionFields | null;
  ticketTypes: TicketTypeFields[];
  text: StaticPageFields | null;
}

/** `Tickets`: the ticket types of the current edition with their prices, and the page's text. */
export async function loadTicketsPage(page: PageContext): Promise<PageResult<TicketsPageData>> {
  const answer = await page.query(TicketsPageDocument, { slug: STATIC_PAGE_SLUGS.Tickets, catalogPrefix: null });
  return { data: { edition: currentCatalog(answer), ticketTypes: answer.ticketTypes, text: answer.getStaticPage } };
}
