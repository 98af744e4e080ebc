import type { Resolvers } from '../generated/resolvers-types';

/** The cart, the checkout and the orders (`schema/orders.graphql`). */
export const ordersResolvers: Resolvers = {
  Query: {},
  Mutation: {},
};
