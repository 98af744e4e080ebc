import type { Page } from '@playwright/test';
import { expect, test, E2E } from '@art/e2e-shared';

// Issue 18: artists without a portrait show their initials, galleries and activities have a picture each, and the
// sponsors' logos share one height per level.

/** Every card of the artists' list: a portrait or a monogram, in a box of the same size. */
async function expectMonograms(page: Page) {
  const cards = page.locator('main ul[aria-label] > li');
  await expect(cards.first()).toBeVisible();
  const monograms = page.locator('main ul[aria-label] > li [data-monogram]');
  expect(await monograms.count()).toBeGreaterThan(0);
  const first = monograms.first();
  const name = (await first.locator('xpath=ancestor::li').locator('h3').textContent())?.trim() ?? '';
  const initials = (await first.textContent())?.trim() ?? '';
  // "Lucía Núñez" → "LN": the first letter of the name, then (at most) one more capital.
  expect(initials).toMatch(/^\p{Lu}\p{Lu}?$/u);
  expect(initials[0]).toBe(name[0]?.toLocaleUpperCase());
  await expect(first).toHaveAttribute('aria-hidden', 'true');
  // Not the grey silhouette of old: a tinted ground, and the portrait's square box.
  const box = await first.boundingBox();
  const portrait = await page.locator('main ul[aria-label] > li img').first().boundingBox();
  expect(box && portrait).toBeTruthy();
  expect(Math.abs(box!.width - portrait!.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(box!.height - box!.width)).toBeLessThanOrEqual(1);
  // Each card shows exactly one picture: a portrait or the initials.
  const withoutPicture = await cards.evaluateAll(
    (lis) => lis.filter((li) => !li.querySelector('img') && !li.querySelector('[data-monogram]')).length,
  );
  expect(withoutPicture).toBe(0);
}

test('the artists list shows the initials of an artist without a portrait', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/artistas`);
  await expectMonograms(page);
  await page.goto(`${E2E.fair}/en/artists`);
  await expectMonograms(page);
});

test('every gallery of the list has a picture', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/galerias/AM25`);
  const cards = page.locator('main ul[aria-label] > li');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('main ul[aria-label] > li img[alt=""]')).toHaveCount(count);
  // The first row loads at once; later ones wait for the scroll.
  await expect(cards.nth(count - 1).locator('img')).toHaveAttribute('loading', 'lazy');
});

test('every activity of the programme has a picture', async ({ page }) => {
  await page.goto(`${E2E.fair}/en/activities`);
  const items = page.locator('[data-activity]');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('[data-activity] [data-activity-picture] img')).toHaveCount(count);
});

test("the sponsors' logos share one height in each level", async ({ page }) => {
  await page.goto(`${E2E.fair}/es/patrocinadores`);
  const levels = page.locator('section[data-level]');
  expect(await levels.count()).toBeGreaterThan(1);
  for (const level of await levels.all()) {
    const heights = await level
      .locator('[data-sponsor-mark]')
      .evaluateAll((marks) =>
        marks.map((m) => Math.round((m.querySelector('img') ?? m).getBoundingClientRect().height)),
      );
    expect(heights.length).toBeGreaterThan(0);
    expect(new Set(heights).size).toBe(1);
  }
  await expect(page.getByRole('link', { name: /Banco|Fundación|Radio/ }).first()).toBeVisible();
});
