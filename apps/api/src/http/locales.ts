/**
 * `GET /api/locales/{lng}/{ns}.json`: the translation files of `locales/`, as the sites' resource loader fetches them.
 * Only the languages of the product and the namespaces found in `locales/es` at start-up are served: the path of
 * a file comes from that allow-list, never from the request.
 */
import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LANGUAGES, type Language } from '@art/model';
import { errorMessage, languageOf } from '@art/api-core';
import { etagOf, isFresh } from './etag';

/** An hour, like the clients' own in-memory cache of translations. */
export const LOCALES_CACHE_CONTROL = 'public, max-age=3600';
const NAMESPACE_PATTERN = /^[a-z][a-zA-Z0-9-]*$/;
const FILE_PATTERN = /^([a-z][a-zA-Z0-9-]*)\.json$/;

/** The namespaces that exist in the default language's folder: `common`, `errors`… (sorted). */
export function readNamespaces(localesDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(localesDir, 'es'));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((ns) => NAMESPACE_PATTERN.test(ns))
    .sort();
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
}

/** Registers the translations route over `localesDir` (the repository's `locales/` by default configuration). */
export async function registerLocaleRoutes(
  app: FastifyInstance,
  { localesDir }: { localesDir: string },
): Promise<void> {
  const files = new Map<string, string>();
  for (const lng of LANGUAGES) {
    for (const ns of readNamespaces(localesDir)) files.set(`${lng}/${ns}`, path.join(localesDir, lng, `${ns}.json`));
  }
  // Re-read only when a file changes (its mtime or size), so edits show up without a restart.
  const cache = new Map<string, CachedFile>();

  const notFound = (reply: FastifyReply, lang: Language) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: errorMessage(lang, 'localeNotFound') });

  app.get('/api/locales/:lng/:file', async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    const { lng, file } = request.params as { lng: string; file: string };
    const ns = FILE_PATTERN.exec(file)?.[1];
    if (!LANGUAGES.includes(lng as Language) || !ns) return notFound(reply, lang);
    const key = `${lng}/${ns}`;
    const filePath = files.get(key);
    if (!filePath) return notFound(reply, lang);

    let entry = cache.get(key);
    try {
      const info = await stat(filePath);
      if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
        const body = await readFile(filePath);
        entry = { mtimeMs: info.mtimeMs, size: info.size, body, etag: etagOf(body) };
        cache.set(key, entry);
      }
    } catch {
      // Listed at start-up but missing in this language (or removed since): nothing to serve.
      return notFound(reply, lang);
    }

    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', LOCALES_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('etag', entry.etag);
    if (isFresh(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.code(200).send(entry.body);
  });
}
