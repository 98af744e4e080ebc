/**
 * The graphql-codegen configuration of a project that owns client operations (decision 018): its `src/**\/*.graphql`
 * documents, checked against the API's schema, give `src/generated/graphql.ts` with each operation's result and
 * variables types and a typed document (`TypedDocumentString`: the document text, fragments appended) to send.
 * Codegen fails on any document that does not validate against the schema, or that is over the API's depth, cost or
 * alias limits (`api-limits.cjs`).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { GRAPHQL_LIMITS } from '../../apps/api/src/graphql-limits';
import { API_SCHEMA_FILES } from './resolvers';

/** The fragments of `@art/data` that any project's documents may spread. */
export const SHARED_FRAGMENTS = 'libs/data/src/fragments/*.graphql';

/** The config of the project at `projectRoot` (`libs/<name>`); `documents` replaces its own documents (tests). */
export function clientCodegen(projectRoot: string, options: { documents?: string[] } = {}): CodegenConfig {
  const documents = [...(options.documents ?? [`${projectRoot}/src/**/*.graphql`]), SHARED_FRAGMENTS];
  return {
    schema: API_SCHEMA_FILES,
    documents: [...new Set(documents)],
    ignoreNoDocuments: false,
    generates: {
      [`${projectRoot}/src/generated/graphql.ts`]: {
        plugins: [
          {
            'tools/codegen/api-limits.cjs': {
              depth: GRAPHQL_LIMITS.depth,
              cost: GRAPHQL_LIMITS.cost,
              aliases: GRAPHQL_LIMITS.aliases,
            },
          },
          'typescript-operations',
          'typed-document-node',
        ],
        config: {
          documentMode: 'string',
          // `/*#__PURE__*/ new TypedDocumentString(…)`: a document no page uses is left out of the bundles (issue 14).
          pureMagicComment: true,
          enumType: 'string-literal',
          enumsAsTypes: true,
          skipTypename: true,
          useTypeImports: true,
          maybeValue: 'T | null',
          inputMaybeValue: 'T | null | undefined',
          avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
          scalars: { ID: 'string' },
        },
      },
    },
  };
}
