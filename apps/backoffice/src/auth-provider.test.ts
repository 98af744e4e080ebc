import { createAuthProvider, NO_ACCESS } from './auth-provider';
import { createGraphQLRequest } from './graphql-client';
import { fakeFetch, operationOf, type RecordedCall } from './test-fetch';

function auth(role: string | null, login: { OK: boolean; error?: string | null } = { OK: true }) {
  const fake = fakeFetch((call: RecordedCall) => {
    switch (operationOf(call)) {
      case 'AdminLogin':
        return { body: { data: { login: { error: null, ...login } } } };
      case 'AdminLogout':
        return { body: { data: { logout: { OK: true, error: null } } } };
      default:
        return {
          body: {
            data: { adminSession: role ? { id: '9', email: 'e@demo.artfair.test', fullName: 'Eva', role } : null },
          },
        };
    }
  });
  const request = createGraphQLRequest({ lang: () => 'es', fetch: fake.fetch });
  const provider = createAuthProvider({ request, translate: (key) => `«${key}»` });
  return { provider, calls: fake.calls };
}

describe('the auth provider', () => {
  it.each(['staff', 'editor', 'admin'])('lets %s in and answers the role as permissions', async (role) => {
    const { provider, calls } = auth(role);
    await provider.login({ email: ' e@demo.artfair.test ', password: 'secret-123' });
    expect(calls.map(operationOf)).toEqual(['AdminLogin', 'AdminSession']);
    expect(calls[0]!.variables).toEqual({ email: 'e@demo.artfair.test', password: 'secret-123' });
    await expect(provider.getPermissions!({})).resolves.toBe(role);
    await expect(provider.getIdentity!()).resolves.toEqual({ id: '9', fullName: 'Eva' });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs a visitor out at once with the translated no-access message', async () => {
    const { provider, calls } = auth('visitor');
    await expect(provider.login({ email: 'v@x.es', password: 'p' })).rejects.toThrow(`«${NO_ACCESS}»`);
    expect(calls.map(operationOf)).toEqual(['AdminLogin', 'AdminSession', 'AdminLogout']);
    await expect(provider.checkAuth({})).rejects.toThrow(`«${NO_ACCESS}»`);
  });

  it('shows the API’s own message for a wrong password and asks nothing more', async () => {
    const { provider, calls } = auth(null, { OK: false, error: 'El correo o la contraseña no son correctos.' });
    await expect(provider.login({ email: 'a@b.es', password: 'x' })).rejects.toThrow(
      'El correo o la contraseña no son correctos.',
    );
    expect(calls.map(operationOf)).toEqual(['AdminLogin']);
  });

  it('sends someone without a session to the login', async () => {
    const { provider } = auth(null);
    await expect(provider.checkAuth({})).rejects.toEqual({
      message: 'ra.auth.auth_check_error',
      redirectTo: '/login',
    });
    await expect(provider.getPermissions!({})).resolves.toBeNull();
  });

  it('logs out through the API and goes to the login', async () => {
    const { provider, calls } = auth('admin');
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(calls.map(operationOf)).toEqual(['AdminLogout']);
  });

  it('logs out on 401 only: a 403 is a notification, not the end of the session', async () => {
    const { provider } = auth('editor');
    await expect(provider.checkError({ status: 401 })).rejects.toThrow();
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
  });
});
