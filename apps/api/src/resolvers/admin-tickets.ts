import { type GraphQLContext, pageWindow, searchOf, STAFF_ROLES, requireRole, type ChangeContext } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import {
  createAdminInvitation,
  adminInvitations,
  adminTickets,
  invitationTickets,
  revokeAdminTicket,
  updateAdminInvitation,
} from '../services/admin-tickets';

/** The caller, ticket-office staff or an admin, or the translated refusal. */
const staff = (ctx: GraphQLContext, operation: string) => requireRole(ctx, STAFF_ROLES, operation);

/** The context of a change by staff or an admin (the role checked first). */
const change = (ctx: GraphQLContext, operation: string): ChangeContext => ({
  db: ctx.db,
  config: ctx.config,
  lang: ctx.lang,
  user: staff(ctx, operation),
});

/** The common arguments of a list: its window, direction (newest first by default) and search. */
const listArgs = (
  ctx: GraphQLContext,
  args: { page?: number | null; perPage?: number | null; order?: string | null; q?: string | null },
) => ({
  ...pageWindow(ctx.lang, args.page, args.perPage),
  ascending: args.order === 'ASC',
  q: searchOf(ctx.lang, args.q),
});

/**
 * The back office's ticket office (`src/schema/admin-tickets.graphql`): invitation codes and their e-tickets. Each
 * resolver checks the role first (staff, admin), then calls its service; answers depend on the caller, so none may be
 * kept by a cache.
 */
export const adminTicketsResolvers: Resolvers = {
  Query: {
    adminInvitations: (_parent, args, ctx) => {
      staff(ctx, 'adminInvitations');
      ctx.noStore();
      return adminInvitations.list(ctx, {
        ...listArgs(ctx, args),
        sort: args.sort ?? 'CREATED_AT',
        catalog: args.catalog,
      });
    },
    adminInvitation: (_parent, args, ctx) => {
      staff(ctx, 'adminInvitation');
      ctx.noStore();
      return adminInvitations.get(ctx, args.id);
    },
    adminTickets: (_parent, args, ctx) => {
      staff(ctx, 'adminTickets');
      ctx.noStore();
      return adminTickets.list(ctx, {
        ...listArgs(ctx, args),
        sort: args.sort ?? 'CREATED_AT',
        invitationId: args.invitationId,
        state: args.state,
      });
    },
  },
  Mutation: {
    createInvitation: (_parent, args, ctx) => createAdminInvitation(change(ctx, 'createInvitation'), args.input),
    updateInvitation: (_parent, args, ctx) =>
      updateAdminInvitation(change(ctx, 'updateInvitation'), args.id, args.input),
    revokeTicket: (_parent, args, ctx) => revokeAdminTicket(change(ctx, 'revokeTicket'), args.id),
  },
  AdminInvitation: {
    // Read only when asked for (the invitation's page), never for the list.
    tickets: (parent, _args, ctx) => invitationTickets(ctx.db, parent),
  },
};
