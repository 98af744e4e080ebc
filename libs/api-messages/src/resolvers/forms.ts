import type { FormMessageRow } from '@art/db';
import { newsletterForm } from '@art/model';
import {
  errorMessage,
  type ErrorCode,
  type GraphQLContext,
  checkInput,
  isHoneypotFilled,
  submissionIdOf,
  deliverNow,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import {
  FORM_RATE_WINDOW_MS,
  formLimitKey,
  storeFormMessage,
  type FormMessageInput,
  type LimitedForm,
  type QueuedMail,
} from '../services/form-messages';
import {
  checkCollaborate,
  checkPressAccreditation,
  checkSenderMessage,
  collaborateMails,
  findFormGallery,
  findInquiryWork,
  galleryContactMails,
  inquiryStateOf,
  pressAccreditationMails,
  workInquiryMails,
} from '../services/forms';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from '../services/newsletter';

/** What every form answers. */
type FormAnswer = { ok: boolean; response: string };

const refused = (ctx: GraphQLContext, code: ErrorCode, params?: Record<string, string | number>): FormAnswer => ({
  ok: false,
  response: errorMessage(ctx.lang, code, params),
});

/** Takes one of the client's messages of `form`; answers the refusal when it has sent its share. */
async function overLimit(ctx: GraphQLContext, form: LimitedForm): Promise<FormAnswer | null> {
  if (await ctx.rateLimits.forms.take(formLimitKey(form, ctx.clientIp))) return null;
  return refused(ctx, 'contactTooMany', { limit: ctx.config.formsPer10Minutes, minutes: FORM_RATE_WINDOW_MS / 60_000 });
}

/**
 * Stores a checked message with its e-mails and sends them (a repeat stores and sends nothing), then thanks. A mail
 * server that fails leaves the e-mails queued for the server's retries: the message is received all the same.
 */
async function receive(
  ctx: GraphQLContext,
  input: Omit<FormMessageInput, 'lang' | 'site'>,
  mails: (row: FormMessageRow) => QueuedMail[],
  thanksKey: string,
): Promise<FormAnswer> {
  const stored = await storeFormMessage(ctx.db, { ...input, lang: ctx.lang, site: ctx.site }, mails);
  if (stored) await deliverNow(ctx, stored.mailIds, `${input.kind} message ${stored.row.id}`);
  else ctx.log.info(`${input.kind}: a repeated submission; nothing new stored`);
  return { ok: true, response: ctx.mailTexts.t(ctx.lang, thanksKey) };
}

/** Answers as if accepted when a form's hidden field was filled in: only robots fill it, and they learn nothing. */
function honeypot(
  ctx: GraphQLContext,
  form: string,
  website: string | null | undefined,
  thanksKey: string,
): FormAnswer | null {
  if (!isHoneypotFilled(website)) return null;
  ctx.log.info(`${form}: the hidden field was filled in; nothing stored`);
  return { ok: true, response: ctx.mailTexts.t(ctx.lang, thanksKey) };
}

/**
 * The fair's forms (see `forms.graphql`). Each, in order: the honeypot (filled: a thank-you and nothing else), the
 * checks in the order of its form (the first problem answers `ok: false` with the translated reason), what it is
 * about (an unknown work or gallery is refused the same way), the limit per client address and form
 * (`FORMS_PER_10_MINUTES` every 10 minutes, only requests that passed the checks count), then the message is stored
 * with its e-mails queued in one transaction, and sent. Nothing is stored or sent on a refusal.
 */
export const formsResolvers: Resolvers = {
  Mutation: {
    workInquiry: async (_parent, args, ctx) => {
      const thanks = 'workInquiry.thanks';
      const trap = honeypot(ctx, 'work-inquiry', args.website, thanks);
      if (trap) return trap;
      const checked = checkSenderMessage(args);
      if (!checked.ok) return refused(ctx, checked.code, checked.params);
      const work = await findInquiryWork(ctx.db, args.artistSlug, args.workSlug);
      if (!work) return refused(ctx, 'workInquiryNotFound');
      const state = inquiryStateOf(work);
      if (state === 'priced') return refused(ctx, 'workInquiryPriced');
      if (state === 'unavailable') return refused(ctx, 'workInquiryUnavailable');
      const limited = await overLimit(ctx, 'work-inquiry');
      if (limited) return limited;
      const inquiry = checked.value;
      return receive(
        ctx,
        {
          kind: 'work-inquiry',
          fromName: inquiry.fromName,
          fromEmail: inquiry.fromEmail,
          phone: inquiry.phone,
          fields: { message: inquiry.message.text, work: work.titleEs, artist: work.artist.fullName },
          workId: work.id,
          galleryId: work.gallery?.id ?? null,
          submissionId: submissionIdOf(args.submissionId),
        },
        (row) => workInquiryMails(row, work, inquiry, ctx.mailTexts, ctx.config, ctx.site),
        thanks,
      );
    },

    galleryContact: async (_parent, args, ctx) => {
      const thanks = 'galleryContact.thanks';
      const trap = honeypot(ctx, 'gallery-contact', args.website, thanks);
      if (trap) return trap;
      const checked = checkSenderMessage(args);
      if (!checked.ok) return refused(ctx, checked.code, checked.params);
      const gallery = await findFormGallery(ctx.db, args.gallerySlug);
      if (!gallery) return refused(ctx, 'galleryContactNotFound');
      const limited = await overLimit(ctx, 'gallery-contact');
      if (limited) return limited;
      const contact = checked.value;
      return receive(
        ctx,
        {
          kind: 'gallery-contact',
          fromName: contact.fromName,
          fromEmail: contact.fromEmail,
          phone: contact.phone,
          fields: { message: contact.message.text, gallery: gallery.comercialName },
          galleryId: gallery.id,
          submissionId: submissionIdOf(args.submissionId),
        },
        (row) => galleryContactMails(row, gallery, contact, ctx.mailTexts, ctx.config, ctx.site),
        thanks,
      );
    },

    collaborate: async (_parent, args, ctx) => {
      const thanks = 'collaborate.thanks';
      const trap = honeypot(ctx, 'collaborate', args.website, thanks);
      if (trap) return trap;
      const checked = checkCollaborate(args);
      if (!checked.ok) return refused(ctx, checked.code, checked.params);
      const limited = await overLimit(ctx, 'collaborate');
      if (limited) return limited;
      const offer = checked.value;
      return receive(
        ctx,
        {
          kind: 'collaborate',
          fromName: offer.fromName,
          fromEmail: offer.fromEmail,
          phone: offer.phone,
          fields: { company: offer.company, interest: offer.interest, message: offer.message.text },
          submissionId: submissionIdOf(args.submissionId),
        },
        (row) => collaborateMails(row, offer, ctx.mailTexts, ctx.config),
        thanks,
      );
    },

    pressAccreditation: async (_parent, args, ctx) => {
      const thanks = 'pressAccreditation.thanks';
      const trap = honeypot(ctx, 'press-accreditation', args.website, thanks);
      if (trap) return trap;
      const checked = checkPressAccreditation(args);
      if (!checked.ok) return refused(ctx, checked.code, checked.params);
      const limited = await overLimit(ctx, 'press-accreditation');
      if (limited) return limited;
      const request = checked.value;
      return receive(
        ctx,
        {
          kind: 'press-accreditation',
          fromName: request.fromName,
          fromEmail: request.fromEmail,
          phone: request.phone,
          fields: { media: request.media, type: request.type },
          submissionId: submissionIdOf(args.submissionId),
        },
        (row) => pressAccreditationMails(row, request, ctx.mailTexts, ctx.config),
        thanks,
      );
    },

    subscribeNewsletter: async (_parent, args, ctx) => {
      const thanks = 'newsletter.thanks';
      const trap = honeypot(ctx, 'newsletter', args.website, thanks);
      if (trap) return trap;
      const checked = checkInput(newsletterForm, args);
      if (!checked.ok) return refused(ctx, checked.code, checked.params);
      const { email, name } = checked.value;
      const limited = await overLimit(ctx, 'newsletter');
      if (limited) return limited;
      const mailIds = await subscribeNewsletter(
        ctx.db,
        { email, name, lang: ctx.lang },
        { texts: ctx.mailTexts, config: ctx.config, mailsPerAddress: ctx.rateLimits.newsletterMails },
      );
      await deliverNow(ctx, mailIds, 'newsletter subscription');
      return { ok: true, response: ctx.mailTexts.t(ctx.lang, thanks) };
    },

    confirmNewsletter: async (_parent, { token }, ctx) => {
      const outcome = await confirmNewsletter(ctx.db, token, ctx.config);
      if (!outcome.ok) return refused(ctx, outcome.code);
      return { ok: true, response: ctx.mailTexts.t(ctx.lang, 'newsletter.confirmed') };
    },

    unsubscribeNewsletter: async (_parent, { token }, ctx) => {
      const outcome = await unsubscribeNewsletter(ctx.db, token, ctx.config);
      if (!outcome.ok) return refused(ctx, outcome.code);
      return { ok: true, response: ctx.mailTexts.t(ctx.lang, 'newsletter.unsubscribed') };
    },
  },
};
