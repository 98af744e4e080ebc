/**
 * A GraphQL operation as a typed constant: its name and document text, with the types of its result and variables
 * carried only by the type system (phantom types), so `client.request(WORK_PAGE, { slug })` is checked and typed.
 */

declare const operationTypes: unique symbol;

/** A GraphQL operation whose result is `TData` and whose variables are `TVars`. */
export interface Operation<TData, TVars = Record<string, never>> {
  /** The operation's name in the document: sent as `operationName`, and the first part of its query key. */
  readonly name: string;
  /** The GraphQL document text: exactly one operation, no fragments. */
  readonly document: string;
  /** Type-only: never present at run time. */
  readonly [operationTypes]?: { data: TData; variables: TVars };
}

/** The result type of an operation. */
export type DataOf<TOperation> = TOperation extends Operation<infer TData, infer _TVars> ? TData : never;

/** The variables type of an operation. */
export type VariablesOf<TOperation> = TOperation extends Operation<infer _TData, infer TVars> ? TVars : never;

const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * Declares an operation; throws at module load when `document` does not define a query or mutation named `name`,
 * so a renamed operation cannot silently send a wrong `operationName`.
 *
 * @example
 * export const SEARCH = defineOperation<SearchData, SearchVariables>('Search', `query Search($textSearch: String!) { … }`);
 */
export function defineOperation<TData, TVars = Record<string, never>>(name: string, document: string): Operation<TData, TVars> {
  if (!OPERATION_NAME.test(name)) throw new Error(`Invalid GraphQL operation name "${name}".`);
  if (!new RegExp(`^\\s*(query|mutation)\\s+${name}\\b`).test(document)) {
    throw new Error(`The document of operation "${name}" must start with "query ${name}" or "mutation ${name}".`);
  }
  return Object.freeze({ name, document: document.trim() });
}
