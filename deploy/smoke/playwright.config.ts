import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, CI_RETRIES, SUITE_TIMEOUTS } from '@art/e2e-shared';

/**
 * The smoke set of browser tests against the production topology (decision 022): run by `start-prod.mjs --check`
 * (`nx run deploy:e2e`) once the bundles, the API and nginx are up, through nginx's public ports, which it passes as
 * SMOKE_FAIR_ORIGIN, SMOKE_SHOP_ORIGIN and SMOKE_BACKOFFICE_ORIGIN (and SMOKE_SELF_SIGNED=1 over HTTPS with the
 * self-signed certificate). It starts no server of its own. Chromium is the system's (CHROME_PATH,
 * default /usr/bin/chromium), with the flags of the browser-test suites (e2e/shared/src/playwright.ts).
 */
export default defineConfig({
  testDir: path.join(__dirname, 'src'),
  ...SUITE_TIMEOUTS,
  fullyParallel: false,
  workers: 1,
  retries: CI_RETRIES,
  reporter: process.env['CI'] ? [['line']] : [['list']],
  outputDir: path.resolve(__dirname, '../../.data/e2e/results/deploy'),
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 1440, height: 900 },
    // `start:prod --check --tls`: this machine's self-signed certificate for localhost, which no browser trusts.
    ignoreHTTPSErrors: process.env['SMOKE_SELF_SIGNED'] === '1',
  },
});
