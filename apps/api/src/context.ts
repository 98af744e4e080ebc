import type { Database } from '@art/db';
import { toLanguage, type Language } from '@art/model';
import type { ApiConfig } from './config';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver receives: one per request, with its own DataLoaders. */
export interface GraphQLContext {
  db: Database;
  config: ApiConfig;
  lang: Language;
  loaders: Loaders;
}

/** The request's language from `Accept-Language`: English when its first tag is en, otherwise Spanish. */
export function languageOf(acceptLanguage: string | null | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return toLanguage(first);
}

export function createContext(db: Database, config: ApiConfig, acceptLanguage: string | null | undefined): GraphQLContext {
  return { db, config, lang: languageOf(acceptLanguage), loaders: createLoaders(db) };
}
