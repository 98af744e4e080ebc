/**
 * The newsletter with double opt-in: a subscription is `pending` until the signed link e-mailed to the address is
 * opened, then `confirmed`; the signed unsubscribe link (in the confirmation e-mail and in every newsletter) ends it.
 * Links carry signed tokens (`signed-links.ts`), so nothing is stored per link.
 */
import { eq, sql } from 'drizzle-orm';
import { newsletterSubscribers, type Database, type NewsletterSubscriberRow } from '@art/db';
import { NEWSLETTER_LINK_PARAMS, type Language } from '@art/model';
import { href } from '@art/routing';
import {
  type ErrorCode,
  type MailMessage,
  type MailTexts,
  type RateLimiter,
  signLinkToken,
  verifyLinkToken,
  type ApiConfig,
  enqueueMail,
} from '@art/api-core';
import { visitorMail } from './form-messages';

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_VALIDITY_MS = 7 * 24 * 60 * 60_000;

/** Confirmation e-mails sent to one address at most: 3 a day, however often it is subscribed. */
export const NEWSLETTER_MAILS_PER_ADDRESS = { limit: 3, windowMs: 24 * 60 * 60_000 } as const;

type LinkConfig = Pick<ApiConfig, 'linkSecret' | 'fairOrigin'>;

/** The fair's newsletter page with a token in the query parameter of `kind` in `lang`. */
function newsletterUrl(
  kind: 'confirm' | 'unsubscribe',
  token: string,
  lang: Language,
  config: Pick<ApiConfig, 'fairOrigin'>,
): string {
  const query = new URLSearchParams({ [NEWSLETTER_LINK_PARAMS[lang][kind]]: token });
  return `${config.fairOrigin.replace(/\/+$/, '')}${href('newsletter', {}, lang)}?${query.toString()}`;
}

/**
 * The link that confirms the subscription of `email`, valid for {@link NEWSLETTER_CONFIRM_VALIDITY_MS}.
 * @example newsletterConfirmUrl('ana@example.es', 'es', config) // 'http://localhost:4200/es/newsletter?confirmar=…'
 */
export function newsletterConfirmUrl(email: string, lang: Language, config: LinkConfig, now = new Date()): string {
  return newsletterUrl(
    'confirm',
    signLinkToken(config.linkSecret, 'newsletter-confirm', email.toLowerCase(), now),
    lang,
    config,
  );
}

/**
 * The link that unsubscribes `email`, for every newsletter e-mail (it does not expire).
 * @example newsletterUnsubscribeUrl('ana@example.es', 'en', config) // 'http://localhost:4200/en/newsletter?unsubscribe=…'
 */
export function newsletterUnsubscribeUrl(email: string, lang: Language, config: LinkConfig): string {
  return newsletterUrl(
    'unsubscribe',
    signLinkToken(config.linkSecret, 'newsletter-unsubscribe', email.toLowerCase()),
    lang,
    config,
  );
}

/** The confirmation e-mail, in the subscriber's language: the confirmation link, its validity, how to unsubscribe. */
export function newsletterConfirmationMail(
  email: string,
  lang: Language,
  texts: MailTexts,
  config: LinkConfig,
  now = new Date(),
): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) => texts.t(lang, `newsletter.${key}`, params);
  return visitorMail({
    to: email,
    lang,
    subject: t('subject'),
    paragraphs: [texts.t(lang, 'forms.greeting'), t('intro')],
    links: [
      { text: t('action'), url: newsletterConfirmUrl(email, lang, config, now) },
      { before: t('unsubscribeIntro'), text: t('unsubscribe'), url: newsletterUnsubscribeUrl(email, lang, config) },
    ],
    after: [t('validity', { days: NEWSLETTER_CONFIRM_VALIDITY_MS / 86_400_000 }), t('ignore')],
    signature: texts.t(lang, 'forms.signature'),
  });
}

const byAddress = (email: string) => eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase());

/**
 * Subscribes an address (pending), or subscribes it again after an unsubscription, and queues the confirmation
 * e-mail unless the address is already confirmed or `mailsPerAddress` says it had enough today. Answers the queued
 * ids (none when nothing is sent), whatever the address's state, so the answer tells nothing about it.
 */
export async function subscribeNewsletter(
  db: Database,
  input: { email: string; name: string | null; lang: Language },
  mail: { texts: MailTexts; config: LinkConfig; mailsPerAddress: RateLimiter },
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email: input.email, name: input.name, lang: input.lang })
      .onConflictDoNothing();
    // The row of the address, new or not, locked so that two subscriptions at once decide one after the other.
    const [row] = await tx.select().from(newsletterSubscribers).where(byAddress(input.email)).for('update');
    if (!row || row.status === 'confirmed') return [];
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'pending', lang: input.lang, ...(input.name ? { name: input.name } : {}) })
      .where(eq(newsletterSubscribers.id, row.id));
    if (!(await mail.mailsPerAddress.take(input.email.toLowerCase()))) return [];
    return enqueueMail(
      tx,
      'newsletter-confirm',
      newsletterConfirmationMail(row.email, input.lang, mail.texts, mail.config),
    );
  });
}

/** What a newsletter link did: done (the answer's text key), or refused with a translatable reason. */
export type NewsletterLinkOutcome = { ok: true; row: NewsletterSubscriberRow | null } | { ok: false; code: ErrorCode };

const linkProblem = (reason: 'invalid' | 'expired'): NewsletterLinkOutcome => ({
  ok: false,
  code: reason === 'expired' ? 'newsletterLinkExpired' : 'newsletterLinkInvalid',
});

/**
 * Confirms the subscription of a confirmation link's token: a pending subscription becomes confirmed; a confirmed
 * one stays so (a link opened twice). A bad, altered or other-purpose token, or one for an address that is not
 * subscribed (it unsubscribed since), is invalid; one older than 7 days expired.
 */
export async function confirmNewsletter(
  db: Database,
  token: string,
  config: LinkConfig,
  now = new Date(),
): Promise<NewsletterLinkOutcome> {
  const link = verifyLinkToken(config.linkSecret, 'newsletter-confirm', token, {
    maxAgeMs: NEWSLETTER_CONFIRM_VALIDITY_MS,
    now,
  });
  if (!link.ok) return linkProblem(link.reason);
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(sql`${byAddress(link.email)} and ${newsletterSubscribers.status} = 'pending'`)
    .returning();
  if (confirmed) return { ok: true, row: confirmed };
  const [row] = await db.select().from(newsletterSubscribers).where(byAddress(link.email));
  return row?.status === 'confirmed' ? { ok: true, row } : linkProblem('invalid');
}

/**
 * Unsubscribes the address of an unsubscribe link's token (which does not expire). An address already unsubscribed,
 * or no longer known, is done all the same; a bad, altered or other-purpose token is invalid.
 */
export async function unsubscribeNewsletter(
  db: Database,
  token: string,
  config: LinkConfig,
  now = new Date(),
): Promise<NewsletterLinkOutcome> {
  const link = verifyLinkToken(config.linkSecret, 'newsletter-unsubscribe', token, { now });
  if (!link.ok) return linkProblem(link.reason);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(sql`${byAddress(link.email)} and ${newsletterSubscribers.status} <> 'unsubscribed'`)
    .returning();
  return { ok: true, row: row ?? null };
}
