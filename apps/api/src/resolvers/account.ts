import { checkPassword } from '@art/auth';
import type { UserRow } from '@art/db';
import { loginForm, resetPasswordForm } from '@art/model';
import type { GraphQLContext } from '../context';
import { errorMessage, type ErrorCode } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import {
  LOGIN_THROTTLE,
  REMEMBER_PASSWORD_RATE_LIMIT,
  checkEmail,
  checkSignUp,
  createAccount,
  findUserByEmail,
  passwordProblem,
} from '../services/account';
import { checkInput } from '../services/form-input';
import { loginThrottleKey } from '../services/login-throttle';
import {
  PASSWORD_RESET_VALIDITY_MS,
  completePasswordReset,
  createPasswordReset,
  findPasswordReset,
  passwordResetMail,
} from '../services/password-resets';
import { clearedSessionCookie, sessionCookie } from '../services/session-cookie';
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

/** `OK: true` with a new session: its token (also set as the cookie) and the user. */
const loggedIn = (token: string, user: UserRow) => ({ OK: true, error: null, token, me: user });

/**
 * The account calls: `me`, `signUp`, `login`, `logout`, `rememberPassword`, `resetPassword`.
 *
 * - Bad input answers `OK: false` with the translated reason in `error` (§8: the sites raise it), never a GraphQL
 *   error, and changes nothing; every check runs before anything is read or written (see `services/account.ts`).
 * - Sessions: a new one (a new random token) at every sign-up, login and reset; its token is answered and set as the
 *   HttpOnly cookie `o_token` (`services/session-cookie.ts`): long-lived after sign-up and a remembered login,
 *   session-only otherwise. `me` and everything about the user read `ctx.user`, found from the request's token.
 * - Login answers one message for an unknown e-mail and a wrong password, and verifies a password either way, so
 *   neither the text nor the time tells whether an account exists. 10 failures for one account from one address in
 *   15 minutes refuse that pair for 15 minutes (`services/login-throttle.ts`), counted per call: aliases and batched
 *   operations each count.
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
      if (!ctx.rateLimits.signUp.take(ctx.clientIp)) {
        return refused(ctx, 'signUpTooMany', { limit: ctx.config.signUpsPerHour });
      }
      // Sign-up says that an address has an account: that is what a visitor signing up needs to know.
      if (await findUserByEmail(ctx.db, checked.account.email)) return refused(ctx, 'accountEmailTaken');
      const passwordHash = await ctx.passwords.hash(checked.password);
      const created = await createAccount(ctx.db, checked.account, passwordHash);
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

      const key = loginThrottleKey(ctx.clientIp, email);
      if (!ctx.loginThrottle.attempt(key))
        return refused(ctx, 'loginLocked', { minutes: LOGIN_THROTTLE.lockMs / 60_000 });
      const user = await findUserByEmail(ctx.db, email);
      // Verifies against a stand-in hash without an account, so both failures take the same time.
      const valid = await ctx.passwords.verify(args.password, user?.passwordHash);
      if (!valid || !user) return refused(ctx, 'loginFailed');
      ctx.loginThrottle.succeed(key);

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
      if (!ctx.rateLimits.rememberPassword.take(ctx.clientIp)) {
        const params = {
          limit: REMEMBER_PASSWORD_RATE_LIMIT.limit,
          minutes: REMEMBER_PASSWORD_RATE_LIMIT.windowMs / 60_000,
        };
        return { OK: false, error: errorMessage(ctx.lang, 'rememberPasswordTooMany', params) };
      }
      const user = await findUserByEmail(ctx.db, email.email);
      if (user && ctx.rateLimits.resetMailsPerAccount.take(user.email.toLowerCase())) {
        const token = await createPasswordReset(ctx.db, user.id);
        try {
          await ctx.mailer.send(passwordResetMail(user, token, ctx.lang, ctx.mailTexts, ctx.config));
        } catch (error) {
          // The answer stays the same: a different one would tell that the account exists.
          ctx.log.error(`the password reset e-mail of user ${user.id} could not be sent: ${describeError(error)}`);
        }
      }
      return { OK: true, error: null };
    },

    resetPassword: async (_parent, args, ctx) => {
      const found = await findPasswordReset(ctx.db, args.token);
      if (found.state === 'invalid' || found.state === 'used') return refused(ctx, 'resetLinkInvalid');
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

      const passwordHash = await ctx.passwords.hash(args.password);
      const done = await completePasswordReset(ctx.db, found.reset.id, passwordHash);
      if (!done) return refused(ctx, 'resetLinkInvalid');
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
