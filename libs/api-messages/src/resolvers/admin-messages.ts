import { changeAs, type GraphQLContext, listWindow, readAs, STAFF_ROLES } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import {
  getAdminMessage,
  listAdminMessages,
  setMessageHandled,
  type MessageNodeOptions,
} from '../services/admin-messages';
import { adminSubscribers } from '../services/admin-subscribers';

/** What a message's node needs of the server: the mail texts (the reply's subject) and the sites' origins. */
const nodeOptions = (ctx: GraphQLContext): MessageNodeOptions => ({ texts: ctx.mailTexts, origins: ctx.config });

/**
 * The back office's messages and newsletter subscribers (`schema/admin-messages.graphql`). Each resolver checks
 * the role first (staff, admin), then calls its service; answers depend on the caller, so none may be kept by a cache.
 */
export const adminMessagesResolvers: Resolvers = {
  Query: {
    adminMessages: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminMessages');
      return listAdminMessages(ctx.db, ctx.lang, {
        ...listWindow(ctx, args, false),
        ...nodeOptions(ctx),
        sort: args.sort ?? 'CREATED_AT',
        kind: args.kind,
        handled: args.handled,
      });
    },
    adminMessage: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminMessage');
      return getAdminMessage(ctx.db, args.id, nodeOptions(ctx));
    },
    adminSubscribers: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminSubscribers');
      return adminSubscribers.list(ctx, {
        ...listWindow(ctx, args, false),
        sort: args.sort ?? 'CREATED_AT',
        status: args.status,
      });
    },
  },
  Mutation: {
    setMessageHandled: (_parent, args, ctx) =>
      setMessageHandled(changeAs(ctx, STAFF_ROLES, 'setMessageHandled'), args.id, args.handled, nodeOptions(ctx)),
  },
};
