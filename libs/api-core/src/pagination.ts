import { MAX_PAGE_SIZE, WORKS_PAGE_STEP, type Language } from '@art/model';
import { userError } from './errors';

export type CursorValue = string | number | boolean | null;

/** Page size asked for, capped to 1…MAX_PAGE_SIZE; absent means the works step (20). */
export function clampFirst(first: number | null | undefined): number {
  if (first === null || first === undefined || !Number.isFinite(first)) return WORKS_PAGE_STEP;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(first)));
}

/** An opaque cursor holding the sort values of the last row of a page. */
export function encodeCursor(values: CursorValue[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/**
 * The sort values of a cursor, checked against the kinds expected; anything else is a translated user error.
 * @example decodeCursor(after, ['string', 'number'], lang) // ['2025-03-01T00:00:00.000Z', 42]
 */
export function decodeCursor(
  cursor: string,
  kinds: ('string' | 'number' | 'boolean')[],
  lang: Language,
): CursorValue[] {
  const fail = () => userError(lang, 'invalidCursor');
  if (cursor.length > 512 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw fail();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (!Array.isArray(values) || values.length !== kinds.length) throw fail();
  values.forEach((v, i) => {
    const ok = kinds[i] === 'number' ? typeof v === 'number' && Number.isFinite(v) : typeof v === kinds[i];
    if (!ok) throw fail();
  });
  return values as CursorValue[];
}

/** A page of `first` rows from `first + 1` fetched rows, with its page info. */
export function toPage<Row>(rows: Row[], first: number, cursorOf: (row: Row) => CursorValue[]) {
  const nodes = rows.slice(0, first);
  const last = nodes[nodes.length - 1];
  return {
    nodes,
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(cursorOf(last)) : null },
  };
}
