import { accountResolvers, adminUsersResolvers, createPersonalResolvers } from '@art/api-accounts';
import {
  adminCatalogueResolvers,
  adminWorksResolvers,
  catalogueResolvers,
  disciplinesResolvers,
} from '@art/api-catalogue';
import {
  adminCommerceResolvers,
  adminOrdersResolvers,
  commerceResolvers,
  ordersResolvers,
  paymentsResolvers,
  eraseOrdersOfUser,
} from '@art/api-commerce';
import { adminMessagesResolvers, contactResolvers, formsResolvers } from '@art/api-messages';
import { adminContentResolvers, adminSiteResolvers, contentResolvers, infoResolvers } from '@art/api-content';
import { adminTicketsResolvers, ticketsResolvers } from '@art/api-tickets';
import type { Resolvers } from '../generated/resolvers-types';

/** The personal space's, with what commerce erases of a deleted account (its orders kept without personal data). */
const personalResolvers = createPersonalResolvers([eraseOrdersOfUser]);

/** Every resolver of the schema, merged by type. */
export const resolvers: Resolvers = {
  ...catalogueResolvers,
  ...contentResolvers,
  ...commerceResolvers,
  TicketType: infoResolvers.TicketType,
  AdminInvitation: adminTicketsResolvers.AdminInvitation,
  FairPhoto: infoResolvers.FairPhoto,
  Collection: personalResolvers.Collection,
  Address: personalResolvers.Address,
  Me: { ...accountResolvers.Me, ...personalResolvers.Me, ...ordersResolvers.Me },
  Cart: ordersResolvers.Cart,
  CartItem: ordersResolvers.CartItem,
  Order: ordersResolvers.Order,
  OrderItem: ordersResolvers.OrderItem,
  OrderAddress: ordersResolvers.OrderAddress,
  SpecialOrder: ordersResolvers.SpecialOrder,
  Query: {
    ping: () => 'pong',
    ...catalogueResolvers.Query,
    ...disciplinesResolvers.Query,
    ...contentResolvers.Query,
    ...infoResolvers.Query,
    ...commerceResolvers.Query,
    ...accountResolvers.Query,
    ...personalResolvers.Query,
    ...ordersResolvers.Query,
    ...adminWorksResolvers.Query,
    ...adminUsersResolvers.Query,
    ...adminCatalogueResolvers.Query,
    ...adminCommerceResolvers.Query,
    ...adminSiteResolvers.Query,
    ...adminTicketsResolvers.Query,
    ...adminContentResolvers.Query,
    ...adminMessagesResolvers.Query,
    ...adminOrdersResolvers.Query,
  },
  Mutation: {
    ...contactResolvers.Mutation,
    ...formsResolvers.Mutation,
    ...accountResolvers.Mutation,
    ...personalResolvers.Mutation,
    ...ticketsResolvers.Mutation,
    ...ordersResolvers.Mutation,
    ...paymentsResolvers.Mutation,
    ...adminWorksResolvers.Mutation,
    ...adminUsersResolvers.Mutation,
    ...adminCatalogueResolvers.Mutation,
    ...adminCommerceResolvers.Mutation,
    ...adminSiteResolvers.Mutation,
    ...adminTicketsResolvers.Mutation,
    ...adminContentResolvers.Mutation,
    ...adminMessagesResolvers.Mutation,
    ...adminOrdersResolvers.Mutation,
  },
};
