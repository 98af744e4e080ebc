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
