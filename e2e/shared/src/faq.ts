import type { Page } from '@playwright/test';
import { expect, test } from './console';

/** A FAQ page: its origin and path, its heading, one of its questions and a piece of that question's answer. */
export type FaqPage = readonly [origin: string, path: string, heading: string, question: string, answer: string];

const main = (page: Page) => page.getByRole('main');

/**
 * For each FAQ page, a test `<path> opens a question from the keyboard`: Tab from the heading reaches the first
 * question, Enter opens one and Space closes it again, with aria-expanded and its region following. Both suites call it
 * inside their `FAQ` describe block (e2e/fair/src/info.spec.ts, e2e/shop/src/info.spec.ts); the tests use the
 * console-checking `test` of ./console, as those specs do.
 */
export function defineFaqKeyboardTests(pages: readonly FaqPage[]) {
  for (const [origin, path, heading, question, answer] of pages) {
    test(`${path} opens a question from the keyboard`, async ({ page }) => {
      await page.goto(`${origin}${path}`);
      await expect(main(page).locator('[data-faq="enhanced"]')).toBeVisible();
      const first = main(page).getByRole('button').first();
      // Tab from the page's heading reaches the first question.
      await main(page).getByRole('heading', { level: 2, name: heading }).click();
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      const target = main(page).getByRole('button', { name: question });
      await target.focus();
      await expect(target).toHaveAttribute('aria-expanded', 'false');
      await expect(main(page).getByText(answer)).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(target).toHaveAttribute('aria-expanded', 'true');
      const region = page.locator(`#${await target.getAttribute('aria-controls')}`);
      await expect(region).toBeVisible();
      await expect(region).toContainText(answer);
      await page.keyboard.press('Space');
      await expect(target).toHaveAttribute('aria-expanded', 'false');
      await expect(region).toBeHidden();
    });
  }
}
