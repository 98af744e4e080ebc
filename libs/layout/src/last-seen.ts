/**
 * The last-seen works (L-01, L-02): a list in the browser's local storage, newest first, at most 8, under a
 * versioned record so that a change of format clears it. It keeps what identifies a work (id, slug, the address it
 * was seen at, a picture), never a text in one language: the strip asks the API for the titles and addresses in the
 * page's language (issue 18). No React, no DOM beyond the `Storage` it is given.
 */
import { LAST_SEEN_MAX } from '@art/model';
import { alternates, type Lang, type SiteOrigins } from '@art/routing';

/** The local-storage key of the list. */
export const LAST_SEEN_STORAGE_KEY = 'art.lastSeen';
/** The format version; a stored list of another version is cleared. */
export const LAST_SEEN_VERSION = '2.0.0';
/** Longest text kept per field; longer values come from something else than the site and are refused. */
export const LAST_SEEN_MAX_FIELD_LENGTH = 2048;
/** The event a page sends on `window` after changing the list, so that the strip shows it at once. */
export const LAST_SEEN_EVENT = 'art:last-seen';

/** A work the visitor has seen. */
export interface LastSeenItem {
  readonly slug: string;
  readonly id: string;
  /** The work's page, in the language it was seen in. */
  readonly url: string;
  /** A small image of the work. */
  readonly imageUrl: string;
}

/** The part of `Storage` the store uses (`window.localStorage` fits). */
export type LastSeenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredList {
  version: string;
  items: LastSeenItem[];
}

const field = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= LAST_SEEN_MAX_FIELD_LENGTH ? value.trim() : null;

const safeAddress = (value: string): boolean => /^(\/(?!\/)|https?:\/\/)/i.test(value);

/**
 * A valid item from untrusted data, or null: every field a non-empty string, addresses relative or http(s). Anything
 * else a record holds (the title an older page kept, in the language it was seen in) is left out.
 */
export function toLastSeenItem(value: unknown): LastSeenItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const rawId = typeof record['id'] === 'number' && Number.isFinite(record['id']) ? String(record['id']) : record['id'];
  const slug = field(record['slug']);
  const id = field(rawId);
  const url = field(record['url']);
  const imageUrl = field(record['imageUrl']);
  if (!slug || !id || !url || !imageUrl || !safeAddress(url) || !safeAddress(imageUrl)) return null;
  return { slug, id, url, imageUrl };
}

/**
 * A kept work's address in another language, on the same site (what the strip links when the API cannot say):
 * `/es/shop/obra/ana/azul` is `/en/shop/work/ana/azul` in English. An address of no route stays as it is.
 * @example lastSeenAddressIn('http://fair.example/en/work/ana/azul', 'es', origins) // 'http://fair.example/es/obra/ana/azul'
 */
export function lastSeenAddressIn(url: string, lang: Lang, origins: SiteOrigins): string {
  const origin = Object.values(origins)
    .map((o) => o.replace(/\/+$/, ''))
    .find((o) => o !== '' && url.startsWith(`${o}/`));
  const path = origin ? url.slice(origin.length) : url;
  if (!path.startsWith('/') || path.startsWith('//')) return url;
  const target = alternates(path)?.[lang];
  return target ? `${origin ?? ''}${target}` : url;
}

function read(storage: LastSeenStorage): { items: LastSeenItem[]; stale: boolean } {
  const raw = storage.getItem(LAST_SEEN_STORAGE_KEY);
  if (raw === null) return { items: [], stale: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { items: [], stale: true };
  }
  const stored = parsed as Partial<StoredList> | null;
  if (!stored || typeof stored !== 'object' || stored.version !== LAST_SEEN_VERSION || !Array.isArray(stored.items)) {
    return { items: [], stale: true };
  }
  const items: LastSeenItem[] = [];
  for (const entry of stored.items) {
    const item = toLastSeenItem(entry);
    if (item && !items.some((seen) => seen.id === item.id)) items.push(item);
    if (items.length >= LAST_SEEN_MAX) break;
  }
  return { items, stale: false };
}

/**
 * The stored list, newest first. A list of another version, corrupt JSON or an unreadable storage gives `[]`
 * (and a stale or corrupt record is removed); invalid entries are skipped.
 */
export function readLastSeen(storage: LastSeenStorage | null | undefined): LastSeenItem[] {
  if (!storage) return [];
  try {
    const { items, stale } = read(storage);
    if (stale) storage.removeItem(LAST_SEEN_STORAGE_KEY);
    return items;
  } catch {
    return [];
  }
}

/**
 * Puts a work at the front of the list: a work already there (same id) moves to the front, the list keeps at most 8.
 * Returns the new list; an invalid item or a storage that refuses to write leaves the list as it was.
 * @example addLastSeen(window.localStorage, { slug: 'azul', id: '1', url: '/es/obra/ana/azul', imageUrl: '/api/images/w/1/2.jpg' })
 */
export function addLastSeen(storage: LastSeenStorage | null | undefined, item: LastSeenItem): LastSeenItem[] {
  const current = readLastSeen(storage);
  const valid = toLastSeenItem(item);
  if (!storage || !valid) return current;
  const next = [valid, ...current.filter((seen) => seen.id !== valid.id)].slice(0, LAST_SEEN_MAX);
  try {
    storage.setItem(
      LAST_SEEN_STORAGE_KEY,
      JSON.stringify({ version: LAST_SEEN_VERSION, items: next } satisfies StoredList),
    );
    return next;
  } catch {
    return current;
  }
}

/** This browser's local storage, or null (on the server, or when the visitor switched storage off). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): reading it throws.
    return null;
  }
}

/**
 * Records a seen work in this browser (for the work page, in an effect) and tells the strips on the page. Here rather
 * than beside the strip, so that the work page does not load the strip's code to record a visit.
 * @example useEffect(() => rememberLastSeen({ slug, id, url, imageUrl }), [id]);
 */
export function rememberLastSeen(item: LastSeenItem): void {
  addLastSeen(browserStorage(), item);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LAST_SEEN_EVENT));
}
