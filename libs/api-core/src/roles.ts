/**
 * The one role guard of the back office (issue 16, `src/schema/admin.graphql`): every admin resolver calls
 * {@link requireRole} before it reads or changes anything. Without a session it is the translated `loginRequired`
 * (code `UNAUTHENTICATED`); with a role the operation does not allow, the translated `forbidden` (code `FORBIDDEN`),
 * and a `security.role_refused` event either way.
 */
import { GraphQLError } from 'graphql';
import type { UserRow } from '@art/db';
import { ADMIN_ROLES, EDITOR_ROLES, STAFF_ROLES, type UserRole } from '@art/model';
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
