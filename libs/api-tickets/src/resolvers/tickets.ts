import { isTicketDeskRole, type Language } from '@art/model';
import { securityEvent, errorMessage, type ErrorCode, type GraphQLContext, deliverMails } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { checkRedeem, redeemInvitation } from '../services/invitations';
import { admitTicket, checkValidation } from '../services/tickets';

type Params = Record<string, string | number>;

/** A day and time as the fair's visitors read them (Madrid time), in the request's language. */
const madridDate = (date: Date, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
    date,
  );

const refusedRedeem = (ctx: GraphQLContext, code: ErrorCode, params?: Params) => ({
  ok: false,
  response: errorMessage(ctx.lang, code, params),
  ticketCode: null,
});

const refusedValidation = (ctx: GraphQLContext, code: ErrorCode, params?: Params) => ({
  ok: false,
  response: errorMessage(ctx.lang, code, params),
  status: null,
  ticket: null,
});

/**
 * `redeemInvitation` and `validateTicket`.
 *
 * - Redeem: bad input answers `ok: false` with the translated reason and changes nothing; a filled honeypot
 *   (`website`) answers as if the ticket were sent and does nothing; then each try counts against the client
 *   address's hourly limit (guessing codes is the abuse to stop, so unknown codes count too). The e-mail is queued
 *   in the ticket's transaction and sent after it commits; a mail server that fails leaves it queued for the retry
 *   loop, and the answer is still `ok: true` (the ticket exists and will arrive).
 * - Validate: only staff and admins (`ctx.user.role`); anyone else is refused with `ok: false` before anything is
 *   read. Admission is one conditional update (see `admitTicket`).
 */
export const ticketsResolvers: Resolvers = {
  Mutation: {
    redeemInvitation: async (_parent, args, ctx) => {
      const checked = checkRedeem({ code: args.code, name: args.name, email: args.email });
      if (!checked.ok) return refusedRedeem(ctx, checked.code, checked.params);
      const { input } = checked;
      const sent = (key: 'sent' | 'resent' | 'alreadySent') =>
        ctx.mailTexts.t(ctx.lang, `eTicket.${key}`, { email: input.email });
      if ((args.website ?? '').trim() !== '') {
        ctx.log.info('invitation form: honeypot filled, nothing issued');
        return { ok: true, response: sent('sent'), ticketCode: null };
      }
      if (!(await ctx.rateLimits.invitations.take(ctx.clientIp))) {
        return refusedRedeem(ctx, 'invitationTooMany', { limit: ctx.config.invitationTriesPerHour });
      }

      const result = await redeemInvitation(ctx.db, input, {
        lang: ctx.lang,
        texts: ctx.mailTexts,
        mayResend: (ticketId) => ctx.rateLimits.ticketResends.take(String(ticketId)),
      });
      switch (result.outcome) {
        case 'unknown':
          return refusedRedeem(ctx, 'invitationUnknown');
        case 'exhausted':
          return refusedRedeem(ctx, 'invitationExhausted');
        case 'expired':
          return refusedRedeem(ctx, 'invitationExpired', { date: madridDate(result.expiresAt, ctx.lang) });
        case 'alreadySent':
          return { ok: true, response: sent('alreadySent'), ticketCode: null };
        case 'resent':
        case 'issued':
          await deliverMails(ctx.db, ctx.mailer, result.mailIds, ctx.log);
          // A code is answered only to the request that made it: asking again with someone's e-mail reveals nothing.
          return result.outcome === 'issued'
            ? { ok: true, response: sent('sent'), ticketCode: result.ticket.code }
            : { ok: true, response: sent('resent'), ticketCode: null };
      }
    },

    validateTicket: async (_parent, args, ctx) => {
      if (!ctx.user) return refusedValidation(ctx, 'loginRequired');
      if (!isTicketDeskRole(ctx.user.role)) {
        const { id: userId, role } = ctx.user;
        securityEvent(ctx.log, 'security.role_refused', {
          operation: 'validateTicket',
          userId,
          role,
          client: ctx.clientIp,
        });
        return refusedValidation(ctx, 'ticketStaffOnly');
      }
      const checked = checkValidation({ code: args.code, desk: args.desk });
      if (!checked.ok) return refusedValidation(ctx, checked.code, checked.params);
      const admission = await admitTicket(ctx.db, checked.code, { userId: ctx.user.id, desk: checked.desk });
      // The ticket by its id: its code is what lets someone in.
      securityEvent(ctx.log, 'security.ticket_validated', {
        userId: ctx.user.id,
        client: ctx.clientIp,
        desk: checked.desk,
        status: admission.status,
        ticketId: admission.ticket?.id ?? null,
      });
      // A revoked ticket is refused with its translated reason: the desk shows it as a refusal, and the person may
      // not pass (the ticket's status enum of the desk's page stays as it was).
      if (admission.status === 'REVOKED') return refusedValidation(ctx, 'ticketRevoked');
      const ticket = admission.ticket && {
        code: admission.ticket.code,
        name: admission.ticket.name,
        admittedAt: admission.ticket.admittedAt?.toISOString() ?? null,
        admittedDesk: admission.ticket.admittedDesk,
      };
      return { ok: true, response: null, status: admission.status, ticket };
    },
  },
};
