/**
 * The back office's newsletter subscribers (issue 17): the list (page, sort, search over e-mail and name, status
 * filter), and the confirmed subscribers read in pages by id for the CSV export (`http/admin-subscribers-csv.ts`), so
 * a hundred thousand of them never sit in memory at once.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { newsletterSubscribers, type Database, type NewsletterSubscriberRow } from '@art/db';
import { userError, containsText, defineAdminResource } from '@art/api-core';

/** The statuses of a subscription (`newsletter_subscribers.status`). */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A subscriber as the back office shows it (`AdminSubscriber`). */
export interface AdminSubscriberNode {
  id: string;
  email: string;
  name: string | null;
  lang: string;
  status: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

const subscriberNode = (row: NewsletterSubscriberRow): AdminSubscriberNode => ({
  id: String(row.id),
  email: row.email,
  name: row.name,
  lang: row.lang,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/** Whether a value is one of {@link SUBSCRIBER_STATUSES}. */
export const isSubscriberStatus = (value: unknown): value is SubscriberStatus =>
  typeof value === 'string' && (SUBSCRIBER_STATUSES as readonly string[]).includes(value);

/** What the search reads: e-mail and name, accents and case aside. */
const searchable = sql`lower(f_unaccent(${newsletterSubscribers.email} || ' ' || coalesce(${newsletterSubscribers.name}, '')))`;

/** The subscribers' list, by e-mail or newest first, of one status or all (an unknown one is a translated error). */
export const adminSubscribers = defineAdminResource({
  table: newsletterSubscribers,
  nodes: (rows: NewsletterSubscriberRow[]) => rows.map(subscriberNode),
  search: (q) => containsText(searchable, q),
  filters: (options: { status: string | null | undefined }, { lang }) => {
    if (!options.status) return [];
    if (!isSubscriberStatus(options.status)) throw userError(lang, 'admin.subscriberStatus');
    return [eq(newsletterSubscribers.status, options.status)];
  },
  sorts: {
    EMAIL: [sql`lower(${newsletterSubscribers.email})`, newsletterSubscribers.id],
    CREATED_AT: [newsletterSubscribers.createdAt, newsletterSubscribers.id],
  },
});

/** A confirmed subscriber as the export writes it. */
export interface ConfirmedSubscriber {
  email: string;
  name: string | null;
  lang: string;
  confirmedAt: Date | null;
}

/** How many subscribers the export reads at a time. */
export const EXPORT_BATCH = 1000;

/**
 * The confirmed subscribers (never the pending or unsubscribed ones), in batches by id: each batch is read when the
 * one before has been written.
 */
export async function* confirmedSubscribers(db: Database, batch = EXPORT_BATCH): AsyncGenerator<ConfirmedSubscriber[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        name: newsletterSubscribers.name,
        lang: newsletterSubscribers.lang,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.status, 'confirmed'), gt(newsletterSubscribers.id, after)))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map(({ email, name, lang, confirmedAt }) => ({ email, name, lang, confirmedAt }));
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}
