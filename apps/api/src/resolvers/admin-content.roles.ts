/**
 * The content's rows of the back office's role matrix (`admin-roles.test.ts`): the operations of
 * `src/schema/admin-content.graphql` and who may call them. Every change's input is refused by its checks, so the
 * matrix changes nothing.
 */
import type { RoleCase } from './admin-testing';

/** Inputs every allowed caller gets refused by the checks. */
const BAD_POST = { titleES: '', titleEN: '', category: 'gossip' };
const BAD_BANNER = { titleES: '', titleEN: '', linkUrl: 'javascript:alert(1)' };
const BAD_ACTIVITY = { titleES: '', titleEN: '', categoryES: '', categoryEN: '', startsAt: 'mañana' };

export const CONTENT_ROLE_CASES: Record<string, RoleCase> = {
  adminPosts: { allowed: 'editor', document: '{ adminPosts { total items { id } } }' },
  adminPost: {
    allowed: 'editor',
    document: 'query($id: ID!) { adminPost(id: $id) { id } }',
    variables: (f) => ({ id: String(f.contentIds.post) }),
  },
  adminBanners: { allowed: 'editor', document: '{ adminBanners { total items { id } } }' },
  adminBanner: {
    allowed: 'editor',
    document: 'query($id: ID!) { adminBanner(id: $id) { id } }',
    variables: (f) => ({ id: String(f.contentIds.banner) }),
  },
  adminActivities: { allowed: 'editor', document: '{ adminActivities { total items { id } } }' },
  adminActivity: {
    allowed: 'editor',
    document: 'query($id: ID!) { adminActivity(id: $id) { id } }',
    variables: (f) => ({ id: String(f.contentIds.activity) }),
  },
  createPost: {
    allowed: 'editor',
    document: 'mutation($input: AdminPostInput!) { createPost(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_POST }),
  },
  updatePost: {
    allowed: 'editor',
    document:
      'mutation($id: ID!, $input: AdminPostInput!) { updatePost(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.contentIds.post), input: BAD_POST }),
  },
  setPostPublished: {
    allowed: 'editor',
    // An id no post has: refused, so the matrix publishes nothing.
    document: 'mutation($id: ID!) { setPostPublished(id: $id, published: false) { ok errors { field } } }',
    variables: () => ({ id: '2147483647' }),
  },
  createBanner: {
    allowed: 'editor',
    document: 'mutation($input: AdminBannerInput!) { createBanner(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_BANNER }),
  },
  updateBanner: {
    allowed: 'editor',
    document:
      'mutation($id: ID!, $input: AdminBannerInput!) { updateBanner(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.contentIds.banner), input: BAD_BANNER }),
  },
  createActivity: {
    allowed: 'editor',
    document: 'mutation($input: AdminActivityInput!) { createActivity(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_ACTIVITY }),
  },
  updateActivity: {
    allowed: 'editor',
    document:
      'mutation($id: ID!, $input: AdminActivityInput!) { updateActivity(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.contentIds.activity), input: BAD_ACTIVITY }),
  },
};
