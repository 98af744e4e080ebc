/**
 * What the platform records about its own use: the back office's audit log, which names the account behind each change.
 */
import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The back office's audit log (issue 16): every change made through it, written in the change's own transaction —
 * who (the user, kept as an e-mail too when the account is gone), when, what (`action` on `entity` `entity_id`) and
 * the row before and after it as JSON (null before a creation, null after a deletion).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc()),
    index('audit_log_at_idx').on(t.at.desc()),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
