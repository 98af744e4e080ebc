/** Who may enter: a visitor is turned away, staff sees the sales and messages only, and the API refuses both editor work. */
import { expect, test } from '@art/e2e-shared';
import { ACCOUNTS, expectNoRawKeys, gql, logIn, tokenOf } from './helpers';

const WORKS = '{ adminWorks(perPage: 1) { total } }';
const CREATE =
  'mutation($input: AdminWorkInput!) { createWork(input: $input) { ok errors { field message } work { id } } }';

test('a visitor is told the account has no access and stays out; the API refuses the visitor', async ({ page }) => {
  await logIn(page, ACCOUNTS.visitor, false);
  await expect(page.getByText('Tu cuenta no tiene acceso al back office.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
  await page.goto('/#/works');
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoRawKeys(page);

  const token = await tokenOf(ACCOUNTS.visitor);
  const answer = await gql(WORKS, {}, token);
  expect(answer.data).toBeFalsy();
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(answer.errors?.[0]?.message).toMatch(/permiso/);
});

test('staff sees its dashboard with what waits, no catalogue, and the API refuses its editor calls', async ({
  page,
}) => {
  await logIn(page, ACCOUNTS.staff);
  await expect(page.getByText(/^Puedes atender los pedidos/)).toBeVisible();
  await expect(page.getByRole('link', { name: /pedidos pagados por enviar/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /mensajes sin atender/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Pedidos', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Obras' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Usuarios' })).toHaveCount(0);
  for (const screen of ['/#/works', '/#/works/create', '/#/users', '/#/audit']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1, name: 'No disponible' })).toBeVisible();
    await expect(page.getByText('Esta página no existe o tu rol no puede abrirla.')).toBeVisible();
  }
  await expectNoRawKeys(page);

  const token = await tokenOf(ACCOUNTS.staff);
  const list = await gql(WORKS, {}, token);
  expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const create = await gql(
    CREATE,
    {
      input: {
        titleES: 'No',
        titleEN: 'No',
        artistId: '1',
        catalogs: ['AM25'],
        discipline: 0,
        widthCm: 1,
        heightCm: 1,
        workState: 'Disponible',
      },
    },
    token,
  );
  expect(create.data).toBeFalsy();
  expect(create.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const anonymous = await gql(WORKS);
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
