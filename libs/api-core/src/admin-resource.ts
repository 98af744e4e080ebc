/**
 * The back office's one list, get and save (issue 16), as react-admin's one data provider serves every resource: a
 * resource says what differs — its table and key, what its list filters and searches, its sorts, its node, its schema
 * and checks — and {@link defineAdminResource} does what every resource does alike: the page and its count, the order
 * with its last term unique (so pages never overlap), the id read as the table's key (a malformed one names nothing),
 * the change checked by its schema with every refused field translated, the row read before and refused when unknown,
 * written with its audit entry in one transaction, a unique constraint taken meanwhile refused under its field, and
 * the answer `{ ok, errors, <key> }`. The content version, which the sites' page cache keys by, is bumped by every
 * admin mutation (`content-version.ts`), so nothing here does it.
 */
import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database, UserRow } from '@art/db';
import type { AuditEntity, FormSchema, Language } from '@art/model';
import { writeAudited, type Executor } from './audit-log';
import type { ApiConfig } from './config';
import type { ErrorCode } from './errors';
import {
  checkAdminInput,
  fieldError,
  isUniqueViolation,
  rowId,
  type FieldError,
  type PageWindow,
} from './admin-common';

/**
 * What a read needs: the database, the settings (the sites' origins), the caller's language, and the caller, where a
 * node shows what their role allows (an order's moves).
 */
export interface ReadContext {
  db: Database;
  config: ApiConfig;
  lang: Language;
  user?: UserRow | null;
}

/** Who changes, in which language, with which store. */
export interface ChangeContext extends ReadContext {
  user: UserRow;
}

/** A list's window, order and search, and the resource's own filters. */
export type ListOptions<S extends string> = PageWindow & { sort: S; ascending: boolean; q: string | null };

/** A page of a list: its nodes and how many match. */
export interface ListPage<N> {
  items: N[];
  total: number;
  /** A search stopped counting at its resource's `searching.countMax` (`total` is then that many). */
  totalCapped: boolean;
}

/** The answer of a change: the saved record under `key`, or the refused fields. */
export type ChangeResult<K extends string, N> =
  ({ ok: true; errors: [] } & { [P in K]: N }) | ({ ok: false; errors: FieldError[] } & { [P in K]: null });

/** A change's refusal under its record's key. */
export function changeRefused<K extends string>(
  key: K,
  errors: FieldError[],
): { ok: false; errors: FieldError[] } & { [P in K]: null } {
  return { ok: false, errors, [key]: null } as { ok: false; errors: FieldError[] } & { [P in K]: null };
}

/** A saved record under its key. */
export function changeSaved<K extends string, N>(key: K, record: N): { ok: true; errors: [] } & { [P in K]: N } {
  return { ok: true, errors: [], [key]: record } as { ok: true; errors: [] } & { [P in K]: N };
}

/** The unique constraints of a Spanish and an English slug, refused under `slugES` and `slugEN` when taken meanwhile. */
export function slugUniques(es: string, en: string): Record<string, readonly [string, ErrorCode]> {
  return { [es]: ['slugES', 'admin.slugTaken'], [en]: ['slugEN', 'admin.slugTaken'] };
}

/** A list's direction. */
export type Direction = typeof asc;

/** A term of a sort: a column or expression in the list's direction, or a term of its own direction. */
export type SortTerm = AnyColumn | SQL | ((direction: Direction) => SQL);

/** A key's value: a serial id, a code. */
export type Key = string | number;

/** What a read asks of the table: the condition, the order, the window. */
export interface ReadQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** What can read (the database or a transaction of it). */
export type Reader = Pick<Database, 'select'>;

/**
 * A read's page of a query (made dynamic: `db.select(…).from(…).$dynamic()`): its condition, order and window.
 * @example read: (db, query) => pageOf(db.select({ tag: trendTags, worksCount }).from(trendTags).$dynamic(), query)
 */
export function pageOf<Q extends PgSelect>(select: Q, query: ReadQuery): Q {
  return select
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

/** A resource's key: its column, a caller's id read as a key (null: names nothing) and a row's key. */
export interface ResourceKey<Row, Id extends Key> {
  column: AnyColumn;
  parse: (id: string) => Id | null;
  of: (row: Row) => Id;
  /** The condition of one key, when it is not the column's equality (a code compared case aside). */
  where?: (id: Id) => SQL;
}

/** The fields a change writes: at once, or inside its transaction (a position after the last one). */
export type ChangeFields<T extends PgTable> =
  Partial<T['$inferInsert']> | ((tx: Executor) => Promise<Partial<T['$inferInsert']>>);

/** A change's facts beside its checked input: the record before (null on create), its key, the caller. */
export interface ChangeFacts<R, Id extends Key> {
  before: R | null;
  id: Id | null;
  ctx: ChangeContext;
}

/** How a resource's records are created and changed. */
export interface SaveSpec<T extends PgTable, R, V extends Record<string, unknown>, K extends string, Id extends Key> {
  /** The answer's key of the saved record (`banner` in `{ ok, errors, banner }`). */
  result: K;
  /** The audit log's entity. */
  entity: AuditEntity;
  /** The change's schema of `@art/admin-model`. */
  form: FormSchema<V>;
  /** The refusal of an id that names no record, and its field (`id` unless said). */
  notFound: ErrorCode;
  notFoundField?: string;
  /** The record is read, and an unknown one refused, before the input is checked (else after). */
  readFirst?: boolean;
  /** The input as the schema reads it, from what the caller sent (a key the update may leave out). */
  input?: (input: Record<string, unknown>, facts: { before: R | null; id: Id | null }) => unknown;
  /** The row's fields of the checked input, or the refused fields (what only the database or the stores know). */
  fields: (value: V, facts: ChangeFacts<R, Id>) => Promise<FieldError[] | ChangeFields<T>>;
  /** What the change writes beside its row, in its transaction (a show's works, a gallery's catalogues). */
  afterWrite?: (tx: Executor, row: T['$inferSelect'], value: V) => Promise<void>;
  /** The audit entry's rows (by default the table's rows before and after). */
  audit?: { before?: (record: R) => unknown; after?: (row: T['$inferSelect'], value: V) => unknown };
  /** Unique constraints another change may take meanwhile: the refused field and its message. */
  uniques?: Record<string, readonly [field: string, code: ErrorCode]>;
  /** Any other refusal of the write (a row it refers to deleted meanwhile), or null to let the error through. */
  writeError?: (error: unknown, lang: Language) => FieldError[] | null;
  /** What a committed change does beyond its transaction (the catalogue's counts this server keeps). */
  afterCommit?: (db: Database, value: V) => void;
}

/** A back-office resource: see the module's comment. `R` is a read record (a row, or a row with what is joined). */
export interface AdminResourceSpec<
  T extends PgTable,
  R,
  N,
  S extends string,
  O,
  Id extends Key,
  V extends Record<string, unknown>,
  K extends string,
> {
  table: T;
  /** The key (`id`, a serial, read by `rowId`, when not said). */
  key?: ResourceKey<T['$inferSelect'], Id>;
  /** Reads records (by default the table's rows): joins and computed columns go here. */
  read?: (db: Reader, query: ReadQuery) => Promise<R[]>;
  /** The table's row of a record (the record itself by default). */
  rowOf?: (record: R) => T['$inferSelect'];
  /** How many records a condition matches, at most `max` when given (by default counted on the table alone). */
  count?: (db: Reader, where: SQL | undefined, max?: number) => Promise<number>;
  /** The records' nodes, in their order (batch reads of what a page's records have go here). */
  nodes: (records: R[], ctx: ReadContext) => N[] | Promise<N[]>;
  /** The search's condition for a (cleaned, non-blank) text. */
  search?: (q: string) => SQL;
  /** The list's filters' conditions; null matches nothing (the list is empty without reading the table). */
  filters?: (options: ListOptions<S> & O, ctx: ReadContext) => (SQL | undefined)[] | null;
  /** Each sort's terms, the last one unique. */
  sorts?: Record<S, readonly SortTerm[]>;
  /**
   * A text search of a large table: each sort's terms while searching (expressions no index covers, so the planner
   * reads the search's index and sorts its matches, instead of walking a sort's index and rechecking every row), and
   * the most matches it counts (each is a recheck of its row; beyond them the page is `totalCapped`).
   */
  searching?: { sorts: Record<S, readonly SortTerm[]>; countMax: number };
  save?: SaveSpec<T, R, V, K, Id>;
}

/** A back-office resource's list, get and save. */
export interface AdminResource<N, S extends string, O, K extends string> {
  list(ctx: ReadContext, options: ListOptions<S> & O): Promise<ListPage<N>>;
  get(ctx: ReadContext, id: string): Promise<N | null>;
  save(ctx: ChangeContext, id: string | null, input: unknown): Promise<ChangeResult<K, N>>;
}

/** The default key: a serial `id` column. */
const serialKey = <T extends PgTable>(table: T): ResourceKey<T['$inferSelect'], number> => ({
  column: (table as unknown as { id: AnyColumn }).id,
  parse: rowId,
  of: (row) => (row as { id: number }).id,
});

/**
 * A back-office resource from what differs between resources (see the module's comment).
 * @example export const adminBanners = defineAdminResource({ table: banners, nodes, search, sorts, save: { … } });
 */
export function defineAdminResource<
  T extends PgTable,
  N,
  S extends string = never,
  O = unknown,
  R = T['$inferSelect'],
  Id extends Key = number,
  V extends Record<string, unknown> = Record<string, never>,
  K extends string = never,
>(spec: AdminResourceSpec<T, R, N, S, O, Id, V, K>): AdminResource<N, S, O, K> {
  const { table } = spec;
  const key = spec.key ?? (serialKey(table) as unknown as ResourceKey<T['$inferSelect'], Id>);
  const rowOf = spec.rowOf ?? ((record: R) => record as unknown as T['$inferSelect']);
  const read =
    spec.read ??
    (async (db: Reader, query: ReadQuery) =>
      (await pageOf(
        db
          .select()
          .from(table as PgTable)
          .$dynamic(),
        query,
      )) as R[]);
  const countOf =
    spec.count ??
    (async (db: Reader, where: SQL | undefined, max?: number) => {
      const [counted] = await (max === undefined
        ? db
            .select({ n: count() })
            .from(table as PgTable)
            .where(where)
        : db.select({ n: count() }).from(
            db
              .select({ one: sql`1` })
              .from(table as PgTable)
              .where(where)
              .limit(max)
              .as('matches'),
          ));
      return Number(counted?.n ?? 0);
    });
  const readOne = async (db: Reader, id: Id): Promise<R | null> => {
    const where = key.where ? key.where(id) : eq(key.column, id);
    const [record] = await read(db, { where, orderBy: [], limit: 1, offset: 0 });
    return record ?? null;
  };
  const nodeOf = async (ctx: ReadContext, record: R): Promise<N> => {
    const [node] = await spec.nodes([record], ctx);
    return node as N;
  };

  const list = async (ctx: ReadContext, options: ListOptions<S> & O): Promise<ListPage<N>> => {
    const conditions = spec.filters ? spec.filters(options, ctx) : [];
    if (conditions === null) return { items: [], total: 0, totalCapped: false };
    const searched = options.q && spec.search ? spec.search(options.q) : undefined;
    const where = and(...conditions, searched);
    const direction = options.ascending ? asc : desc;
    const searching = searched ? spec.searching : undefined;
    const terms = (searching ? searching.sorts : spec.sorts)?.[options.sort] ?? [];
    const orderBy = terms.map((term) => (typeof term === 'function' ? term(direction) : direction(term)));
    const max = searching?.countMax;
    const [records, counted] = await Promise.all([
      read(ctx.db, { where, orderBy, limit: options.limit, offset: options.offset }),
      countOf(ctx.db, where, max === undefined ? undefined : max + 1),
    ]);
    const totalCapped = max !== undefined && counted > max;
    return { items: await spec.nodes(records, ctx), total: totalCapped ? max : counted, totalCapped };
  };

  const get = async (ctx: ReadContext, id: string): Promise<N | null> => {
    const target = key.parse(id);
    const record = target === null ? null : await readOne(ctx.db, target);
    return record === null ? null : nodeOf(ctx, record);
  };

  const save = async (ctx: ChangeContext, id: string | null, input: unknown): Promise<ChangeResult<K, N>> => {
    const change = spec.save;
    if (!change) throw new Error('This resource has no change');
    const { db, lang } = ctx;
    const refuse = (errors: FieldError[]) => changeRefused(change.result, errors);
    const notFound = () => refuse([fieldError(lang, change.notFoundField ?? 'id', change.notFound)]);
    const target = id === null ? null : key.parse(id);
    let before: R | null = null;
    if (change.readFirst) {
      before = target === null ? null : await readOne(db, target);
      if (id !== null && !before) return notFound();
    } else if (id !== null && target === null) return notFound();
    const given = change.input ? change.input((input ?? {}) as Record<string, unknown>, { before, id: target }) : input;
    const checked = checkAdminInput(change.form, given, lang);
    if (!checked.ok) return refuse(checked.errors);
    const value = checked.value;
    if (!change.readFirst && target !== null) {
      before = await readOne(db, target);
      if (!before) return notFound();
    }
    const prepared = await change.fields(value, { before, id: target, ctx });
    if (Array.isArray(prepared)) return refuse(prepared);

    try {
      const saved = await db.transaction(async (tx) => {
        const row = await writeAudited(tx, ctx, {
          table,
          entity: change.entity,
          id: before === null ? null : key.of(rowOf(before)),
          before: before === null ? null : (change.audit?.before ?? rowOf)(before),
          fields: typeof prepared === 'function' ? await prepared(tx) : prepared,
          key,
          after: change.audit?.after && ((row) => change.audit?.after?.(row, value)),
        });
        await change.afterWrite?.(tx, row, value);
        return row;
      });
      change.afterCommit?.(db, value);
      // A record with more than its row (joins, counts) is read again; a row is its own record.
      const record = spec.read ? await readOne(db, key.of(saved)) : (saved as unknown as R);
      if (record === null) throw new Error(`The saved ${change.entity} is gone`);
      return changeSaved(change.result, await nodeOf(ctx, record));
    } catch (error) {
      for (const [constraint, [field, code]] of Object.entries(change.uniques ?? {})) {
        if (isUniqueViolation(error, constraint)) return refuse([fieldError(lang, field, code)]);
      }
      const refused = change.writeError?.(error, lang);
      if (refused) return refuse(refused);
      throw error;
    }
  };

  return { list, get, save };
}
