/**
 * Invitations and the e-tickets issued from them, admitted once at the ticket desk.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { catalogs } from './catalogue';

/**
 * Invitation codes: each admits `max_uses` people (one e-ticket each) until `expires_at`. `uses` counts the
 * e-tickets issued; it never passes `max_uses` (a check, and the issuing update's condition).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    /** The code as printed, upper case. */
    code: text('code').notNull(),
    catalogPrefix: text('catalog_prefix')
      .notNull()
      .references(() => catalogs.prefix),
    /** Who it was given to (a gallery, a sponsor, a guest list), for the team. */
    label: text('label').notNull().default(''),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_code_key').on(t.code),
    check('invitations_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
  ],
);

/**
 * Personal e-tickets issued from an invitation. `code` is what the QR code holds and the e-mail prints; a ticket is
 * admitted once (`admitted_at` set by a conditional update, so two desks at the same moment admit it once).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    /** The staff account that admitted it; kept null when that account is deleted. */
    admittedBy: uuid('admitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The ticket desk that admitted it, as the staff member named it. */
    admittedDesk: text('admitted_desk'),
    /** Set by the fair's team (issue 17): a revoked ticket is never admitted. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    uniqueIndex('tickets_invitation_email_key').on(t.invitationId, sql`lower(${t.email})`),
    check('tickets_lang_check', sql`${t.lang} in ('es', 'en')`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
