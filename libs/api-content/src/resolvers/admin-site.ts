import { changeAs, EDITOR_ROLES, listWindow, readAs } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { adminFaqs, adminStaticPages } from '../services/admin-site';
import { adminMenuEntries } from '../services/admin-site-menu';
import { adminPressItems, adminSponsors } from '../services/admin-site-press';

/**
 * The back office's site content (`schema/admin-site.graphql`): FAQ, static and legal pages, the main menu,
 * sponsors and press items. Each resolver checks the role first (editor, admin), then calls its service; answers
 * depend on the caller, so none may be kept by a cache.
 */
export const adminSiteResolvers: Resolvers = {
  Query: {
    adminFaqs: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminFaqs');
      return adminFaqs.list(ctx, { ...listWindow(ctx, args, true), sort: args.sort ?? 'POSITION', site: args.site });
    },
    adminFaq: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminFaq');
      return adminFaqs.get(ctx, args.id);
    },
    adminStaticPages: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminStaticPages');
      return adminStaticPages.list(ctx, {
        ...listWindow(ctx, args, true),
        sort: args.sort ?? 'TITLE',
        legal: args.legal,
      });
    },
    adminStaticPage: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminStaticPage');
      return adminStaticPages.get(ctx, args.id);
    },
    adminMenuEntries: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminMenuEntries');
      return adminMenuEntries.list(ctx, {
        ...listWindow(ctx, args, true),
        sort: args.sort ?? 'POSITION',
        site: args.site,
      });
    },
    adminMenuEntry: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminMenuEntry');
      return adminMenuEntries.get(ctx, args.id);
    },
    adminSponsors: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminSponsors');
      return adminSponsors.list(ctx, { ...listWindow(ctx, args, true), sort: args.sort ?? 'LEVEL', level: args.level });
    },
    adminSponsor: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminSponsor');
      return adminSponsors.get(ctx, args.id);
    },
    adminPressItems: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminPressItems');
      return adminPressItems.list(ctx, {
        ...listWindow(ctx, args, false),
        sort: args.sort ?? 'PUBLISHED_ON',
        kind: args.kind,
      });
    },
    adminPressItem: (_parent, args, ctx) => {
      readAs(ctx, EDITOR_ROLES, 'adminPressItem');
      return adminPressItems.get(ctx, args.id);
    },
  },
  Mutation: {
    createFaq: (_parent, args, ctx) => adminFaqs.save(changeAs(ctx, EDITOR_ROLES, 'createFaq'), null, args.input),
    updateFaq: (_parent, args, ctx) => adminFaqs.save(changeAs(ctx, EDITOR_ROLES, 'updateFaq'), args.id, args.input),
    createStaticPage: (_parent, args, ctx) =>
      adminStaticPages.save(changeAs(ctx, EDITOR_ROLES, 'createStaticPage'), null, args.input),
    updateStaticPage: (_parent, args, ctx) =>
      adminStaticPages.save(changeAs(ctx, EDITOR_ROLES, 'updateStaticPage'), args.id, args.input),
    createMenuEntry: (_parent, args, ctx) =>
      adminMenuEntries.save(changeAs(ctx, EDITOR_ROLES, 'createMenuEntry'), null, args.input),
    updateMenuEntry: (_parent, args, ctx) =>
      adminMenuEntries.save(changeAs(ctx, EDITOR_ROLES, 'updateMenuEntry'), args.id, args.input),
    createSponsor: (_parent, args, ctx) =>
      adminSponsors.save(changeAs(ctx, EDITOR_ROLES, 'createSponsor'), null, args.input),
    updateSponsor: (_parent, args, ctx) =>
      adminSponsors.save(changeAs(ctx, EDITOR_ROLES, 'updateSponsor'), args.id, args.input),
    createPressItem: (_parent, args, ctx) =>
      adminPressItems.save(changeAs(ctx, EDITOR_ROLES, 'createPressItem'), null, args.input),
    updatePressItem: (_parent, args, ctx) =>
      adminPressItems.save(changeAs(ctx, EDITOR_ROLES, 'updatePressItem'), args.id, args.input),
  },
};
