/**
 * What visitors send and what is sent to them: the contact form's and the other forms' messages, newsletter
 * subscribers and the outbox of e-mails (`outgoing_mails`).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { galleries, works } from './catalogue';

/**
 * Messages of the sites' contact form, kept whether or not their e-mail to the organisers could be sent.
 * `message` is the sanitised message: the visitor's text escaped for HTML element content (`&`, `<`, `>`), line
 * breaks as `<br>`, no other markup. `mailed_at` is null until the e-mail to the organisers has been sent.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    message: text('message').notNull(),
    /** The language of the request: `es` or `en`. */
    lang: text('lang').notNull(),
    /** The site the form was sent from (`fair`, `shop`), when known. */
    site: text('site'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** When the fair's team marked it handled (issue 17), and who; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check('contact_messages_lang_check', sql`${t.lang} in ('es', 'en')`),
    check('contact_messages_site_check', sql`${t.site} in ('fair', 'shop')`),
  ],
);

/**
 * Messages of the sites' forms other than the footer's contact form: an inquiry about a work without price, a
 * message to a gallery, a sponsor's offer to collaborate, a press accreditation request. `fields` holds what each
 * kind asks beyond name and e-mail (company, interest, media, type, message…), already checked and as plain text.
 * `dedupe_key` makes a repeated submission (double click, resend) store one row.
 */
export const formMessages = pgTable(
  'form_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    phone: text('phone'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    galleryId: integer('gallery_id').references(() => galleries.id, { onDelete: 'set null' }),
    lang: text('lang').notNull(),
    site: text('site'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the fair's team marked it handled (issue 17), and who; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('form_messages_dedupe_key').on(t.dedupeKey),
    index('form_messages_kind_created_idx').on(t.kind, t.createdAt),
    index('form_messages_gallery_idx').on(t.galleryId),
    check(
      'form_messages_kind_check',
      sql`${t.kind} in ('work-inquiry', 'gallery-contact', 'collaborate', 'press-accreditation')`,
    ),
    check('form_messages_lang_check', sql`${t.lang} in ('es', 'en')`),
  ],
);

/** An attachment of a queued e-mail (the e-ticket's QR code): its bytes in base64, shown inline by `cid`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  cid?: string;
}

/**
 * E-mails waiting to be sent or sent: every e-mail of a form or an invitation is stored here in the same transaction
 * as what it tells, then sent; a failed send is retried later (`next_attempt_at`, `attempts`), so a failure of the
 * mail server never loses a message. `sent_at` is null until it is sent.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: serial('id').primaryKey(),
    /** What it is about (`work-inquiry`, `newsletter-confirm`, `e-ticket`…), for logs and tests. */
    purpose: text('purpose').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outgoing_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Newsletter subscriptions with double opt-in: `pending` until the signed link of the confirmation e-mail is
 * opened, `confirmed` after, `unsubscribed` after the link every newsletter e-mail carries.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    lang: text('lang').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check('newsletter_subscribers_lang_check', sql`${t.lang} in ('es', 'en')`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type FormMessageRow = typeof formMessages.$inferSelect;
export type OutgoingMailRow = typeof outgoingMails.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
