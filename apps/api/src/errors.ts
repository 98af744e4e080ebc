import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import type { Language } from '@art/model';
import { findWorkspaceRoot } from './config';

type ErrorTexts = typeof import('../../../locales/es/errors.json');

/**
 * A key of `errors.json`: a top-level text (`loginRequired`), or `group.key` for a text inside a group of them
 * (`payment.orderNotFound`), as i18next reads nested keys.
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
