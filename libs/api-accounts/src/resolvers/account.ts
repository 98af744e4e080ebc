import { checkPassword } from '@art/auth';
import type { UserRow } from '@art/db';
import { loginForm, resetPasswordForm } from '@art/model';
import {
  type PasswordRefusal,
  securityEvent,
  clearedSessionCookie,
  sessionCookie,
  errorMessage,
  type ErrorCode,
  type GraphQLContext,
  checkInput,
} from '@art/api-core';
import type { Resolvers } from '../generated/resolvers-types';
import {
  REMEMBER_PASSWORD_RATE_LIMIT,
  checkEmail,
  checkSignUp,
  createAccount,
  findUserByEmail,
  passwordProblem,
} from '../services/account';
import {
  PASSWORD_RESET_VALIDITY_MS,
  completePasswordReset,
  createPasswordReset,
  findPasswordReset,
  passwordResetMail,
} from '../services/password-resets';
import { deleteEndedSessions, endSession, openSession } from '../services/sessions';

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Params = Record<string, string | number>;

/** `OK: false` with the translated reason; no token, no user. */
const refused = (ctx: GraphQLContext, code: ErrorCode, params?: Params) => ({
  OK: false,
  error: errorMessage(ctx.lang, code, params),
  token: null,
  me: null,
});

/** A password call refused by the budget (`ctx.passwords`), answered like any other refusal. */
const refusedBy = (ctx: GraphQLContext, refusal: PasswordRefusal) => refused(ctx, refusal.code, refusal.params);

/** `OK: true` with a new session: its token (also set as the cookie) and the user. */
const loggedIn = (token: string, user: UserRow) => ({ OK: true, error: null, token, me: user });

/**
 * The account calls: `me`, `signUp`, `login`, `logout`, `rememberPassword`, `resetPassword`.
 *
 * - Bad input answers `OK: false` with the translated reason in `error` (§8: the sites raise it), never a GraphQL
 *   error, and changes nothing; every check runs before anything is read or written (see `../services/account.ts`).
 * - Sessions: a new one (a new random token) at every sign-up, login and reset; its token is answered and set as the
 *   HttpOnly cookie `o_token` (`libs/api-core/src/session-cookie.ts`): long-lived after sign-up and a remembered login,
 *   session-only otherwise. `me` and everything about the user read `ctx.user`, found from the request's token.
 * - Login answers one message for an unknown e-mail and a wrong password, and verifies a password either way, so
 *   neither the text nor the time tells whether an account exists.
 * - Every password checked or hashed (login, sign-up, reset) goes through `ctx.passwords`, the password budget
 *   (`libs/api-core/src/password-budget.ts`): a few per request (aliases and batched operations together) and per client
 *   address a minute; 10 failures for one account from one address, or 20 from any, in 15 minutes lock it for 15
 *   minutes; a bounded number at once in the process. Beyond any of them the call answers `OK: false` with the
 *   translated reason, having computed nothing.
 * - Failed logins, locks, refusals and resets are logged as security events (`libs/api-core/src/security-events.ts`).
 * - The reset request answers the same whether or not an account exists; the e-mail goes only to an account, in the
 *   request's language (the page it was asked from), linking to that language's reset page.
 */
export const accountResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.user,
  },
  Mutation: {
    signUp: async (_parent, args, ctx) => {
      const checked = checkSignUp(args.user, args.lang);
      if (!checked.ok) return refused(ctx, checked.code, checked.params);
      // Counted once the input is right, before anything is hashed or stored.
      if (!(await ctx.rateLimits.signUp.take(ctx.clientIp))) {
        return refused(ctx, 'signUpTooMany', { limit: ctx.config.signUpsPerHour });
      }
      // Sign-up says that an address has an account: that is what a visitor signing up needs to know.
      if (await findUserByEmail(ctx.db, checked.account.email)) return refused(ctx, 'accountEmailTaken');
      const hashed = await ctx.passwords.hash('signUp', checked.password);
      if (!hashed.ok) return refusedBy(ctx, hashed);
      const created = await createAccount(ctx.db, checked.account, hashed.value);
      if (created === 'emailTaken') return refused(ctx, 'accountEmailTaken');
      // The cookie of the request's previous session (another account) is replaced: that session ends too.
      if (ctx.session) await endSession(ctx.db, ctx.session.id);
      ctx.setCookie(sessionCookie(created.token, { longLived: true }, ctx.config));
      return loggedIn(created.token, created.user);
    },

    login: async (_parent, args, ctx) => {
      const checked = checkInput(loginForm, { email: args.email, password: args.password });
      if (!checked.ok) return refused(ctx, checked.code, checked.params);
      const { email } = checked.value;
      // No account can have a password over the policy's length: refused without hashing a megabyte.
      if (checkPassword(args.password) === 'tooLong') return refused(ctx, 'loginFailed');

      const user = await findUserByEmail(ctx.db, email);
      // Verifies against a stand-in hash without an account, so both failures take the same time.
      const checkedPassword = await ctx.passwords.verify(
        { email, operation: 'login' },
        args.password,
        user?.passwordHash,
      );
      if (!checkedPassword.ok) return refusedBy(ctx, checkedPassword);
      // A disabled account (`users.disabled_at`) gets the answer of a wrong password: nothing tells it exists.
      if (!checkedPassword.value || !user || user.disabledAt) return refused(ctx, 'loginFailed');

      // The request's previous session (this browser's) is replaced, not kept beside the new one.
      if (ctx.session) await endSession(ctx.db, ctx.session.id);
      await deleteEndedSessions(ctx.db, user.id);
      const remember = args.remember === true;
      const { token } = await openSession(ctx.db, user.id, { remember });
      ctx.setCookie(sessionCookie(token, { longLived: remember }, ctx.config));
      return loggedIn(token, user);
    },

    logout: async (_parent, _args, ctx) => {
      if (ctx.session) await endSession(ctx.db, ctx.session.id);
      ctx.setCookie(clearedSessionCookie(ctx.config));
      return { OK: true, error: null };
    },

    rememberPassword: async (_parent, args, ctx) => {
      const email = checkEmail(args.email);
      if (!email.ok) return { OK: false, error: errorMessage(ctx.lang, email.code, email.params) };
      if (!(await ctx.rateLimits.rememberPassword.take(ctx.clientIp))) {
        const params = {
          limit: REMEMBER_PASSWORD_RATE_LIMIT.limit,
          minutes: REMEMBER_PASSWORD_RATE_LIMIT.windowMs / 60_000,
        };
        return { OK: false, error: errorMessage(ctx.lang, 'rememberPasswordTooMany', params) };
      }
      const user = await findUserByEmail(ctx.db, email.email);
      let mailed = false;
      // A disabled account is sent nothing (the answer is the same): a reset does not enable it.
      if (user && !user.disabledAt && (await ctx.rateLimits.resetMailsPerAccount.take(user.email.toLowerCase()))) {
        const token = await createPasswordReset(ctx.db, user.id);
        try {
          await ctx.mailer.send(passwordResetMail(user, token, ctx.lang, ctx.mailTexts, ctx.config));
          mailed = true;
        } catch (error) {
          // The answer stays the same: a different one would tell that the account exists.
          ctx.log.error(`the password reset e-mail of user ${user.id} could not be sent: ${describeError(error)}`);
        }
      }
      securityEvent(ctx.log, 'security.password_reset_requested', {
        email: email.email,
        client: ctx.clientIp,
        userId: user?.id ?? null,
        mailed,
      });
      return { OK: true, error: null };
    },

    resetPassword: async (_parent, args, ctx) => {
      const found = await findPasswordReset(ctx.db, args.token);
      // A link of an account disabled since it was sent reads as invalid: a reset neither enables it nor signs it in.
      if (found.state === 'invalid' || found.state === 'used' || found.user.disabledAt) {
        return refused(ctx, 'resetLinkInvalid');
      }
      if (found.state === 'expired')
        return refused(ctx, 'resetLinkExpired', { hours: PASSWORD_RESET_VALIDITY_MS / 3_600_000 });
      const checked = checkInput(resetPasswordForm, { password: args.password });
      if (!checked.ok) return refused(ctx, checked.code, checked.params);
      // The policy of `@art/auth` beyond the schema: not one of the most common, not like the account's e-mail.
      const problem = checkPassword(args.password, { email: found.user.email });
      if (problem) {
        const { code, params } = passwordProblem(problem);
        return refused(ctx, code, params);
      }

      const hashed = await ctx.passwords.hash('resetPassword', args.password);
      if (!hashed.ok) return refusedBy(ctx, hashed);
      const done = await completePasswordReset(ctx.db, found.reset.id, hashed.value);
      if (!done) return refused(ctx, 'resetLinkInvalid');
      // The link proved the mailbox: failures and locks of the account end with its old password.
      await ctx.passwords.forgive(done.user.email);
      securityEvent(ctx.log, 'security.password_reset_done', { userId: done.user.id, client: ctx.clientIp });
      // The account's sessions have all ended; a session of another account this request carried is replaced.
      if (ctx.session && ctx.session.userId !== done.user.id) await endSession(ctx.db, ctx.session.id);
      ctx.setCookie(sessionCookie(done.token, { longLived: false }, ctx.config));
      return loggedIn(done.token, done.user);
    },
  },
  Me: {
    fullName: (user) => `${user.name} ${user.surname}`.trim(),
  },
};
