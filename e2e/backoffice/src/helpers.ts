/**
 * What the back office's browser tests share: the seed's accounts, GraphQL calls to the API as a given session
 * (Bearer token), a fresh account with a given role, and logging in through the back office's login page.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { testApi } from '@art/e2e-shared';

/** The seed's accounts (README). */
export const ACCOUNTS = {
  admin: { email: 'admin@demo.artfair.test', password: 'Admin-Feria-2025!' },
  staff: { email: 'taquilla@demo.artfair.test', password: 'Taquilla-2025!' },
  visitor: { email: 'coleccionista@demo.artfair.test', password: 'Coleccion-2025!' },
} as const;

export const PASSWORD = 'Backoffice-e2e-2025!';

/** One GraphQL call to the API as `token`'s session (anonymous without), in `lang`: its data and errors. */
export function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string, lang = 'es') {
  return testApi.answer<T>(query, variables, { token, lang });
}

/** A session token of an account. */
export async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const answer = await gql<{ login: { OK: boolean; error: string | null; token: string | null } }>(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { OK error token } }',
    account,
  );
  const token = answer.data?.login.token;
  if (!token) throw new Error(`login refused for ${account.email}: ${answer.data?.login.error}`);
  return token;
}

/** A new account (signed up on the API), given `role` by the seed's admin; its e-mail and password. */
export async function accountWithRole(role: 'visitor' | 'staff' | 'editor' | 'admin', name = 'Prueba') {
  const email = `bo-${role}-${randomUUID().slice(0, 8)}@e2e.artfair.test`;
  const signUp = await gql<{ signUp: { OK: boolean; error: string | null; me: { id: string } | null } }>(
    'mutation($user: SignUpInput!) { signUp(user: $user) { OK error me { id } } }',
    { user: { name, surname: 'Backoffice', email, password: PASSWORD, acceptTerms: true } },
  );
  const id = signUp.data?.signUp.me?.id;
  if (!id) throw new Error(`signUp refused: ${signUp.data?.signUp.error ?? JSON.stringify(signUp.errors)}`);
  if (role !== 'visitor') {
    const admin = await tokenOf(ACCOUNTS.admin);
    const set = await gql<{ setUserRole: { ok: boolean } }>(
      'mutation($id: ID!, $role: String!) { setUserRole(id: $id, role: $role) { ok errors { field message } } }',
      { id, role },
      admin,
    );
    if (!set.data?.setUserRole.ok) throw new Error(`setUserRole refused: ${JSON.stringify(set)}`);
  }
  return { id, email, password: PASSWORD };
}

/**
 * Ends this browser's sessions before it acts as another visitor (a buyer on the shop). The page leaves the back office
 * first: its app, still running, would answer the cleared cookie with a log-out whose cleared `o_token` reaches the
 * new visitor's cookie too, since cookies do not tell localhost's ports apart (the apps have hosts of their own in
 * production).
 */
export async function asAnotherVisitor(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Logs in through the back office's login page (in its current language) and waits for the dashboard. */
export async function logIn(page: Page, account: { email: string; password: string }, expectIn = true) {
  await page.goto('/#/login');
  await page.getByLabel(/Correo electrónico|Email/).fill(account.email);
  await page.getByLabel(/^(Contraseña|Password)/).fill(account.password);
  await page.getByRole('button', { name: /^(Acceder|Sign in)$/ }).click();
  if (expectIn) await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Back office de la feria|back office/);
}

/**
 * Searches the list on screen for `text` and waits until the list has taken it: react-admin applies a search after a
 * pause by changing the address, so a row clicked before then is left again for the list when the pause ends.
 */
export async function searchList(page: Page, text: string) {
  await page.getByPlaceholder('Buscar').fill(text);
  await expect(page).toHaveURL((url) => {
    const filter = new URLSearchParams(url.hash.split('?')[1] ?? '').get('filter');
    return filter !== null && (JSON.parse(filter) as { q?: unknown }).q === text;
  });
}

/** Fails when the page shows a raw translation key (`ra.action.save`, `app.works.x`, `resources.works.fields.x`). */
export async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.match(/\b(?:ra|app|resources|errors)[.:][a-z_]+\.[\w.]+/gi) ?? []).toEqual([]);
}
