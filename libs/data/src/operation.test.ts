/** @jest-environment node */
import { operationName, operationText, type Operation } from './operation';
import { LogoutDocument, MyOrdersDocument } from './generated/graphql';

const doc = (text: string) => text as unknown as Operation<unknown, unknown>;

describe('generated operations', () => {
  it('give the name of their operation, fragments after it', () => {
    expect(operationName(LogoutDocument)).toBe('Logout');
    expect(operationName(MyOrdersDocument)).toBe('MyOrders');
    expect(operationText(MyOrdersDocument)).toMatch(/^query MyOrders\b[\s\S]*fragment OrderSummaryFields on Order\b/);
  });

  it('send the document text trimmed', () => {
    expect(operationText(doc('\n  query Ping { ping }\n'))).toBe('query Ping { ping }');
    expect(operationName(doc('mutation Contact { contact { ok } }'))).toBe('Contact');
  });

  it('refuse a document without a named operation first', () => {
    expect(() => operationName(doc('{ ping }'))).toThrow('named query or mutation');
    expect(() => operationName(doc('fragment F on Work { id } query Ping { ping }'))).toThrow();
  });
});
