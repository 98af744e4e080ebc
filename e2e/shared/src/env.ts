import path from 'node:path';

/** The repository's root (the servers run there; the data and the logs are below it). */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Ports and addresses of the servers the browser tests start (away from the development ones). Both suites use the
 * same ports and data folder: they never run at once (`parallelism: false` of the `e2e` target in nx.json).
 */
const API_PORT = 3399;
const FAIR_PORT = 4299;
const SHOP_PORT = 4399;
/** The back office's suite (e2e/backoffice) serves the back office here. */
const BACKOFFICE_PORT = 4499;

export const E2E = {
  api: `http://localhost:${API_PORT}`,
  fair: `http://localhost:${FAIR_PORT}`,
  shop: `http://localhost:${SHOP_PORT}`,
  backoffice: `http://localhost:${BACKOFFICE_PORT}`,
  root: ROOT,
  /** The API's data (database, outbox, files), absolute: the helpers that read it live anywhere below the root. */
  dataDir: path.join(ROOT, '.data/e2e/db'),
  /** The seeded data every suite's API starts from a copy of (`nx run seed:e2e-data`). */
  templateDir: path.join(ROOT, '.data/e2e/template'),
  /** The site servers' output (stdout and stderr), from the repository's root; the sweep reads missing translations there. */
  serverLogs: {
    fair: '.data/e2e/fair-server.log',
    shop: '.data/e2e/shop-server.log',
    backoffice: '.data/e2e/backoffice-server.log',
  },
  /** The shop runs with an analytics id (the fair without one), so both behaviours are tested. */
  shopAnalyticsId: 'G-E2ETEST01',
  env: {
    DATA_DIR: path.join(ROOT, '.data/e2e/db'),
    API_PORT: String(API_PORT),
    API_URL: `http://localhost:${API_PORT}`,
    FAIR_PORT: String(FAIR_PORT),
    SHOP_PORT: String(SHOP_PORT),
    FAIR_ORIGIN: `http://localhost:${FAIR_PORT}`,
    SHOP_ORIGIN: `http://localhost:${SHOP_PORT}`,
    BACKOFFICE_PORT: String(BACKOFFICE_PORT),
    // Every browser test signs its own accounts up, all from this machine's one address.
    SIGN_UPS_PER_HOUR: '1000',
    // …and logs in and signs up (each a password check) far more than 10 times a minute from it.
    PASSWORD_CHECKS_PER_MINUTE: '100000',
    // While Chromium keeps both cores busy, a login hashed at a low priority waits seconds for the CPU, and the suites
    // log in hundreds of times: they hash at the server's priority (the load test keeps production's, decision 035).
    PASSWORD_HASH_NICE: '0',
    // The invitation tests redeem codes from this one address too.
    INVITATION_TRIES_PER_HOUR: '1000',
    // The forms' tests send real messages from this one address in both projects.
    FORMS_PER_10_MINUTES: '1000',
    // Production mode requires the key of the e-mailed links (newsletter confirmation).
    LINK_SECRET: 'e2e-only-link-secret-0123456789abcdef',
    // Production mode requires a payment provider; the browser tests pay through the API's own sandbox.
    PAYMENT_SANDBOX: 'true',
  },
} as const;

/**
 * Tags that place a test in the suites' two projects (desktop at 1440 px, phone at 375 px). A test runs once, at the
 * desktop width, unless it says otherwise: a behaviour is the same at any width, and a browser run costs seconds.
 * `bothWidths` runs it at the phone width too, for a test whose point is the layout (the menu behind its button, the
 * filters' panel, what fits the first screen); `phone` runs it at the phone width only; `desktop` keeps it out of the
 * phone project even where that project takes everything (the back office's lists). Tag with
 * `test(title, { tag: RUNS_IN.bothWidths }, …)`.
 */
export const RUNS_IN = { desktop: '@desktop-only', phone: '@phone-only', bothWidths: '@both-widths' } as const;

/** The phone project's `grep`: the tests tagged to run at the phone width, alone or at both widths. */
export const AT_PHONE_WIDTH = new RegExp(`${RUNS_IN.phone}|${RUNS_IN.bothWidths}`);
