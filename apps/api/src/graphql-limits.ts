/**
 * Limits on what one request may ask; a request over any of them gets an error and runs nothing. A module of its own,
 * free of the server, so the sites' codegen checks their documents against the same numbers (decision 018).
 */
export const GRAPHQL_LIMITS = {
  batch: 10,
  depth: 8,
  aliases: 10,
  cost: 5000,
  tokens: 3000,
  directives: 10,
} as const;
