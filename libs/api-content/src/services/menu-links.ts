/**
 * The main menu's addresses of content with a slug in each language (a post, an activity, a show, a trend): the menu
 * data holds one path, usually the Spanish one, and the sites move a path to the page's language by the route table,
 * which keeps the slug. So the menu of a language gives those addresses with that language's slug, and an English
 * page links `/en/activity/collecting-for-the-first-time`, not `/en/activity/coleccionar-por-primera-vez` (issue 18).
 */
import { inArray, or, type AnyColumn } from 'drizzle-orm';
import { activities, articles, expositions, trendTags, type Database } from '@art/db';
import { alternates, match, splitUrl, type Lang, type RouteKey } from '@art/routing';

interface SlugSource {
  /** The route's param that holds the slug. */
  readonly param: string;
  readonly es: AnyColumn;
  readonly en: AnyColumn;
  readonly rows: (db: Database, slugs: string[]) => Promise<{ es: string; en: string }[]>;
}

function source(param: string, table: typeof articles | typeof activities | typeof expositions | typeof trendTags) {
  const es = 'slugEs' in table ? table.slugEs : table.slug;
  const en = table.slugEn;
  return {
    param,
    es,
    en,
    rows: (db: Database, slugs: string[]) =>
      db
        .select({ es, en })
        .from(table)
        .where(or(inArray(es, slugs), inArray(en, slugs))),
  } satisfies SlugSource;
}

/** The routes whose slug differs by language, with where their slugs are kept. */
const SOURCES: Partial<Record<RouteKey, SlugSource>> = {
  post: source('slug', articles),
  activity: source('slug', activities),
  show: source('slug', expositions),
  trends: source('trendSlug', trendTags),
};

/**
 * Each menu address that leads to content with a slug per language, as the page in `lang` with that language's slug
 * (query and hash kept); other addresses are not in the map (the sites move them by the route table). One query per
 * kind of content the menu links.
 * @example (await localizedMenuUrls(db, 'en', ['/es/actividad/coleccionar-por-primera-vez'])).get(…) // '/en/activity/collecting-for-the-first-time'
 */
export async function localizedMenuUrls(
  db: Database,
  lang: Lang,
  urls: readonly string[],
): Promise<Map<string, string>> {
  const wanted = new Map<RouteKey, Map<string, string>>();
  const found = urls.flatMap((url) => {
    const hit = url.startsWith('/') ? match(url) : null;
    const from = hit ? SOURCES[hit.route.key as RouteKey] : undefined;
    const slug = hit && from ? hit.params[from.param] : undefined;
    if (!hit || !from || !slug) return [];
    wanted.set(hit.route.key as RouteKey, wanted.get(hit.route.key as RouteKey) ?? new Map());
    return [{ url, key: hit.route.key as RouteKey, slug, param: from.param }];
  });
  await Promise.all(
    [...wanted.entries()].map(async ([key, slugs]) => {
      const from = SOURCES[key];
      const asked = [...new Set(found.filter((f) => f.key === key).map((f) => f.slug))];
      if (!from || asked.length === 0) return;
      for (const row of await from.rows(db, asked)) {
        slugs.set(row.es, row[lang]);
        slugs.set(row.en, row[lang]);
      }
    }),
  );
  const result = new Map<string, string>();
  for (const { url, key, slug, param } of found) {
    const own = wanted.get(key)?.get(slug);
    if (!own) continue;
    const path = alternates(url, { params: { [lang]: { [param]: own } } })?.[lang];
    const parts = splitUrl(url);
    if (path) result.set(url, `${path}${parts?.search ?? ''}${parts?.hash ?? ''}`);
  }
  return result;
}
