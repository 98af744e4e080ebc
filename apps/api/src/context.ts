/**
 * The composition's part of the request's context: the session of the request's token (accounts), the current edition
 * (catalogue) and the server's services, put together into `@art/api-core`'s `GraphQLContext`.
 */
import type { Database } from '@art/db';
import {
  clientKey,
  languageOf,
  requestToken,
  siteOf,
  type ApiConfig,
  type GraphQLContext,
  type RequestInfo,
  type ServerServices,
} from '@art/api-core';
import { findSession } from '@art/api-accounts';
import { withCurrentCatalog } from '@art/api-catalogue';

/** The context of one GraphQL request (one operation of a batch), with the session of its token looked up. */
export async function createContext(
  db: Database,
  config: ApiConfig,
  services: ServerServices,
  request: RequestInfo,
): Promise<GraphQLContext> {
  const current = await findSession(db, requestToken(request));
  // What the per-address limits count by: the address, or its /64 for IPv6 (`clientKey`).
  const client = clientKey(request.clientIp);
  return {
    ...services,
    db,
    // The current edition as the database flags it (`setCurrentCatalog` of the back office switches it).
    config: await withCurrentCatalog(db, config),
    lang: languageOf(request.acceptLanguage),
    clientIp: client,
    passwords: services.passwordBudget.forRequest(request.responseCookies, { client, log: services.log }),
    site: siteOf(request.origin, config),
    user: current?.user ?? null,
    session: current?.session ?? null,
    setCookie: (cookie) => {
      request.responseCookies.push(cookie);
    },
    noStore: () => request.noStore?.(),
  };
}
