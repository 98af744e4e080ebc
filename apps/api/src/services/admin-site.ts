/**
 * The back office's site content, part one (issue 16, `src/schema/admin-site.graphql`): the FAQ and the static and
 * legal pages — lists (page, sort, site or legal filter, accent-free search), one row, and their changes, checked by
 * `adminFaqForm` / `adminStaticPageForm` of `@art/admin-model`, then by what only the database knows (a free slug), and
 * written with their audit entry in one transaction. The menu is in `admin-site-menu.ts`, sponsors and press in
 * `admin-site-press.ts`. The public pages read these tables on every request (no copy is kept in this process) and the
 * content version moves with every such mutation, so a change shows on the sites at once.
 */
import { and, asc, desc, eq, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { faqs, menuEntries, sponsors, staticPages, type Database, type FaqRow, type StaticPageRow } from '@art/db';
import { SITES, type Site } from '@art/model';
import { adminFaqForm, adminSlugOf, adminStaticPageForm } from '@art/admin-model';
import type { ErrorCode } from '../errors';
import {
  checkAdminInput,
  containsText,
  fieldError,
  type FieldError,
  isUniqueViolation,
  pageOfRows,
  type PageWindow,
  rowById,
  rowId,
} from './admin-common';
import type { ChangeContext } from './admin-works';
import { writeAudited } from './audit-log';

/** A list's window, order and search. */
export type SiteListOptions<S extends string> = PageWindow & { sort: S; ascending: boolean; q: string | null };

/** A page of a list. */
export interface SitePage<T> {
  items: T[];
  total: number;
}

/** The answer of a change: the saved record under `key`, or the refused fields. */
export type SiteResult<K extends string, T> =
  ({ ok: true; errors: [] } & { [P in K]: T }) | ({ ok: false; errors: FieldError[] } & { [P in K]: null });

/** A refusal of a change under its record's key. */
export function siteRefusal<K extends string>(
  key: K,
  errors: FieldError[],
): { ok: false; errors: FieldError[] } & { [P in K]: null } {
  return { ok: false, errors, [key]: null } as { ok: false; errors: FieldError[] } & { [P in K]: null };
}

/** A saved record under its key. */
export function siteSaved<K extends string, T>(key: K, record: T): { ok: true; errors: [] } & { [P in K]: T } {
  return { ok: true, errors: [], [key]: record } as { ok: true; errors: [] } & { [P in K]: T };
}

/** Whether any of the texts contains the search, accents and case aside (small tables: no index needed). */
export function textsContain(columns: (AnyColumn | SQL)[], q: string): SQL {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return containsText(sql`lower(f_unaccent(${joined}))`, q);
}

/** The next position at the end of a list (0 when empty), within `scope` when given. */
export async function nextPosition(
  db: Pick<Database, 'select'>,
  table: typeof faqs | typeof menuEntries | typeof sponsors,
  scope?: SQL,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${table.position}), -1) + 1`.mapWith(Number) })
    .from(table)
    .where(scope);
  return row?.n ?? 0;
}

/** An id from the caller that names a row: its number, or the translated refusal of an unknown one. */
export function targetId(
  lang: ChangeContext['lang'],
  id: string | null,
  notFound: ErrorCode,
): { ok: true; id: number | null } | { ok: false; errors: FieldError[] } {
  if (id === null) return { ok: true, id: null };
  const value = rowId(id);
  return value === null ? { ok: false, errors: [fieldError(lang, 'id', notFound)] } : { ok: true, id: value };
}

// ——— FAQ ———

/** The sorts of the FAQ list. */
export type AdminFaqSort = 'ID' | 'POSITION' | 'QUESTION';

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

/** A page of questions, by position (then id) unless asked otherwise, of one site or both. */
export async function listAdminFaqs(
  db: Database,
  options: SiteListOptions<AdminFaqSort> & { site: string | null | undefined },
): Promise<SitePage<AdminFaqNode>> {
  const site = siteFilterOf(options.site);
  if (site === false) return { items: [], total: 0 };
  const condition = and(
    site ? eq(faqs.site, site) : undefined,
    options.q ? textsContain([faqs.questionEs, faqs.questionEn, faqs.answerEs, faqs.answerEn], options.q) : undefined,
  );
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'ID'
      ? [direction(faqs.id)]
      : options.sort === 'QUESTION'
        ? [direction(faqs.questionEs), direction(faqs.id)]
        : [direction(faqs.site), direction(faqs.position), direction(faqs.id)];
  const { rows, total } = await pageOfRows(db, faqs, condition, orderBy, options);
  return { items: rows.map(faqNode), total };
}

const faqById = (db: Pick<Database, 'select'>, id: number) => rowById(db, faqs, id);

/** One question, or null for an unknown id. */
export async function getAdminFaq(db: Database, id: string): Promise<AdminFaqNode | null> {
  const faqId = rowId(id);
  const row = faqId === null ? null : await faqById(db, faqId);
  return row ? faqNode(row) : null;
}

/** Creates a question (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminFaq(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<SiteResult<'faq', AdminFaqNode>> {
  const { db, lang } = ctx;
  const target = targetId(lang, id, 'admin.faqNotFound');
  if (!target.ok) return siteRefusal('faq', target.errors);
  const checked = checkAdminInput(adminFaqForm, input, lang);
  if (!checked.ok) return siteRefusal('faq', checked.errors);
  const value = checked.value;
  const before = target.id === null ? null : await faqById(db, target.id);
  if (target.id !== null && !before) return siteRefusal('faq', [fieldError(lang, 'id', 'admin.faqNotFound')]);

  const saved = await db.transaction(async (tx) => {
    const keepsPlace = before && before.site === value.site;
    const position =
      value.position ?? (keepsPlace ? before.position : await nextPosition(tx, faqs, eq(faqs.site, value.site)));
    const fields = {
      site: value.site,
      position,
      questionEs: value.questionES,
      questionEn: value.questionEN,
      answerEs: value.answerES,
      answerEn: value.answerEN,
    };
    return writeAudited(tx, ctx, { table: faqs, entity: 'faq', id: target.id, before, fields });
  });
  return siteSaved('faq', faqNode(saved));
}

// ——— Static and legal pages ———

/** The sorts of the pages' list. */
export type AdminStaticPageSort = 'ID' | 'TITLE' | 'UPDATED_AT';

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

/** A page of static pages, by title unless asked otherwise; `legal` keeps the legal ones or the others. */
export async function listAdminStaticPages(
  db: Database,
  options: SiteListOptions<AdminStaticPageSort> & { legal: boolean | null | undefined },
): Promise<SitePage<AdminStaticPageNode>> {
  const condition = and(
    typeof options.legal === 'boolean' ? eq(staticPages.isLegal, options.legal) : undefined,
    options.q
      ? textsContain(
          [staticPages.titleEs, staticPages.titleEn, staticPages.slugEs, staticPages.slugEn, staticPages.contentEs],
          options.q,
        )
      : undefined,
  );
  const direction = options.ascending ? asc : desc;
  const orderBy =
    options.sort === 'TITLE'
      ? [direction(staticPages.titleEs), direction(staticPages.id)]
      : options.sort === 'UPDATED_AT'
        ? [direction(staticPages.updatedAt), direction(staticPages.id)]
        : [direction(staticPages.id)];
  const { rows, total } = await pageOfRows(db, staticPages, condition, orderBy, options);
  return { items: rows.map(pageNode), total };
}

const pageById = (db: Pick<Database, 'select'>, id: number) => rowById(db, staticPages, id);

/** One static page, or null for an unknown id. */
export async function getAdminStaticPage(db: Database, id: string): Promise<AdminStaticPageNode | null> {
  const pageId = rowId(id);
  const row = pageId === null ? null : await pageById(db, pageId);
  return row ? pageNode(row) : null;
}

/**
 * Whether another page has `slug` in either language: the public page is found by either slug
 * (`findStaticPage`), so a slug names one page only.
 */
async function slugTaken(db: Pick<Database, 'select'>, slug: string, exceptId: number | null): Promise<boolean> {
  const same = or(eq(staticPages.slugEs, slug), eq(staticPages.slugEn, slug));
  const rows = await db
    .select({ id: staticPages.id })
    .from(staticPages)
    .where(exceptId === null ? same : and(same, ne(staticPages.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** A free slug derived from a title (`-2`, `-3`… when taken), other than `avoid`. */
async function freeSlug(
  db: Pick<Database, 'select'>,
  title: string,
  exceptId: number | null,
  avoid: string | null,
): Promise<string> {
  const root = adminSlugOf(title) || 'pagina';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (candidate !== avoid && !(await slugTaken(db, candidate, exceptId))) return candidate;
  }
  return `${root}-${Date.now()}`;
}

/** Creates a static page (`id` null) or changes one; nothing is written when anything is refused. */
export async function saveAdminStaticPage(
  ctx: ChangeContext,
  id: string | null,
  input: unknown,
): Promise<SiteResult<'page', AdminStaticPageNode>> {
  const { db, lang } = ctx;
  const target = targetId(lang, id, 'admin.pageNotFound');
  if (!target.ok) return siteRefusal('page', target.errors);
  const checked = checkAdminInput(adminStaticPageForm, input, lang);
  if (!checked.ok) return siteRefusal('page', checked.errors);
  const value = checked.value;
  const before = target.id === null ? null : await pageById(db, target.id);
  if (target.id !== null && !before) return siteRefusal('page', [fieldError(lang, 'id', 'admin.pageNotFound')]);

  const errors: FieldError[] = [];
  const slugES = value.slugES ?? before?.slugEs ?? (await freeSlug(db, value.titleES, target.id, null));
  const slugEN = value.slugEN ?? before?.slugEn ?? (await freeSlug(db, value.titleEN, target.id, null));
  if (value.slugES !== null && (await slugTaken(db, slugES, target.id))) {
    errors.push(fieldError(lang, 'slugES', 'admin.slugTaken'));
  }
  if (value.slugEN !== null && (await slugTaken(db, slugEN, target.id))) {
    errors.push(fieldError(lang, 'slugEN', 'admin.slugTaken'));
  }
  if (errors.length > 0) return siteRefusal('page', errors);

  const fields = {
    slugEs: slugES,
    slugEn: slugEN,
    isLegal: value.isLegal,
    titleEs: value.titleES,
    titleEn: value.titleEN,
    contentEs: value.contentES,
    contentEn: value.contentEN,
    updatedAt: new Date(),
  };
  try {
    const saved = await db.transaction(async (tx) => {
      return writeAudited(tx, ctx, { table: staticPages, entity: 'page', id: target.id, before, fields });
    });
    return siteSaved('page', pageNode(saved));
  } catch (error) {
    if (isUniqueViolation(error, 'static_pages_slug_es_key')) {
      return siteRefusal('page', [fieldError(lang, 'slugES', 'admin.slugTaken')]);
    }
    if (isUniqueViolation(error, 'static_pages_slug_en_key')) {
      return siteRefusal('page', [fieldError(lang, 'slugEN', 'admin.slugTaken')]);
    }
    throw error;
  }
}
