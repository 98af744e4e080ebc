import { ADMIN_ROLES, changeAs, listWindow, readAs, searchOf, STAFF_ROLES } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminCoupons, deleteAdminCoupon } from '../services/admin-coupons';
import { adminShippingCosts, deleteAdminShippingCost } from '../services/admin-shipping';
import { createSpecialOrder, listSaleWorks } from '../services/admin-special-orders';

/**
 * The back office's sales settings (`schema/admin-commerce.graphql`): discount codes and shipping costs (admins)
 * and special orders (staff and admins). Each resolver checks the role first, then calls its service.
 */
export const adminCommerceResolvers: Resolvers = {
  Query: {
    adminCoupons: (_parent, args, ctx) => {
      readAs(ctx, ADMIN_ROLES, 'adminCoupons');
      return adminCoupons.list(ctx, { ...listWindow(ctx, args, true), sort: args.sort ?? 'CODE' });
    },
    adminCoupon: (_parent, args, ctx) => {
      readAs(ctx, ADMIN_ROLES, 'adminCoupon');
      return adminCoupons.get(ctx, args.code);
    },
    adminShippingCosts: (_parent, args, ctx) => {
      readAs(ctx, ADMIN_ROLES, 'adminShippingCosts');
      return adminShippingCosts.list(ctx, { ...listWindow(ctx, args, true), sort: 'COUNTRY_CODE' });
    },
    adminShippingCost: (_parent, args, ctx) => {
      readAs(ctx, ADMIN_ROLES, 'adminShippingCost');
      return adminShippingCosts.get(ctx, args.id);
    },
    adminSaleWorks: (_parent, args, ctx) => {
      readAs(ctx, STAFF_ROLES, 'adminSaleWorks');
      return listSaleWorks(ctx.db, ctx.lang, {
        q: searchOf(ctx.lang, args.q),
        ids: args.ids ?? null,
        perPage: args.perPage ?? null,
      });
    },
  },
  Mutation: {
    createCoupon: (_parent, args, ctx) =>
      adminCoupons.save(changeAs(ctx, ADMIN_ROLES, 'createCoupon'), null, args.input),
    updateCoupon: (_parent, args, ctx) =>
      adminCoupons.save(changeAs(ctx, ADMIN_ROLES, 'updateCoupon'), args.code, args.input),
    deleteCoupon: (_parent, args, ctx) => deleteAdminCoupon(changeAs(ctx, ADMIN_ROLES, 'deleteCoupon'), args.code),
    createShippingCost: (_parent, args, ctx) =>
      adminShippingCosts.save(changeAs(ctx, ADMIN_ROLES, 'createShippingCost'), null, args.input),
    updateShippingCost: (_parent, args, ctx) =>
      adminShippingCosts.save(changeAs(ctx, ADMIN_ROLES, 'updateShippingCost'), args.id, args.input),
    deleteShippingCost: (_parent, args, ctx) =>
      deleteAdminShippingCost(changeAs(ctx, ADMIN_ROLES, 'deleteShippingCost'), args.id),
    createSpecialOrder: (_parent, args, ctx) =>
      createSpecialOrder(
        {
          ...changeAs(ctx, STAFF_ROLES, 'createSpecialOrder'),
          mailer: ctx.mailer,
          mailTexts: ctx.mailTexts,
          log: ctx.log,
        },
        args.input,
      ),
  },
};
