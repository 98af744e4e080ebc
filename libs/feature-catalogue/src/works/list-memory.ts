/**
 * What a works list remembers of one history entry, so that Back (or forward, or a reload) to it shows what the
 * visitor had loaded and where they were: how many batches of 20 and the window's scroll, in the tab's session
 * storage under the entry's `location.key` and the list's address (its filters), never the works themselves. No
 * React, no DOM beyond the `Storage` given.
 */

/** The session-storage key of the records. */
export const WORKS_LIST_MEMORY_KEY = 'art.worksList';
/** Records kept (the newest); an older entry of the tab's history then opens with its first 20 again. */
export const WORKS_LIST_MEMORY_MAX = 30;
/** Most batches restored: 1,000 works; a record asking for more comes from something else than the site. */
export const WORKS_LIST_MEMORY_MAX_BATCHES = 50;

/** A list's state in one history entry. */
export interface WorksListMemory {
  /** The list's address (path and query, filters and cursor): a record is only read back by the same list. */
  readonly list: string;
  /** Batches shown, the page's own included (2 or more: a list of one batch has nothing to restore). */
  readonly batches: number;
  /** The window's vertical scroll when the visitor left. */
  readonly scrollY: number;
}

/** The part of `Storage` the records use (`window.sessionStorage` fits). */
export type WorksListMemoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredRecord extends WorksListMemory {
  readonly entry: string;
}

function toRecord(value: unknown): StoredRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { entry, list, batches, scrollY } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || entry === '' || typeof list !== 'string' || !list.startsWith('/')) return null;
  if (
    typeof batches !== 'number' ||
    !Number.isInteger(batches) ||
    batches < 2 ||
    batches > WORKS_LIST_MEMORY_MAX_BATCHES
  )
    return null;
  if (typeof scrollY !== 'number' || !Number.isFinite(scrollY) || scrollY < 0) return null;
  return { entry, list, batches, scrollY };
}

function readAll(storage: WorksListMemoryStorage): StoredRecord[] {
  const raw = storage.getItem(WORKS_LIST_MEMORY_KEY);
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(toRecord).filter((record): record is StoredRecord => record !== null);
}

/**
 * The record of history entry `entry` for the list at `list`, or null: none, another list's (the entry's address
 * changed, or the record is not this list's), corrupt, or an unreadable storage.
 * @example readWorksListMemory(window.sessionStorage, location.key, '/es/shop/obras?size=small')
 */
export function readWorksListMemory(
  storage: WorksListMemoryStorage | null | undefined,
  entry: string,
  list: string,
): WorksListMemory | null {
  if (!storage) return null;
  try {
    const record = readAll(storage).find((r) => r.entry === entry);
    return record && record.list === list
      ? { list: record.list, batches: record.batches, scrollY: record.scrollY }
      : null;
  } catch {
    return null;
  }
}

/**
 * Records the list state of history entry `entry`, replacing its previous one; at most
 * {@link WORKS_LIST_MEMORY_MAX} records are kept, the newest. A state of one batch removes the entry's record
 * (nothing to restore); an invalid state or a storage that refuses to write changes nothing.
 */
export function rememberWorksList(
  storage: WorksListMemoryStorage | null | undefined,
  entry: string,
  memory: WorksListMemory,
): void {
  if (!storage) return;
  try {
    const others = readAll(storage).filter((r) => r.entry !== entry);
    const record = toRecord({ entry, list: memory.list, batches: memory.batches, scrollY: Math.round(memory.scrollY) });
    const next = record ? [...others, record].slice(-WORKS_LIST_MEMORY_MAX) : others;
    if (next.length) storage.setItem(WORKS_LIST_MEMORY_KEY, JSON.stringify(next));
    else storage.removeItem(WORKS_LIST_MEMORY_KEY);
  } catch {
    // Private browsing or a full storage: the list then opens with its first batch, as without JavaScript.
  }
}

/** A batch of a list, as far as following it goes: where it ends. */
export interface ListBatch {
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
}

/**
 * The batches of a list that can be shown at once, up to `batches`: the first, then each next one that `cached`
 * has for the cursor its predecessor ends at; it stops at the first one missing (to be fetched) or at the list's
 * end. Following the cursors of the fresh first batch keeps the batches continuous even when the list changed.
 * @example cachedBatches(first, 3, (after) => cache.get(after)) // [first, second] when the third is not cached
 */
export function cachedBatches<B extends ListBatch>(
  first: B,
  batches: number,
  cached: (after: string) => B | undefined,
): B[] {
  const out = [first];
  while (out.length < batches) {
    const { hasNextPage, endCursor } = (out[out.length - 1] as B).pageInfo;
    if (!hasNextPage || !endCursor) break;
    const next = cached(endCursor);
    if (!next) break;
    out.push(next);
  }
  return out;
}
