import type { Locator } from '@playwright/test';
import { expect } from './console';
import { RUNS_IN } from './env';

/** A phone's and a desktop's screen, as a person first sees a page; each test runs in its own project only. */
export const FIRST_SCREENS = [
  { width: 375, height: 740, tag: RUNS_IN.phone },
  { width: 1440, height: 900, tag: RUNS_IN.desktop },
] as const;

/**
 * Phones a first visit is seen on, the cookie banner shown (not answered yet): a tall one, a shorter one and the
 * smallest the specification supports. The page's first actions must stay in view above the banner on each.
 */
export const FIRST_VISIT_SCREENS = [
  { width: 375, height: 812, tag: RUNS_IN.phone },
  { width: 375, height: 740, tag: RUNS_IN.phone },
  { width: 320, height: 568, tag: RUNS_IN.phone },
] as const;

/** Waits until an image shows a picture: loaded, with a natural width (a broken or pending one has none). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}
