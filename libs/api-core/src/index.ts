/**
 * `@art/api-core`: what every domain of the API stands on (decision 042), and imports no domain.
 * - The configuration and its loading; the errors and their translations; the request's context (`GraphQLContext`,
 *   which knows no domain) and the client's address; the GraphQL operation's name.
 * - E-mail: the mailer, its texts, the outbox, the durable queue.
 * - The limits: the stores in memory or Redis, the rate limiters, the login throttle, the password budget; the
 *   security events, the session cookie, signed links.
 * - The forms' input checks and message texts, cursors and content queries, the sites' public addresses, rounds of
 *   background work, the audit log and the content version.
 * - The back office's roles and its one way to list, get and save a resource (`defineAdminResource`), its slugs,
 *   its images and stored files.
 * - The schema's base (`schema/base.graphql`: the roots, pages, images; `schema/admin.graphql`: what every domain's
 *   back-office operations share).
 *
 * Tests' helpers for the limits in Redis: `@art/api-core/testing`.
 */
export * from './admin-common';
export * from './admin-images';
export * from './admin-resource';
export * from './audit-log';
export * from './client-address';
export * from './config';
export * from './content-query';
export * from './content-version';
export * from './context';
export * from './errors';
export * from './form-input';
export * from './graphql-operation';
export * from './login-throttle';
export * from './mail';
export * from './mail-queue';
export * from './mail-texts';
export * from './message-text';
export * from './outbox';
export * from './pagination';
export * from './password-budget';
export * from './rate-limit';
export * from './rate-limit-store';
export * from './roles';
export * from './rounds';
export * from './schema-dir';
export * from './security-events';
export * from './session-cookie';
export * from './slugs';
export * from './stored-files';
export * from './signed-links';
export * from './text';
export * from './urls';
