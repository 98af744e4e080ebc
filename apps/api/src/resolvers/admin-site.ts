import {
  type GraphQLContext,
  pageWindow,
  searchOf,
  EDITOR_ROLES,
  requireRole,
  type ChangeContext,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminFaqs, adminStaticPages } from '../services/admin-site';
import { adminMenuEntries } from '../services/admin-site-menu';
import { adminPressItems, adminSponsors } from '../services/admin-site-press';

/** The caller, an editor or an admin, or the translated refusal. */
const editor = (ctx: GraphQLContext, operation: string) => requireRole(ctx, EDITOR_ROLES, operation);

/** The context of a change by an editor or admin (the role checked first). */
const change = (ctx: GraphQLContext, operation: string): ChangeContext => ({
  db: ctx.db,
  config: ctx.config,
  lang: ctx.lang,
  user: editor(ctx, operation),
});

/** The common arguments of a list: its window, sort, direction and search. */
function listArgs<S extends string>(
  ctx: GraphQLContext,
  args: { page?: number | null; perPage?: number | null; order?: string | null; q?: string | null },
  sort: S,
  ascendingByDefault: boolean,
) {
  return {
    ...pageWindow(ctx.lang, args.page, args.perPage),
    sort,
    ascending: args.order ? args.order === 'ASC' : ascendingByDefault,
    q: searchOf(ctx.lang, args.q),
  };
}

/**
 * The back office's site content (`src/schema/admin-site.graphql`): FAQ, static and legal pages, the main menu,
 * sponsors and press items. Each resolver checks the role first (editor, admin), then calls its service; answers
 * depend on the caller, so none may be kept by a cache.
 */
export const adminSiteResolvers: Resolvers = {
  Query: {
    adminFaqs: (_parent, args, ctx) => {
      editor(ctx, 'adminFaqs');
      ctx.noStore();
      return adminFaqs.list(ctx, { ...listArgs(ctx, args, args.sort ?? 'POSITION', true), site: args.site });
    },
    adminFaq: (_parent, args, ctx) => {
      editor(ctx, 'adminFaq');
      ctx.noStore();
      return adminFaqs.get(ctx, args.id);
    },
    adminStaticPages: (_parent, args, ctx) => {
      editor(ctx, 'adminStaticPages');
      ctx.noStore();
      return adminStaticPages.list(ctx, { ...listArgs(ctx, args, args.sort ?? 'TITLE', true), legal: args.legal });
    },
    adminStaticPage: (_parent, args, ctx) => {
      editor(ctx, 'adminStaticPage');
      ctx.noStore();
      return adminStaticPages.get(ctx, args.id);
    },
    adminMenuEntries: (_parent, args, ctx) => {
      editor(ctx, 'adminMenuEntries');
      ctx.noStore();
      return adminMenuEntries.list(ctx, { ...listArgs(ctx, args, args.sort ?? 'POSITION', true), site: args.site });
    },
    adminMenuEntry: (_parent, args, ctx) => {
      editor(ctx, 'adminMenuEntry');
      ctx.noStore();
      return adminMenuEntries.get(ctx, args.id);
    },
    adminSponsors: (_parent, args, ctx) => {
      editor(ctx, 'adminSponsors');
      ctx.noStore();
      return adminSponsors.list(ctx, { ...listArgs(ctx, args, args.sort ?? 'LEVEL', true), level: args.level });
    },
    adminSponsor: (_parent, args, ctx) => {
      editor(ctx, 'adminSponsor');
      ctx.noStore();
      return adminSponsors.get(ctx, args.id);
    },
    adminPressItems: (_parent, args, ctx) => {
      editor(ctx, 'adminPressItems');
      ctx.noStore();
      return adminPressItems.list(ctx, {
        ...listArgs(ctx, args, args.sort ?? 'PUBLISHED_ON', false),
        kind: args.kind,
      });
    },
    adminPressItem: (_parent, args, ctx) => {
      editor(ctx, 'adminPressItem');
      ctx.noStore();
      return adminPressItems.get(ctx, args.id);
    },
  },
  Mutation: {
    createFaq: (_parent, args, ctx) => adminFaqs.save(change(ctx, 'createFaq'), null, args.input),
    updateFaq: (_parent, args, ctx) => adminFaqs.save(change(ctx, 'updateFaq'), args.id, args.input),
    createStaticPage: (_parent, args, ctx) => adminStaticPages.save(change(ctx, 'createStaticPage'), null, args.input),
    updateStaticPage: (_parent, args, ctx) =>
      adminStaticPages.save(change(ctx, 'updateStaticPage'), args.id, args.input),
    createMenuEntry: (_parent, args, ctx) => adminMenuEntries.save(change(ctx, 'createMenuEntry'), null, args.input),
    updateMenuEntry: (_parent, args, ctx) => adminMenuEntries.save(change(ctx, 'updateMenuEntry'), args.id, args.input),
    createSponsor: (_parent, args, ctx) => adminSponsors.save(change(ctx, 'createSponsor'), null, args.input),
    updateSponsor: (_parent, args, ctx) => adminSponsors.save(change(ctx, 'updateSponsor'), args.id, args.input),
    createPressItem: (_parent, args, ctx) => adminPressItems.save(change(ctx, 'createPressItem'), null, args.input),
    updatePressItem: (_parent, args, ctx) => adminPressItems.save(change(ctx, 'updatePressItem'), args.id, args.input),
  },
};
