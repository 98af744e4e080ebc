/**
 * The e-tickets (`adminTickets`, `revokeTicket`): a list with search, invitation and state filters, and the one change
 * the back office makes to a ticket, its revocation (react-admin's `update` of a ticket revokes it, whatever the
 * values: nothing else of a ticket can be changed).
 */
import { AdminTicketsDocument, RevokeTicketDocument } from '../generated/graphql';
import { text, type ResourceHandler } from './resource';

/** The list's filters: search (code, name, e-mail), invitation and state. */
export function ticketsFilter(filter: Record<string, unknown>) {
  return {
    q: text(filter['q']),
    invitationId: text(filter['invitationId']),
    state: text(filter['state']),
  };
}

export const tickets: ResourceHandler = {
  async getList(request, { page, perPage, order, filter }) {
    // One sort: by issue date.
    const { adminTickets } = await request(AdminTicketsDocument, {
      page,
      perPage,
      sort: 'CREATED_AT',
      order,
      ...ticketsFilter(filter),
    });
    return { data: adminTickets.items, total: adminTickets.total };
  },
  async update(request, id) {
    const { revokeTicket } = await request(RevokeTicketDocument, { id });
    return { ...revokeTicket, record: revokeTicket.ticket };
  },
};
