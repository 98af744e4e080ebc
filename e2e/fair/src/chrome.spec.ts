import { expect, test, type Request } from '@playwright/test';
import { E2E, RUNS_IN, expectDeferredPartsHydrated } from '@art/e2e-shared';

// What every page has around its body: the privacy popup, the loading bar, analytics after consent, and texts that
// are already translated in the server's HTML (no key flashes, no translation fetched on hydration).

test(
  'resting on the privacy link opens its popup on wide screens only',
  { tag: RUNS_IN.bothWidths },
  async ({ page, isMobile }) => {
    await page.goto(`${E2E.fair}/es/artistas`);
    await expectDeferredPartsHydrated(page);
    const disclaimer = page.locator('footer [data-privacy-context="footer"]');
    const link = disclaimer.getByRole('link', { name: /Política de privacidad/ });
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const popup = disclaimer.getByRole('tooltip');
    if (isMobile) {
      // 375 px is under the tablet maximum: no popup, however long the pointer rests.
      await page.waitForTimeout(1500);
      await expect(popup).toHaveCount(0);
      return;
    }
    await expect(popup).toContainText('Tus datos, en detalle');
    await expect(link).toHaveAttribute('aria-describedby', (await popup.getAttribute('id')) ?? '');
    await page.mouse.move(0, 0);
    await expect(popup).toHaveCount(0);
  },
);

test('texts arrive translated in the HTML and hydration fetches no translation', async ({ page, request }) => {
  const html = await (await request.get(`${E2E.fair}/en/works`)).text();
  // The footer's texts are in the server's HTML in English, with no raw key in sight.
  expect(html).toContain('Write to us');
  expect(html).not.toMatch(/>\s*(footer|header|privacy|error)\.[a-zA-Z]+\s*</);
  const asked: string[] = [];
  page.on('request', (req: Request) => {
    if (req.url().includes('/api/locales/')) asked.push(req.url());
  });
  await page.goto(`${E2E.fair}/en/works`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('footer').getByRole('heading', { name: 'Write to us' })).toBeVisible();
  expect(asked).toEqual([]);
});

test.describe('analytics', () => {
  test('the fair, without an analytics id, never loads a script, even after consent', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(E2E.fair)) external.push(req.url());
    });
    await page.goto(`${E2E.fair}/es/obras`);
    await page.getByRole('button', { name: /Aceptar/ }).click();
    await page.goto(`${E2E.fair}/es/artistas`);
    await page.waitForLoadState('networkidle');
    expect(external.filter((url) => url.includes('googletagmanager'))).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
  });
});
