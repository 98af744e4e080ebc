/**
 * What each role of the back office sees (the API checks the same on every operation): `admin` everything, users and
 * the audit log; `editor` the catalogue and the content; `staff` the sales, the messages and the ticket office (issue 17).
 */
import type { UserRole } from '@art/model';

/** The roles that may enter the back office; a `visitor` may not. */
export const BACKOFFICE_ROLES = ['staff', 'editor', 'admin'] as const satisfies readonly UserRole[];
export type BackofficeRole = (typeof BACKOFFICE_ROLES)[number];

export function isBackofficeRole(role: unknown): role is BackofficeRole {
  return typeof role === 'string' && (BACKOFFICE_ROLES as readonly string[]).includes(role);
}

/** The catalogue's and the content's screens: an editor's, and an admin's too. */
const EDITOR_RESOURCES = [
  'works',
  'artists',
  'galleries',
  'catalogs',
  'tags',
  'shows',
  'posts',
  'banners',
  'activities',
  'faqs',
  'pages',
  'menu',
  'sponsors',
  'press',
] as const;

/** The sales', the messages' and the ticket office's screens (issue 17): staff's, and an admin's too. */
const STAFF_RESOURCES = ['orders', 'messages', 'subscribers', 'invitations', 'tickets', 'special-orders'] as const;

/** The screens of an admin alone. */
const ADMIN_RESOURCES = ['users', 'audit', 'coupons', 'shipping'] as const;

/** The resources each role's menu and routes have. */
export const RESOURCES_OF_ROLE: Record<BackofficeRole, readonly string[]> = {
  staff: STAFF_RESOURCES,
  editor: EDITOR_RESOURCES,
  admin: [...EDITOR_RESOURCES, ...STAFF_RESOURCES, ...ADMIN_RESOURCES],
};

/** Whether `role` may open `resource`'s screens. */
export function canOpen(role: unknown, resource: string): boolean {
  return isBackofficeRole(role) && RESOURCES_OF_ROLE[role].includes(resource);
}
