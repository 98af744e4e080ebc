import type { Resolvers } from '../generated/resolvers-types';
import { accountResolvers } from './account';
import { catalogueResolvers } from './catalogue';
import { commerceResolvers } from './commerce';
import { contactResolvers } from './contact';
import { contentResolvers } from './content';
import { personalResolvers } from './personal';

/** Every resolver of the schema, merged by type. */
export const resolvers: Resolvers = {
  ...catalogueResolvers,
  ...contentResolvers,
  ...commerceResolvers,
  Collection: personalResolvers.Collection,
  Address: personalResolvers.Address,
  Me: { ...accountResolvers.Me, ...personalResolvers.Me },
  Query: {
    ping: () => 'pong',
    ...catalogueResolvers.Query,
    ...contentResolvers.Query,
    ...commerceResolvers.Query,
    ...accountResolvers.Query,
    ...personalResolvers.Query,
  },
  Mutation: {
    ...contactResolvers.Mutation,
    ...accountResolvers.Mutation,
    ...personalResolvers.Mutation,
  },
};
