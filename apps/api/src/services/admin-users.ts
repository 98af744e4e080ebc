/**
 * The back office's users (issue 16, admins only): the list (page, sort, search over e-mail and name, role filter),
 * one user, and the change of a role — checked by `adminUserRoleForm` of `@art/admin-model`, never taking the admin
 * role from the admin who asks, written with its audit entry in one transaction.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { users, type Database, type UserRow } from '@art/db';
import { isUserRole, type Language } from '@art/model';
import { adminUserRoleForm } from '@art/admin-model';
import { userError } from '../errors';
import { checkAdminInput, containsText, fieldError, type FieldError, type PageWindow } from './admin-common';
import type { ChangeContext } from './admin-works';
import { recordChange } from './audit-log';
import { endUserSessions } from './sessions';

/** The sorts of the users' list. */
export type AdminUserSort = 'ID' | 'EMAIL' | 'CREATED_AT';

/** A user as the back office shows it (`AdminUser`): never the password's hash. */
export interface AdminUserNode {
  id: string;
  email: string;
  fullName: string;
  role: string;
  createdAt: string;
  disabled: boolean;
  disabledAt: string | null;
}

export const adminUserNode = (row: UserRow): AdminUserNode => ({
  id: row.id,
  email: row.email,
  fullName: `${row.name} ${row.surname}`.trim(),
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/** What the log keeps of a user: who and their role, nothing personal beyond the e-mail. */
const userSnapshot = (row: UserRow) => ({ id: row.id, email: row.email, role: row.role, disabledAt: row.disabledAt });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can be a user's id (a UUID), so that PostgreSQL is never asked to cast anything else. */
export const isUserId = (id: string | null | undefined): id is string => typeof id === 'string' && UUID.test(id);

/** What the search reads: e-mail, name and surname, accents and case aside. */
const searchable = sql`lower(f_unaccent(${users.email} || ' ' || ${users.name} || ' ' || ${users.surname}))`;

/** A page of users, and how many match: of a role or any, disabled or enabled or both. An unknown role is a translated error. */
export async function listAdminUsers(
  db: Database,
  lang: Language,
  options: PageWindow & {
    sort: AdminUserSort;
    ascending: boolean;
    q: string | null;
    role: string | null;
    disabled?: boolean | null;
  },
): Promise<{ items: AdminUserNode[]; total: number }> {
  const where: SQL[] = [];
  if (options.q) where.push(containsText(searchable, options.q));
  if (options.role) {
    if (!isUserRole(options.role)) throw userError(lang, 'admin.role');
    where.push(eq(users.role, options.role));
  }
  if (typeof options.disabled === 'boolean') {
    where.push(options.disabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt));
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'EMAIL'
      ? [direction(sql`lower(${users.email})`)]
      : options.sort === 'CREATED_AT'
        ? [direction(users.createdAt), direction(users.id)]
        : [direction(users.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(condition)
      .orderBy(...orderBy)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { items: rows.map(adminUserNode), total: Number(counted?.n ?? 0) };
}

/** One user, or null for an unknown id. */
export async function getAdminUser(db: Database, id: string): Promise<AdminUserNode | null> {
  if (!isUserId(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? adminUserNode(row) : null;
}

/** The answer of a role's change. */
export type AdminUserResult =
  { ok: true; errors: []; user: AdminUserNode } | { ok: false; errors: FieldError[]; user: null };

/** Sets a user's role; an admin cannot take the admin role from themselves. */
export async function setAdminUserRole(ctx: ChangeContext, id: string, role: unknown): Promise<AdminUserResult> {
  const { db, lang, user: caller } = ctx;
  const refused = (errors: FieldError[]): AdminUserResult => ({ ok: false, errors, user: null });
  if (!isUserId(id)) return refused([fieldError(lang, 'id', 'admin.userNotFound')]);
  const checked = checkAdminInput(adminUserRoleForm, { role }, lang);
  if (!checked.ok) return refused(checked.errors);
  const newRole = checked.value.role;
  if (id === caller.id && caller.role === 'admin' && newRole !== 'admin') {
    return refused([fieldError(lang, 'role', 'admin.ownAdminRole')]);
  }
  const saved = await db.transaction(async (tx) => {
    // The row is locked, so two changes of one user's role are written one after the other, each logged as it was.
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!before) return null;
    const [after] = await tx.update(users).set({ role: newRole }).where(eq(users.id, id)).returning();
    if (!after) return null;
    await recordChange(tx, ctx, {
      action: 'role',
      entity: 'user',
      entityId: id,
      before: userSnapshot(before),
      after: userSnapshot(after),
    });
    return after;
  });
  return saved
    ? { ok: true, errors: [], user: adminUserNode(saved) }
    : refused([fieldError(lang, 'id', 'admin.userNotFound')]);
}

/**
 * Disables a user (they cannot log in, and every session of theirs ends in the same transaction, so nothing they had
 * open keeps working) or enables them again; an admin cannot disable themselves. Logged as an `update` of the user.
 * Disabling a disabled user keeps its first date (and ends any session again).
 */
export async function setAdminUserDisabled(
  ctx: ChangeContext,
  id: string,
  disabled: boolean,
): Promise<AdminUserResult> {
  const { db, lang, user: caller } = ctx;
  const refused = (errors: FieldError[]): AdminUserResult => ({ ok: false, errors, user: null });
  if (!isUserId(id)) return refused([fieldError(lang, 'id', 'admin.userNotFound')]);
  if (typeof disabled !== 'boolean') return refused([fieldError(lang, 'disabled', 'admin.invalid')]);
  if (disabled && id === caller.id) return refused([fieldError(lang, 'disabled', 'admin.ownDisable')]);
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!before) return null;
    const disabledAt = disabled ? (before.disabledAt ?? sql`now()`) : null;
    const [after] = await tx.update(users).set({ disabledAt }).where(eq(users.id, id)).returning();
    if (!after) return null;
    if (disabled) await endUserSessions(tx, id);
    await recordChange(tx, ctx, {
      action: 'update',
      entity: 'user',
      entityId: id,
      before: userSnapshot(before),
      after: userSnapshot(after),
    });
    return after;
  });
  return saved
    ? { ok: true, errors: [], user: adminUserNode(saved) }
    : refused([fieldError(lang, 'id', 'admin.userNotFound')]);
}
