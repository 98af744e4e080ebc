import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import type { SiteName } from '@art/routing';
import { E2E, RUNS_IN } from './env';

/**
 * A browser-test suite: `fair` (e2e/fair, the fair's own pages) or `shop` (e2e/shop, the shop's pages and the tests
 * that go from one site to the other, such as signing up on the fair and landing on the shop's account).
 */
export type Suite = 'fair' | 'shop';

/** The site servers each suite starts, besides the API: the shop's suite also has the fair, for its cross-site tests. */
const SITES: Record<Suite, readonly SiteName[]> = { fair: ['fair'], shop: ['shop', 'fair'] };

/**
 * The Playwright settings of a suite, against the built sites: the API on a fresh embedded database with the `test`
 * seed (images included), the suite's site servers in production mode, all on their own ports (the same for both
 * suites, which never run at once). Chromium is the system's (CHROME_PATH, default /usr/bin/chromium); nothing is
 * downloaded. `testDir` is the suite's own `src`.
 */
export function suiteConfig(suite: Suite, testDir: string): PlaywrightTestConfig {
  const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...E2E.env };
  /** The command of a site server, its stdout and stderr copied to a fresh log file. */
  const siteServer = (site: SiteName) =>
    `mkdir -p ${path.dirname(E2E.serverLogs[site])} && node_modules/.bin/tsx --tsconfig tsconfig.react.json apps/${site}/server.ts 2>&1 | tee ${E2E.serverLogs[site]}`;
  const siteServers: Record<SiteName, Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>> = {
    fair: {
      command: siteServer('fair'),
      cwd: E2E.root,
      url: `${E2E.fair}/`,
      env,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    shop: {
      command: siteServer('shop'),
      cwd: E2E.root,
      stdout: 'pipe',
      url: `${E2E.shop}/es/shop`,
      env: { ...env, GA_ID: E2E.shopAnalyticsId },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  };
  return defineConfig({
    testDir,
    timeout: 30_000,
    expect: { timeout: 5_000 },
    fullyParallel: true,
    workers: 2,
    retries: 0,
    reporter: process.env['CI'] ? [['line']] : [['list']],
    outputDir: path.join(E2E.root, '.data/e2e/results', suite),
    use: {
      baseURL: E2E.fair,
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
      // The sweep of every route reads server HTML, the same at any width, and the contact form without JavaScript
      // sends a real message (limited per address): they run once, at desktop width.
      {
        name: 'phone',
        testIgnore: /(routes|contact-nojs)\.spec\.ts/,
        grepInvert: new RegExp(RUNS_IN.desktop),
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
      // Each site server's output (stdout and stderr) is kept in a file (E2E.serverLogs), where the sweep of every
      // route looks for the missing translations the server logged, and shown in the run's output.
      ...SITES[suite].map((site) => siteServers[site]),
    ],
  });
}
