/**
 * The back office's screens for the fair's visitors and buyers (issue 17), each against what the sites do: a discount
 * code made in "Códigos promocionales" is taken at the shop's checkout and refused once its only use is spent; a
 * message of the fair's contact page shows in "Mensajes" and is marked handled; the subscribers' CSV holds the
 * confirmed address and not the pending one; an invitation code made in "Invitaciones" issues e-tickets on the fair
 * up to its uses, and its page shows them.
 */
import { readFile } from 'node:fs/promises';
import { href } from '@art/routing';
import {
  E2E,
  T,
  acceptAndContinue,
  addToCartAndOpenIt,
  amount,
  claimWorks,
  euros,
  expect,
  fillShipping,
  messagesTo,
  signedUpInBrowser,
  summary,
  test,
  type BuyableWork,
} from '@art/e2e-shared';
import type { Page } from '@playwright/test';
import { ACCOUNTS, accountWithRole, asAnotherVisitor, expectNoRawKeys, logIn, searchList } from './helpers';

const t = T.es;

/** A stamp of this test's own, for codes, texts and addresses no other test uses. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A date as a `datetime-local` field takes it (local time, minutes). */
function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Opens a screen from the back office's menu. */
async function openMenu(page: Page, name: string) {
  await page.getByRole('menuitem', { name }).click();
}

/** Clicks a list's row until the record's page opens (react-admin's rows take a moment to become links). */
async function openRow(page: Page, text: string, url: RegExp) {
  const row = page.getByRole('row', { name: new RegExp(text) }).first();
  await expect(async () => {
    await row.click();
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass();
}

test('a coupon created here is accepted at checkout within its dates and refused after its uses', async ({ page }) => {
  test.setTimeout(120_000);
  const [first, second] = (await claimWorks(2, { lang: 'es' })) as [BuyableWork, BuyableWork];
  const code = `E2E-${stamp().toUpperCase()}`;
  const day = 24 * 60 * 60_000;

  // The admin makes a 20 % code, valid from yesterday to next month, for one use.
  await logIn(page, ACCOUNTS.admin);
  await openMenu(page, 'Códigos promocionales');
  await page.getByRole('link', { name: 'Crear' }).click();
  await page.waitForURL(/#\/coupons\/create$/);
  await page.getByRole('textbox', { name: 'Código' }).fill(code);
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Porcentaje (%)' }).click();
  await page.getByLabel('Descuento').fill('20');
  await page.getByLabel('Válido desde').fill(localDateTime(new Date(Date.now() - day)));
  await page.getByLabel('Válido hasta').fill(localDateTime(new Date(Date.now() + 30 * day)));
  await page.getByLabel('Usos máximos').fill('1');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento creado')).toBeVisible();
  await page.waitForURL(new RegExp(`#/coupons/${code}$`));
  await expectNoRawKeys(page);
  await openMenu(page, 'Códigos promocionales');
  await searchList(page, code);
  const listed = page.getByRole('row', { name: new RegExp(code) });
  await expect(listed).toContainText('Activo');
  await expect(listed).toContainText('20 %');

  // A first buyer applies it at step 1 and sees the discount; placing the order takes its one use.
  await asAnotherVisitor(page);
  await signedUpInBrowser(page.request, 'cupon-uno');
  await addToCartAndOpenIt(page, t, first);
  await fillShipping(page, t);
  const sums = summary(page, t);
  await expect(amount(sums, 'discount')).toHaveCount(0);
  await sums.getByLabel(t.coupon).fill(code.toLowerCase());
  await sums.getByRole('button', { name: t.apply }).click();
  await expect(amount(sums, 'discount')).toHaveAttribute('value', euros(first.price * 0.2).toFixed(2));
  await expect(sums.getByRole('status')).toContainText(
    `Código ${code} aplicado: ${(await amount(sums, 'discount').textContent()) ?? ''} de descuento.`,
  );
  await acceptAndContinue(page, t);

  // A second buyer, with another work in the cart, is told the code has been used up.
  await asAnotherVisitor(page);
  await signedUpInBrowser(page.request, 'cupon-dos');
  await addToCartAndOpenIt(page, t, second);
  const others = summary(page, t);
  await others.getByLabel(t.coupon).fill(code);
  await others.getByRole('button', { name: t.apply }).click();
  await expect(others.getByText('Ese código promocional ya se ha usado todas las veces que permite.')).toBeVisible();
  await expect(amount(others, 'discount')).toHaveCount(0);

  // The back office counts the use and shows the code used up.
  await asAnotherVisitor(page);
  await logIn(page, ACCOUNTS.admin);
  await openMenu(page, 'Códigos promocionales');
  await searchList(page, code);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Agotado');
});

test('a message sent through the fair’s contact form appears and is marked handled', async ({ page }) => {
  const staff = await accountWithRole('staff', 'Taquillera');
  const ref = stamp();
  const email = `contacto-${ref}@visitante.test`;
  const text = `¿Hay visitas guiadas para grupos escolares? Referencia ${ref}.`;

  await page.goto(`${E2E.fair}${href('contact', {}, 'es')}`);
  const form = page.locator('form[data-form="contact"]');
  await form.getByLabel('Nombre', { exact: false }).first().fill('Lucía Ferrer');
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await form.getByRole('textbox', { name: /Tu consulta|Mensaje|Cuéntanos/ }).fill(text);
  await form.getByRole('checkbox', { name: /acepto la política de privacidad/ }).check();
  await form.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(page.locator('[data-form-outcome]')).toHaveText(
    'Gracias, hemos recibido tu mensaje. Te responderemos lo antes posible.',
  );

  await logIn(page, staff);
  await openMenu(page, 'Mensajes');
  await searchList(page, ref);
  const row = page.getByRole('row', { name: new RegExp(ref) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Lucía Ferrer');
  await expect(row).toContainText('Pendiente');
  await openRow(page, ref, /#\/messages\/[^/]+\/show$/);

  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Responder por e-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}`),
  );
  await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como atendido' }).click();
  await expect(page.getByText('Mensaje marcado como atendido')).toBeVisible();
  await expect(page.getByText('Atendido', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como pendiente' })).toBeVisible();
  await expectNoRawKeys(page);

  // The list shows it handled too.
  await openMenu(page, 'Mensajes');
  await searchList(page, ref);
  await expect(page.getByRole('row', { name: new RegExp(ref) })).toContainText('Atendido');
});

test('the subscribers’ CSV holds confirmed subscribers only', async ({ page }) => {
  const staff = await accountWithRole('staff', 'Taquillera');
  const ref = stamp();
  const confirmed = `boletin-si-${ref}@visitante.test`;
  const pending = `boletin-no-${ref}@visitante.test`;
  const newsletter = `${E2E.fair}${href('newsletter', {}, 'es')}`;

  for (const address of [confirmed, pending]) {
    await page.goto(newsletter);
    const form = page.locator('form[data-form="newsletter"]');
    await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(address);
    await form.getByRole('checkbox', { name: /Quiero recibir la newsletter/ }).check();
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.locator('[data-form-outcome]')).toHaveText(
      '¡Casi está! Te hemos enviado un correo: abre el enlace que contiene para confirmar la suscripción.',
    );
  }
  await expect.poll(() => messagesTo(confirmed).length).toBe(1);
  const link = new RegExp(`${newsletter}\\?confirmar=[A-Za-z0-9_.-]+`).exec(messagesTo(confirmed)[0] ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('¡Listo! Tu suscripción a la newsletter está confirmada.')).toBeVisible();

  await logIn(page, staff);
  await openMenu(page, 'Suscriptores');
  await searchList(page, ref);
  await expect(page.getByRole('row', { name: new RegExp(confirmed) })).toContainText('Confirmada');
  await expect(page.getByRole('row', { name: new RegExp(pending) })).toContainText('Pendiente');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^suscriptores-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('email,name,lang,confirmed_at');
  expect(lines.filter((line) => line.startsWith(`${confirmed},`))).toHaveLength(1);
  expect(csv).not.toContain(pending);
});

test('an invitation code created here issues e-tickets up to its uses', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await accountWithRole('staff', 'Taquillera');
  const ref = stamp();
  const label = `Galería Norte ${ref}`;
  const guests = [
    { name: 'Marta Gil', email: `invitada-uno-${ref}@visitante.test` },
    { name: 'Pablo Ruiz', email: `invitado-dos-${ref}@visitante.test` },
    { name: 'Elena Soto', email: `invitada-tres-${ref}@visitante.test` },
  ] as const;

  await logIn(page, staff);
  await openMenu(page, 'Invitaciones');
  await page.getByRole('link', { name: 'Crear' }).click();
  await page.waitForURL(/#\/invitations\/create$/);
  await page.getByRole('textbox', { name: 'Entregada a' }).fill(label);
  await page.getByLabel('Usos máximos').fill('2');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento creado')).toBeVisible();
  await page.waitForURL(/#\/invitations\/[^/]+\/show$/);
  const shown = page.url();
  await expect(page.getByText(label)).toBeVisible();
  await expect(page.getByText('0 / 2')).toBeVisible();
  await expect(page.getByText('Todavía no se ha emitido ninguna entrada con este código.')).toBeVisible();
  await expectNoRawKeys(page);
  // The generated code: the value of the "Código" field.
  const code = (
    await page
      .locator('.ra-field-code')
      .getByText(/^[A-Z0-9-]{4,32}$/)
      .first()
      .textContent()
  )?.trim();
  expect(code).toMatch(/^[A-Z0-9-]{4,32}$/);

  // On the fair's invitations page, two guests get their e-tickets; a third is told the code is used up.
  const invitations = `${E2E.fair}${href('invitations', {}, 'es')}`;
  const tickets: string[] = [];
  for (const guest of guests) {
    await page.goto(invitations);
    const form = page.locator('form[data-form="invitation"]');
    await form.getByLabel(/^Código de invitación/).fill(code!);
    await form.getByLabel(/^Nombre y apellidos/).fill(guest.name);
    await form.getByLabel(/^Correo electrónico/).fill(guest.email);
    await form.getByRole('button', { name: 'Conseguir mi entrada' }).click();
    if (guest === guests[2]) {
      await expect(
        form
          .getByRole('alert')
          .filter({ hasText: 'Ese código de invitación ya se ha usado todas las veces que permite.' }),
      ).toBeVisible();
      continue;
    }
    const done = page.locator('[data-invitation="sent"]');
    await expect(done.getByRole('heading', { name: 'Tu entrada está en camino' })).toBeVisible();
    await expect(done.getByRole('status')).toHaveText(`Listo: te hemos enviado la entrada a ${guest.email}.`);
    const ticket = ((await done.locator('[data-ticket-code]').textContent()) ?? '').trim();
    expect(ticket).toMatch(/^AM\d+(-[0-9A-Z]{4}){3}$/);
    tickets.push(ticket);
    await expect.poll(() => messagesTo(guest.email).length).toBe(1);
    expect(messagesTo(guest.email)[0]).toContain(ticket);
  }
  expect(messagesTo(guests[2].email)).toHaveLength(0);

  // The invitation's page: both uses taken, used up, and the two tickets with their holders.
  await page.goto(shown);
  await expect(page.getByText('2 / 2')).toBeVisible();
  await expect(page.getByText('Agotada')).toBeVisible();
  for (const [i, guest] of guests.slice(0, 2).entries()) {
    const row = page.getByRole('row', { name: new RegExp(tickets[i]!) });
    await expect(row).toContainText(guest.name);
    await expect(row).toContainText(guest.email);
    await expect(row).toContainText('Válida');
  }
  await expect(page.getByRole('row', { name: new RegExp(guests[2].email) })).toHaveCount(0);
});
