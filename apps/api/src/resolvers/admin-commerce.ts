import {
  type GraphQLContext,
  pageWindow,
  searchOf,
  ADMIN_ROLES,
  requireRole,
  STAFF_ROLES,
  type ChangeContext,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminCoupons, deleteAdminCoupon } from '../services/admin-coupons';
import { adminShippingCosts, deleteAdminShippingCost } from '../services/admin-shipping';
import { createSpecialOrder, listSaleWorks } from '../services/admin-special-orders';

/** The context of a change by a caller of `roles` (the role checked first). */
const change = (ctx: GraphQLContext, roles: typeof ADMIN_ROLES, operation: string): ChangeContext => ({
  db: ctx.db,
  config: ctx.config,
  lang: ctx.lang,
  user: requireRole(ctx, roles, operation),
});

/** The caller, an admin, or the translated refusal; answers depend on the caller, so none may be cached. */
function admin(ctx: GraphQLContext, operation: string): void {
  requireRole(ctx, ADMIN_ROLES, operation);
  ctx.noStore();
}

/** The common arguments of a list: its window, direction and search. */
function listArgs(
  ctx: GraphQLContext,
  args: { page?: number | null; perPage?: number | null; order?: string | null; q?: string | null },
) {
  return {
    ...pageWindow(ctx.lang, args.page, args.perPage),
    ascending: args.order ? args.order === 'ASC' : true,
    q: searchOf(ctx.lang, args.q),
  };
}

/**
 * The back office's sales settings (`src/schema/admin-commerce.graphql`): discount codes and shipping costs (admins)
 * and special orders (staff and admins). Each resolver checks the role first, then calls its service.
 */
export const adminCommerceResolvers: Resolvers = {
  Query: {
    adminCoupons: (_parent, args, ctx) => {
      admin(ctx, 'adminCoupons');
      return adminCoupons.list(ctx, { ...listArgs(ctx, args), sort: args.sort ?? 'CODE' });
    },
    adminCoupon: (_parent, args, ctx) => {
      admin(ctx, 'adminCoupon');
      return adminCoupons.get(ctx, args.code);
    },
    adminShippingCosts: (_parent, args, ctx) => {
      admin(ctx, 'adminShippingCosts');
      return adminShippingCosts.list(ctx, { ...listArgs(ctx, args), sort: 'COUNTRY_CODE' });
    },
    adminShippingCost: (_parent, args, ctx) => {
      admin(ctx, 'adminShippingCost');
      return adminShippingCosts.get(ctx, args.id);
    },
    adminSaleWorks: (_parent, args, ctx) => {
      requireRole(ctx, STAFF_ROLES, 'adminSaleWorks');
      return listSaleWorks(ctx.db, ctx.lang, {
        q: searchOf(ctx.lang, args.q),
        ids: args.ids ?? null,
        perPage: args.perPage ?? null,
      });
    },
  },
  Mutation: {
    createCoupon: (_parent, args, ctx) => adminCoupons.save(change(ctx, ADMIN_ROLES, 'createCoupon'), null, args.input),
    updateCoupon: (_parent, args, ctx) =>
      adminCoupons.save(change(ctx, ADMIN_ROLES, 'updateCoupon'), args.code, args.input),
    deleteCoupon: (_parent, args, ctx) => deleteAdminCoupon(change(ctx, ADMIN_ROLES, 'deleteCoupon'), args.code),
    createShippingCost: (_parent, args, ctx) =>
      adminShippingCosts.save(change(ctx, ADMIN_ROLES, 'createShippingCost'), null, args.input),
    updateShippingCost: (_parent, args, ctx) =>
      adminShippingCosts.save(change(ctx, ADMIN_ROLES, 'updateShippingCost'), args.id, args.input),
    deleteShippingCost: (_parent, args, ctx) =>
      deleteAdminShippingCost(change(ctx, ADMIN_ROLES, 'deleteShippingCost'), args.id),
    createSpecialOrder: (_parent, args, ctx) =>
      createSpecialOrder(
        {
          ...change(ctx, STAFF_ROLES, 'createSpecialOrder'),
          mailer: ctx.mailer,
          mailTexts: ctx.mailTexts,
          log: ctx.log,
        },
        args.input,
      ),
  },
};
