import { changeAs, EDITOR_ROLES, listWindow, readAs, searchOf, pageWindow } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminArtists, adminGalleries } from '../services/admin-people';
import { adminWorks, setAdminWorkState } from '../services/admin-works';

/**
 * The back office's works, artists and galleries (`schema/admin-works.graphql`): each checks first that the caller is
 * an editor or an admin, then calls its service. Answers depend on the caller, so none may be kept by a cache.
 */
export const adminWorksResolvers: Resolvers = {
  Query: {
    adminWorks: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminWorks');
      const filter = args.filter ?? {};
      return adminWorks.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: args.order === 'ASC',
        filter,
        q: searchOf(ctx.lang, filter.q),
      });
    },
    adminWork: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminWork');
      return adminWorks.get(ctx, args.id);
    },
    adminArtists: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminArtists');
      return adminArtists.list(ctx, { ...listWindow(ctx, args, false), sort: args.sort ?? 'ID' });
    },
    adminArtist: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminArtist');
      return adminArtists.get(ctx, args.id);
    },
    adminGalleries: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminGalleries');
      return adminGalleries.list(ctx, { ...listWindow(ctx, args, false), sort: args.sort ?? 'ID' });
    },
    adminGallery: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminGallery');
      return adminGalleries.get(ctx, args.id);
    },
  },
  Mutation: {
    createWork: (_parent, args, ctx) => adminWorks.save(changeAs(ctx, EDITOR_ROLES, 'createWork'), null, args.input),
    updateWork: (_parent, args, ctx) => adminWorks.save(changeAs(ctx, EDITOR_ROLES, 'updateWork'), args.id, args.input),
    setWorkState: (_parent, args, ctx) =>
      setAdminWorkState(changeAs(ctx, EDITOR_ROLES, 'setWorkState'), args.id, args.workState),
    createArtist: (_parent, args, ctx) =>
      adminArtists.save(changeAs(ctx, EDITOR_ROLES, 'createArtist'), null, args.input),
    updateArtist: (_parent, args, ctx) =>
      adminArtists.save(changeAs(ctx, EDITOR_ROLES, 'updateArtist'), args.id, args.input),
    createGallery: (_parent, args, ctx) =>
      adminGalleries.save(changeAs(ctx, EDITOR_ROLES, 'createGallery'), null, args.input),
    updateGallery: (_parent, args, ctx) =>
      adminGalleries.save(changeAs(ctx, EDITOR_ROLES, 'updateGallery'), args.id, args.input),
  },
};
