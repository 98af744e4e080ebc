import type { CodegenConfig } from '@graphql-codegen/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a build configuration shared with the composition
import { API_RESOLVERS_CONFIG } from '../../tools/codegen/resolvers';

/** The tickets' resolver types, from their own schema and the base (decision 042). */
const config: CodegenConfig = {
  schema: ['libs/api-core/src/schema/*.graphql', 'libs/api-tickets/src/schema/*.graphql'],
  generates: {
    'libs/api-tickets/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: API_RESOLVERS_CONFIG,
    },
  },
};
export default config;
