import {
  type GraphQLContext,
  pageWindow,
  searchOf,
  type ChangeContext,
  EDITOR_ROLES,
  requireRole,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import {
  adminCatalogs,
  adminTrendTags,
  listAdminCatalogs,
  listAdminTrendTags,
  setCurrentAdminCatalog,
} from '../services/admin-catalogue';
import { adminShows } from '../services/admin-shows';

/** The caller, checked to be an editor or an admin, as the context of a change. */
const editorChange = (ctx: GraphQLContext, operation: string): ChangeContext => ({
  db: ctx.db,
  config: ctx.config,
  lang: ctx.lang,
  user: requireRole(ctx, EDITOR_ROLES, operation),
});

/** Checks the caller of a read: an editor or an admin; the answer is theirs alone, so no cache keeps it. */
const editorRead = (ctx: GraphQLContext, operation: string) => {
  requireRole(ctx, EDITOR_ROLES, operation);
  ctx.noStore();
};

/**
 * The back office's catalogues, trend tags and shows (`src/schema/admin-catalogue.graphql`): each calls the role guard
 * first, then its service (`services/admin-catalogue.ts`, `services/admin-shows.ts`).
 */
export const adminCatalogueResolvers: Resolvers = {
  Query: {
    adminCatalogs: (_parent, _args, ctx) => {
      editorRead(ctx, 'adminCatalogs');
      return listAdminCatalogs(ctx.db);
    },
    adminCatalog: (_parent, args, ctx) => {
      editorRead(ctx, 'adminCatalog');
      return adminCatalogs.get(ctx, args.id);
    },
    adminTrendTags: (_parent, _args, ctx) => {
      editorRead(ctx, 'adminTrendTags');
      return listAdminTrendTags(ctx.db);
    },
    adminTrendTag: (_parent, args, ctx) => {
      editorRead(ctx, 'adminTrendTag');
      return adminTrendTags.get(ctx, args.id);
    },
    adminShows: (_parent, args, ctx) => {
      editorRead(ctx, 'adminShows');
      return adminShows.list(ctx, {
        ...pageWindow(ctx.lang, args.page, args.perPage),
        sort: args.sort ?? 'ID',
        ascending: (args.order ?? 'DESC') === 'ASC',
        q: searchOf(ctx.lang, args.q),
      });
    },
    adminShow: (_parent, args, ctx) => {
      editorRead(ctx, 'adminShow');
      return adminShows.get(ctx, args.id);
    },
  },
  Mutation: {
    createCatalog: (_parent, args, ctx) => adminCatalogs.save(editorChange(ctx, 'createCatalog'), null, args.input),
    updateCatalog: (_parent, args, ctx) => adminCatalogs.save(editorChange(ctx, 'updateCatalog'), args.id, args.input),
    setCurrentCatalog: (_parent, args, ctx) =>
      setCurrentAdminCatalog(editorChange(ctx, 'setCurrentCatalog'), args.prefix),
    createTrendTag: (_parent, args, ctx) => adminTrendTags.save(editorChange(ctx, 'createTrendTag'), null, args.input),
    updateTrendTag: (_parent, args, ctx) =>
      adminTrendTags.save(editorChange(ctx, 'updateTrendTag'), args.id, args.input),
    createShow: (_parent, args, ctx) => adminShows.save(editorChange(ctx, 'createShow'), null, args.input),
    updateShow: (_parent, args, ctx) => adminShows.save(editorChange(ctx, 'updateShow'), args.id, args.input),
  },
};
