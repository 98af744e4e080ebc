import { deliverNow, errorMessage, isHoneypotFilled } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { checkContact, markContactMessageMailed, storeContactMessage } from '../services/contact';
import { FORM_RATE_WINDOW_MS } from '../services/form-messages';

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `contact(fromEmail, fromName, message, website)`, the sites' contact form (the footer's and the contact page's).
 *
 * - `website` filled (a hidden field only robots fill in): answers the thank-you and does nothing.
 * - Bad input (checked in the form's order: name, e-mail, message; see `checkContact`) answers `ok: false` with the
 *   translated reason in `response`, not a GraphQL error: the footer shows `response` when `ok` is false. Nothing is
 *   stored or sent.
 * - At most `FORMS_PER_10_MINUTES` (5) accepted messages per client address every 10 minutes, counted in this
 *   process's memory (per API server; see `rate-limit.ts`); only messages that pass the checks count. Over it:
 *   `ok: false` with a translated reason, nothing stored or sent.
 * - Otherwise the message and its e-mail to the organisers are stored in one transaction, then the e-mail is sent.
 *   If it cannot be sent, it stays queued (`outgoing_mails`) and the API server retries it; the answer is still
 *   `ok: true`: the message was received, and asking the visitor to send it again would only store it twice.
 *   `mailed_at` is set when the first attempt succeeds.
 * - A repeat (the same address, name and message stored in the last 10 minutes: a double click, a resend) answers
 *   the same thank-you and stores and sends nothing (`storeContactMessage`).
 */
export const contactResolvers: Resolvers = {
  Mutation: {
    contact: async (_parent, args, ctx) => {
      const thanks = ctx.mailTexts.t(ctx.lang, 'contact.thanks');
      if (isHoneypotFilled(args.website)) {
        ctx.log.info('contact: the hidden field was filled in; nothing stored');
        return { ok: true, response: thanks };
      }
      const checked = checkContact(args);
      if (!checked.ok) return { ok: false, response: errorMessage(ctx.lang, checked.code, checked.params) };
      if (!(await ctx.rateLimits.contact.take(ctx.clientIp))) {
        const params = { limit: ctx.config.formsPer10Minutes, minutes: FORM_RATE_WINDOW_MS / 60_000 };
        return { ok: false, response: errorMessage(ctx.lang, 'contactTooMany', params) };
      }

      const stored = await storeContactMessage(
        ctx.db,
        checked.message,
        { lang: ctx.lang, site: ctx.site },
        { texts: ctx.mailTexts, config: ctx.config },
      );
      if (!stored) {
        ctx.log.info('contact: a repeated submission; nothing new stored');
        return { ok: true, response: thanks };
      }
      const { row, mailIds } = stored;
      const sent = await deliverNow(ctx, mailIds, `contact message ${row.id}`);
      if (sent) {
        try {
          await markContactMessageMailed(ctx.db, row.id);
        } catch (error) {
          ctx.log.warn(
            `contact message ${row.id} was e-mailed but could not be marked as mailed: ${describeError(error)}`,
          );
        }
      }
      return { ok: true, response: thanks };
    },
  },
};
