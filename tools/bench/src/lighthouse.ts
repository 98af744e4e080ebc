/**
 * Lighthouse mobile performance of the sites' pages (issue 14: ≥ 95, median of 5 runs, Debian Chromium), against
 * running production servers of both sites:
 *
 *   npm run bench:lighthouse -- --fair http://localhost:4201 --shop http://localhost:4301 [--runs 5] [--lang es] [--json]
 *
 * Runs Lighthouse's default (mobile, simulated throttling) performance category `--runs` times on each site's home,
 * works list, first work and first artist of the list (`sitePages` of `weight.ts`), each run in a fresh headless
 * Chromium (`CHROME_PATH`, /usr/bin/chromium by default; nothing downloads a browser), and prints each page's median
 * score, LCP, TBT and CLS and whether the median score reaches 95. Exits 1 when a page does not. The machine should be
 * otherwise idle: the scores of a busy machine are lower.
 *
 * Measure the sites as visitors get them, over HTTPS and HTTP/2 (`npm run start:prod -- --tls`): Lighthouse models
 * plain HTTP/1.1 as six connections with one request each, a second more of LCP for a page of twenty requests. A
 * local site's self-signed certificate is accepted by the browser; Node, which reads the pages first, trusts it
 * through `NODE_EXTRA_CA_CERTS=.data/tls/localhost.crt`.
 */
import {
  LIGHTHOUSE_GOAL,
  runOf,
  verdict,
  verdictTable,
  type LighthouseRun,
  type PageVerdict,
} from './lighthouse-report';
import { sitePages } from './weight';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** A site of this machine over HTTPS: `start:prod -- --tls` serves it with a self-signed certificate. */
const isLocalHttps = (url: string) => /^https:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** One Lighthouse run of `url` in a Chromium of its own. */
async function runOnce(url: string, chromePath: string): Promise<LighthouseRun> {
  // Both are ES modules only: loaded as such from this CommonJS script.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chromeFlags = isLocalHttps(url) ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return runOf(result.lhr as Parameters<typeof runOf>[0]);
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? '5');
  const lang = option('lang') === 'en' ? 'en' : 'es';
  const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  const origins = { fair: option('fair'), shop: option('shop') };
  if (!origins.fair && !origins.shop) throw new Error('Give --fair and/or --shop: the origins of running site servers');
  const pages: { page: string; url: string }[] = [];
  for (const site of ['fair', 'shop'] as const) {
    const origin = origins[site]?.replace(/\/$/, '');
    if (!origin) continue;
    const found = await sitePages(site, origin, lang);
    for (const { page, path } of found.filter((p) => p.page !== 'fair post')) pages.push({ page, url: origin + path });
  }
  const verdicts: PageVerdict[] = [];
  for (const { page, url } of pages) {
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) results.push(await runOnce(url, chromePath));
    const row = verdict(page, url, results);
    console.error(`${page}: ${results.map((r) => r.score).join(', ')} → ${row.score}`);
    verdicts.push(row);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(verdicts, null, 2));
  else console.table(verdictTable(verdicts));
  const failed = verdicts.filter((row) => !row.pass);
  console.log(
    failed.length === 0
      ? `Every page reaches ${LIGHTHOUSE_GOAL}.`
      : `${failed.length} of ${verdicts.length} pages under ${LIGHTHOUSE_GOAL}: ${failed.map((r) => r.page).join(', ')}`,
  );
  if (failed.length > 0) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
