/**
 * `@art/api-core`: what every domain of the API stands on (decision 042). The configuration and its loading, the
 * errors and their translations, the client's address, the GraphQL operation's name, e-mail (the mailer, its texts,
 * the outbox), the limits (the stores in memory or Redis, the rate limiters, the login throttle, the password budget),
 * the security events, the session cookie, signed links, the audit log and the content version. It imports no domain;
 * the request's context, which does, is the composition's (`apps/api/src/context.ts`) until the domains' libraries
 * exist. Tests' helpers for the limits in Redis: `@art/api-core/testing`.
 */
export * from './audit-log';
export * from './client-address';
export * from './config';
export * from './content-version';
export * from './context';
export * from './errors';
export * from './graphql-operation';
export * from './login-throttle';
export * from './mail';
export * from './mail-texts';
export * from './outbox';
export * from './password-budget';
export * from './rate-limit';
export * from './rate-limit-store';
export * from './security-events';
export * from './session-cookie';
export * from './signed-links';
