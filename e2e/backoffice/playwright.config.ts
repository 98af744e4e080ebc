import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E, RUNS_IN } from '@art/e2e-shared';

/**
 * The back office's browser tests (e2e/backoffice/src), mirroring the sites' suites (`suiteConfig` of e2e/shared): the
 * API on a fresh embedded database with the `test` seed (images included), the back office's production server on
 * its build, and the fair and the shop, where a work made in the back office must appear. Chromium is the system's.
 */
const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...E2E.env };

const siteServer = (site: 'fair' | 'shop') =>
  `mkdir -p ${path.dirname(E2E.serverLogs[site])} && node_modules/.bin/tsx --tsconfig tsconfig.react.json apps/${site}/server.ts 2>&1 | tee ${E2E.serverLogs[site]}`;

export default defineConfig({
  testDir: path.join(__dirname, 'src'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env['CI'] ? [['line']] : [['list']],
  outputDir: path.join(E2E.root, '.data/e2e/results', 'backoffice'),
  use: {
    baseURL: E2E.backoffice,
    launchOptions: {
      executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: new RegExp(RUNS_IN.phone), use: { viewport: { width: 1440, height: 900 } } },
    // The lists at 375 px; the rest of the screens once, at desktop width.
    {
      name: 'phone',
      grep: new RegExp(RUNS_IN.phone),
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E.dataDir} && node_modules/.bin/tsx tools/seed/src/cli.ts --size test --images && node_modules/.bin/tsx apps/api/src/main.ts`,
      cwd: E2E.root,
      url: `${E2E.api}/api/health`,
      env,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: `mkdir -p ${path.dirname(E2E.serverLogs.backoffice)} && node_modules/.bin/tsx --tsconfig tsconfig.react.json apps/backoffice/server.ts 2>&1 | tee ${E2E.serverLogs.backoffice}`,
      cwd: E2E.root,
      url: `${E2E.backoffice}/`,
      env,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: siteServer('fair'),
      cwd: E2E.root,
      url: `${E2E.fair}/`,
      env,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: siteServer('shop'),
      cwd: E2E.root,
      url: `${E2E.shop}/es/shop`,
      env: { ...env, GA_ID: E2E.shopAnalyticsId },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
