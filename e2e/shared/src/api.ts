/**
 * The API the browser suites run against, called from the tests' own process (set-up, expectations): graphql-request
 * through `apiGraphQL` of `@art/server-util` (decision 039). `data` rejects with the API's messages; `answer` gives
 * the errors, status and headers too. Calls that must ride a page's cookies stay on Playwright's `request`.
 */
import { apiGraphQL } from '@art/server-util';
import { E2E } from './env';

export const testApi = apiGraphQL(E2E.api);
