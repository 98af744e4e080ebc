/**
 * The back office's site content, part one (issue 16, `src/schema/admin-site.graphql`): the FAQ and the static and
 * legal pages — lists (page, sort, site or legal filter, accent-free search), one row, and their changes, checked by
 * `adminFaqForm` / `adminStaticPageForm` of `@art/admin-model`, then by what only the database knows (a free slug), and
 * written with their audit entry in one transaction. The menu is in `admin-site-menu.ts`, sponsors and press in
 * `admin-site-press.ts`. The public pages read these tables on every request (no copy is kept in this process) and the
 * content version moves with every such mutation, so a change shows on the sites at once.
 */
import { eq, or } from 'drizzle-orm';
import { faqs, staticPages, type FaqRow, type StaticPageRow } from '@art/db';
import { SITES, type Site } from '@art/model';
import { adminFaqForm, adminSlugOf, adminStaticPageForm } from '@art/admin-model';
import {
  fieldError,
  type FieldError,
  defineAdminResource,
  slugUniques,
  slugTakenIn,
  firstFreeSlug,
  type Reader,
  textsContain,
  nextPosition,
} from '@art/api-core';

// ——— FAQ ———

/** A question as the back office edits it (`AdminFaq`). */
export interface AdminFaqNode {
  id: string;
  site: string;
  position: number;
  questionES: string;
  questionEN: string;
  answerES: string;
  answerEN: string;
}

const faqNode = (row: FaqRow): AdminFaqNode => ({
  id: String(row.id),
  site: row.site,
  position: row.position,
  questionES: row.questionEs,
  questionEN: row.questionEn,
  answerES: row.answerEs,
  answerEN: row.answerEn,
});

/** A site filter: fair or shop, or null for both (an unknown one matches nothing). */
export function siteFilterOf(site: string | null | undefined): Site | null | false {
  const text = (site ?? '').trim();
  if (text === '') return null;
  return (SITES as readonly string[]).includes(text) ? (text as Site) : false;
}

/**
 * The questions' list (by position, then id, unless asked otherwise; of one site or both), one question, and its
 * changes (`id` null creates one); a blank position puts it last of its site.
 */
export const adminFaqs = defineAdminResource({
  table: faqs,
  nodes: (rows: FaqRow[]) => rows.map(faqNode),
  search: (q) => textsContain([faqs.questionEs, faqs.questionEn, faqs.answerEs, faqs.answerEn], q),
  filters: (options: { site: string | null | undefined }) => {
    const site = siteFilterOf(options.site);
    return site === false ? null : [site ? eq(faqs.site, site) : undefined];
  },
  sorts: {
    ID: [faqs.id],
    QUESTION: [faqs.questionEs, faqs.id],
    POSITION: [faqs.site, faqs.position, faqs.id],
  },
  save: {
    result: 'faq',
    entity: 'faq',
    form: adminFaqForm,
    notFound: 'admin.faqNotFound',
    fields: async (value, { before }) => {
      return async (tx) => {
        const keepsPlace = before && before.site === value.site;
        const position =
          value.position ?? (keepsPlace ? before.position : await nextPosition(tx, faqs, eq(faqs.site, value.site)));
        return {
          site: value.site,
          position,
          questionEs: value.questionES,
          questionEn: value.questionEN,
          answerEs: value.answerES,
          answerEn: value.answerEN,
        };
      };
    },
  },
});

// ——— Static and legal pages ———

/** A static or legal page as the back office edits it (`AdminStaticPage`). */
export interface AdminStaticPageNode {
  id: string;
  slugES: string;
  slugEN: string;
  isLegal: boolean;
  titleES: string;
  titleEN: string;
  contentES: string;
  contentEN: string;
  updatedAt: string;
}

const pageNode = (row: StaticPageRow): AdminStaticPageNode => ({
  id: String(row.id),
  slugES: row.slugEs,
  slugEN: row.slugEn,
  isLegal: row.isLegal,
  titleES: row.titleEs,
  titleEN: row.titleEn,
  contentES: row.contentEs,
  contentEN: row.contentEn,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Whether another page has a slug in either language: the public page is found by either slug (`findStaticPage`), so
 * a slug names one page only.
 */
const pageSlugTaken = (db: Reader, exceptId: number | null) =>
  slugTakenIn(
    db,
    { table: staticPages, id: staticPages.id },
    (slug) => or(eq(staticPages.slugEs, slug), eq(staticPages.slugEn, slug)),
    exceptId,
  );

/** A free slug derived from a title (`-2`, `-3`… when taken). */
const freeSlug = (db: Reader, title: string, exceptId: number | null) =>
  firstFreeSlug(adminSlugOf(title) || 'pagina', pageSlugTaken(db, exceptId));

/**
 * The static pages' list (by title unless asked otherwise; `legal` keeps the legal ones or the others), one page, and
 * its changes (`id` null creates one): a slug left empty is the stored one, or one derived from the title.
 */
export const adminStaticPages = defineAdminResource({
  table: staticPages,
  nodes: (rows: StaticPageRow[]) => rows.map(pageNode),
  search: (q) =>
    textsContain(
      [staticPages.titleEs, staticPages.titleEn, staticPages.slugEs, staticPages.slugEn, staticPages.contentEs],
      q,
    ),
  filters: (options: { legal: boolean | null | undefined }) => [
    typeof options.legal === 'boolean' ? eq(staticPages.isLegal, options.legal) : undefined,
  ],
  sorts: {
    ID: [staticPages.id],
    TITLE: [staticPages.titleEs, staticPages.id],
    UPDATED_AT: [staticPages.updatedAt, staticPages.id],
  },
  save: {
    result: 'page',
    entity: 'page',
    form: adminStaticPageForm,
    notFound: 'admin.pageNotFound',
    uniques: slugUniques('static_pages_slug_es_key', 'static_pages_slug_en_key'),
    fields: async (value, { before, id, ctx: { db, lang } }) => {
      const errors: FieldError[] = [];
      const slugES = value.slugES ?? before?.slugEs ?? (await freeSlug(db, value.titleES, id));
      const slugEN = value.slugEN ?? before?.slugEn ?? (await freeSlug(db, value.titleEN, id));
      if (value.slugES !== null && (await pageSlugTaken(db, id)(slugES))) {
        errors.push(fieldError(lang, 'slugES', 'admin.slugTaken'));
      }
      if (value.slugEN !== null && (await pageSlugTaken(db, id)(slugEN))) {
        errors.push(fieldError(lang, 'slugEN', 'admin.slugTaken'));
      }
      if (errors.length > 0) return errors;
      return {
        slugEs: slugES,
        slugEn: slugEN,
        isLegal: value.isLegal,
        titleEs: value.titleES,
        titleEn: value.titleEN,
        contentEs: value.contentES,
        contentEn: value.contentEN,
        updatedAt: new Date(),
      };
    },
  },
});
