/**
 * The content screens: an editor writes a post as a draft, which the fair does not show, then publishes it and the
 * fair shows it in both languages; an editor changes a banner that is not published and its preview on the fair shows
 * the change.
 */
import { href } from '@art/routing';
import { E2E, expect, test } from '@art/e2e-shared';
import { accountWithRole, ACCOUNTS, expectNoRawKeys, gql, logIn, tokenOf } from './helpers';

test('an editor writes a post as a draft, publishes it, and the fair shows it in both languages', async ({
  page,
  request,
}) => {
  const editor = await accountWithRole('editor', 'Redactora');
  const stamp = Date.now().toString(36);
  const titleES = `Diario de montaje ${stamp}`;
  const titleEN = `Set-up diary ${stamp}`;
  await logIn(page, editor);
  await page.getByRole('menuitem', { name: 'Noticias' }).click();
  await page.getByRole('link', { name: 'Crear' }).click();
  await page.waitForURL(/#\/posts\/create$/);
  await page.getByRole('textbox', { name: 'Título (castellano)' }).fill(titleES);
  await page.getByRole('textbox', { name: 'Título (inglés)' }).fill(titleEN);
  await page.getByRole('textbox', { name: 'Resumen (castellano)' }).fill('Cómo se levanta una feria en cuatro días.');
  await page.getByRole('textbox', { name: 'Resumen (inglés)' }).fill('How a fair goes up in four days.');
  await page
    .getByRole('textbox', { name: 'Texto (castellano)' })
    .fill('Primer párrafo.\n\nSegundo párrafo, con los camiones.');
  await page
    .getByRole('textbox', { name: 'Texto (inglés)' })
    .fill('First paragraph.\n\nSecond paragraph, with the lorries.');
  await expect(page.getByRole('switch', { name: 'Publicada' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento creado')).toBeVisible();
  await page.waitForURL(/#\/posts\/\d+$/);
  await expectNoRawKeys(page);

  const id = page.url().split('/').pop()!;
  const token = await tokenOf(ACCOUNTS.admin);
  const saved = await gql<{ adminPost: { slugES: string; slugEN: string; published: boolean } }>(
    'query($id: ID!) { adminPost(id: $id) { slugES slugEN published } }',
    { id },
    token,
  );
  const { slugES, slugEN, published } = saved.data!.adminPost;
  expect(published).toBe(false);
  const pages = {
    es: `${E2E.fair}${href('post', { slug: slugES }, 'es')}`,
    en: `${E2E.fair}${href('post', { slug: slugEN }, 'en')}`,
  };
  // A draft: its page is not found and the blog does not list it.
  expect((await request.get(pages.es)).status()).toBe(404);
  const blog = await request.get(`${E2E.fair}${href('blog', {}, 'es')}`);
  expect(await blog.text()).not.toContain(titleES);

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Noticia publicada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pasar a borrador' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver la noticia en la feria' })).toBeVisible();

  for (const [lang, title, paragraph] of [
    ['es', titleES, 'Segundo párrafo, con los camiones.'],
    ['en', titleEN, 'Second paragraph, with the lorries.'],
  ] as const) {
    const response = await page.goto(pages[lang]);
    expect(response?.status(), pages[lang]).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText(paragraph)).toBeVisible();
  }
  await page.goto(`${E2E.fair}${href('blog', {}, 'es')}`);
  await expect(page.getByRole('link', { name: titleES }).first()).toBeVisible();
});

test('an editor changes a banner that is not published, and its preview on the fair shows the change', async ({
  page,
}) => {
  const editor = await accountWithRole('editor', 'Redactora');
  const token = await tokenOf(ACCOUNTS.admin);
  const list = await gql<{ adminBanners: { items: { id: string; titleES: string }[] } }>(
    '{ adminBanners(perPage: 1) { items { id titleES } } }',
    {},
    token,
  );
  const banner = list.data!.adminBanners.items[0]!;
  const title = `Noche de galerías ${Date.now().toString(36)}`;
  await logIn(page, editor);
  await page.goto(`/#/banners/${banner.id}`);
  await expect(page.getByRole('textbox', { name: 'Título (castellano)' })).toHaveValue(banner.titleES);
  await page.getByRole('textbox', { name: 'Título (castellano)' }).fill(title);
  const published = page.getByRole('switch', { name: 'Publicado' });
  if (await published.isChecked()) await published.uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento actualizado')).toBeVisible();

  const preview = page.getByRole('link', { name: 'Vista previa' });
  expect(await preview.getAttribute('href')).toBe(`${E2E.fair}${href('banner-preview', { id: banner.id }, 'es')}`);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(new RegExp(`/es/preview/banner/${banner.id}$`));
  await expect(tab.getByText(title)).toBeVisible();
  await tab.close();
});

test('an editor renames an entry of the main menu and the fair’s header shows the new name on the next page', async ({
  page,
}) => {
  const editor = await accountWithRole('editor', 'Redactora');
  const token = await tokenOf(ACCOUNTS.admin);
  const list = await gql<{ adminMenuEntries: { items: { id: string; mainTitleES: string }[] } }>(
    '{ adminMenuEntries(site: "fair", perPage: 1) { items { id mainTitleES } } }',
    {},
    token,
  );
  const entry = list.data!.adminMenuEntries.items[0]!;
  const header = page.getByRole('banner');
  // The fair's server has read (and keeps) its menu before the change.
  await page.goto(`${E2E.fair}${href('home', {}, 'es')}`);
  await expect(header.getByText(entry.mainTitleES, { exact: true }).first()).toBeAttached();

  const renamed = `Feria ${Date.now().toString(36)}`;
  await logIn(page, editor);
  await page.goto(`/#/menu/${entry.id}`);
  await expect(page.getByRole('textbox', { name: 'Título (castellano)', exact: true })).toHaveValue(entry.mainTitleES);
  await page.getByRole('textbox', { name: 'Título (castellano)', exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento actualizado')).toBeVisible();

  await page.goto(`${E2E.fair}${href('home', {}, 'es')}`);
  await expect(header.getByText(renamed, { exact: true }).first()).toBeAttached();
  await expect(header.getByText(entry.mainTitleES, { exact: true })).toHaveCount(0);
});
