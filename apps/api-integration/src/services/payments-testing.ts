/**
 * Test helpers of the payments: an API whose payment sandbox notifies it in process, buyers with sessions, orders
 * placed through `createOrder`, and notifications signed as Redsys signs them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { artists, orderItems, orders, users, works, type Database } from '@art/db';
import type { Language } from '@art/model';
import { seedDatabase } from '@art/seed';
import {
  buildServer,
  createTestDatabase,
  testConfig,
  readOutbox,
  encodeMerchantParameters,
  signParameters,
  openSession,
  heldByOther,
  BUYABLE,
  type GraphQLBody,
  type TestApi,
  type TestBackend,
  type TestRequestOptions,
  type MerchantParameters,
} from '@art/api/testing';

/** A notification the sandbox sent, and what the API answered it. */
export interface SentNotification {
  url: string;
  form: URLSearchParams;
  status: number;
}

export interface PaymentsTestApi extends TestApi {
  /** Every notification the sandbox has POSTed, oldest first. */
  notifications: SentNotification[];
  /** When set, the sandbox's notifications are lost on the way (the API never receives them). */
  dropNotifications: boolean;
}

/**
 * An API over the `test` seed whose sandbox delivers notifications to its own notification route in process (as
 * `createSeededTestApi`, plus the notifier `buildServer` takes, which `createTestApi` does not pass on).
 */
export async function createPaymentsTestApi(
  backend: TestBackend,
  options: { logger?: FastifyBaseLogger } = {},
): Promise<PaymentsTestApi> {
  const database = await createTestDatabase(backend);
  await seedDatabase(database.db, { size: 'test', images: false });
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'api-outbox-'));
  const config = testConfig({ outboxDir });
  const notifications: SentNotification[] = [];
  const state = { dropNotifications: false };
  const app = await buildServer({
    config,
    database,
    logger: options.logger,
    paymentNotifier: async (url, form) => {
      if (state.dropNotifications) {
        notifications.push({ url, form, status: 0 });
        throw new Error('connect ECONNREFUSED (dropped by the test)');
      }
      const response = await app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      notifications.push({ url, form, status: response.statusCode });
      return response.statusCode;
    },
  });
  const post = (query: string, variables: Record<string, unknown> | undefined, opts: TestRequestOptions | undefined) =>
    app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...opts?.headers, 'content-type': 'application/json', 'accept-language': opts?.lang ?? 'es' },
      payload: { query, variables },
    });
  const api: PaymentsTestApi = {
    app,
    database,
    config,
    notifications,
    get dropNotifications() {
      return state.dropNotifications;
    },
    set dropNotifications(value: boolean) {
      state.dropNotifications = value;
    },
    async graphql<T>(query: string, variables?: Record<string, unknown>, opts?: TestRequestOptions) {
      return (await post(query, variables, opts)).json<GraphQLBody<T>>();
    },
    async graphqlResponse<T>(query: string, variables?: Record<string, unknown>, opts?: TestRequestOptions) {
      const response = await post(query, variables, opts);
      const setCookie = response.headers['set-cookie'];
      return {
        status: response.statusCode,
        headers: response.headers,
        setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
        body: response.json<GraphQLBody<T>>(),
      };
    },
    outbox: () => readOutbox(config.outboxDir),
    async close() {
      await app.close();
      await database.dispose();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
  return api;
}

/** A buyer: an account with a live session (its `Authorization` header). */
export interface TestBuyer {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** A new account with a session. */
export async function createBuyer(db: Database, lang: Language = 'es'): Promise<TestBuyer> {
  const email = `buyer-${randomBytes(5).toString('hex')}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'not-a-hash', name: 'Ana', surname: 'Compradora', lang })
    .returning();
  if (!user) throw new Error('The buyer was not stored.');
  const { token } = await openSession(db, user.id, { remember: false });
  return { id: user.id, email, headers: { authorization: `Bearer ${token}` } };
}

/** A buyable work nobody holds: id, title, artist and price. */
export interface TestWork {
  id: number;
  title: string;
  artist: string;
  priceCents: number;
}

/** `count` buyable works nobody holds, never the same twice in a test run (each call takes the next ones). */
export async function freeWorks(db: Database, count: number): Promise<TestWork[]> {
  const rows = await db
    .select({ id: works.id, title: works.titleEs, artist: artists.fullName, priceCents: works.priceCents })
    .from(works)
    .innerJoin(artists, eq(artists.id, works.artistId))
    .where(
      and(
        BUYABLE,
        sql`not ${heldByOther()}`,
        sql`not exists (select 1 from ${orderItems} where ${orderItems.workId} = ${works.id})`,
      ),
    )
    .orderBy(asc(works.id))
    .limit(count);
  if (rows.length < count) throw new Error(`Only ${rows.length} free buyable works; the test needs ${count}.`);
  return rows.map((row) => ({ ...row, priceCents: row.priceCents ?? 0 }));
}

/** The shipping address of the test orders: `&` and quotes, which the e-mails must escape. */
export const TEST_ADDRESS = {
  name: 'Ana',
  surname: "O'Brien",
  phone: '+34 600 000 000',
  route: 'Calle Ríos & Hijos 1',
  floor: '2º B',
  postalCode: '28014',
  locality: 'Madrid',
  province: 'Madrid',
  countryCode: 'ES',
};

const ADD_TO_CART = `mutation Add($workId: ID!, $price: Float!, $lang: String) {
  addWorkToCart(workId: $workId, price: $price, units: 1, lang: $lang) { OK error }
}`;
const CREATE_ORDER = 'mutation Create($order: OrderInput!) { createOrder(order: $order) { OK error field orderCode } }';

async function addToCart(api: TestApi, buyer: TestBuyer, work: TestWork, lang: Language): Promise<void> {
  const body = await api.graphql<{ addWorkToCart: { OK: boolean; error: string | null } }>(
    ADD_TO_CART,
    { workId: String(work.id), price: work.priceCents / 100, lang },
    { lang, headers: buyer.headers },
  );
  if (!body.data?.addWorkToCart.OK) throw new Error(`addWorkToCart refused: ${JSON.stringify(body)}`);
}

/**
 * An order of `buyer` for `workList` through the shop's own calls (`addWorkToCart`, `createOrder`): pending, its
 * works held. `extraInCart` are added to the cart afterwards, as a buyer who goes on shopping does. Answers the
 * order's code and id.
 */
export async function placeTestOrder(
  api: TestApi,
  buyer: TestBuyer,
  workList: readonly TestWork[],
  options: { lang?: Language; extraInCart?: readonly TestWork[] } = {},
): Promise<{ id: number; orderCode: string }> {
  const lang = options.lang ?? 'es';
  for (const work of workList) await addToCart(api, buyer, work, lang);
  const body = await api.graphql<{ createOrder: { OK: boolean; error: string | null; orderCode: string | null } }>(
    CREATE_ORDER,
    { order: { shippingAddress: TEST_ADDRESS, acceptTerms: true, lang } },
    { lang, headers: buyer.headers },
  );
  const orderCode = body.data?.createOrder.orderCode;
  if (!body.data?.createOrder.OK || !orderCode) throw new Error(`createOrder refused: ${JSON.stringify(body)}`);
  for (const work of options.extraInCart ?? []) await addToCart(api, buyer, work, lang);
  const [order] = await api.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, orderCode));
  if (!order) throw new Error(`order ${orderCode} not stored`);
  return { id: order.id, orderCode };
}

/** A notification signed with `key` for `order`, as Redsys POSTs it (the signature in base64url). */
export function signedNotification(key: string, fields: MerchantParameters): URLSearchParams {
  const paramsB64 = encodeMerchantParameters(fields);
  const order = fields['Ds_Order'] ?? '';
  return new URLSearchParams({
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: paramsB64,
    Ds_Signature: signParameters(key, order, paramsB64).replace(/\+/g, '-').replace(/\//g, '_'),
  });
}

/** The fields of a paid notification of an attempt (change any of them with `overrides`). */
export function paidFields(
  attempt: { redsysOrder: string; amountCents: number },
  overrides: MerchantParameters = {},
): MerchantParameters {
  return {
    Ds_Date: '26%2F11%2F2026',
    Ds_Hour: '10%3A05',
    Ds_SecurePayment: '1',
    Ds_Card_Country: '724',
    Ds_Amount: String(attempt.amountCents),
    Ds_Currency: '978',
    Ds_Order: attempt.redsysOrder,
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '1',
    Ds_Response: '0000',
    Ds_MerchantData: '',
    Ds_TransactionType: '0',
    Ds_ConsumerLanguage: '1',
    Ds_AuthorisationCode: '123456',
    ...overrides,
  };
}
