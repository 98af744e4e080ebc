/**
 * The back office's posts (issue 16): the list (page, sort, category, draft or published, accent-free search over the
 * trigram-indexed `search_text`), one post, and its changes — checked by `adminPostForm` of `@art/admin-model`, then by
 * what only the database knows (free slugs, an uploaded image), and written with their audit entry in one transaction.
 * A draft, or a post whose publish date is still to come, is on no page of the sites (`publicArticle`).
 */
import { eq, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { activities, articles, type ArticleRow } from '@art/db';
import { adminPostForm, adminPostPublishedForm } from '@art/admin-model';
import { href } from '@art/routing';
import {
  recordChange,
  type ApiConfig,
  checkAdminInput,
  containsText,
  fieldError,
  type FieldError,
  rowId,
  changeRefused,
  defineAdminResource,
  slugUniques,
  type ChangeContext,
  type ChangeResult,
  adminImage,
  type AdminImageNode,
  slugTakenIn,
  slugOfChange,
  type Reader,
  imageOfKey,
} from '@art/api-core';

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

/**
 * The posts' list (an unknown category matches nothing), one post (draft or not), and its changes (`id` null
 * creates one): the schema's checks, then free slugs and the image. An empty publish date is now on create and the
 * stored one on update.
 */
export const adminPosts = defineAdminResource({
  table: articles,
  nodes: (rows: ArticleRow[], { config }) => rows.map((row) => postNode(row, config)),
  search: (q) => containsText(articles.searchText, q),
  filters: ({ filter }: { filter: AdminPostsFilter }) => {
    const category = filter.category?.trim();
    return [
      category ? eq(articles.category, category) : undefined,
      typeof filter.published === 'boolean' ? eq(articles.published, filter.published) : undefined,
    ];
  },
  sorts: {
    ID: [articles.id],
    TITLE: [articles.titleEs, articles.id],
    CATEGORY: [articles.category, articles.id],
    PUBLISHED_AT: [articles.publishedAt, articles.id],
  },
  save: {
    result: 'post',
    entity: 'post',
    form: adminPostForm,
    notFound: 'admin.postNotFound',
    uniques: slugUniques('articles_slug_es_key', 'articles_slug_en_key'),
    fields: async (value, { before, id, ctx }) => {
      const { config, lang } = ctx;
      const errors: FieldError[] = [];
      const { slugEs, slugEn } = await bilingualSlugs(
        ctx,
        { table: articles, id: articles.id, es: articles.slugEs, en: articles.slugEn },
        value,
        { id, before: before && { es: before.slugEs, en: before.slugEn }, fallbacks: ['noticia', 'post'] },
        errors,
      );
      const image = await imageOfKey(config, value.imageKey, before?.image);
      if (image === undefined) errors.push(fieldError(lang, 'imageKey', 'admin.imageUnknown'));
      if (errors.length > 0 || slugEs === null || slugEn === null || image === undefined) return errors;
      return {
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
    },
  },
});

/** The answer of a post's change. */
export type AdminPostResult = ChangeResult<'post', AdminPostNode>;

const refused = (errors: FieldError[]): AdminPostResult => changeRefused('post', errors);

/**
 * Whether a slug is taken in a table with a Spanish and an English slug, by another row in either column (the sites
 * find a post or an activity by either).
 */
const bilingualSlugTaken = (
  db: Reader,
  columns: { table: typeof articles | typeof activities; id: PgColumn; es: PgColumn; en: PgColumn },
  exceptId: number | null,
) => slugTakenIn(db, columns, (slug) => or(eq(columns.es, slug), eq(columns.en, slug)), exceptId);

/**
 * Both slugs of a change of a post or an activity: the stored ones when left empty on update, else free ones
 * (`slugOfChange`), taken by no other row in either column; a wanted slug that is taken is null, and refused in `errors`.
 */
export async function bilingualSlugs(
  ctx: Pick<ChangeContext, 'db' | 'lang'>,
  columns: { table: typeof articles | typeof activities; id: PgColumn; es: PgColumn; en: PgColumn },
  value: { slugES: string | null; slugEN: string | null; titleES: string; titleEN: string },
  facts: { id: number | null; before: { es: string; en: string } | null; fallbacks: readonly [string, string] },
  errors: FieldError[],
): Promise<{ slugEs: string | null; slugEn: string | null }> {
  const { db, lang } = ctx;
  const { id, before, fallbacks } = facts;
  const taken = bilingualSlugTaken(db, columns, id);
  const slugEs =
    value.slugES === null && before ? before.es : await slugOfChange(taken, value.slugES, value.titleES, fallbacks[0]);
  if (slugEs === null) errors.push(fieldError(lang, 'slugES', 'admin.slugTaken'));
  const slugEn =
    value.slugEN === null && before ? before.en : await slugOfChange(taken, value.slugEN, value.titleEN, fallbacks[1]);
  if (slugEn === null) errors.push(fieldError(lang, 'slugEN', 'admin.slugTaken'));
  return { slugEs, slugEn };
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
