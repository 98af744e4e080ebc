import { changeAs, EDITOR_ROLES, listWindow, readAs } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import {
  adminCatalogs,
  adminTrendTags,
  listAdminCatalogs,
  listAdminTrendTags,
  setCurrentAdminCatalog,
} from '../services/admin-catalogue';
import { adminShows } from '../services/admin-shows';

/**
 * The back office's catalogues, trend tags and shows (`schema/admin-catalogue.graphql`): each calls the role guard
 * first, then its service (`services/admin-catalogue.ts`, `services/admin-shows.ts`).
 */
export const adminCatalogueResolvers: Resolvers = {
  Query: {
    adminCatalogs: (_parent, _args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminCatalogs');
      return listAdminCatalogs(ctx.db);
    },
    adminCatalog: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminCatalog');
      return adminCatalogs.get(ctx, args.id);
    },
    adminTrendTags: (_parent, _args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminTrendTags');
      return listAdminTrendTags(ctx.db);
    },
    adminTrendTag: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminTrendTag');
      return adminTrendTags.get(ctx, args.id);
    },
    adminShows: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminShows');
      return adminShows.list(ctx, {
        ...listWindow(ctx, args, false),
        sort: args.sort ?? 'ID',
      });
    },
    adminShow: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminShow');
      return adminShows.get(ctx, args.id);
    },
  },
  Mutation: {
    createCatalog: (_parent, args, ctx) =>
      adminCatalogs.save(changeAs(ctx, EDITOR_ROLES, 'createCatalog'), null, args.input),
    updateCatalog: (_parent, args, ctx) =>
      adminCatalogs.save(changeAs(ctx, EDITOR_ROLES, 'updateCatalog'), args.id, args.input),
    setCurrentCatalog: (_parent, args, ctx) =>
      setCurrentAdminCatalog(changeAs(ctx, EDITOR_ROLES, 'setCurrentCatalog'), args.prefix),
    createTrendTag: (_parent, args, ctx) =>
      adminTrendTags.save(changeAs(ctx, EDITOR_ROLES, 'createTrendTag'), null, args.input),
    updateTrendTag: (_parent, args, ctx) =>
      adminTrendTags.save(changeAs(ctx, EDITOR_ROLES, 'updateTrendTag'), args.id, args.input),
    createShow: (_parent, args, ctx) => adminShows.save(changeAs(ctx, EDITOR_ROLES, 'createShow'), null, args.input),
    updateShow: (_parent, args, ctx) => adminShows.save(changeAs(ctx, EDITOR_ROLES, 'updateShow'), args.id, args.input),
  },
};
