import { pageWindow, searchOf, STAFF_ROLES, requireRole } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { getAdminOrder, listAdminOrders, setAdminOrderState } from '../services/admin-orders';

/**
 * The back office's orders (`src/schema/admin-orders.graphql`): the list, one order, and the change of its state.
 * Each resolver checks the role first (staff, admin); which moves only an admin may make is the service's check
 * (`ORDER_TRANSITIONS` of `@art/admin-model`). Answers depend on the caller, so none may be kept by a cache.
 */
export const adminOrdersResolvers: Resolvers = {
  Query: {
    adminOrders: (_parent, args, ctx) => {
      const user = requireRole(ctx, STAFF_ROLES, 'adminOrders');
      ctx.noStore();
      return listAdminOrders(ctx.db, ctx.lang, user.role, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ORDER_DATE',
        ascending: args.order ? args.order === 'ASC' : false,
        q: searchOf(ctx.lang, args.q),
        state: args.state,
        kind: args.kind,
        from: args.from,
        to: args.to,
      });
    },
    adminOrder: (_parent, args, ctx) => {
      const user = requireRole(ctx, STAFF_ROLES, 'adminOrder');
      ctx.noStore();
      return getAdminOrder(ctx.db, args.id, user.role);
    },
  },
  Mutation: {
    setOrderState: (_parent, args, ctx) =>
      setAdminOrderState(
        {
          db: ctx.db,
          config: ctx.config,
          lang: ctx.lang,
          user: requireRole(ctx, STAFF_ROLES, 'setOrderState'),
          mailer: ctx.mailer,
          mailTexts: ctx.mailTexts,
          log: ctx.log,
        },
        args.id,
        args.state,
      ),
  },
};
