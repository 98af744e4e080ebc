/**
 * The back office's audit log (issue 16, table `audit_log`): {@link recordChange} writes one entry per change in the
 * change's own transaction, so a change is never made without its entry nor the other way round; {@link listAudit}
 * reads it for admins, newest first.
 */
import { and, asc, count, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { auditLog, type AuditLogRow, type Database, type UserRow } from '@art/db';
import type { AuditEntity } from '@art/model';

/** What a transaction of a change can do (the database or a transaction of it). */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/** What was done (`state`: an order's state moved, `services/admin-orders.ts`). */
export type AuditAction = 'create' | 'update' | 'delete' | 'role' | 'state';

/** One change: what on which row, and the row before (null on create) and after (null on delete). */
export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Columns that are never kept in the log: computed ones and secrets. */
const LEFT_OUT = new Set(['searchText', 'initial', 'passwordHash', 'sold', 'listPriceCents', 'size']);

/** A row as the log keeps it: JSON-safe (dates as ISO strings), without computed columns or secrets. */
export function auditSnapshot(row: unknown): unknown {
  if (row === null || row === undefined) return null;
  return JSON.parse(JSON.stringify(row, (key, value: unknown) => (LEFT_OUT.has(key) ? undefined : value))) as unknown;
}

/**
 * Writes the entry of a change, inside the change's transaction.
 * @example await recordChange(tx, ctx, { action: 'update', entity: 'work', entityId: id, before, after });
 */
export async function recordChange(
  tx: Executor,
  ctx: { user: Pick<UserRow, 'id' | 'email'> | null },
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: ctx.user?.id ?? null,
    userEmail: ctx.user?.email ?? '',
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: auditSnapshot(change.before),
    after: auditSnapshot(change.after),
  });
}

/** An entry as the back office reads it (`AuditEntry`). */
export interface AuditEntryNode {
  id: string;
  at: string;
  userId: string | null;
  userEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: string | null;
  after: string | null;
}

const entryNode = (row: AuditLogRow): AuditEntryNode => ({
  id: String(row.id),
  at: row.at.toISOString(),
  userId: row.userId,
  userEmail: row.userEmail,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before === null ? null : JSON.stringify(row.before),
  after: row.after === null ? null : JSON.stringify(row.after),
});

/** A page of the log, newest first (or oldest), filtered by entity, row and user. */
export async function listAudit(
  db: Database,
  options: {
    limit: number;
    offset: number;
    ascending: boolean;
    entity?: string | null;
    entityId?: string | null;
    userId?: string | null;
  },
): Promise<{ items: AuditEntryNode[]; total: number }> {
  const conditions: SQL[] = [];
  if (options.entity) conditions.push(eq(auditLog.entity, options.entity));
  if (options.entityId) conditions.push(eq(auditLog.entityId, options.entityId));
  if (options.userId) conditions.push(eq(auditLog.userId, options.userId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = options.ascending ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(direction(auditLog.at), direction(auditLog.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(entryNode), total: Number(counted?.n ?? 0) };
}

/**
 * Creates a row (`id` null) or changes the row whose key (`id` unless said) is `id`, and writes the change's audit
 * entry (its entity id the saved row's key), both in `tx` (the change's transaction): the row as saved.
 */
export async function writeAudited<T extends PgTable>(
  tx: Executor,
  ctx: { user: Pick<UserRow, 'id' | 'email'> | null },
  change: {
    table: T;
    entity: AuditEntity;
    id: unknown;
    before: unknown;
    fields: Record<string, unknown>;
    key?: { column: AnyColumn; of: (row: T['$inferSelect']) => string | number };
    after?: (row: T['$inferSelect']) => unknown;
  },
): Promise<T['$inferSelect']> {
  const { table, entity, id, before, fields } = change;
  const key = change.key ?? {
    column: (table as unknown as { id: AnyColumn }).id,
    of: (row: T['$inferSelect']) => (row as { id: number }).id,
  };
  const [saved] = (
    id === null
      ? await tx
          .insert(table)
          .values(fields as T['$inferInsert'])
          .returning()
      : await tx
          .update(table)
          .set(fields as T['$inferInsert'])
          .where(eq(key.column, id))
          .returning()
  ) as T['$inferSelect'][];
  if (!saved) throw new Error(`The ${entity} was not saved`);
  await recordChange(tx, ctx, {
    action: id === null ? 'create' : 'update',
    entity,
    entityId: key.of(saved),
    before,
    after: change.after ? change.after(saved) : saved,
  });
  return saved;
}
