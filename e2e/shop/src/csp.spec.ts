import {
  E2E,
  T,
  acceptAndContinue,
  addToCartAndOpenIt,
  claimWorks,
  expect,
  expectImageLoaded,
  expectNoncedPage,
  fillShipping,
  recordCspViolations,
  sandboxCardPage,
  signedUpInBrowser,
  test,
  type CspViolation,
} from '@art/e2e-shared';

// The shop's pages under their Content-Security-Policy (decision 023): each answer's nonce is on every script of its
// HTML, the pages hydrate and run (analytics after consent included, the shop has an id), and the card payment form
// reaches the payment sandbox, with no violation reported anywhere. The console check of the shared `test` fails on
// Chromium's "Refused to …" messages too. The fair's side: e2e/fair/src/csp.spec.ts.

const t = T.es;
let violations: CspViolation[] = [];
test.beforeEach(async ({ context }) => {
  violations = await recordCspViolations(context);
});
test.afterEach(() => expect(violations, 'no Content-Security-Policy violation').toEqual([]));

test('home, works list and a work page run under the policy: the filters and the viewer work', async ({ page }) => {
  for (const path of ['/es/shop', '/en/shop/works']) {
    const policy = await expectNoncedPage(await page.goto(`${E2E.shop}${path}`));
    // The shop runs with an analytics id: its hosts are allowed, the maps' are not (no key).
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  }

  // A work page: the viewer opens once the page runs (React Router's scripts ran with the nonce), with its image.
  await page.goto(`${E2E.shop}/es/shop/obras`);
  const card = page.locator('main ul li a[href*="/es/shop/obra/"]').first();
  const target = new URL((await card.getAttribute('href')) ?? '', E2E.shop).pathname;
  await expectNoncedPage(await page.goto(`${E2E.shop}${target}`));
  const zoom = page.getByRole('main').getByRole('link', { name: /^Ampliar la imagen de/ });
  await expect(zoom).toHaveAttribute('aria-haspopup', 'dialog');
  await zoom.click();
  const dialog = page.getByRole('dialog');
  const picture = dialog.getByRole('img');
  await expect(picture).toBeVisible();
  await expectImageLoaded(picture);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A client-side navigation from the list loads the work page's modules and data under the policy.
  await page.goto(`${E2E.shop}/es/shop/obras`);
  await page.locator(`main ul li a[href$="${target}"]`).first().click();
  await expect(page).toHaveURL(`${E2E.shop}${target}`);
  await expect(page.getByRole('main').getByRole('link', { name: /^Ampliar la imagen de/ })).toBeVisible();
});

test('analytics loads after consent: gtag.js, added by the page’s own scripts, runs', async ({ page }) => {
  // No request leaves this machine: gtag.js is answered here, with a script that says it ran.
  const scripts: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagRan = true;' });
  });
  await expectNoncedPage(await page.goto(`${E2E.shop}/es/shop/obras`));
  await page.getByRole('button', { name: /Aceptar/ }).click();
  await expect.poll(() => page.evaluate(() => (window as { __gtagRan?: boolean }).__gtagRan === true)).toBe(true);
  expect(scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E.shopAnalyticsId}`]);
});

test('the checkout runs and its payment form reaches the card payment sandbox', async ({ page }) => {
  const [work] = await claimWorks(1);
  await signedUpInBrowser(page.request, 'csp');
  await addToCartAndOpenIt(page, t, work!);
  await fillShipping(page, t);
  await acceptAndContinue(page, t);
  await expectNoncedPage(await page.reload());
  const pay = page.locator('[data-pay]');
  await expect(pay).toBeEnabled();
  await pay.click();
  // The form posted to the provider (form-action allows it), whose own page answers.
  await sandboxCardPage(page, t);
});

test.describe('an injected inline script', () => {
  test.use({ consoleAllow: [/inline event handler violates the following Content Security Policy/] });

  test('is refused and reported: the policy holds and the check sees it', async ({ page }) => {
    await page.goto(`${E2E.shop}/es/shop`);
    // What an HTML injection would bring: an event handler attribute.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<img src="/favicon.svg" onload="window.__injected = true">'),
    );
    await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-attr');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    violations = [];
  });
});
