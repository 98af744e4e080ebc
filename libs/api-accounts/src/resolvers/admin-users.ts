import { ADMIN_ROLES, changeAs, listAudit, listWindow, pageWindow, readAs } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminUsers, isUserId, setAdminUserDisabled, setAdminUserRole } from '../services/admin-users';

/**
 * The back office's users, their roles and the audit log (`schema/admin-users.graphql`): each checks first that the
 * caller is an admin, then calls its service; `adminSession` answers any caller about themselves. Answers depend on
 * the caller, so none may be kept by a cache.
 */
export const adminUsersResolvers: Resolvers = {
  Query: {
    adminSession: (_parent, _args, ctx) => {
      ctx.noStore();
      const user = ctx.user;
      if (!user) return null;
      return { id: user.id, email: user.email, fullName: `${user.name} ${user.surname}`.trim(), role: user.role };
    },
    adminUsers: (_parent, args, ctx) => {
      readAs(ctx, ADMIN_ROLES, 'adminUsers');
      return adminUsers.list(ctx, {
        ...listWindow(ctx, args, false),
        sort: args.sort ?? 'ID',
        role: (args.role ?? '').trim() || null,
        disabled: args.disabled ?? null,
      });
    },
    adminUser: (_parent, args, ctx) => {
      readAs(ctx, ADMIN_ROLES, 'adminUser');
      return adminUsers.get(ctx, args.id);
    },
    auditLog: async (_parent, args, ctx) => {
      readAs(ctx, ADMIN_ROLES, 'auditLog');
      const filter = args.filter ?? {};
      const window = pageWindow(ctx.lang, args.page, args.perPage);
      // A user filter that is no user's id matches nothing (PostgreSQL is never asked to cast it).
      if (filter.userId && !isUserId(filter.userId)) return { items: [], total: 0 };
      return listAudit(ctx.db, {
        ...window,
        ascending: args.order === 'ASC',
        entity: filter.entity?.trim() || null,
        entityId: filter.entityId?.trim() || null,
        userId: filter.userId || null,
      });
    },
  },
  Mutation: {
    setUserRole: (_parent, args, ctx) =>
      setAdminUserRole(changeAs(ctx, ADMIN_ROLES, 'setUserRole'), args.id, args.role),
    setUserDisabled: (_parent, args, ctx) =>
      setAdminUserDisabled(changeAs(ctx, ADMIN_ROLES, 'setUserDisabled'), args.id, args.disabled),
  },
};
