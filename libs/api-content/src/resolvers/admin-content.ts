import { changeAs, EDITOR_ROLES, listWindow, readAs, searchOf } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminActivities } from '../services/admin-activities';
import { adminBanners } from '../services/admin-banners';
import { adminPosts, setAdminPostPublished } from '../services/admin-posts';

/**
 * The back office's content (`schema/admin-content.graphql`): posts, banners and activities. Each field calls the
 * role guard first, then its service (`services/admin-posts.ts`, `admin-banners.ts`, `admin-activities.ts`); answers
 * depend on the caller, so none may be kept by a cache.
 */
export const adminContentResolvers: Resolvers = {
  Query: {
    adminPosts: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminPosts');
      const filter = args.filter ?? {};
      return adminPosts.list(ctx, {
        ...listWindow(ctx, { ...args, q: filter.q }, false),
        sort: args.sort ?? 'ID',
        filter: { category: filter.category, published: filter.published },
      });
    },
    adminPost: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminPost');
      return adminPosts.get(ctx, args.id);
    },
    adminBanners: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminBanners');
      return adminBanners.list(ctx, {
        ...listWindow(ctx, args, false),
        sort: args.sort ?? 'ID',
      });
    },
    adminBanner: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminBanner');
      return adminBanners.get(ctx, args.id);
    },
    adminActivities: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminActivities');
      const filter = args.filter ?? {};
      return adminActivities.list(ctx, {
        ...listWindow(ctx, { ...args, q: filter.q }, false),
        sort: args.sort ?? 'ID',
        filter: { category: searchOf(ctx.lang, filter.category), catalog: searchOf(ctx.lang, filter.catalog) },
      });
    },
    adminActivity: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminActivity');
      return adminActivities.get(ctx, args.id);
    },
  },
  Mutation: {
    createPost: (_parent, args, ctx) => adminPosts.save(changeAs(ctx, EDITOR_ROLES, 'createPost'), null, args.input),
    updatePost: (_parent, args, ctx) => adminPosts.save(changeAs(ctx, EDITOR_ROLES, 'updatePost'), args.id, args.input),
    setPostPublished: (_parent, args, ctx) =>
      setAdminPostPublished(changeAs(ctx, EDITOR_ROLES, 'setPostPublished'), args.id, args.published),
    createBanner: (_parent, args, ctx) =>
      adminBanners.save(changeAs(ctx, EDITOR_ROLES, 'createBanner'), null, args.input),
    updateBanner: (_parent, args, ctx) =>
      adminBanners.save(changeAs(ctx, EDITOR_ROLES, 'updateBanner'), args.id, args.input),
    createActivity: (_parent, args, ctx) =>
      adminActivities.save(changeAs(ctx, EDITOR_ROLES, 'createActivity'), null, args.input),
    updateActivity: (_parent, args, ctx) =>
      adminActivities.save(changeAs(ctx, EDITOR_ROLES, 'updateActivity'), args.id, args.input),
  },
};
