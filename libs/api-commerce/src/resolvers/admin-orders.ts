import { changeAs, listWindow, readAs, STAFF_ROLES } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminOrders, setAdminOrderState } from '../services/admin-orders';

/**
 * The back office's orders (`schema/admin-orders.graphql`): the list, one order, and the change of its state.
 * Each resolver checks the role first (staff, admin); which moves only an admin may make is the service's check
 * (`ORDER_TRANSITIONS` of `@art/admin-model`). Answers depend on the caller, so none may be kept by a cache.
 */
export const adminOrdersResolvers: Resolvers = {
  Query: {
    adminOrders: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminOrders');
      return adminOrders.list(ctx, {
        ...listWindow(ctx, args, false),
        sort: args.sort ?? 'ORDER_DATE',
        state: args.state,
        kind: args.kind,
        from: args.from,
        to: args.to,
      });
    },
    adminOrder: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminOrder');
      return adminOrders.get(ctx, args.id);
    },
  },
  Mutation: {
    setOrderState: (_parent, args, ctx) =>
      setAdminOrderState(
        {
          ...changeAs(ctx, STAFF_ROLES, 'setOrderState'),
          mailer: ctx.mailer,
          mailTexts: ctx.mailTexts,
          log: ctx.log,
        },
        args.id,
        args.state,
      ),
  },
};
