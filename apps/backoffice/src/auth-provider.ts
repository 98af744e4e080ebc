/**
 * The back office's react-admin auth provider over the API's session (`o_token`, HttpOnly, set by `login` through the
 * same-origin proxy): `login` calls the API's `login` mutation, `checkAuth` reads `adminSession`, and only the roles
 * of {@link BACKOFFICE_ROLES} may enter: a visitor is logged out at once with a translated "no access" message.
 * `getPermissions` answers the role, which decides the menu and the resources (see `roles.ts`).
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { GraphQLRequest } from './graphql-client';
import { AdminLoginDocument, AdminLogoutDocument, AdminSessionDocument } from './generated/graphql';
import { isBackofficeRole, type BackofficeRole } from './roles';

/** The message of a signed-in account whose role has no back office (translated by react-admin's notification). */
export const NO_ACCESS = 'app.auth.noAccess';

export interface AuthProviderOptions {
  request: GraphQLRequest;
  /** Translates a key of the back office's texts (the login's own error comes translated from the API). */
  translate: (key: string) => string;
}

export interface BackofficeSession {
  id: string;
  email: string;
  fullName: string;
  role: BackofficeRole;
}

export function createAuthProvider({ request, translate }: AuthProviderOptions): AuthProvider {
  /** The session read last, so that permissions and identity do not ask the API again on every screen. */
  let session: BackofficeSession | null = null;

  const readSession = async (): Promise<BackofficeSession | null> => {
    const { adminSession } = await request(AdminSessionDocument, {});
    if (!adminSession) {
      session = null;
      return null;
    }
    if (!isBackofficeRole(adminSession.role)) {
      session = null;
      await request(AdminLogoutDocument, {}).catch(() => undefined);
      throw new Error(translate(NO_ACCESS));
    }
    session = { ...adminSession, role: adminSession.role };
    return session;
  };

  return {
    async login(params: { email?: string; username?: string; password?: string }) {
      const email = String(params.email ?? params.username ?? '').trim();
      const { login } = await request(AdminLoginDocument, { email, password: String(params.password ?? '') });
      if (!login.OK) throw new Error(login.error ?? translate('ra.auth.sign_in_error'));
      const current = await readSession();
      if (!current) throw new Error(translate('ra.auth.sign_in_error'));
    },
    async logout() {
      session = null;
      await request(AdminLogoutDocument, {}).catch(() => undefined);
      return '/login';
    },
    async checkAuth() {
      const current = await readSession();
      if (!current) throw { message: 'ra.auth.auth_check_error', redirectTo: '/login' };
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        session = null;
        throw new Error('ra.notification.logged_out');
      }
    },
    async getPermissions() {
      return (session ?? (await readSession()))?.role ?? null;
    },
    async getIdentity(): Promise<UserIdentity> {
      const current = session ?? (await readSession());
      if (!current) throw new Error('ra.auth.auth_check_error');
      return { id: current.id, fullName: current.fullName || current.email };
    },
  };
}
