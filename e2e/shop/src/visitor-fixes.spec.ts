import { expect, test, type Page } from '@playwright/test';
import { E2E, RUNS_IN, seedParams, type SeedParams } from '@art/e2e-shared';

// What a visitor sees: rejecting cookies, the language switch keeping the page's state, the sign-up and account
// deletion messages, the go-to-top button out of the way and no second contact form under a form page.

const PASSWORD = 'Un cuadro azul en Madrid';
const MENU_BUTTON = /^(Abrir el menú|Open the menu)$/;

let seed: SeedParams;
test.beforeAll(async () => {
  seed = await seedParams();
});

/** A new account, logged in in this page's browser (the API sets the session cookie through the shop's proxy). */
async function signedUp(page: Page, label: string): Promise<string> {
  const email = `${label}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const response = await page.request.post(`${E2E.shop}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation($user: SignUpInput!) { signUp(user: $user, lang: "es") { OK error } }',
      variables: { user: { name: 'Ana', surname: 'Prueba', email, password: PASSWORD, acceptTerms: true } },
    },
  });
  expect((await response.json()).data.signUp).toEqual({ OK: true, error: null });
  return email;
}

/** Clicks the header's link to the other language (inside the menu on a phone). */
async function switchLanguage(page: Page, isMobile: boolean, name: RegExp) {
  if (isMobile) await page.getByRole('button', { name: MENU_BUTTON }).click();
  await page.getByRole('link', { name }).filter({ visible: true }).first().click();
}

test.describe('the cookie banner', () => {
  test('rejecting is as easy as accepting, hides the banner for good and never loads analytics', async ({ page }) => {
    const analytics: string[] = [];
    // The shop runs with an analytics id: nothing may ask for its script (answered here, empty, had it been asked).
    await page.route('https://www.googletagmanager.com/**', (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${E2E.shop}/es/shop/obras`);
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    const accept = banner.getByRole('button', { name: 'Aceptar cookies' });
    const reject = banner.getByRole('button', { name: 'Rechazar cookies' });
    await expect(reject).toBeVisible();
    // Equal weight: the same colours, type and height as the accept button.
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          background: style.backgroundColor,
          colour: style.color,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          font: `${style.fontWeight} ${style.fontSize}`,
          height: Math.round(el.getBoundingClientRect().height),
        };
      });
    expect(await look(reject)).toEqual(await look(accept));

    await reject.click();
    await expect(banner).toHaveCount(0);
    expect((await page.context().cookies(E2E.shop)).find((c) => c.name === 'acceptCookies')?.value).toBe('0');
    // Another page (a client navigation), then a reload: no banner, and the server's HTML has none either.
    await page.locator('main ul li a[href*="/es/shop/obra/"]').first().click();
    await expect(page).toHaveURL(/\/es\/shop\/obra\//);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
    expect(await (await page.request.get(`${E2E.shop}/es/shop`)).text()).not.toContain('data-cookie-banner');
    expect(analytics).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);

    // The cookies page still withdraws the choice: the banner asks again.
    await page.goto(`${E2E.fair}/es/cookies`);
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cambiar la configuración de cookies' }).click();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    expect(analytics).toEqual([]);
  });
});

test.describe('the language switch', () => {
  test.beforeEach(async ({ context }) => {
    for (const url of [E2E.fair, E2E.shop]) await context.addCookies([{ name: 'acceptCookies', value: '1', url }]);
  });

  test(
    "keeps the blog's search and category, while the head's addresses stay without them",
    { tag: RUNS_IN.bothWidths },
    async ({ page, isMobile }) => {
      await page.goto(`${E2E.fair}/es/blog?q=arte&category=obras`);
      await switchLanguage(page, isMobile, /English/);
      await expect(page).toHaveURL(`${E2E.fair}/en/blog?q=arte&category=obras`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('arte');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.fair}/en/blog`);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
      expect(alternates.sort()).toEqual([
        `en ${E2E.fair}/en/blog`,
        `es ${E2E.fair}/es/blog`,
        `x-default ${E2E.fair}/es/blog`,
      ]);

      await switchLanguage(page, isMobile, /Español/);
      await expect(page).toHaveURL(`${E2E.fair}/es/blog?q=arte&category=obras`);
    },
  );

  test('keeps the address to return to on the login page, in the new language', async ({ page, isMobile }) => {
    const email = await signedUp(page, 'idioma');
    await page.context().clearCookies({ name: 'o_token' });
    await page.goto(`${E2E.shop}/es/shop/mi-perfil`);
    await expect(page).toHaveURL(`${E2E.shop}/es/acceso?returnUrl=%2Fes%2Fshop%2Fmi-perfil`);
    await switchLanguage(page, isMobile, /English/);
    await expect(page).toHaveURL(`${E2E.shop}/en/login?returnUrl=%2Fen%2Fshop%2Fmy-profile`);
    const form = page.locator('form[data-form="login"]');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${E2E.shop}/en/shop/my-profile`);
  });
});

test.describe('accounts', () => {
  test.beforeEach(async ({ context }) => {
    for (const url of [E2E.fair, E2E.shop]) await context.addCookies([{ name: 'acceptCookies', value: '1', url }]);
  });

  test('the unticked terms box says the terms must be accepted', async ({ page }) => {
    await page.goto(`${E2E.shop}/es/registro`);
    const form = page.locator('form[data-form="registry"]');
    await form.getByLabel(/^Nombre/).fill('Ana');
    await form.getByLabel(/^Apellidos/).fill('Prueba');
    await form.getByLabel(/Correo electrónico/).fill(`terminos.${Date.now()}@example.com`);
    await form.getByLabel(/^Contraseña/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Crear la cuenta' }).click();
    const terms = form.getByRole('checkbox', { name: /acepto los t[ée]rminos/i });
    await expect(terms).toHaveAccessibleDescription('Para continuar es necesario aceptar los términos y condiciones.');
    await expect(form.getByText('Para continuar es necesario aceptar la política de privacidad.')).toHaveCount(0);
  });

  test('deleting the account asks for the password, refuses a wrong one and says when it is done', async ({ page }) => {
    const email = await signedUp(page, 'borrado');
    await page.goto(`${E2E.shop}/es/shop/mi-perfil`);
    const form = page.locator('form[data-form="delete-account"]');
    await form.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(form.getByLabel(/^Contraseña/)).toHaveAccessibleDescription(/Este campo es obligatorio\./);
    await form.getByLabel(/^Contraseña/).fill('Otra contraseña cualquiera');
    await form.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(form.getByRole('alert')).toHaveText('La contraseña no es correcta: la cuenta no se ha eliminado.');
    await page.reload();
    await expect(page).toHaveURL(`${E2E.shop}/es/shop/mi-perfil`);

    await form.getByLabel(/^Contraseña/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E.shop}/es/shop\\?`));
    await expect(page.getByRole('status').filter({ hasText: 'Tu cuenta se ha eliminado' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'o_token')).toBeUndefined();
    await page.goto(`${E2E.shop}/es/acceso`);
    const login = page.locator('form[data-form="login"]');
    await login.getByLabel(/Correo electrónico/).fill(email);
    await login.getByLabel(/^Contraseña/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Entrar' }).click();
    await expect(login.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
  });
});

test.describe('out of the way', () => {
  test.beforeEach(async ({ context }) => {
    for (const url of [E2E.fair, E2E.shop]) await context.addCookies([{ name: 'acceptCookies', value: '1', url }]);
  });

  /** Whether the `index`th element of `selector` (holding `text`, when given) can be hit at its centre and its far corner. */
  const reachable = (page: Page, selector: string, index: number, text = '') =>
    page.evaluate(
      ([sel, i, wanted]) => {
        const el = Array.from(document.querySelectorAll(sel)).filter((node) =>
          (node.textContent ?? '').includes(wanted),
        )[Number(i)];
        if (!el) return false;
        const box = el.getBoundingClientRect();
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.right - 2, box.bottom - 2],
        ];
        return points.every(([x, y]) => el.contains(document.elementFromPoint(x ?? 0, y ?? 0)));
      },
      [selector, String(index), text] as const,
    );

  test(
    'the go-to-top button covers neither the save button of a card nor the copyright line',
    { tag: RUNS_IN.bothWidths },
    async ({ page }) => {
      await page.goto(`${E2E.shop}/es/shop/obras`);
      const button = page.getByRole('button', { name: 'Volver arriba' });
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect(button).toBeVisible();
      const place = await button.boundingBox();
      if (!place) throw new Error('No go-to-top button');
      // Each of the first save buttons below the fold, brought exactly under the button's place, can be pressed.
      const saves = 'main [data-mark="save"]';
      const count = await page.locator(saves).count();
      let tried = 0;
      for (let i = 0; i < count && tried < 3; i++) {
        const top = await page.evaluate(
          ([sel, n]) => {
            const el = document.querySelectorAll(sel)[Number(n)];
            const box = el?.getBoundingClientRect();
            return box ? box.top + window.scrollY + box.height / 2 : null;
          },
          [saves, String(i)] as const,
        );
        if (top === null || top < 2000) continue;
        tried += 1;
        await page.evaluate((y) => window.scrollTo(0, y), top - (place.y + place.height / 2));
        await expect.poll(() => reachable(page, saves, i)).toBe(true);
      }
      expect(tried).toBeGreaterThan(0);
      // At the very bottom, the copyright line shows whole.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => reachable(page, 'footer p', 0, '©')).toBe(true);
    },
  );

  test('a page that is a form has no second contact form in its footer', async ({ page }) => {
    const formPages = [
      `${E2E.fair}/es/contacto`,
      `${E2E.fair}/en/sponsors/collaborate`,
      `${E2E.fair}/es/prensa/contacto`,
      `${E2E.fair}/es/galeria/${seed.gallery}/contacto`,
      `${E2E.fair}/es/obra/${seed.noPriceWork.artistSlug}/${seed.noPriceWork.slug}/contactar`,
      `${E2E.shop}/es/shop/galeria/${seed.gallery}/contacto`,
    ];
    for (const address of formPages) {
      await page.goto(address);
      await expect(page.locator('main form').first(), address).toBeVisible();
      await expect(page.locator('footer form'), address).toHaveCount(0);
      await expect(page.locator('footer'), address).toBeVisible();
    }
    // Any other page keeps it.
    await page.goto(`${E2E.fair}/es/obras`);
    await expect(page.locator('footer').getByRole('heading', { name: 'Escríbenos' })).toBeVisible();
    await expect(page.locator('footer form')).toHaveCount(1);
  });
});
