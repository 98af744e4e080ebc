import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import type { Language } from '@art/model';
import { findWorkspaceRoot } from './config';

export type ErrorCode = keyof typeof import('../../../locales/es/errors.json');

const cache = new Map<Language, Record<string, string>>();

function messages(lang: Language): Record<string, string> {
  let table = cache.get(lang);
  if (!table) {
    const file = path.join(findWorkspaceRoot(__dirname), 'locales', lang, 'errors.json');
    table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
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
