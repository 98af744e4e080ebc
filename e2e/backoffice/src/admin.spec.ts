/** An admin changes a user's role in the back office, and the audit log shows the change with before and after. */
import { expect, test } from '@art/e2e-shared';
import { ACCOUNTS, accountWithRole, expectNoRawKeys, gql, logIn, searchList, tokenOf } from './helpers';

test('an admin makes a visitor an editor, and the audit log shows it side by side', async ({ page }) => {
  const visitor = await accountWithRole('visitor', 'Rolanda');
  await logIn(page, ACCOUNTS.admin);
  await page.getByRole('menuitem', { name: 'Usuarios' }).click();
  await searchList(page, visitor.email);
  const row = page.getByRole('row', { name: new RegExp(visitor.email) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Visitante');
  // The search refreshes the list after a pause: a click on the row before it settles may land on the old list, so
  // click until the user's edit screen opens (the list's own "Rol" filter would otherwise be taken for the form's).
  await expect(async () => {
    await row.click();
    await expect(page).toHaveURL(new RegExp(`#/users/${visitor.id}$`), { timeout: 2_000 });
  }).toPass();
  const form = page.locator('form');
  await form.getByLabel('Rol', { exact: true }).click();
  await page.getByRole('option', { name: 'Editor', exact: true }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento actualizado')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(visitor.email) })).toContainText('Editor');

  const session = await gql<{ adminSession: { role: string } }>(
    '{ adminSession { role } }',
    {},
    await tokenOf({ email: visitor.email, password: visitor.password }),
  );
  expect(session.data?.adminSession.role).toBe('editor');

  await page.getByRole('menuitem', { name: 'Registro de cambios' }).click();
  await page.getByLabel('Identificador').fill(visitor.id);
  // This user's entry, whether or not the list has refreshed yet (other tests change other users' roles too).
  const entry = page.getByRole('row').filter({ hasText: 'Cambio de rol' }).filter({ hasText: visitor.id }).first();
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(ACCOUNTS.admin.email);
  await entry.click();
  await expect(page.getByTestId('audit-before')).toContainText('"visitor"');
  await expect(page.getByTestId('audit-after')).toContainText('"editor"');
  await expectNoRawKeys(page);
});

test('an admin cannot give an unknown role: the API refuses with a translated message and changes nothing', async () => {
  const visitor = await accountWithRole('visitor');
  const token = await tokenOf(ACCOUNTS.admin);
  const answer = await gql<{ setUserRole: { ok: boolean; errors: { field: string; message: string }[] } }>(
    'mutation($id: ID!, $role: String!) { setUserRole(id: $id, role: $role) { ok errors { field message } } }',
    { id: visitor.id, role: '<b>root</b>' },
    token,
  );
  expect(answer.data?.setUserRole.ok).toBe(false);
  expect(answer.data?.setUserRole.errors[0]?.message).toMatch(/Elige un rol/);
  const user = await gql<{ adminUser: { role: string } }>(
    'query($id: ID!) { adminUser(id: $id) { role } }',
    { id: visitor.id },
    token,
  );
  expect(user.data?.adminUser.role).toBe('visitor');
});
