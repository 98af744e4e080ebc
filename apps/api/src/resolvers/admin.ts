import {
  listAudit,
  type GraphQLContext,
  pageWindow,
  searchOf,
  ADMIN_ROLES,
  EDITOR_ROLES,
  requireRole,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminArtists, adminGalleries } from '../services/admin-people';
import { adminUsers, isUserId, setAdminUserDisabled, setAdminUserRole } from '../services/admin-users';
import { adminWorks, setAdminWorkState, type ChangeContext } from '../services/admin-works';

/** The context of a change: the caller, whose role the guard has just checked. */
const changeContext = (ctx: GraphQLContext, user: ChangeContext['user']): ChangeContext => ({
  db: ctx.db,
  config: ctx.config,
  lang: ctx.lang,
  user,
});

const editor = (ctx: GraphQLContext, operation: string) => requireRole(ctx, EDITOR_ROLES, operation);
const admin = (ctx: GraphQLContext, operation: string) => requireRole(ctx, ADMIN_ROLES, operation);

/**
 * The back office's operations (`src/schema/admin.graphql`): each calls the role guard first, then its service
 * (`services/admin-*.ts`). Answers depend on the caller, so none may be kept by a cache.
 */
export const adminResolvers: Resolvers = {
  Query: {
    adminSession: (_parent, _args, ctx) => {
      ctx.noStore();
      const user = ctx.user;
      if (!user) return null;
      return { id: user.id, email: user.email, fullName: `${user.name} ${user.surname}`.trim(), role: user.role };
    },
    adminWorks: (_parent, args, ctx) => {
      editor(ctx, 'adminWorks');
      ctx.noStore();
      const filter = args.filter ?? {};
      return adminWorks.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: (args.order ?? 'DESC') === 'ASC',
        filter,
        q: searchOf(ctx.lang, filter.q),
      });
    },
    adminWork: (_parent, args, ctx) => {
      editor(ctx, 'adminWork');
      ctx.noStore();
      return adminWorks.get(ctx, args.id);
    },
    adminArtists: (_parent, args, ctx) => {
      editor(ctx, 'adminArtists');
      ctx.noStore();
      return adminArtists.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: (args.order ?? 'DESC') === 'ASC',
        q: searchOf(ctx.lang, args.q),
      });
    },
    adminArtist: (_parent, args, ctx) => {
      editor(ctx, 'adminArtist');
      ctx.noStore();
      return adminArtists.get(ctx, args.id);
    },
    adminGalleries: (_parent, args, ctx) => {
      editor(ctx, 'adminGalleries');
      ctx.noStore();
      return adminGalleries.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: (args.order ?? 'DESC') === 'ASC',
        q: searchOf(ctx.lang, args.q),
      });
    },
    adminGallery: (_parent, args, ctx) => {
      editor(ctx, 'adminGallery');
      ctx.noStore();
      return adminGalleries.get(ctx, args.id);
    },
    adminUsers: (_parent, args, ctx) => {
      admin(ctx, 'adminUsers');
      ctx.noStore();
      return adminUsers.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: (args.order ?? 'DESC') === 'ASC',
        q: searchOf(ctx.lang, args.q),
        role: (args.role ?? '').trim() || null,
        disabled: args.disabled ?? null,
      });
    },
    adminUser: (_parent, args, ctx) => {
      admin(ctx, 'adminUser');
      ctx.noStore();
      return adminUsers.get(ctx, args.id);
    },
    auditLog: async (_parent, args, ctx) => {
      admin(ctx, 'auditLog');
      ctx.noStore();
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
    createWork: (_parent, args, ctx) =>
      adminWorks.save(changeContext(ctx, editor(ctx, 'createWork')), null, args.input),
    updateWork: (_parent, args, ctx) =>
      adminWorks.save(changeContext(ctx, editor(ctx, 'updateWork')), args.id, args.input),
    setWorkState: (_parent, args, ctx) =>
      setAdminWorkState(changeContext(ctx, editor(ctx, 'setWorkState')), args.id, args.workState),
    createArtist: (_parent, args, ctx) =>
      adminArtists.save(changeContext(ctx, editor(ctx, 'createArtist')), null, args.input),
    updateArtist: (_parent, args, ctx) =>
      adminArtists.save(changeContext(ctx, editor(ctx, 'updateArtist')), args.id, args.input),
    createGallery: (_parent, args, ctx) =>
      adminGalleries.save(changeContext(ctx, editor(ctx, 'createGallery')), null, args.input),
    updateGallery: (_parent, args, ctx) =>
      adminGalleries.save(changeContext(ctx, editor(ctx, 'updateGallery')), args.id, args.input),
    setUserRole: (_parent, args, ctx) =>
      setAdminUserRole(changeContext(ctx, admin(ctx, 'setUserRole')), args.id, args.role),
    setUserDisabled: (_parent, args, ctx) =>
      setAdminUserDisabled(changeContext(ctx, admin(ctx, 'setUserDisabled')), args.id, args.disabled),
  },
};
