import { expect, test, type Page } from '@playwright/test';
import { E2E, COLLECTOR as DEMO_COLLECTOR, expectHydrated, messagesTo } from '@art/e2e-shared';

// Accounts in both languages: sign up, log out, log in with and without "remember me", a wrong password, the
// login-required redirect and its return, and the password reset through the e-mail the API wrote to its outbox.

const COLLECTOR = { ...DEMO_COLLECTOR, name: 'Lucía' };
const PASSWORD = 'Un cuadro azul en Madrid';

/** An address no other test uses (each project runs every test). */
function newAddress(label: string, project: string): string {
  return `${label}.${project}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
}

async function logIn(page: Page, email: string, password: string, remember = false) {
  const form = page.locator('form[data-form="login"]');
  await form.getByLabel(/Correo electrónico|Email/).fill(email);
  await form.getByLabel(/^(Contraseña|Password)/).fill(password);
  if (remember) await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /^(Entrar|Log in)$/ }).click();
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'o_token');
}

test('a visitor signs up, lands logged in on their account, and logs out', async ({ page }, info) => {
  const email = newAddress('ana', info.project.name);
  await page.goto(`${E2E.shop}/es/registro`);
  const form = page.locator('form[data-form="registry"]');
  await form.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(form.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await form.getByLabel(/^Nombre/).fill('Ana');
  await form.getByLabel(/^Apellidos/).fill('<b>Rey</b> Sánchez');
  await form.getByLabel(/Correo electrónico/).fill(email);
  await form.getByLabel(/^Contraseña/).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /acepto los t[ée]rminos/i }).check();
  await form.getByRole('button', { name: 'Crear la cuenta' }).click();
  // The API refuses markup in a name, with its own translated text, and nothing is created.
  await expect(form.getByRole('alert')).toHaveText('Los apellidos no pueden contener los caracteres < ni >.');
  await form.getByLabel(/^Apellidos/).fill('Rey Sánchez');
  await form.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/es/shop/mi-cuenta`);
  await expect(page.getByRole('heading', { level: 2, name: 'Hola, Ana' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Signed up: a long-lived session.
  const cookie = await sessionCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 80 * 24 * 3600);

  // The account page was loaded anew after the sign-up: its buttons act once it is hydrated (the header's search is
  // then a button), and a tap before that does nothing (under load, the first test of the suite got there first).
  await expectHydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/es/shop`);
  expect(await sessionCookie(page)).toBeUndefined();
  const response = await page.goto(`${E2E.shop}/es/shop/mi-cuenta`);
  expect(response?.url()).toBe(`${E2E.shop}/es/acceso?returnUrl=%2Fes%2Fshop%2Fmi-cuenta`);
});

test('an English visitor signs up on the fair and lands on their account in the shop, in English', async ({
  page,
}, info) => {
  const email = newAddress('tom', info.project.name);
  await page.goto(`${E2E.fair}/en/sign-up`);
  await expect(page.getByRole('heading', { level: 2, name: 'Create your account' })).toBeVisible();
  const form = page.locator('form[data-form="registry"]');
  await form.getByLabel(/^Name/).fill('Tom');
  await form.getByLabel(/^Surname/).fill('Walker');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill('password');
  await form.getByRole('checkbox').last().check();
  await form.getByRole('button', { name: 'Create the account' }).click();
  // One of the most common passwords: refused by the API, in English.
  await expect(form.getByRole('alert')).toHaveText(
    'That password is one of the most used and easiest to guess. Please choose another.',
  );
  await expect(page).toHaveURL(`${E2E.fair}/en/sign-up`);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create the account' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/en/shop/my-account`);
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Tom' })).toBeVisible();
});

test('a login-required page sends to login and back, in English; without "remember me" the cookie lasts the session', async ({
  page,
}) => {
  await page.goto(`${E2E.shop}/en/shop/my-account`);
  await expect(page).toHaveURL(`${E2E.shop}/en/login?returnUrl=%2Fen%2Fshop%2Fmy-account`);
  await expect(page.getByRole('heading', { level: 2, name: 'Log in to your account' })).toBeVisible();
  await logIn(page, COLLECTOR.email, COLLECTOR.password);
  await expect(page).toHaveURL(`${E2E.shop}/en/shop/my-account`);
  await expect(page.getByRole('heading', { level: 2, name: `Hello, ${COLLECTOR.name}` })).toBeVisible();
  const cookie = await sessionCookie(page);
  expect(cookie?.expires).toBe(-1);
  expect(cookie?.httpOnly).toBe(true);
  // A page rendered with the visitor's session is kept by no shared cache.
  const personal = await page.request.get(`${E2E.shop}/en/shop/works`);
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  const anonymous = await page.request.get(`${E2E.shop}/en/shop/works`, { headers: { cookie: '' } });
  // An anonymous one is public, for a short while (decision 024).
  expect(anonymous.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
});

test('"remember me" keeps the session cookie after the browser closes; a wrong password says so and logs nobody in', async ({
  page,
}) => {
  await page.goto(`${E2E.fair}/es/acceso`);
  await logIn(page, COLLECTOR.email, 'not-the-password');
  await expect(page.locator('form[data-form="login"]').getByRole('alert')).toHaveText(
    'El correo electrónico o la contraseña no son correctos.',
  );
  await expect(page).toHaveURL(`${E2E.fair}/es/acceso`);
  expect(await sessionCookie(page)).toBeUndefined();
  await logIn(page, COLLECTOR.email, COLLECTOR.password, true);
  await expect(page).toHaveURL(`${E2E.shop}/es/shop/mi-cuenta`);
  const cookie = await sessionCookie(page);
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 80 * 24 * 3600);
});

test('a forgotten password is reset through the e-mailed link, once', async ({ page, request }, info) => {
  const email = newAddress('reset', info.project.name);
  const signUp = await request.post(`${E2E.api}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation($user: SignUpInput!) { signUp(user: $user, lang: "es") { OK error } }',
      variables: { user: { name: 'Reina', surname: 'Olvido', email, password: PASSWORD, acceptTerms: true } },
    },
  });
  expect((await signUp.json()).data.signUp).toEqual({ OK: true, error: null });

  await page.goto(`${E2E.fair}/es/acceso`);
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/es/recordar-contrase%C3%B1a`);
  const form = page.locator('form[data-form="remember-password"]');
  await form.getByLabel(/Correo electrónico/).fill(email);
  await form.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(
    form.getByText('Si el correo corresponde a una cuenta, recibirás el enlace en unos minutos.'),
  ).toBeVisible();

  let link = '';
  await expect
    .poll(() => {
      const found = messagesTo(email)
        .join('\n')
        .match(/https?:\/\/[^\s"<>]+\/es\/establecer-contrase(?:%C3%B1|ñ)a\/[A-Za-z0-9_-]+/);
      link = found?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const path = new URL(link).pathname;
  await page.goto(`${E2E.fair}${path}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Establece tu nueva contraseña' })).toBeVisible();
  const reset = page.locator('form[data-form="reset-password"]');
  await reset.getByLabel(/^Nueva contraseña/).fill('Otra luz sobre Madrid');
  await reset.getByLabel(/^Repite la contraseña/).fill('Otra luz sobre Madri');
  await reset.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(reset.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await reset.getByLabel(/^Repite la contraseña/).fill('Otra luz sobre Madrid');
  await reset.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/es/shop/mi-cuenta`);
  await expect(page.getByRole('heading', { level: 2, name: 'Hola, Reina' })).toBeVisible();

  // The link was for one use.
  await page.goto(`${E2E.fair}${path}`);
  await reset.getByLabel(/^Nueva contraseña/).fill('Una tercera clave larga');
  await reset.getByLabel(/^Repite la contraseña/).fill('Una tercera clave larga');
  await reset.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(reset.getByRole('alert')).toHaveText(
    'El enlace para establecer la contraseña no es válido o ya se ha usado. Pide uno nuevo.',
  );
  await expect(page).toHaveURL(`${E2E.fair}${path}`);
  await expect(reset.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
    'href',
    '/es/recordar-contrase%C3%B1a',
  );
});

test('a reset asked from an English page is e-mailed in English, with the link to the English page', async ({
  page,
  request,
}, info) => {
  // The account was made in Spanish: the e-mail follows the page the visitor asked from, not the account.
  const email = newAddress('reset-en', info.project.name);
  const signUp = await request.post(`${E2E.api}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation($user: SignUpInput!) { signUp(user: $user, lang: "es") { OK error } }',
      variables: { user: { name: 'Rosa', surname: 'Olvido', email, password: PASSWORD, acceptTerms: true } },
    },
  });
  expect((await signUp.json()).data.signUp).toEqual({ OK: true, error: null });

  await page.goto(`${E2E.fair}/en/remember-password`);
  const form = page.locator('form[data-form="remember-password"]');
  await form.getByLabel(/Email/).fill(email);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    form.getByText('If the email belongs to an account, you will receive the link in a few minutes.'),
  ).toBeVisible();

  let mail = '';
  await expect.poll(() => (mail = messagesTo(email).join('\n'))).not.toBe('');
  expect(mail).toContain('Subject: Set a new password');
  expect(mail).toContain('Hello Rosa,');
  const link = mail.match(/https?:\/\/[^\s"<>]+\/en\/reset-password\/[A-Za-z0-9_-]+/)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(`${E2E.fair}${new URL(link).pathname}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Set your new password' })).toBeVisible();
});
