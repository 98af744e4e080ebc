import { LANGUAGES, type Language } from '@art/model';
import { errorMessage } from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import { startPayment } from '../services/payments';

/** `lang` when it names a language of the site, else the request's. */
const languageArg = (lang: string | null | undefined, fallback: Language): Language =>
  (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : fallback;

/**
 * Card payments of orders (`startPayment`): the caller's order only (another user's code answers as an unknown
 * one); the form answered is what the browser POSTs to the provider. Refusals answer `OK: false` with the
 * translated reason and change nothing.
 */
export const paymentsResolvers: Resolvers = {
  Mutation: {
    startPayment: async (_parent, args, ctx) => {
      const lang = languageArg(args.lang, ctx.lang);
      if (!ctx.user) return { OK: false, error: errorMessage(lang, 'loginRequired'), form: null };
      const outcome = await startPayment(ctx, ctx.user.id, args.orderCode, lang);
      if (!outcome.ok) return { OK: false, error: errorMessage(lang, outcome.code, outcome.params), form: null };
      return { OK: true, error: null, form: outcome.form };
    },
  },
};
