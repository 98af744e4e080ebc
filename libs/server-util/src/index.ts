export { PROXY_TIMEOUT_MS, apiProxy, forwardedFor } from './proxy';
export type { ApiProxyOptions } from './proxy';
export { LOG_LEVELS, logLevel, serverLog } from './log';
export type { LogLevel, ServerLog } from './log';
export { apiGraphQL } from './graphql';
export type { ApiAnswer, ApiCallOptions, ApiGraphQL, ApiGraphQLError } from './graphql';
export { findWorkspaceRoot } from './workspace-root';
