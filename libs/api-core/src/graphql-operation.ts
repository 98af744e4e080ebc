/**
 * What a GraphQL request executes, read once from its parsed document: the operation's kind and its root fields. The
 * plugins that act on mutations ask it (`graphql.ts`: a mutation's answer is not kept; `content-version.ts`:
 * a mutation that may change public content bumps the version), so they agree on which operation runs, named or not.
 */
import { getOperationAST, Kind, type DocumentNode, type OperationTypeNode } from 'graphql';

export interface ExecutedOperation {
  kind: OperationTypeNode;
  /** The root fields' names, aliases aside (`a: login, b: login` is `login` twice); fragments at the root count as ''. */
  rootFields: string[];
}

/** The operation the request runs (`operationName`, or the document's only one); null when there is none to run. */
export function executedOperation(document: DocumentNode, operationName?: string | null): ExecutedOperation | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  return {
    kind: operation.operation,
    rootFields: operation.selectionSet.selections.map((selection) =>
      selection.kind === Kind.FIELD ? selection.name.value : '',
    ),
  };
}
