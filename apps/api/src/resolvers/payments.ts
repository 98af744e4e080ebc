import type { Resolvers } from '../generated/resolvers-types';

/** Card payments of orders (`startPayment`). */
export const paymentsResolvers: Resolvers = {
  Mutation: {},
};
