import type { Resolvers } from '../generated/resolvers-types';
import { accountResolvers } from './account';
import { catalogueResolvers } from './catalogue';
import { commerceResolvers } from './commerce';
import { contactResolvers } from './contact';
import { contentResolvers } from './content';

/** Every resolver of the schema, merged by type. */
export const resolvers: Resolvers = {
  ...catalogueResolvers,
  ...contentResolvers,
  ...commerceResolvers,
  Me: accountResolvers.Me,
  Query: {
    ping: () => 'pong',
    ...catalogueResolvers.Query,
    ...contentResolvers.Query,
    ...commerceResolvers.Query,
    ...accountResolvers.Query,
  },
  Mutation: {
    ...contactResolvers.Mutation,
    ...accountResolvers.Mutation,
  },
};
