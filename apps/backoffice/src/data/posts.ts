/** The posts (`adminPosts`, `adminPost`, `createPost`, `updatePost`, `setPostPublished`). */
import {
  AdminPostDocument,
  AdminPostsDocument,
  CreatePostDocument,
  SetPostPublishedDocument,
  UpdatePostDocument,
  type AdminPostInput,
  type AdminPostSort,
} from '../generated/graphql';
import type { GraphQLRequest } from '../graphql-client';
import { imageKeyOf, sortOf, text, textOf, type ChangeAnswer, type ResourceHandler } from './resource';

/** react-admin's sort field → the posts list's sort enum. */
export const POST_SORTS = {
  id: 'ID',
  titleES: 'TITLE',
  category: 'CATEGORY',
  publishedAt: 'PUBLISHED_AT',
} as const satisfies Record<string, AdminPostSort>;

/** A date-time field as the API takes it: `datetime-local` text (the browser's time) as ISO 8601, blank as null. */
export function instantOrNull(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  const raw = String(value).trim();
  if (raw === '') return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/.test(raw)) {
    const date = new Date(raw);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  // Anything else goes as it is, for the schema to refuse with its message.
  return raw;
}

/** A switch's value as a boolean (a draft unless it is on). */
export const isOn = (value: unknown): boolean => value === true || value === 'true';

/** A post form's values as `AdminPostInput` (`image` → `imageKey`). */
export function postInput(values: Record<string, unknown>): AdminPostInput {
  return {
    titleES: textOf(values, 'titleES'),
    titleEN: textOf(values, 'titleEN'),
    slugES: text(values['slugES']) ?? null,
    slugEN: text(values['slugEN']) ?? null,
    category: textOf(values, 'category'),
    shortContentES: textOf(values, 'shortContentES'),
    shortContentEN: textOf(values, 'shortContentEN'),
    contentES: textOf(values, 'contentES'),
    contentEN: textOf(values, 'contentEN'),
    author: textOf(values, 'author'),
    authorEN: textOf(values, 'authorEN'),
    publishedAt: instantOrNull(values['publishedAt']),
    published: isOn(values['published']),
    imageKey: imageKeyOf(values['image']),
  };
}

/** The list's filters: search, category, draft or published (`'true'`/`'false'` from a select). */
export function postsFilter(filter: Record<string, unknown>) {
  const published = filter['published'];
  return {
    q: text(filter['q']),
    category: text(filter['category']),
    published:
      published === true || published === 'true'
        ? true
        : published === false || published === 'false'
          ? false
          : undefined,
  };
}

/** Publishes a post or takes it back to draft (the list's and the edit screen's button). */
export async function setPostPublished(request: GraphQLRequest, id: string, published: boolean): Promise<ChangeAnswer> {
  const { setPostPublished: answer } = await request(SetPostPublishedDocument, { id, published });
  return { ...answer, record: answer.post };
}

export const posts: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(POST_SORTS, sortField);
    const { adminPosts } = await request(AdminPostsDocument, {
      page,
      perPage,
      sort,
      order,
      filter: postsFilter(filter),
    });
    return { data: adminPosts.items, total: adminPosts.total };
  },
  getOne: async (request, id) => (await request(AdminPostDocument, { id })).adminPost,
  async create(request, values) {
    const { createPost } = await request(CreatePostDocument, { input: postInput(values) });
    return { ...createPost, record: createPost.post };
  },
  async update(request, id, values) {
    const { updatePost } = await request(UpdatePostDocument, { id, input: postInput(values) });
    return { ...updatePost, record: updatePost.post };
  },
};
