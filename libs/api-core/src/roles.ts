/**
 * The one role guard of the back office (issue 16, `schema/admin.graphql`): every admin resolver calls
 * {@link requireRole} before it reads or changes anything, most through {@link changeAs} and {@link readAs}. Without
 * a session it is the translated `loginRequired` (code `UNAUTHENTICATED`); with a role the operation does not allow,
 * the translated `forbidden` (code `FORBIDDEN`), and a `security.role_refused` event either way.
 */
import { GraphQLError } from 'graphql';
import type { UserRow } from '@art/db';
import { ADMIN_ROLES, EDITOR_ROLES, STAFF_ROLES, type UserRole } from '@art/model';
import { pageWindow, searchOf } from './admin-common';
import type { ChangeContext } from './admin-resource';
import type { GraphQLContext } from './context';
import { errorMessage } from './errors';
import { securityEvent } from './security-events';

export { ADMIN_ROLES, EDITOR_ROLES, STAFF_ROLES };

/** The codes of a refusal: no session, or not the role. */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';
export const FORBIDDEN = 'FORBIDDEN';

/**
 * The caller when their role is one of `roles`; otherwise throws the translated refusal, logging it.
 * @example const user = requireRole(ctx, EDITOR_ROLES, 'createWork');
 */
export function requireRole(
  ctx: Pick<GraphQLContext, 'user' | 'lang' | 'log' | 'clientIp'>,
  roles: readonly UserRole[],
  operation: string,
): UserRow {
  const { user } = ctx;
  if (!user) {
    securityEvent(ctx.log, 'security.role_refused', {
      operation,
      userId: null,
      role: 'anonymous',
      client: ctx.clientIp,
    });
    throw new GraphQLError(errorMessage(ctx.lang, 'loginRequired'), {
      extensions: { code: UNAUTHENTICATED, reason: 'loginRequired', http: { status: 200 } },
    });
  }
  if (!(roles as readonly string[]).includes(user.role)) {
    securityEvent(ctx.log, 'security.role_refused', {
      operation,
      userId: user.id,
      role: user.role,
      client: ctx.clientIp,
    });
    throw new GraphQLError(errorMessage(ctx.lang, 'forbidden'), {
      extensions: { code: FORBIDDEN, reason: 'forbidden', http: { status: 200 } },
    });
  }
  return user;
}

/**
 * The context of a back-office change: the caller, checked first to hold one of `roles`.
 * @example createWork: (_parent, args, ctx) => adminWorks.save(changeAs(ctx, EDITOR_ROLES, 'createWork'), null, args.input)
 */
export function changeAs(ctx: GraphQLContext, roles: readonly UserRole[], operation: string): ChangeContext {
  return { db: ctx.db, config: ctx.config, lang: ctx.lang, user: requireRole(ctx, roles, operation) };
}

/** Checks the caller of a back-office read; the answer is theirs alone, so no cache keeps it. */
export function readAs(ctx: GraphQLContext, roles: readonly UserRole[], operation: string): UserRow {
  const user = requireRole(ctx, roles, operation);
  ctx.noStore();
  return user;
}

/** What a back-office list's arguments share. */
export interface ListArgs {
  page?: number | null;
  perPage?: number | null;
  order?: string | null;
  q?: string | null;
}

/**
 * The window, direction and text search of a back-office list from its arguments (`order` as given, else
 * `ascendingByDefault`), each refused with its translated reason when out of bounds.
 */
export function listWindow(ctx: Pick<GraphQLContext, 'lang'>, args: ListArgs, ascendingByDefault: boolean) {
  return {
    ...pageWindow(ctx.lang, args.page, args.perPage),
    ascending: args.order ? args.order === 'ASC' : ascendingByDefault,
    q: searchOf(ctx.lang, args.q),
  };
}
