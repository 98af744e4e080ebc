/**
 * Security events: what an operator (or a log alert) needs to see of attacks and of sensitive changes, logged as
 * structured entries through the API's logger (pino in Fastify): `{ event: 'security.login_failed', …fields }` with a
 * short message, so a log pipeline can filter on `event` and count by `client` or `userId`.
 *
 * Never logged: passwords, session and reset tokens, ticket codes, full e-mail addresses. An `email` field is masked
 * here, whatever the caller passes ({@link maskEmail}: the first letter and the domain), so no caller can forget; the
 * field types leave no room for the rest (a password or a token is no field of any event).
 */

/** The logger the events go to: Fastify's (pino's) `log.info(fields, message)`. */
export interface SecurityLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** What a password was checked or hashed for. */
export type PasswordOperation = 'login' | 'deleteAccount' | 'signUp' | 'resetPassword';

/** Why a password check or hash was refused before it was computed (`password-budget.ts`). */
export type PasswordRefusalReason = 'request' | 'address' | 'locked' | 'busy';

/** The fields of each event. `client` is the client key of the per-address limits (an IPv6 client by its /64). */
export interface SecurityEventFields {
  /** A wrong password (or an e-mail without an account) at login or at an account deletion. */
  'security.login_failed': { operation: PasswordOperation; email: string; client: string };
  /** A lock began: the try that reached the failures allowed for one account from one address, or from any. */
  'security.login_locked': {
    operation: PasswordOperation;
    email: string;
    client: string;
    scope: 'address' | 'account';
    minutes: number;
  };
  /** A password check or hash refused unchecked: the request's cap, the address's minute, a lock, the server busy. */
  'security.password_refused': {
    operation: PasswordOperation;
    reason: PasswordRefusalReason;
    client: string;
    email?: string;
  };
  /** A reset link asked for: `userId` null when no account has the address, `mailed` false when none was sent. */
  'security.password_reset_requested': { email: string; client: string; userId: string | null; mailed: boolean };
  /** A password set through a reset link (every session of the account ended). */
  'security.password_reset_done': { userId: string; client: string };
  /**
   * A call refused for the caller's role (a visitor at the ticket desk, anyone but an editor or admin in the back
   * office); `userId` null and `role` `anonymous` without a session.
   */
  'security.role_refused': { operation: string; userId: string | null; role: string; client: string };
  /** A ticket checked at a desk, with the outcome (`VALID`, `ALREADY_USED`, `UNKNOWN`); the ticket by its id. */
  'security.ticket_validated': {
    userId: string;
    client: string;
    desk: string;
    status: string;
    ticketId: number | null;
  };
  /** An account deleted by its owner. */
  'security.account_deleted': { userId: string; client: string };
  /** A payment notification refused (forged, tampered, unknown, not matching its attempt): nothing changed. */
  'security.payment_notification_refused': { reason: string; client: string };
}

/** Every event's name. */
export type SecurityEventName = keyof SecurityEventFields;

/** Every event: the level it is logged at and its message. */
export const SECURITY_EVENTS: { readonly [N in SecurityEventName]: { level: 'info' | 'warn'; message: string } } = {
  'security.login_failed': { level: 'info', message: 'login failed' },
  'security.login_locked': { level: 'warn', message: 'login locked' },
  'security.password_refused': { level: 'warn', message: 'password check refused' },
  'security.password_reset_requested': { level: 'info', message: 'password reset requested' },
  'security.password_reset_done': { level: 'info', message: 'password reset done' },
  'security.role_refused': { level: 'warn', message: 'refused for the role' },
  'security.ticket_validated': { level: 'info', message: 'ticket validated' },
  'security.account_deleted': { level: 'info', message: 'account deleted' },
  'security.payment_notification_refused': { level: 'warn', message: 'payment notification refused' },
};

/**
 * An e-mail address as the logs may keep it: its first character and its domain (lower case), enough to tell
 * accounts of one domain apart from a spray over many, never the address.
 * @example maskEmail('Ana.Lopez@Galeria.es') // 'a***@galeria.es'
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = trimmed.slice(at + 1).slice(0, 100);
  return `${[...trimmed][0] ?? ''}***@${domain}`;
}

/**
 * Logs a security event.
 * @example securityEvent(ctx.log, 'security.account_deleted', { userId: user.id, client: ctx.clientIp });
 */
export function securityEvent<N extends SecurityEventName>(
  log: SecurityLog,
  name: N,
  fields: SecurityEventFields[N],
): void {
  const { level, message } = SECURITY_EVENTS[name];
  const entry: Record<string, unknown> = { event: name, ...fields };
  if (typeof entry['email'] === 'string') entry['email'] = maskEmail(entry['email']);
  log[level](entry, message);
}
