import type { Resolvers } from '../generated/resolvers-types';
import { errorMessage } from '../errors';
import {
  CONTACT_RATE_LIMIT,
  checkContact,
  markContactMessageMailed,
  organisersContactMail,
  storeContactMessage,
} from '../services/contact';

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `contact(fromEmail, fromName, message)`, the sites' contact form.
 *
 * - Bad input (checked in the form's order: name, e-mail, message; see `checkContact`) answers `ok: false` with the
 *   translated reason in `response`, not a GraphQL error: the footer shows `response` when `ok` is false. Nothing is
 *   stored or sent.
 * - At most {@link CONTACT_RATE_LIMIT} accepted messages per client address (5 every 10 minutes), counted in this
 *   process's memory (per API server; see `rate-limit.ts`); only messages that pass the checks count. Over it:
 *   `ok: false` with a translated reason, nothing stored or sent.
 * - Otherwise the message is stored first, then e-mailed to the organisers. If the e-mail cannot be sent, the
 *   message stays stored (with `mailed_at` null, so the organisers can find it in `contact_messages`), a log line
 *   says so, and the answer is still `ok: true`: the message was received, and asking the visitor to send it again
 *   would only store it twice.
 */
export const contactResolvers: Resolvers = {
  Mutation: {
    contact: async (_parent, args, ctx) => {
      const checked = checkContact(args);
      if (!checked.ok) return { ok: false, response: errorMessage(ctx.lang, checked.code, checked.params) };
      if (!ctx.rateLimits.contact.take(ctx.clientIp)) {
        const params = { limit: CONTACT_RATE_LIMIT.limit, minutes: CONTACT_RATE_LIMIT.windowMs / 60_000 };
        return { ok: false, response: errorMessage(ctx.lang, 'contactTooMany', params) };
      }

      const row = await storeContactMessage(ctx.db, checked.message, { lang: ctx.lang, site: ctx.site });
      let sent = false;
      try {
        await ctx.mailer.send(organisersContactMail(row, checked.message, ctx.mailTexts, ctx.config));
        sent = true;
      } catch (error) {
        ctx.log.error(`contact message ${row.id} is stored but its e-mail to the organisers failed: ${describeError(error)}`);
      }
      if (sent) {
        try {
          await markContactMessageMailed(ctx.db, row.id);
        } catch (error) {
          ctx.log.warn(`contact message ${row.id} was e-mailed but could not be marked as mailed: ${describeError(error)}`);
        }
      }
      return { ok: true, response: ctx.mailTexts.t(ctx.lang, 'contact.thanks') };
    },
  },
};
