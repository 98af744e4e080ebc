import type { Resolvers } from '../generated/resolvers-types';

/** Every resolver of the schema, merged by type. */
export const resolvers: Resolvers = {
  Query: {
    ping: () => 'pong',
  },
};
