import type { Page } from '@playwright/test';
import { expect } from './console';

/**
 * Waits until the page is hydrated: its controls act on a tap or a key only from then on (a visitor's typing before
 * that is the browser's alone). The header's search becomes a button at hydration, which the sites start after the
 * first paint (decision 029).
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('button[data-search-toggle]').first()).toBeAttached();
}

/**
 * Waits until the page's deferred parts are interactive too (`deferred` of `@art/layout`: the footer's contact form and
 * its privacy popup, the last-seen strip, the compact menu's panel): hydrated, then no request for half a second, the
 * last being those parts' chunks. Before that a tap or a hover on them is the browser's alone (React replays none on
 * a part whose code has not arrived): the footer's form would post without JavaScript, as it is built to.
 */
export async function expectDeferredPartsHydrated(page: Page): Promise<void> {
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
}
