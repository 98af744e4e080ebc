import { expect, type BrowserContext, type Response } from '@playwright/test';

/**
 * The Content-Security-Policy checks of both suites (decision 023). Chromium also logs each violation as a console
 * error ("Refused to …"), which the shared `test` of console.ts fails on; these name the directive and what it
 * blocked, and check the policy against the HTML it came with.
 */

/** A violation a page of the context reported (`securitypolicyviolation`): where, the directive, what was blocked. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

/**
 * Starts recording every `securitypolicyviolation` event of the context's pages, across navigations, into the array
 * it answers. Call it before the first `goto`.
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, directive: string, blocked: string) => {
    violations.push({ page: page.url(), directive, blocked });
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (d: string, b: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(event.effectiveDirective, event.blockedURI || `${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return violations;
}

/**
 * The page answer's policy, checked against its HTML: a nonce of 128 bits or more, every `<script>` element (and
 * module preload) carrying exactly it, nothing run inline without it, no plugins, no framing. Answers the policy's
 * directives.
 */
export async function expectNoncedPage(response: Response | null): Promise<Map<string, string[]>> {
  expect(response, 'the page answered').not.toBeNull();
  const policy = (await response!.allHeaders())['content-security-policy'];
  expect(policy, 'the page has a Content-Security-Policy').toBeTruthy();
  const directives = new Map(
    policy!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
  const nonce = directives
    .get('script-src')
    ?.map((source) => /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(source)?.[1])
    .find(Boolean);
  expect(nonce, 'script-src has a nonce').toBeTruthy();
  expect(Buffer.from(nonce!, 'base64').length).toBeGreaterThanOrEqual(16);
  expect(directives.get('script-src')).toContain("'strict-dynamic'");
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);

  const html = await response!.text();
  const nonceOf = (tag: string) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? '(none)';
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => nonceOf(tag));
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(([tag]) => nonceOf(tag));
  expect(scripts.length, 'the page has scripts').toBeGreaterThan(0);
  expect(scripts, 'every script carries the policy’s nonce').toEqual(scripts.map(() => nonce));
  expect(preloads, 'every module preload carries the policy’s nonce').toEqual(preloads.map(() => nonce));
  expect(html, 'no inline event handler').not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  return directives;
}
