/**
 * The version of the public content (decision 024): a value that changes whenever something any visitor's page shows
 * may have changed through this API, so the sites key the pages they keep by it and stop serving a page from before
 * the change (`libs/ssr/src/page-cache.ts`). It is not a record of what changed: any such change makes every kept page
 * old, which is right for a cache whose pages live 30 seconds anyway.
 *
 * Bumped by every GraphQL mutation except those that change only their caller's own state or nothing any page shows
 * ({@link PRIVATE_MUTATIONS}; a new mutation bumps until it is listed there), and by the payment notification (a work
 * sold). What changes with time alone, a hold on a work passing, is not an event: the pages' lifetime bounds it.
 *
 * With `REDIS_URL` the version is a counter in Redis (`{REDIS_PREFIX}content-version`), shared by every API process;
 * without it (or while Redis is away) this process's own, which begins anew with each start (a seed or migration run
 * before the start is new content too).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import { closeClient, firstConnection, sharedStateClient } from '@art/redis';
import { executedOperation } from './graphql-operation';
import type { LimitStoreLog } from './rate-limit-store';

/** Where the sites read the version (`GET`, JSON `{ "version": "…" }`, never cached). */
export const CONTENT_VERSION_PATH = '/api/content-version';

/**
 * Mutations that change nothing another visitor's page shows: sessions, forms and messages, carts, addresses, saved
 * works, followed artists and artist tags (shown only to their owner), newsletter, invitations and tickets.
 * Collections (public collection pages), the profile (an owner's name on them), the account's deletion, orders and
 * payments (works held and sold) are not here: they bump.
 */
export const PRIVATE_MUTATIONS: ReadonlySet<string> = new Set([
  'signUp',
  'login',
  'logout',
  'rememberPassword',
  'resetPassword',
  'contact',
  'workInquiry',
  'galleryContact',
  'collaborate',
  'pressAccreditation',
  'subscribeNewsletter',
  'confirmNewsletter',
  'unsubscribeNewsletter',
  'addWorkToCart',
  'removeWorkFromCart',
  'removeWork',
  'setCart',
  'addAddress',
  'removeAddress',
  'addArtistTag',
  'addNewArtistTag',
  'addFavouriteWork',
  'removeFavouriteWork',
  'followArtist',
  'unfollowArtist',
  'redeemInvitation',
  'validateTicket',
]);

/** The version of the public content: read by the sites, bumped after a change. Never throws. */
export interface ContentVersion {
  current(): Promise<string>;
  bump(): Promise<void>;
  close(): Promise<void>;
}

/** This process's own version: a random start (new at each start) and a counter. */
export function memoryContentVersion(): ContentVersion {
  const start = randomBytes(4).toString('hex');
  let count = 0;
  return {
    current: () => Promise.resolve(`${start}.${count}`),
    bump: () => {
      count += 1;
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/**
 * The version shared through Redis, with this process's own as its insurance: while Redis does not answer, the
 * version is the local one (bumped too), so a change made meanwhile still changes the version this process gives.
 */
export async function redisContentVersion({
  url,
  prefix,
  log,
}: {
  url: string;
  prefix: string;
  log: LimitStoreLog;
}): Promise<ContentVersion> {
  const local = memoryContentVersion();
  const key = `${prefix}content-version`;
  const client = sharedStateClient(url, `${prefix}content-version`);
  // The limit store says when Redis goes away and comes back; here only what the version does meanwhile.
  let said = false;
  client.on('error', () => {
    if (said) return;
    said = true;
    log.warn(`Redis unreachable: the content version is this process's own until it is back`);
  });
  client.on('ready', () => {
    said = false;
  });
  await firstConnection(client);
  return {
    async current() {
      try {
        if (client.status !== 'ready') throw new Error('not connected');
        return `r${(await client.get(key)) ?? '0'}`;
      } catch {
        return `m${await local.current()}`;
      }
    },
    async bump() {
      await local.bump();
      if (client.status !== 'ready') return;
      await client.incr(key).then(
        () => undefined,
        () => undefined,
      );
    },
    close: () => closeClient(client),
  };
}

/**
 * Yoga's plugin that bumps the version once a mutation that may change public content has run (whatever its outcome:
 * a refused change bumps for nothing, which costs the sites a render, never a stale page).
 */
export function contentVersionPlugin(version: ContentVersion): Plugin {
  return {
    onExecute({ args }) {
      const operation = executedOperation(args.document, args.operationName);
      if (operation?.kind !== 'mutation' || operation.rootFields.every((name) => PRIVATE_MUTATIONS.has(name))) return;
      return { onExecuteDone: () => version.bump() };
    },
  };
}

/**
 * `GET /api/content-version`, and the bump after each request of a route that changes public content outside GraphQL
 * (`paths`: the payment notification), once the route has done its work.
 */
export function registerContentVersion(app: FastifyInstance, version: ContentVersion, paths: readonly string[]): void {
  const changing = new Set(paths);
  app.get(CONTENT_VERSION_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { version: await version.current() };
  });
  // Before the answer leaves, so whoever learns of the change from it reads the new version.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'POST' && changing.has(request.routeOptions.url ?? '')) await version.bump();
    return payload;
  });
}
