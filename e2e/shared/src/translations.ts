import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteName } from '@art/routing';
import { E2E } from './env';

const ROOT = E2E.root;

/** Where the site servers' output goes during the browser tests (playwright.config.ts copies it there). */
export function serverLogOf(site: SiteName): string {
  return path.join(ROOT, E2E.serverLogs[site]);
}

function decoded(address: string): string {
  const pathname = new URL(address, 'http://localhost').pathname;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The texts a site server logged as missing while rendering `address`: the sites log
 * `[i18n] missing key {ns}:{key} ({lang}) on {path}` (libs/i18n `missingKeyMessage`) for any key the page asked for
 * and its loaded translations lack, whatever the key looks like. The server writes the line while rendering, before
 * the response ends, so it is in the log once the page has loaded.
 */
export function missingKeysLogged(site: SiteName, address: string): string[] {
  const file = serverLogOf(site);
  if (!existsSync(file))
    throw new Error(`No log of the ${site} server at ${file}: see webServer in playwright.config.ts`);
  const wanted = decoded(address);
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => {
      const found = /\[i18n\] missing key \S+ \((?:es|en)\) on (\S+)/.exec(line);
      return found?.[1] !== undefined && decoded(found[1]) === wanted;
    });
  // Other tests visit the same address: each render logs its own line.
  return [...new Set(lines)];
}

function keysOf(bundle: unknown, prefix: string, into: Set<string>): void {
  if (typeof bundle !== 'object' || bundle === null) return;
  for (const [name, value] of Object.entries(bundle)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') {
      into.add(key);
      // A plural's key is shown without its suffix: `shown_other` is asked for as `shown`.
      into.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
    } else keysOf(value, key, into);
  }
}

/**
 * Every nested key of the translation files (`work.priceOnRequest`, `fair.heading`), as the translator shows a missing one:
 * without its namespace. Keys of one word are left out: "close" or "email" are words a page may show. A dotted key
 * is never a visitor's text, so looking for these (and not for any `word.word` pattern, which "e.g." or an e-mail
 * domain would match, or "3.500,00 €") gives no false alarm.
 */
export function dottedTranslationKeys(): Set<string> {
  const keys = new Set<string>();
  for (const lang of ['es', 'en']) {
    const dir = path.join(ROOT, 'locales', lang);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      keysOf(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '', keys);
    }
  }
  return new Set([...keys].filter((key) => key.includes('.')));
}

/** The translation keys that appear as words in `text`. */
export function keysIn(text: string, keys: ReadonlySet<string>): string[] {
  // `works:work.x` (a namespace before the key) splits at the colon; a full stop after a key is not part of it.
  const words = new Set(text.match(/[A-Za-z0-9_.-]+/g) ?? []);
  const found = new Set<string>();
  for (const word of words) {
    const bare = word.replace(/^[^A-Za-z]+|[^A-Za-z0-9]+$/g, '');
    if (keys.has(bare)) found.add(bare);
  }
  return [...found];
}
