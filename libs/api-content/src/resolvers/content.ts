import { pick } from '@art/model';
import { isoOf, activityUrl, articleUrl, originsOf } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { activityCategoryKey, findActivity, listActivities, listActivityCategories } from '../services/activities';
import { findArticle, listArticles, listRelatedArticles, newsCategoryName } from '../services/articles';
import {
  findBanner,
  findStaticPage,
  listFaq,
  listPressContacts,
  listPressItems,
  listSponsors,
} from '../services/pages';

/** Queries and types of the editorial content: posts, activities, sponsors, press items and contacts, FAQ, static pages, banners. */
export const contentResolvers: Resolvers = {
  Query: {
    articles: (_, args, { db, lang }) => listArticles(db, lang, args),
    getArticle: (_, { slug }, { db, lang }) => findArticle(db, lang, slug),
    activities: (_, args, { db, lang }) => listActivities(db, lang, args),
    activityCategories: (_, { catalogPrefix }, { db, lang }) => listActivityCategories(db, lang, catalogPrefix),
    getActivity: (_, { slug }, { db, lang }) => findActivity(db, slug, lang),
    sponsors: (_, __, { db }) => listSponsors(db),
    pressItems: (_, { kind }, { db, lang }) => listPressItems(db, lang, kind),
    pressContacts: (_, __, { db }) => listPressContacts(db),
    faq: (_, { site }, { db }) => listFaq(db, site),
    getStaticPage: (_, { slug }, { db, lang }) => findStaticPage(db, lang, slug),
    getBanner: (_, { id }, { db }) => findBanner(db, id),
  },
  Article: {
    id: (row) => String(row.id),
    slug: (row, _, { lang }) => pick(lang, row.slugEs, row.slugEn),
    slugES: (row) => row.slugEs,
    slugEN: (row) => row.slugEn,
    categoryName: (row, _, { lang }) => newsCategoryName(row.category, lang),
    title: (row, _, { lang }) => pick(lang, row.titleEs, row.titleEn),
    shortContent: (row, _, { lang }) => pick(lang, row.shortContentEs, row.shortContentEn),
    content: (row, _, { lang }) => pick(lang, row.contentEs, row.contentEn),
    author: (row, _, { lang }) => (row.author === null ? null : pick(lang, row.author, row.authorEn)),
    authorIsTeam: (row) => row.author !== null && row.authorEn !== null,
    publishedAt: (row) => isoOf(row.publishedAt),
    url: (row, _, { lang, config }) => articleUrl(pick(lang, row.slugEs, row.slugEn), lang, originsOf(config)),
    related: (row, { first }, { db }) => listRelatedArticles(db, row, first),
  },
  Activity: {
    id: (row) => String(row.id),
    slug: (row, _, { lang }) => pick(lang, row.slug, row.slugEn),
    slugES: (row) => row.slug,
    slugEN: (row) => row.slugEn,
    title: (row, _, { lang }) => pick(lang, row.titleEs, row.titleEn),
    category: (row, _, { lang }) => pick(lang, row.categoryEs, row.categoryEn),
    categoryKey: (row) => activityCategoryKey(row),
    shortContent: (row, _, { lang }) => pick(lang, row.shortContentEs, row.shortContentEn),
    content: (row, _, { lang }) => pick(lang, row.contentEs, row.contentEn),
    place: (row, _, { lang }) => pick(lang, row.placeEs, row.placeEn),
    startsAt: (row) => isoOf(row.startsAt),
    endsAt: (row) => (row.endsAt ? isoOf(row.endsAt) : null),
    url: (row, _, { lang, config }) => activityUrl(pick(lang, row.slug, row.slugEn), lang, originsOf(config)),
  },
  Sponsor: {
    id: (row) => String(row.id),
  },
  PressContact: {
    id: (row) => String(row.id),
    role: (row, _, { lang }) => pick(lang, row.roleEs, row.roleEn),
  },
  PressItem: {
    id: (row) => String(row.id),
    title: (row, _, { lang }) => pick(lang, row.titleEs, row.titleEn),
    summary: (row, _, { lang }) => pick(lang, row.summaryEs, row.summaryEn),
    publishedOn: (row) => String(row.publishedOn),
  },
  Faq: {
    id: (row) => String(row.id),
    site: (row) => (row.site === 'shop' ? 'shop' : 'fair'),
    question: (row, _, { lang }) => pick(lang, row.questionEs, row.questionEn),
    answer: (row, _, { lang }) => pick(lang, row.answerEs, row.answerEn),
  },
  StaticPage: {
    id: (row) => String(row.id),
    slug: (row, _, { lang }) => pick(lang, row.slugEs, row.slugEn),
    slugES: (row) => row.slugEs,
    slugEN: (row) => row.slugEn,
    title: (row, _, { lang }) => pick(lang, row.titleEs, row.titleEn),
    content: (row, _, { lang }) => pick(lang, row.contentEs, row.contentEn),
    updatedAt: (row) => isoOf(row.updatedAt),
  },
  Banner: {
    id: (row) => String(row.id),
    title: (row, _, { lang }) => pick(lang, row.titleEs, row.titleEn),
    text: (row, _, { lang }) => pick(lang, row.textEs, row.textEn),
    activeFrom: (row) => (row.activeFrom ? isoOf(row.activeFrom) : null),
    activeTo: (row) => (row.activeTo ? isoOf(row.activeTo) : null),
  },
};
