import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import type { SiteName } from '@art/routing';
import { AT_PHONE_WIDTH, E2E, RUNS_IN } from './env';

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
/** One server a suite starts (Playwright's `webServer` entry). */
export type SuiteServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

/** The system's Chromium (CHROME_PATH, default /usr/bin/chromium) with the flags this machine's closed network needs. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * How many times a failed browser test is run again: once in CI, never elsewhere. A test that passes on its second
 * run is reported as "flaky" by the reporter (and must be mended: see "Browser tests" in docs/architecture.md); one
 * that fails twice fails the run. Locally a failure stays a failure, so flakiness is seen where it is made.
 */
export const CI_RETRIES = process.env['CI'] ? 1 : 0;

/**
 * The reporters of a suite: a line per failure in CI (a list locally), and in CI a JSON report beside the results,
 * `.data/e2e/results/<suite>.json`, with every test's duration and retries, to find the slow and the flaky ones
 * (docs/ci-timings.md).
 */
export function suiteReporters(suite: string): PlaywrightTestConfig['reporter'] {
  if (!process.env['CI']) return [['list']];
  return [['line'], ['json', { outputFile: path.join(E2E.root, '.data/e2e/results', `${suite}.json`) }]];
}

/**
 * The time limits of every browser suite: a test's whole run, and one expectation's wait. They are ceilings, not
 * costs (a test that passes takes what it takes): CI's machine has been three times slower on some days than on
 * others (docs/ci-timings.md), and a page that hydrates in 1.5 s on a quiet machine took more than 5 s there. Speed is
 * measured by the benchmarks (`tools/bench`), not by these limits.
 */
export const SUITE_TIMEOUTS = { timeout: 60_000, expect: { timeout: 10_000 } } as const;

/** The environment of the servers the suites start: production mode, the E2E ports and raised per-address limits. */
export const SERVER_ENV = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...E2E.env };

/**
 * The API on a fresh embedded database with the `test` seed (images included): a copy of the template that
 * `nx run seed:e2e-data` seeds once for every suite (E2E.templateDir, cached by Nx with the seed's sources as inputs),
 * seeded here when it is missing (a suite run straight with `playwright test`). A copy takes a second where seeding
 * takes half a minute, and each suite still starts from the same untouched data.
 */
export const API_SERVER: SuiteServer = {
  command: [
    `rm -rf ${E2E.dataDir}`,
    `(test -d ${E2E.templateDir}/pglite || DATA_DIR=${E2E.templateDir} node_modules/.bin/tsx tools/seed/src/cli.ts --size test --images)`,
    `cp -R ${E2E.templateDir} ${E2E.dataDir}`,
    'node_modules/.bin/tsx apps/api/src/main.ts',
  ].join(' && '),
  cwd: E2E.root,
  url: `${E2E.api}/api/health`,
  env: SERVER_ENV,
  timeout: 180_000,
  reuseExistingServer: false,
};

/**
 * A production server of an app on its build (a site, or the back office), its stdout and stderr copied to a fresh
 * log file (E2E.serverLogs), where the sweep of every route looks for the missing translations it logged.
 */
export function appServer(app: SiteName | 'backoffice'): SuiteServer {
  const log = E2E.serverLogs[app];
  const ready = { fair: `${E2E.fair}/`, shop: `${E2E.shop}/es/shop`, backoffice: `${E2E.backoffice}/` }[app];
  return {
    command: `mkdir -p ${path.dirname(log)} && node_modules/.bin/tsx --tsconfig tsconfig.react.json apps/${app}/server.ts 2>&1 | tee ${log}`,
    cwd: E2E.root,
    url: ready,
    // The shop runs with an analytics id, the fair without one, so both behaviours are tested.
    env: app === 'shop' ? { ...SERVER_ENV, GA_ID: E2E.shopAnalyticsId } : SERVER_ENV,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  };
}

export function suiteConfig(suite: Suite, testDir: string): PlaywrightTestConfig {
  return defineConfig({
    testDir,
    ...SUITE_TIMEOUTS,
    fullyParallel: true,
    workers: 2,
    retries: CI_RETRIES,
    reporter: suiteReporters(suite),
    outputDir: path.join(E2E.root, '.data/e2e/results', suite),
    use: {
      baseURL: E2E.fair,
      launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    },
    projects: [
      { name: 'desktop', grepInvert: new RegExp(RUNS_IN.phone), use: { viewport: { width: 1440, height: 900 } } },
      // The phone width takes the tests tagged for it (RUNS_IN in ./env): the layout, not every behaviour again.
      {
        name: 'phone',
        grep: AT_PHONE_WIDTH,
        use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      },
    ],
    webServer: [API_SERVER, ...SITES[suite].map(appServer)],
  });
}
