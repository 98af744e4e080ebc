/**
 * What both browser-test suites (e2e/fair, e2e/shop) share: the servers' addresses and environment, the suites'
 * Playwright settings, the demo seed's known rows, the console-checking `test`, the outbox reader, the translation
 * checks, the checkout's steps, the axe check, and the tests both suites define for their own site (every route, the
 * completed pages' accessibility, the FAQ from the keyboard, the works list).
 */
export { AT_PHONE_WIDTH, E2E, RUNS_IN } from './env';
export { testApi } from './api';
export {
  API_SERVER,
  appServer,
  CHROMIUM_LAUNCH_OPTIONS,
  CI_RETRIES,
  SERVER_ENV,
  SUITE_TIMEOUTS,
  suiteConfig,
  suiteReporters,
  type Suite,
  type SuiteServer,
} from './playwright';
export { COLLECTOR, addressOf, seedParams, siteRoutes, type SeedParams } from './fixtures';
export { expect, test } from './console';
export { expectDeferredPartsHydrated, expectHydrated } from './hydration';
export { messagesTo } from './outbox';
export { dottedTranslationKeys, keysIn, missingKeysLogged, serverLogOf } from './translations';
export * from './checkout-helpers';
export { expectNoSeriousViolations } from './axe';
export { expectNoncedPage, recordCspViolations, type CspViolation } from './csp';
export { defineEveryRouteTests } from './routes';
export { defineCompletedPagesAxeTests } from './pages';
export { defineFaqKeyboardTests, type FaqPage } from './faq';
export * from './works-list';
export { NARROWEST, defineNarrowTests, expectFits, fitOf } from './narrow';
export { FIRST_SCREENS, FIRST_VISIT_SCREENS, expectImageLoaded } from './screens';
export { defineSearchPageTests } from './search-page';
export {
  WORK_CASES,
  WORK_OFFER_TEXTS,
  caseOf,
  caseWorkPath,
  defineWorkActionTests,
  expectedOffer,
  worksByCase,
  type CaseWork,
  type ExpectedOffer,
  type WorkCase,
} from './work-actions';
export { jsonLdOf, serverPage, textOf } from './server-html';
