/**
 * The checkout's figures on the benchmark database: `createOrder` through HTTP (each buyer a new account with one
 * unique work in the cart, so every order takes its hold), and the server render of the cart's first step for a
 * logged-in buyer. What the run creates (accounts, carts, orders, holds) is removed afterwards, so the database can
 * be reused.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { MARKET_CATALOG_PREFIX } from '@art/model';
import { apiGraphQL, type ApiGraphQL } from '@art/server-util';
import { summarize, type Summary } from './stats';

interface Call {
  data?: Record<string, unknown>;
}

/** A logged-in buyer: the session cookie and the work in their cart. */
interface Buyer {
  cookie: string;
  workId: string;
}

const SIGN_UP = `mutation SignUp($user: SignUpInput!) { signUp(user: $user, lang: "es") { OK error token } }`;
const ADD = `mutation Add($workId: ID!, $price: Float!) { addWorkToCart(workId: $workId, price: $price, units: 1, lang: "es") { OK error } }`;
const CREATE = `mutation Create($order: OrderInput!) { createOrder(order: $order) { OK error orderCode } }`;
const BUYABLE = `query Buyable($first: Int!, $after: String) {
  works(filter: { catalogPrefix: "${MARKET_CATALOG_PREFIX}", buyable: true }, sort: NEWEST, first: $first, after: $after) {
    pageInfo { endCursor }
    nodes { id price }
  }
}`;

const ADDRESS = {
  name: 'Ana',
  surname: 'Bench',
  phone: '+34 600 000 000',
  route: 'Calle de Alcalá 1',
  postalCode: '28014',
  locality: 'Madrid',
  province: 'Madrid',
  countryCode: 'ES',
};

/** The benchmark accounts' e-mails: `bench-{run}-{n}@bench.artfair.test`. */
const BENCH_EMAILS = 'bench-%@bench.artfair.test';

export class CheckoutBench {
  private readonly api: ApiGraphQL;

  constructor(
    apiPort: number,
    private readonly databaseUrl: string,
  ) {
    this.api = apiGraphQL(`http://127.0.0.1:${apiPort}`, { lang: 'es' });
  }

  private async call(
    query: string,
    variables: Record<string, unknown>,
    cookie?: string,
  ): Promise<{ body: Call; setCookie: string | null }> {
    const answer = await this.api.answer<Record<string, unknown>>(query, variables, cookie ? { cookie } : {});
    if (answer.errors.length) throw new Error(answer.errors.map((e) => e.message).join('; '));
    return { body: { data: answer.data ?? undefined }, setCookie: answer.headers.get('set-cookie') };
  }

  /** `count` buyable works of the market, newest first. */
  private async buyableWorks(count: number): Promise<{ id: string; price: number }[]> {
    const found: { id: string; price: number }[] = [];
    let after: string | null = null;
    while (found.length < count) {
      const { body } = await this.call(BUYABLE, { first: 100, after });
      const page = body.data?.['works'] as {
        pageInfo: { endCursor: string | null };
        nodes: { id: string; price: number }[];
      };
      found.push(...page.nodes);
      after = page.pageInfo.endCursor;
      if (!after) break;
    }
    if (found.length < count) throw new Error(`Only ${found.length} buyable works; the benchmark needs ${count}`);
    return found.slice(0, count);
  }

  /** Signs `count` buyers up, each with a different buyable work in their cart. */
  async buyers(count: number): Promise<Buyer[]> {
    const works = await this.buyableWorks(count);
    const run = Date.now().toString(36);
    const buyers: Buyer[] = [];
    for (const [n, work] of works.entries()) {
      const user = {
        name: 'Bench',
        surname: `Buyer ${n}`,
        email: `bench-${run}-${n}@bench.artfair.test`,
        password: `Bench-${run}-Password!`,
        acceptTerms: true,
      };
      const { body, setCookie } = await this.call(SIGN_UP, { user });
      const result = body.data?.['signUp'] as { OK: boolean; error: string | null };
      if (!result.OK || !setCookie) throw new Error(`Sign-up refused: ${result.error}`);
      const cookie = setCookie.split(';')[0] as string;
      const added = (await this.call(ADD, { workId: work.id, price: work.price }, cookie)).body.data?.[
        'addWorkToCart'
      ] as { OK: boolean; error: string | null };
      if (!added.OK) throw new Error(`addWorkToCart refused: ${added.error}`);
      buyers.push({ cookie, workId: work.id });
    }
    return buyers;
  }

  /** Times one `createOrder` per buyer (each must succeed). */
  async timeCreateOrder(buyers: Buyer[]): Promise<Summary> {
    const samples: number[] = [];
    for (const buyer of buyers) {
      const t = performance.now();
      const { body } = await this.call(
        CREATE,
        { order: { shippingAddress: ADDRESS, acceptTerms: true, lang: 'es' } },
        buyer.cookie,
      );
      samples.push(performance.now() - t);
      const result = body.data?.['createOrder'] as { OK: boolean; error: string | null };
      if (!result.OK) throw new Error(`createOrder refused: ${result.error}`);
    }
    return summarize(`createOrder (${buyers.length} buyers, one unique work each)`, samples);
  }

  /** Removes what the runs created: the benchmark accounts (their carts go with them), their orders and the holds. */
  async cleanUp(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `UPDATE works SET reserved_order_id = NULL, reserved_until = NULL
          WHERE reserved_order_id IN (SELECT id FROM orders WHERE email LIKE $1)`,
        [BENCH_EMAILS],
      );
      await client.query('DELETE FROM orders WHERE email LIKE $1', [BENCH_EMAILS]);
      await client.query('DELETE FROM users WHERE email LIKE $1', [BENCH_EMAILS]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      await client.end();
    }
  }
}
