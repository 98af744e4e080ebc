/**
 * A graphql-codegen plugin that writes nothing and fails the run when an operation of the documents is over the API's
 * depth, cost or alias limits, counted as the API counts them (GraphQL Armor, fragments flattened): such a document
 * would be refused at run time (decision 018).
 */
const { Kind, validate } = require('graphql');
const { maxDepthRule } = require('@escape.tech/graphql-armor-max-depth');
const { costLimitRule } = require('@escape.tech/graphql-armor-cost-limit');
const { maxAliasesRule } = require('@escape.tech/graphql-armor-max-aliases');

module.exports = {
  plugin(schema, documents, config) {
    const definitions = documents.flatMap((source) => (source.document ? source.document.definitions : []));
    const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const problems = [];
    for (const source of documents) {
      for (const operation of (source.document ? source.document.definitions : []).filter(
        (d) => d.kind === Kind.OPERATION_DEFINITION,
      )) {
        const found = [];
        const options = {
          propagateOnRejection: false,
          onReject: [(_context, error) => found.push(error.message)],
          flattenFragments: true,
        };
        validate(schema, { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }, [
          maxDepthRule({ n: config.depth, ...options }),
          costLimitRule({ maxCost: config.cost, ...options }),
          maxAliasesRule({ n: config.aliases, ...options }),
        ]);
        if (found.length > 0)
          problems.push(
            `${operation.name ? operation.name.value : 'anonymous'} (${source.location}): ${found.join('; ')}`,
          );
      }
    }
    if (problems.length > 0) throw new Error(`Over the API's limits:\n${problems.join('\n')}`);
    return '';
  },
};
