import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError, type Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable } from '@art/db';
import type { Language } from '@art/model';
import { findWorkspaceRoot } from '@art/server-util';

type ErrorTexts = typeof import('../../../locales/es/errors.json');

/**
 * A key of `errors.json`: a top-level text (`loginRequired`), or `group.key` for a text inside a group of them
 * (`payment.orderNotFound`), as the translator reads nested keys.
 */
export type ErrorCode = {
  [K in keyof ErrorTexts & string]: ErrorTexts[K] extends string ? K : `${K}.${keyof ErrorTexts[K] & string}`;
}[keyof ErrorTexts & string];

type TextTree = { [key: string]: string | TextTree };

/** Every text of a tree by its dotted key. */
function flatten(tree: TextTree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

const cache = new Map<Language, Record<string, string>>();

function messages(lang: Language): Record<string, string> {
  let table = cache.get(lang);
  if (!table) {
    const file = path.join(findWorkspaceRoot(__dirname), 'locales', lang, 'errors.json');
    table = flatten(JSON.parse(readFileSync(file, 'utf8')) as TextTree);
    cache.set(lang, table);
  }
  return table;
}

/** The translated text of an error code, with `{{name}}` placeholders filled. */
export function errorMessage(lang: Language, code: ErrorCode, params: Record<string, string | number> = {}): string {
  const template = messages(lang)[code] ?? messages('es')[code] ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * A client error shown to the user: translated message, `BAD_USER_INPUT` code and the stable `reason`.
 * Thrown before anything is read or written.
 */
export function userError(lang: Language, code: ErrorCode, params: Record<string, string | number> = {}): GraphQLError {
  return new GraphQLError(errorMessage(lang, code, params), {
    extensions: { code: 'BAD_USER_INPUT', reason: code, http: { status: 200 } },
  });
}

/**
 * Seconds the API asks a client to wait (`Retry-After`) when the database is away: the pool tries a new connection on
 * the next request, so a few seconds are enough to find out whether it is back.
 */
export const RETRY_AFTER_SECONDS = 5;

/** The `code` of the GraphQL error of a request the database could not serve. */
export const UNAVAILABLE = 'UNAVAILABLE';

/**
 * The error of a request the database could not serve (away, not answering in time): translated, code `UNAVAILABLE`,
 * and HTTP 503 with `Retry-After`, never an unexpected error with a stack.
 */
export function unavailableError(lang: Language, path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError(errorMessage(lang, 'unavailable'), {
    path,
    extensions: {
      code: UNAVAILABLE,
      reason: 'unavailable',
      http: unavailableHttp(),
    },
  });
}

/** Yoga's error masking, except that an unavailable database gives {@link unavailableError} (in Spanish, until
 * {@link unavailablePlugin} puts it in the request's language). */
export function maskApiError(error: unknown, message: string, isDev?: boolean): Error {
  if (isDatabaseUnavailable(error))
    return unavailableError('es', error instanceof GraphQLError ? error.path : undefined);
  return yogaMaskError(error, message, isDev);
}

function isUnavailable(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions['code'] === UNAVAILABLE;
}

/** What Yoga reads of a result's `extensions.http`: the answer's status and headers (left out of the body). */
function unavailableHttp() {
  return { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } };
}

/**
 * Yoga plugin: the `UNAVAILABLE` errors of a result (a batch's included) speak the request's language, and the whole
 * answer is HTTP 503 with `Retry-After`. Yoga takes the status from the result's `extensions.http`, also when the
 * result is a batch's array (it would otherwise keep a batch at 200).
 */
export function unavailablePlugin<ServerContext extends Record<string, unknown>>(
  languageOf: (request: Request, serverContext: ServerContext) => Language,
): Plugin<Record<string, unknown>, ServerContext> {
  return {
    onResultProcess({ request, result, setResult, serverContext }) {
      const results: unknown[] = Array.isArray(result) ? result : [result];
      const unavailable = results.flatMap((one) => {
        const errors = (one as { errors?: unknown } | null)?.errors;
        return Array.isArray(errors) ? errors.filter(isUnavailable) : [];
      });
      if (unavailable.length === 0) return;
      const message = errorMessage(languageOf(request, serverContext), 'unavailable');
      for (const error of unavailable) error.message = message;
      const http = unavailableHttp();
      if (Array.isArray(result)) setResult(Object.assign([...result], { extensions: { http } }));
      else setResult({ ...result, extensions: { ...(result as { extensions?: object }).extensions, http } });
    },
  };
}
