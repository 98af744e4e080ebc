import { type GraphQLContext, pageWindow, searchOf, requireRole, STAFF_ROLES } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import {
  getAdminMessage,
  listAdminMessages,
  setMessageHandled,
  type MessageNodeOptions,
} from '../services/admin-messages';
import { adminSubscribers } from '../services/admin-subscribers';

/** The caller, a staff member or an admin, or the translated refusal. */
const staff = (ctx: GraphQLContext, operation: string) => requireRole(ctx, STAFF_ROLES, operation);

/** What a message's node needs of the server: the mail texts (the reply's subject) and the sites' origins. */
const nodeOptions = (ctx: GraphQLContext): MessageNodeOptions => ({ texts: ctx.mailTexts, origins: ctx.config });

/**
 * The back office's messages and newsletter subscribers (`src/schema/admin-messages.graphql`). Each resolver checks
 * the role first (staff, admin), then calls its service; answers depend on the caller, so none may be kept by a cache.
 */
export const adminMessagesResolvers: Resolvers = {
  Query: {
    adminMessages: (_parent, args, ctx) => {
      staff(ctx, 'adminMessages');
      ctx.noStore();
      return listAdminMessages(ctx.db, ctx.lang, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        ...nodeOptions(ctx),
        sort: args.sort ?? 'CREATED_AT',
        ascending: args.order === 'ASC',
        q: searchOf(ctx.lang, args.q),
        kind: args.kind,
        handled: args.handled,
      });
    },
    adminMessage: (_parent, args, ctx) => {
      staff(ctx, 'adminMessage');
      ctx.noStore();
      return getAdminMessage(ctx.db, args.id, nodeOptions(ctx));
    },
    adminSubscribers: (_parent, args, ctx) => {
      staff(ctx, 'adminSubscribers');
      ctx.noStore();
      return adminSubscribers.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'CREATED_AT',
        ascending: args.order === 'ASC',
        q: searchOf(ctx.lang, args.q),
        status: args.status,
      });
    },
  },
  Mutation: {
    setMessageHandled: (_parent, args, ctx) => {
      const user = staff(ctx, 'setMessageHandled');
      return setMessageHandled(
        { db: ctx.db, config: ctx.config, lang: ctx.lang, user },
        args.id,
        args.handled,
        nodeOptions(ctx),
      );
    },
  },
};
