/**
 * Checks for translations that come from outside the process (the API's JSON files, the page's loader data):
 * the language and namespace allow-lists and the shape of a bundle, with limits so that a hostile or broken
 * payload is refused instead of being handed to the translator.
 */
import { LANGS, NAMESPACES, type Lang, type Namespace } from '@art/routing';
import type { ResourceBundle } from './types';

/** Deepest nesting of groups inside one bundle (`a.b.c…`). */
export const MAX_BUNDLE_DEPTH = 8;
/** Longest key accepted; the spec's longest, "acepto los terminos y condiciones", is 33 characters. */
export const MAX_KEY_LENGTH = 200;
/** Longest text accepted (the longest legal paragraphs are a few thousand characters). */
export const MAX_TEXT_LENGTH = 20_000;
/** Most keys (texts and groups) accepted in one read, across all its namespaces. */
export const MAX_ENTRIES = 20_000;

/** Keys that would reach an object's prototype if copied naively. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** True for one of the sites' languages (`es`, `en`). */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** True for one of the namespaces of the route table (`common`, `works`…). */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}

/** A short, printable rendering of an untrusted value for an error message. */
export function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * True for `{}`-like objects: not arrays, not class instances, not null. Objects made in another realm (JSON
 * parsed by `fetch` in a worker or a test sandbox) count too: their prototype is that realm's `Object.prototype`.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** Counts the keys read so far, shared by every bundle of one read. */
export interface EntryBudget {
  used: number;
}

/**
 * Validates an untrusted bundle and returns a frozen copy of it (so a cached bundle cannot be changed by
 * whoever uses it). Throws an Error naming `where` and the offending key on anything that is not an object of
 * strings and nested objects within the limits above.
 */
export function readBundle(
  value: unknown,
  where: string,
  budget: EntryBudget = { used: 0 },
  depth = 1,
): ResourceBundle {
  if (!isPlainObject(value))
    throw new Error(`Translations ${where} must be an object of texts, got ${describe(value)}.`);
  if (depth > MAX_BUNDLE_DEPTH)
    throw new Error(`Translations ${where} are nested deeper than ${MAX_BUNDLE_DEPTH} levels.`);
  const copy: Record<string, string | ResourceBundle> = {};
  for (const key of Object.keys(value)) {
    const at = `${where}.${describe(key)}`;
    if (key.length === 0 || key.length > MAX_KEY_LENGTH)
      throw new Error(`Translations ${where} have a key that is empty or too long.`);
    if (FORBIDDEN_KEYS.has(key)) throw new Error(`Translations ${where} have a forbidden key ${describe(key)}.`);
    budget.used += 1;
    if (budget.used > MAX_ENTRIES) throw new Error(`Translations ${where} have more than ${MAX_ENTRIES} keys.`);
    const entry = value[key];
    if (typeof entry === 'string') {
      if (entry.length > MAX_TEXT_LENGTH)
        throw new Error(`Translation ${at} is longer than ${MAX_TEXT_LENGTH} characters.`);
      copy[key] = entry;
    } else {
      copy[key] = readBundle(entry, at, budget, depth + 1);
    }
  }
  return Object.freeze(copy);
}
