/**
 * The back office's posts (issue 16): the list (page, sort, category, draft or published, accent-free search over the
 * trigram-indexed `search_text`), one post, and its changes — checked by `adminPostForm` of `@art/admin-model`, then by
 * what only the database knows (free slugs, an uploaded image), and written with their audit entry in one transaction.
 * A draft, or a post whose publish date is still to come, is on no page of the sites (`publicArticle`).
 */
import { and, asc, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { activities, articles, type ArticleRow, type Database, type StoredImage } from '@art/db';
import type { Language } from '@art/model';
import { adminPostForm, adminPostPublishedForm, adminSlugOf } from '@art/admin-model';
import { href } from '@art/routing';
import type { ApiConfig } from '../config';
import { adminImage, readStoredImage, type AdminImageNode } from './admin-images';
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
import { recordChange, writeAudited } from './audit-log';

/** The sorts of the posts' list (`AdminPostSort`). */
export type AdminPostSort = 'ID' | 'TITLE' | 'CATEGORY' | 'PUBLISHED_AT';

/** A post as the back office edits it (`AdminPost`). */
export interface AdminPostNode {
  id: string;
  slugES: string;
  slugEN: string;
  category: string;
  titleES: string;
  titleEN: string;
  shortContentES: string;
  shortContentEN: string;
  contentES: string;
  contentEN: string;
  author: string;
  authorEN: string;
  publishedAt: string;
  published: boolean;
  visible: boolean;
  image: AdminImageNode | null;
  siteUrl: string;
}

const postNode = (row: ArticleRow, config: Pick<ApiConfig, 'fairOrigin'>, now = new Date()): AdminPostNode => ({
  id: String(row.id),
  slugES: row.slugEs,
  slugEN: row.slugEn,
  category: row.category,
  titleES: row.titleEs,
  titleEN: row.titleEn,
  shortContentES: row.shortContentEs,
  shortContentEN: row.shortContentEn,
  contentES: row.contentEs,
  contentEN: row.contentEn,
  author: row.author ?? '',
  authorEN: row.authorEn ?? '',
  publishedAt: row.publishedAt.toISOString(),
  published: row.published,
  visible: row.published && row.publishedAt.getTime() <= now.getTime(),
  image: row.image ? adminImage(row.image) : null,
  siteUrl: `${config.fairOrigin}${href('post', { slug: row.slugEs }, 'es')}`,
});

/** The filters of the posts' list. */
export interface AdminPostsFilter {
  category?: string | null;
  published?: boolean | null;
}

/** A page of posts and how many match; an unknown category matches nothing. */
export async function listAdminPosts(
  db: Database,
  config: ApiConfig,
  options: PageWindow & { sort: AdminPostSort; ascending: boolean; q: string | null; filter: AdminPostsFilter },
): Promise<{ items: AdminPostNode[]; total: number }> {
  const conditions: SQL[] = [];
  const category = options.filter.category?.trim();
  if (category) conditions.push(eq(articles.category, category));
  if (typeof options.filter.published === 'boolean') conditions.push(eq(articles.published, options.filter.published));
  if (options.q) conditions.push(containsText(articles.searchText, options.q));
  const where = and(...conditions);
  const direction = options.ascending ? asc : desc;
  const column = {
    ID: null,
    TITLE: articles.titleEs,
    CATEGORY: articles.category,
    PUBLISHED_AT: articles.publishedAt,
  }[options.sort];
  const orderBy = column ? [direction(column), direction(articles.id)] : [direction(articles.id)];
  const { rows, total } = await pageOfRows(db, articles, where, orderBy, options);
  return { items: rows.map((r) => postNode(r, config)), total };
}

const postById = (db: Pick<Database, 'select'>, id: number) => rowById(db, articles, id);

/** One post, draft or not; null for an unknown id. */
export async function getAdminPost(db: Database, config: ApiConfig, id: string): Promise<AdminPostNode | null> {
  const postId = rowId(id);
  const row = postId === null ? null : await postById(db, postId);
  return row ? postNode(row, config) : null;
}

/** The answer of a post's change. */
export type AdminPostResult =
  { ok: true; errors: []; post: AdminPostNode } | { ok: false; errors: FieldError[]; post: null };

const refused = (errors: FieldError[]): AdminPostResult => ({ ok: false, errors, post: null });

/**
 * A slug of a table with a Spanish and an English slug, taken by no other row in either column (the sites find a post
 * or an activity by either): the wanted one (null when taken), or one derived from a title with `-2`, `-3`… until free.
 */
export async function freeBilingualSlug(
  db: Pick<Database, 'select'>,
  columns: { id: PgColumn; es: PgColumn; en: PgColumn },
  table: typeof articles | typeof activities,
  wanted: string | null,
  title: string,
  exceptId: number | null,
  fallback: string,
): Promise<string | null> {
  const takenBy = async (slug: string) => {
    const same = or(eq(columns.es, slug), eq(columns.en, slug));
    const rows = await db
      .select({ id: columns.id })
      .from(table)
      .where(exceptId === null ? same : and(same, ne(columns.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  };
  if (wanted !== null) return (await takenBy(wanted)) ? null : wanted;
  const root = adminSlugOf(title) || fallback;
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await takenBy(candidate))) return candidate;
  }
  return `${root}-${Date.now()}`;
}

/**
 * The stored image of a change's image key: the row's own when unchanged, the store's otherwise; `undefined` when the
 * key names no uploaded image (refused by the caller).
 */
export async function imageOfKey(
  config: Pick<ApiConfig, 'imagesDir'>,
  key: string | null,
  current: StoredImage | null | undefined,
): Promise<StoredImage | null | undefined> {
  if (key === null) return null;
  if (current?.key === key) return current;
  return (await readStoredImage(config.imagesDir, key)) ?? undefined;
}

/** Refusals of a unique slug the database found taken meanwhile, by constraint. */
export function slugViolation(
  error: unknown,
  lang: Language,
  constraints: Record<string, string>,
): FieldError[] | null {
  for (const [constraint, field] of Object.entries(constraints)) {
    if (isUniqueViolation(error, constraint)) return [fieldError(lang, field, 'admin.slugTaken')];
  }
  return null;
}

/**
 * Creates a post (`id` null) or changes one: the schema's checks, then free slugs and the image, then the row and its
 * audit entry in one transaction. Nothing is written when anything is refused. An empty publish date is now on create
 * and the stored one on update.
 */
export async function saveAdminPost(ctx: ChangeContext, id: string | null, input: unknown): Promise<AdminPostResult> {
  const { db, config, lang } = ctx;
  const postId = id === null ? null : rowId(id);
  if (id !== null && postId === null) return refused([fieldError(lang, 'id', 'admin.postNotFound')]);
  const checked = checkAdminInput(adminPostForm, input, lang);
  if (!checked.ok) return refused(checked.errors);
  const value = checked.value;
  const before = postId === null ? null : await postById(db, postId);
  if (postId !== null && !before) return refused([fieldError(lang, 'id', 'admin.postNotFound')]);

  const columns = { id: articles.id, es: articles.slugEs, en: articles.slugEn };
  const errors: FieldError[] = [];
  const slugEs =
    value.slugES === null && before
      ? before.slugEs
      : await freeBilingualSlug(db, columns, articles, value.slugES, value.titleES, postId, 'noticia');
  if (slugEs === null) errors.push(fieldError(lang, 'slugES', 'admin.slugTaken'));
  const slugEn =
    value.slugEN === null && before
      ? before.slugEn
      : await freeBilingualSlug(db, columns, articles, value.slugEN, value.titleEN, postId, 'post');
  if (slugEn === null) errors.push(fieldError(lang, 'slugEN', 'admin.slugTaken'));
  const image = await imageOfKey(config, value.imageKey, before?.image);
  if (image === undefined) errors.push(fieldError(lang, 'imageKey', 'admin.imageUnknown'));
  if (errors.length > 0 || slugEs === null || slugEn === null || image === undefined) return refused(errors);

  const fields = {
    slugEs,
    slugEn,
    category: value.category,
    titleEs: value.titleES,
    titleEn: value.titleEN,
    shortContentEs: value.shortContentES,
    shortContentEn: value.shortContentEN,
    contentEs: value.contentES,
    contentEn: value.contentEN,
    author: value.author || null,
    authorEn: value.authorEN || null,
    publishedAt: value.publishedAt ? new Date(value.publishedAt) : (before?.publishedAt ?? new Date()),
    published: value.published,
    image,
  };
  try {
    const row = await db.transaction(async (tx) => {
      return writeAudited(tx, ctx, { table: articles, entity: 'post', id: postId, before, fields });
    });
    return { ok: true, errors: [], post: postNode(row, config) };
  } catch (error) {
    const taken = slugViolation(error, lang, { articles_slug_es_key: 'slugES', articles_slug_en_key: 'slugEN' });
    if (taken) return refused(taken);
    throw error;
  }
}

/** Publishes a post or takes it back to draft, with its audit entry; its other fields stay as they are. */
export async function setAdminPostPublished(
  ctx: ChangeContext,
  id: string,
  published: unknown,
): Promise<AdminPostResult> {
  const { db, config, lang } = ctx;
  const postId = rowId(id);
  if (postId === null) return refused([fieldError(lang, 'id', 'admin.postNotFound')]);
  const checked = checkAdminInput(adminPostPublishedForm, { published }, lang);
  if (!checked.ok) return refused(checked.errors);
  const row = await db.transaction(async (tx) => {
    // Locked, so the entry's `before` is the row this change replaced.
    const [before] = await tx.select().from(articles).where(eq(articles.id, postId)).for('update').limit(1);
    if (!before) return null;
    const [after] = await tx
      .update(articles)
      .set({ published: checked.value.published })
      .where(eq(articles.id, postId))
      .returning();
    await recordChange(tx, ctx, { action: 'update', entity: 'post', entityId: postId, before, after });
    return after ?? null;
  });
  if (!row) return refused([fieldError(lang, 'id', 'admin.postNotFound')]);
  return { ok: true, errors: [], post: postNode(row, config) };
}
