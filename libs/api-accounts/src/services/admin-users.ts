/**
 * The back office's users (issue 16, admins only): the list (page, sort, search over e-mail and name, role filter),
 * one user, and the change of a role — checked by `adminUserRoleForm` of `@art/admin-model`, never taking the admin
 * role from the admin who asks, written with its audit entry in one transaction.
 */
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { users, type UserRow } from '@art/db';
import { isUserRole } from '@art/model';
import { adminUserRoleForm } from '@art/admin-model';
import {
  recordChange,
  userError,
  checkAdminInput,
  containsText,
  fieldError,
  type FieldError,
  defineAdminResource,
  type ChangeContext,
} from '@art/api-core';
import { endUserSessions } from './sessions';

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

/**
 * The users' list (of a role or any, disabled or enabled or both; an unknown role is a translated error) and one user;
 * their changes are {@link setAdminUserRole} and {@link setAdminUserDisabled}.
 */
export const adminUsers = defineAdminResource({
  table: users,
  key: { column: users.id, parse: (id) => (isUserId(id) ? id : null), of: (row) => row.id },
  nodes: (rows: UserRow[]) => rows.map(adminUserNode),
  search: (q) => containsText(searchable, q),
  filters: (options: { role: string | null; disabled?: boolean | null }, { lang }) => {
    if (options.role && !isUserRole(options.role)) throw userError(lang, 'admin.role');
    return [
      options.role ? eq(users.role, options.role) : undefined,
      typeof options.disabled === 'boolean'
        ? options.disabled
          ? isNotNull(users.disabledAt)
          : isNull(users.disabledAt)
        : undefined,
    ];
  },
  sorts: {
    ID: [users.id],
    EMAIL: [sql`lower(${users.email})`],
    CREATED_AT: [users.createdAt, users.id],
  },
});

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
