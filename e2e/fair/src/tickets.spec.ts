import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { E2E, COLLECTOR, messagesTo } from '@art/e2e-shared';

// Invitations (an invitation code for a personal e-ticket by e-mail) and the ticket office's validations page
// (staff only; a ticket admitted once), in Chromium at both widths. The seed's codes and accounts are in the README.

const GUEST_CODE = 'INVITADO-2025';
const STAFF = { email: 'taquilla@demo.artfair.test', password: 'Taquilla-2025!' };
const TICKET_CODE = /AM25(-[0-9A-HJKMNP-TV-Z]{4}){3}/;

/** An address no other test uses (each project runs every test). */
function newAddress(label: string, project: string): string {
  return `${label}.${project}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
  expect(serious).toEqual([]);
}

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await request.post(`${E2E.fair}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** Logs the page's browser in (the API sets the session cookie through the fair's proxy). */
async function logIn(page: Page, account: { email: string; password: string }) {
  const { login } = await graphql<{ login: { OK: boolean } }>(
    page.request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { OK } }',
    account,
  );
  expect(login.OK).toBe(true);
}

/** A new ticket from the seed's guest code, as the invitations page would get it. */
async function newTicket(request: APIRequestContext, project: string): Promise<string> {
  const { redeemInvitation } = await graphql<{ redeemInvitation: { ok: boolean; ticketCode: string | null } }>(
    request,
    'mutation($code: String!, $name: String!, $email: String!) { redeemInvitation(code: $code, name: $name, email: $email) { ok ticketCode } }',
    { code: GUEST_CODE, name: 'Carmen Sáez', email: newAddress('taquilla', project) },
  );
  expect(redeemInvitation.ok).toBe(true);
  return redeemInvitation.ticketCode ?? '';
}

const INVITATIONS = [
  {
    lang: 'es',
    path: '/invitaciones',
    submit: 'Conseguir mi entrada',
    code: /^Código de invitación/,
    name: /^Nombre y apellidos/,
    email: /^Correo electrónico/,
    required: 'Este campo es obligatorio.',
    unknown: 'No conocemos ese código de invitación. Revísalo y escríbelo tal como aparece en tu invitación.',
    exhausted: 'Ese código de invitación ya se ha usado todas las veces que permite.',
    done: 'Tu entrada está en camino',
    sent: (email: string) => `Listo: te hemos enviado la entrada a ${email}.`,
    subject: 'Tu entrada para Feria de Arte Contemporáneo de Madrid 2025',
  },
  {
    lang: 'en',
    path: '/invitations',
    submit: 'Get my ticket',
    code: /^Invitation code/,
    name: /^Full name/,
    email: /^E-mail address/,
    required: 'This field is required.',
    unknown: 'We do not know that invitation code. Check it and write it as it appears on your invitation.',
    exhausted: 'That invitation code has already been used as many times as it allows.',
    done: 'Your ticket is on its way',
    sent: (email: string) => `Done: we have sent your ticket to ${email}.`,
    subject: 'Your ticket for Madrid Contemporary Art Fair 2025',
  },
] as const;

for (const c of INVITATIONS) {
  test(`invitations (${c.lang}): a valid code gets an e-ticket by e-mail, a wrong one says why`, async ({
    page,
  }, info) => {
    await page.goto(`${E2E.fair}${c.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expectNoSeriousViolations(page);
    const form = page.locator('form[data-form="invitation"]');

    // Empty: the message under the first field, and the focus there.
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByText(c.required).first()).toBeVisible();
    await expect(form.getByLabel(c.code)).toBeFocused();

    const email = newAddress(`invitada-${c.lang}`, info.project.name);
    await form.getByLabel(c.code).fill('NO-EXISTE-2025');
    await form.getByLabel(c.name).fill('Ana Prieto');
    await form.getByLabel(c.email).fill(email);
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByRole('alert').filter({ hasText: c.unknown })).toBeVisible();

    await form.getByLabel(c.code).fill('agotado-2025');
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByRole('alert').filter({ hasText: c.exhausted })).toBeVisible();

    // The seed's guest code, typed in lower case with spaces.
    await form.getByLabel(c.code).fill(' invitado-2025 ');
    await form.getByRole('button', { name: c.submit }).click();
    const done = page.locator('[data-invitation="sent"]');
    await expect(done.getByRole('heading', { name: c.done })).toBeVisible();
    await expect(done).toBeFocused();
    await expect(done.getByRole('status')).toHaveText(c.sent(email));
    const code = (await done.locator('[data-ticket-code]').textContent()) ?? '';
    expect(code).toMatch(TICKET_CODE);

    // The e-ticket in the outbox: to the visitor, in their language, with the code as text.
    await expect.poll(() => messagesTo(email).length).toBe(1);
    const [mail] = messagesTo(email);
    expect(mail).toContain(c.subject);
    expect(mail).toContain(code);
    expect(mail).toMatch(/Content-Type: image\/png/);
    expect(mail).toContain('cid:eticket-qr@artfair');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('invitations: the form posts to the page, which checks it and issues the ticket', async ({ page }, info) => {
    await page.goto(`${E2E.fair}/invitaciones`);
    const form = page.locator('form[data-form="invitation"]');
    await form.getByLabel(/^Código de invitación/).fill('prensa-2025');
    await form.getByRole('button', { name: 'Conseguir mi entrada' }).click();
    // Checked on the server in the browser's order: the name is missing.
    await expect(form.getByRole('alert')).toHaveText('Nombre y apellidos: Este campo es obligatorio.');

    const email = newAddress('sin-js', info.project.name);
    await form.getByLabel(/^Código de invitación/).fill('invitado-2025');
    await form.getByLabel(/^Nombre y apellidos/).fill('Pilar Nieto');
    await form.getByLabel(/^Correo electrónico/).fill(email);
    await form.getByRole('button', { name: 'Conseguir mi entrada' }).click();
    const done = page.locator('[data-invitation="sent"]');
    await expect(done.getByRole('status')).toHaveText(`Listo: te hemos enviado la entrada a ${email}.`);
    await expect(done.locator('[data-ticket-code]')).toHaveText(TICKET_CODE);
    await expect.poll(() => messagesTo(email).length).toBe(1);
  });
});

test('validations: without a session the login page, and back after logging in', async ({ page }) => {
  await page.goto(`${E2E.fair}/validacionesTaquilla`);
  await expect(page).toHaveURL(`${E2E.fair}/es/acceso?returnUrl=%2FvalidacionesTaquilla`);
  const form = page.locator('form[data-form="login"]');
  await form.getByLabel(/Correo electrónico/).fill(STAFF.email);
  await form.getByLabel(/^Contraseña/).fill(STAFF.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/validacionesTaquilla`);
  await expect(page.getByRole('heading', { level: 2, name: 'Validaciones de taquilla' })).toBeVisible();
});

test('validations: an account that is not staff gets a 403 page with the site around it', async ({ page }) => {
  await logIn(page, COLLECTOR);
  const response = await page.goto(`${E2E.fair}/validacionesTaquilla`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 2, name: 'Solo para el personal de taquilla' })).toBeVisible();
  await expect(page.getByText(/Has entrado como Lucía/)).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  // Nothing of the desk is there.
  await expect(page.locator('form[data-form="validate"], form[data-form="desk"]')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('validations: staff admit a typed ticket once; the second time it is already used, with the desk', async ({
  page,
}, info) => {
  const code = await newTicket(page.request, info.project.name);
  await logIn(page, STAFF);
  await page.goto(`${E2E.fair}/validacionesTaquilla`);
  await expect(page.getByText('Sesión de Andrés Peña Núñez')).toBeVisible();

  // The desk is named once on the device.
  const deskForm = page.locator('form[data-form="desk"]');
  await deskForm.getByRole('button', { name: 'Empezar a validar' }).click();
  await expect(deskForm.getByText('Este campo es obligatorio.')).toBeVisible();
  await expect(deskForm.getByLabel(/^Nombre de la taquilla/)).toBeFocused();
  await deskForm.getByLabel(/^Nombre de la taquilla/).fill('Puerta norte');
  await deskForm.getByRole('button', { name: 'Empezar a validar' }).click();
  await expect(page.getByText('Taquilla: Puerta norte')).toBeVisible();
  await expectNoSeriousViolations(page);

  const form = page.locator('form[data-form="validate"]');
  const field = form.getByLabel(/^Código de la entrada/);
  const result = page.locator('[data-result]');
  // Typed loosely, as someone reading it from a phone would.
  await field.fill(code.toLowerCase().replace(/-/g, ' '));
  await form.getByRole('button', { name: 'Validar' }).click();
  await expect(result).toHaveAttribute('data-result', 'VALID');
  await expect(result).toContainText('Entrada válida');
  await expect(result).toContainText('A nombre de Carmen Sáez');
  await expect(result).toContainText(code);
  await expect(result).toHaveAttribute('aria-live', 'assertive');
  // Ready for the next code.
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  // The desk is remembered by the device; the same ticket again is refused with when and where.
  await page.reload();
  await expect(page.getByText('Taquilla: Puerta norte')).toBeVisible();
  await field.fill(code);
  await field.press('Enter');
  await expect(result).toHaveAttribute('data-result', 'ALREADY_USED');
  await expect(result).toContainText('Entrada ya usada');
  await expect(result).toContainText(/Se validó hoy a las \d{2}:\d{2} en Puerta norte\./);
  await expectNoSeriousViolations(page);

  await field.fill('AM25-0000-0000-0000');
  await field.press('Enter');
  await expect(result).toHaveAttribute('data-result', 'UNKNOWN');
  await expect(result).toContainText('Ninguna entrada tiene el código «AM25-0000-0000-0000».');
  await expect(page.getByRole('heading', { name: 'Últimas validaciones' })).toBeVisible();
  // This visit's validations since the reload: the already used one and the unknown one.
  await expect(page.locator('section[aria-labelledby="recent-heading"] li')).toHaveCount(2);
});

/** A Y4M video (what Chromium's fake camera plays) showing `text` as a QR code, black on white. */
function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = 480;
  const scale = Math.floor((side * 0.6) / (modules.size + 8));
  const offset = Math.floor((side - (modules.size + 8) * scale) / 2) + 4 * scale;
  const luma = Buffer.alloc(side * side, 235);
  for (let y = 0; y < modules.size * scale; y++) {
    for (let x = 0; x < modules.size * scale; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * side + offset + x] = 16;
    }
  }
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'qr-camera-')), 'ticket.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]),
  );
  return file;
}

test('validations: the camera reads a ticket’s QR code and admits it at once', async ({ request }, info) => {
  const code = await newTicket(request, info.project.name);
  const browser = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(code)}`,
    ],
  });
  try {
    const context = await browser.newContext({ viewport: info.project.use.viewport ?? null, permissions: ['camera'] });
    const page = await context.newPage();
    await logIn(page, STAFF);
    await page.goto(`${E2E.fair}/validacionesTaquilla`);
    await page
      .locator('form[data-form="desk"]')
      .getByLabel(/^Nombre de la taquilla/)
      .fill('Puerta sur');
    await page.locator('form[data-form="desk"]').getByRole('button', { name: 'Empezar a validar' }).click();
    await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
    const result = page.locator('[data-result]');
    await expect(result).toHaveAttribute('data-result', 'VALID', { timeout: 15_000 });
    await expect(result).toContainText(code);
    // The code stays in front of the camera: it is not validated again (it would read "already used").
    await page.waitForTimeout(1500);
    await expect(result).toHaveAttribute('data-result', 'VALID');
    await expect(page.locator('section[aria-labelledby="recent-heading"] li')).toHaveCount(1);
    await page.getByRole('button', { name: 'Apagar la cámara' }).click();
    await expect(page.getByRole('button', { name: 'Escanear con la cámara' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
