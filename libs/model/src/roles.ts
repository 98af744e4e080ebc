/**
 * The roles of an account (`users.role`), from the least to the most it may do, and who may do what in the back office
 * (issue 16): the API's role guard and the back office's menus read them.
 */
export const USER_ROLES = ['visitor', 'staff', 'editor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that may edit the catalogue and the content. */
export const EDITOR_ROLES: readonly UserRole[] = ['editor', 'admin'];
/** The roles that may run the sales, the messages and the ticket office (issue 17). */
export const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];
/** The roles that may manage users and read the audit log. */
export const ADMIN_ROLES: readonly UserRole[] = ['admin'];

/** Whether a value is one of {@link USER_ROLES}. */
export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/**
 * What the audit log records changes of (`audit_log.entity`): every kind of row the back office changes, in the order
 * its log's filter lists them.
 */
export const AUDIT_ENTITIES = [
  'work',
  'artist',
  'gallery',
  'catalog',
  'tag',
  'show',
  'post',
  'banner',
  'activity',
  'faq',
  'page',
  'menu',
  'sponsor',
  'press',
  'user',
  'order',
  'coupon',
  'shipping',
  'message',
  'subscriber',
  'invitation',
  'ticket',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
