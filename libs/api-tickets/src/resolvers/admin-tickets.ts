import { changeAs, listWindow, readAs, STAFF_ROLES } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import {
  createAdminInvitation,
  adminInvitations,
  adminTickets,
  invitationTickets,
  revokeAdminTicket,
  updateAdminInvitation,
} from '../services/admin-tickets';

/**
 * The back office's ticket office (`schema/admin-tickets.graphql`): invitation codes and their e-tickets. Each
 * resolver checks the role first (staff, admin), then calls its service; answers depend on the caller, so none may be
 * kept by a cache.
 */
export const adminTicketsResolvers: Resolvers = {
  Query: {
    adminInvitations: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminInvitations');
      return adminInvitations.list(ctx, {
        ...listWindow(ctx, args, false),
        sort: args.sort ?? 'CREATED_AT',
        catalog: args.catalog,
      });
    },
    adminInvitation: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminInvitation');
      return adminInvitations.get(ctx, args.id);
    },
    adminTickets: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminTickets');
      return adminTickets.list(ctx, {
        ...listWindow(ctx, args, false),
        sort: args.sort ?? 'CREATED_AT',
        invitationId: args.invitationId,
        state: args.state,
      });
    },
  },
  Mutation: {
    createInvitation: (_parent, args, ctx) =>
      createAdminInvitation(changeAs(ctx, STAFF_ROLES, 'createInvitation'), args.input),
    updateInvitation: (_parent, args, ctx) =>
      updateAdminInvitation(changeAs(ctx, STAFF_ROLES, 'updateInvitation'), args.id, args.input),
    revokeTicket: (_parent, args, ctx) => revokeAdminTicket(changeAs(ctx, STAFF_ROLES, 'revokeTicket'), args.id),
  },
  AdminInvitation: {
    // Read only when asked for (the invitation's page), never for the list.
    tickets: (parent, _args, ctx) => invitationTickets(ctx.db, parent),
  },
};
