import { parse } from 'graphql';
import { executedOperation } from './graphql-operation';

describe('executedOperation', () => {
  it('reads the kind and root fields of a document with one operation, aliases aside', () => {
    const document = parse(
      'mutation { a: login(email: "x", password: "y") { ok } b: login(email: "z", password: "w") { ok } }',
    );
    expect(executedOperation(document)).toEqual({ kind: 'mutation', rootFields: ['login', 'login'] });
    expect(executedOperation(parse('{ works { total } catalog { id } }'))).toEqual({
      kind: 'query',
      rootFields: ['works', 'catalog'],
    });
  });

  it('picks the named operation among several, and none when the name is missing or unknown', () => {
    const document = parse('query Read { works { total } } mutation Write { contact(input: {}) { ok } }');
    expect(executedOperation(document, 'Write')).toEqual({ kind: 'mutation', rootFields: ['contact'] });
    expect(executedOperation(document, 'Read')?.kind).toBe('query');
    expect(executedOperation(document)).toBeNull();
    expect(executedOperation(document, 'DROP TABLE users')).toBeNull();
  });

  it('counts a fragment spread at the root as a field with no name', () => {
    const document = parse('mutation { ...F } fragment F on Mutation { logout }');
    expect(executedOperation(document)).toEqual({ kind: 'mutation', rootFields: [''] });
  });
});
