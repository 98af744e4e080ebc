import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  API_SERVER,
  appServer,
  AT_PHONE_WIDTH,
  CHROMIUM_LAUNCH_OPTIONS,
  CI_RETRIES,
  E2E,
  RUNS_IN,
  SUITE_TIMEOUTS,
  suiteReporters,
} from '@art/e2e-shared';

/**
 * The back office's browser tests (e2e/backoffice/src), mirroring the sites' suites (`suiteConfig` of e2e/shared): the
 * API on a fresh embedded database with the `test` seed (images included), the back office's production server on
 * its build, and the fair and the shop, where a work made in the back office must appear. Chromium is the system's.
 */
export default defineConfig({
  testDir: path.join(__dirname, 'src'),
  ...SUITE_TIMEOUTS,
  fullyParallel: true,
  workers: 2,
  retries: CI_RETRIES,
  reporter: suiteReporters('backoffice'),
  outputDir: path.join(E2E.root, '.data/e2e/results', 'backoffice'),
  use: {
    baseURL: E2E.backoffice,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'desktop', grepInvert: new RegExp(RUNS_IN.phone), use: { viewport: { width: 1440, height: 900 } } },
    // The lists at 375 px; the rest of the screens once, at desktop width.
    {
      name: 'phone',
      grep: AT_PHONE_WIDTH,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [API_SERVER, appServer('backoffice'), appServer('fair'), appServer('shop')],
});
