import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test` for specs whose pages must run cleanly: it fails a test, once it has run, when any page of the
 * test's browser context logged a console error, an uncaught error, a hydration warning or a missing translation
 * (`[i18n] missing key …`, logged by the sites' i18n instance, libs/site `SiteProviders`). React reports a server
 * text the browser renders differently (error #418) as a recoverable error, so the page still looks right and only
 * the console tells.
 *
 * It watches the `context` fixture rather than being an auto fixture of its own, so tests that only use `request`
 * start no browser; pages from `context.newPage()` are watched too. A browser-level network failure ("Failed to load
 * resource", the 404 of an address a test visits on purpose) is not a console error of the page and is left out.
 *
 * @example
 * import { expect, test } from './console';
 * test.use({ consoleAllow: [/the error this test causes/] }); // rarely needed
 */
export const test = base.extend<{ consoleAllow: readonly RegExp[] }>({
  consoleAllow: [[], { option: true }],
  context: async ({ context, consoleAllow }, use) => {
    const problems: string[] = [];
    const note = (problem: string) => {
      if (!consoleAllow.some((pattern) => pattern.test(problem))) problems.push(problem);
    };
    context.on('console', (message) => {
      const text = message.text();
      const where = message.page()?.url() ?? '(no page)';
      if (message.type() === 'error' && /^Failed to load resource\b/.test(text)) return;
      if (message.type() === 'error' || /hydrat|did not match|\[i18n\] missing key/i.test(text)) {
        note(`console ${message.type()} at ${where}: ${text}`);
      }
    });
    context.on('weberror', (error) =>
      note(`uncaught at ${error.page()?.url() ?? '(no page)'}: ${error.error().message}`),
    );
    await use(context);
    expect(problems, 'the pages logged no error, hydration warning or missing translation').toEqual([]);
  },
});

export { expect };
