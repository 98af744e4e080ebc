import {
  type GraphQLContext,
  pageWindow,
  searchOf,
  EDITOR_ROLES,
  requireRole,
  type ChangeContext,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminActivities } from '../services/admin-activities';
import { adminBanners } from '../services/admin-banners';
import { adminPosts, setAdminPostPublished } from '../services/admin-posts';

/** The caller, once the guard has found them an editor or an admin. */
const editor = (ctx: GraphQLContext, operation: string) => requireRole(ctx, EDITOR_ROLES, operation);

/** The context of a change by an editor or an admin (the guard runs first). */
const change = (ctx: GraphQLContext, operation: string): ChangeContext => ({
  db: ctx.db,
  config: ctx.config,
  lang: ctx.lang,
  user: editor(ctx, operation),
});

/**
 * The back office's content (`src/schema/admin-content.graphql`): posts, banners and activities. Each field calls the
 * role guard first, then its service (`services/admin-posts.ts`, `admin-banners.ts`, `admin-activities.ts`); answers
 * depend on the caller, so none may be kept by a cache.
 */
export const adminContentResolvers: Resolvers = {
  Query: {
    adminPosts: (_parent, args, ctx) => {
      editor(ctx, 'adminPosts');
      ctx.noStore();
      const filter = args.filter ?? {};
      return adminPosts.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: (args.order ?? 'DESC') === 'ASC',
        q: searchOf(ctx.lang, filter.q),
        filter: { category: filter.category, published: filter.published },
      });
    },
    adminPost: (_parent, args, ctx) => {
      editor(ctx, 'adminPost');
      ctx.noStore();
      return adminPosts.get(ctx, args.id);
    },
    adminBanners: (_parent, args, ctx) => {
      editor(ctx, 'adminBanners');
      ctx.noStore();
      return adminBanners.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: (args.order ?? 'DESC') === 'ASC',
        q: searchOf(ctx.lang, args.q),
      });
    },
    adminBanner: (_parent, args, ctx) => {
      editor(ctx, 'adminBanner');
      ctx.noStore();
      return adminBanners.get(ctx, args.id);
    },
    adminActivities: (_parent, args, ctx) => {
      editor(ctx, 'adminActivities');
      ctx.noStore();
      const filter = args.filter ?? {};
      return adminActivities.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: (args.order ?? 'DESC') === 'ASC',
        q: searchOf(ctx.lang, filter.q),
        filter: { category: searchOf(ctx.lang, filter.category), catalog: searchOf(ctx.lang, filter.catalog) },
      });
    },
    adminActivity: (_parent, args, ctx) => {
      editor(ctx, 'adminActivity');
      ctx.noStore();
      return adminActivities.get(ctx, args.id);
    },
  },
  Mutation: {
    createPost: (_parent, args, ctx) => adminPosts.save(change(ctx, 'createPost'), null, args.input),
    updatePost: (_parent, args, ctx) => adminPosts.save(change(ctx, 'updatePost'), args.id, args.input),
    setPostPublished: (_parent, args, ctx) =>
      setAdminPostPublished(change(ctx, 'setPostPublished'), args.id, args.published),
    createBanner: (_parent, args, ctx) => adminBanners.save(change(ctx, 'createBanner'), null, args.input),
    updateBanner: (_parent, args, ctx) => adminBanners.save(change(ctx, 'updateBanner'), args.id, args.input),
    createActivity: (_parent, args, ctx) => adminActivities.save(change(ctx, 'createActivity'), null, args.input),
    updateActivity: (_parent, args, ctx) => adminActivities.save(change(ctx, 'updateActivity'), args.id, args.input),
  },
};
