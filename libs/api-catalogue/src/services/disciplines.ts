/**
 * The disciplines of a catalogue with the work that stands for each: the tiles of the homes' "explore by
 * discipline". Four small reads, each the newest visible work with an image of one discipline, kept for a minute.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { works, type Database } from '@art/db';
import { DISCIPLINES, HIDDEN_WORK_STATE, pick, type Language } from '@art/model';
import { catalogPrefixOf, scoped, textArray, type WorkNode } from './catalogue-scope';

/** A discipline as the `Discipline` type gives it. */
export interface DisciplineNode {
  id: number;
  key: string;
  name: string;
  cover: WorkNode | null;
}

/**
 * How long the covers of a catalogue are reused by this server. A cover is a picture for a link, not an offer: a
 * work published a minute ago may wait that long to take its place, and each home is not four more queries.
 */
export const COVER_TTL_MS = 60_000;
const coverCaches = new WeakMap<Database, Map<string, { value: Promise<(WorkNode | null)[]>; expires: number }>>();

/** The newest visible work with an image of each discipline in a catalogue, in the order of `DISCIPLINES`. */
function readCovers(db: Database, catalogPrefix: string): Promise<(WorkNode | null)[]> {
  return Promise.all(
    DISCIPLINES.map(async (discipline) => {
      const [row] = await db
        .select()
        .from(works)
        .where(
          and(
            eq(works.discipline, discipline.id),
            sql`${works.catalogs} @> ${textArray([catalogPrefix])}`,
            ne(works.workState, HIDDEN_WORK_STATE),
            sql`jsonb_array_length(${works.images}) > 0`,
          ),
        )
        .orderBy(desc(works.publishedAt), desc(works.id))
        .limit(1);
      return row ? (scoped([row], { catalogPrefix })[0] ?? null) : null;
    }),
  );
}

/** The covers of a catalogue, read at most once per `COVER_TTL_MS` by this server; a failed read is not kept. */
function coversOf(db: Database, catalogPrefix: string): Promise<(WorkNode | null)[]> {
  let cache = coverCaches.get(db);
  if (!cache) {
    cache = new Map();
    coverCaches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(catalogPrefix);
  if (hit && hit.expires > now) return hit.value;
  const value = readCovers(db, catalogPrefix);
  // One entry per catalogue prefix, a bounded set: the cache cannot grow past them.
  cache.set(catalogPrefix, { value, expires: now + COVER_TTL_MS });
  value.catch(() => cache.delete(catalogPrefix));
  return value;
}

/** Forgets the covers this server keeps for a database (after writes that must show at once, and in tests). */
export function forgetDisciplineCovers(db: Database): void {
  coverCaches.delete(db);
}

/**
 * The four disciplines, named in `lang`, each with its cover in a catalogue (the current edition by default). An
 * unknown prefix is a translated `invalidCatalogPrefix` error, raised before the database is asked.
 */
export async function listDisciplines(
  db: Database,
  lang: Language,
  currentPrefix: string,
  prefixText?: string | null,
): Promise<DisciplineNode[]> {
  const catalogPrefix = catalogPrefixOf(prefixText, lang, currentPrefix) ?? currentPrefix;
  const covers = await coversOf(db, catalogPrefix);
  return DISCIPLINES.map((d, index) => ({
    id: d.id,
    key: d.key,
    name: pick(lang, d.es, d.en),
    cover: covers[index] ?? null,
  }));
}
