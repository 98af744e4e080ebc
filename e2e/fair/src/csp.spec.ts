import { E2E, expect, expectNoncedPage, recordCspViolations, test, type CspViolation } from '@art/e2e-shared';

// The fair's pages under their Content-Security-Policy (decision 023): each answer's nonce is on every script of its
// HTML, and the pages hydrate and run with no violation reported. The fair runs without an analytics id or a maps
// key, so its policy names neither's hosts. The shop's side (analytics, the payment form): e2e/shop/src/csp.spec.ts.

let violations: CspViolation[] = [];
test.beforeEach(async ({ context }) => {
  violations = await recordCspViolations(context);
});
test.afterEach(() => expect(violations, 'no Content-Security-Policy violation').toEqual([]));

test('home, works list, a work page and the visitor information run under the policy', async ({ page }) => {
  for (const path of ['/', '/en', '/es/obras', '/es/informacion']) {
    const policy = await expectNoncedPage(await page.goto(`${E2E.fair}${path}`));
    // No analytics id, no maps key: none of their hosts.
    expect([...policy.values()].flat().filter((source) => /google/.test(source))).toEqual([]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  }

  // A work page: the viewer opens once the page runs (React Router's scripts ran with the nonce), with its image.
  await page.goto(`${E2E.fair}/es/obras`);
  const card = page.locator('main a[href*="/es/obra/"]').first();
  const target = new URL((await card.getAttribute('href')) ?? '', E2E.fair).pathname;
  await expectNoncedPage(await page.goto(`${E2E.fair}${target}`));
  const zoom = page.getByRole('main').getByRole('link', { name: /^Ampliar la imagen de/ });
  await expect(zoom).toHaveAttribute('aria-haspopup', 'dialog');
  await zoom.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A client-side navigation from the list loads the work page's modules and data under the policy.
  await page.goto(`${E2E.fair}/es/obras`);
  await page.locator(`main a[href$="${target}"]`).first().click();
  await expect(page).toHaveURL(`${E2E.fair}${target}`);
  await expect(page.getByRole('main').getByRole('link', { name: /^Ampliar la imagen de/ })).toBeVisible();
});

test('the search results and the contact form run under the policy; forms post to either site only', async ({
  page,
}) => {
  await expectNoncedPage(await page.goto(`${E2E.fair}/es/buscar?q=azul`));
  await expect(page.getByRole('main').getByRole('searchbox').first()).toBeVisible();
  const policy = await expectNoncedPage(await page.goto(`${E2E.fair}/es/contacto`));
  // Forms post to this site or the other one, nowhere else.
  expect(policy.get('form-action')).toEqual(["'self'", E2E.fair, E2E.shop]);
});
