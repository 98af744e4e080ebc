import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { createAuthProvider } from '../auth-provider';
import { createGraphQLRequest } from '../graphql-client';
import { createBackofficeI18n } from '../i18n/setup';
import { fakeFetch, operationOf } from '../test-fetch';
import { LoginPage } from './LoginPage';

async function renderLogin(role: string, lang: 'es' | 'en' = 'es') {
  const { i18next, i18nProvider } = await createBackofficeI18n(lang);
  const fake = fakeFetch((call) => {
    switch (operationOf(call)) {
      case 'AdminLogin':
        return { body: { data: { login: { OK: true, error: null } } } };
      case 'AdminLogout':
        return { body: { data: { logout: { OK: true, error: null } } } };
      default:
        return { body: { data: { adminSession: { id: '1', email: 'v@x.es', fullName: 'V', role } } } };
    }
  });
  const request = createGraphQLRequest({ lang: () => i18next.language, fetch: fake.fetch });
  const authProvider = createAuthProvider({ request, translate: (key) => i18next.t(key) });
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <LoginPage />
      <Notification />
    </AdminContext>,
  );
  return fake.calls;
}

describe('the login page', () => {
  it('logs a visitor in through the API, then out, and says the account has no access', async () => {
    const calls = await renderLogin('visitor');
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'v@x.es');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'una-clave-larga');
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText(/Tu cuenta no tiene acceso al back office/)).toBeInTheDocument();
    expect(calls.map(operationOf)).toEqual(['AdminLogin', 'AdminSession', 'AdminLogout']);
    expect(calls[0]!.variables).toEqual({ email: 'v@x.es', password: 'una-clave-larga' });
    expect(calls[0]!.headers['accept-language']).toBe('es');
  });

  it('asks for both fields before calling the API, in English too', async () => {
    const calls = await renderLogin('editor', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2));
    expect(calls).toEqual([]);
  });
});
