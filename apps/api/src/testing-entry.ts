/**
 * What the API's integration tests (apps/api-integration, the tests over the demo seed) may use, as `@art/api/testing`:
 * the in-process test API of ./testing and the internals those tests check. Nothing in the API imports it; only tests do.
 */
export {
  type BackendCases,
  casesFor,
  createTestApi,
  createTestDatabase,
  failingMailer,
  type GraphQLBody,
  recordingLogger,
  type TestApi,
  type TestBackend,
  testBackends,
  testConfig,
  type TestDatabase,
  type TestRequestOptions,
} from './testing';
export {
  createMailer,
  type ErrorCode,
  errorMessage,
  loadMailTexts,
  type OutboxMessage,
  readOutbox,
  signLinkToken,
  storedFile,
  TEST_LINK_SECRET,
} from '@art/api-core';
export { findWorkspaceRoot } from '@art/server-util';
export { GRAPHQL_LIMITS } from './graphql';
export { ACTIVITY_CALENDAR_CACHE_CONTROL } from './http/activity-calendar';
export { MENU_CACHE_CONTROL, menuBlockJson, type MenuEntryJson } from './http/menu';
export {
  NOTIFICATION_PATH,
  SANDBOX_FORM_PATH,
  SANDBOX_PAY_PATH,
  SANDBOX_STEP_MS,
  signSandboxState,
} from '@art/api-commerce';
export { registerSeoRoutes, SEO_CACHE_CONTROL } from './http/sitemap';
export { buildServer } from './server';
export { RELATED_ARTICLES_MAX } from '@art/api-content';
export { formatEuros } from '@art/api-commerce';
export { forgetDisciplineCovers } from '@art/api-catalogue';
export { utcDateTime } from '@art/api-content';
export { deliverDueMails } from '@art/api-core';
export { expireOrders, startOrderExpiry } from '@art/api-commerce';
export { ORDER_CODE_PREFIX, prepareOrderForPayment } from '@art/api-commerce';
export { encodeCursor } from '@art/api-core';
export {
  decodeMerchantParameters,
  encodeMerchantParameters,
  type MerchantParameters,
  signParameters,
  verifySignature,
} from '@art/api-commerce';
export { openSession } from '@art/api-accounts';
export { MAX_SIMILAR, priceRangeOf } from '@art/api-catalogue';
export { xmlEscape } from '@art/api-content';
export { activityUrl, articleUrl, originsOf } from '@art/api-core';
export { heldByOther } from '@art/api-commerce';
export {
  BUYABLE,
  forgetWorkCounts,
  explainWorksCase,
  indexesOf,
  seqScansOn,
  type WorksPlanCase,
  worksPlanCases,
  worksPlanValues,
} from '@art/api-catalogue';
