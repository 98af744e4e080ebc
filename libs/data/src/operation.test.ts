/** @jest-environment node */
import { defineOperation } from './operation';

describe('defineOperation', () => {
  it('keeps the name and the trimmed document', () => {
    const op = defineOperation<{ ping: string }>('Ping', '\n  query Ping { ping }\n');
    expect(op).toEqual({ name: 'Ping', document: 'query Ping { ping }' });
    expect(Object.isFrozen(op)).toBe(true);
  });

  it('accepts a mutation', () => {
    expect(defineOperation('Contact', 'mutation Contact { contact { ok } }').name).toBe('Contact');
  });

  it('refuses a document whose operation has another name, or a longer one', () => {
    expect(() => defineOperation('Works', 'query WorksList { ping }')).toThrow('must start with "query Works" or "mutation Works"');
    expect(() => defineOperation('Ping', 'query Pong { ping }')).toThrow();
    expect(() => defineOperation('Ping', '{ ping }')).toThrow();
  });

  it('refuses a name that is not a GraphQL name', () => {
    expect(() => defineOperation('Ping) { x } query Evil', 'query Ping { ping }')).toThrow('Invalid GraphQL operation name');
    expect(() => defineOperation('', 'query Ping { ping }')).toThrow('Invalid GraphQL operation name');
  });
});
