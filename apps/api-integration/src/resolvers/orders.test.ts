import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '@art/auth';
import { MAX_CART_ITEMS } from '@art/cart';
import {
  artists,
  cartItems,
  carts,
  coupons,
  orderItems,
  orders,
  shippingCosts,
  users,
  works,
  type Database,
} from '@art/db';
import { LANGUAGES, MARKET_CATALOG_PREFIX, type Language } from '@art/model';
import {
  casesFor,
  errorMessage,
  formatEuros,
  expireOrders,
  ORDER_CODE_PREFIX,
  prepareOrderForPayment,
  openSession,
  testBackends,
  type ErrorCode,
  type TestApi,
  type TestDatabase,
} from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

const CART_FIELDS =
  'items { id units unitPrice work { id slug title price buyable reserved } } creationDate updateDate lang eeList subtotal count';
const ADD = `mutation Add($workId: ID!, $price: Float!, $units: Int, $lang: String, $eeList: String) {
  addWorkToCart(workId: $workId, price: $price, units: $units, lang: $lang, eeList: $eeList) { OK error currentPrice cart { ${CART_FIELDS} } me { id } }
}`;
const REMOVE = `mutation Remove($workId: ID!, $units: Int, $lang: String) {
  removeWorkFromCart(workId: $workId, units: $units, lang: $lang) { OK error currentPrice cart { ${CART_FIELDS} } me { id } }
}`;
const REMOVE_ALIAS = `mutation RemoveAlias($workId: ID!, $units: Int) {
  removeWork(workId: $workId, units: $units) { OK error currentPrice cart { ${CART_FIELDS} } me { id } }
}`;
const SET_CART = `mutation SetCart($cart: CartInput!) { setCart(cart: $cart) { OK error currentPrice cart { ${CART_FIELDS} } me { id } } }`;
const CLEAR = `mutation Clear { clearCart { OK error currentPrice cart { count } me { id } } }`;
const ME_CART = `query MeCart { me { id cart { ${CART_FIELDS} } } }`;
const PREVIEW = `query Preview($cart: CartInput!) { cartPreview(cart: $cart) { ${CART_FIELDS} } }`;
const CREATE = `mutation Create($order: OrderInput!) { createOrder(order: $order) { OK error field orderCode } }`;
const ADDRESS_FIELDS =
  'name surname phone route floor postalCode locality province countryCode country aditionalInfo fiscalName fiscalDocument CACode fullAddress';
const ORDER_FIELDS = `id orderCode state works { id units unitPrice title artistName work { id } } subtotal transportAmount totalDiscount taxes
  totalAmount currency orderDate confirmDate holdUntil paymentMethod clientType observations payable
  shippingAddress { ${ADDRESS_FIELDS} } billingAddress { ${ADDRESS_FIELDS} }`;
const GET_ORDER = `query GetOrder($code: String!) { getOrder(orderCode: $code) { ${ORDER_FIELDS} } }`;
const GET_SPECIAL = `query GetSpecial($code: String!) {
  getSpecialOrder(orderCode: $code) { order { orderCode state totalAmount } client { id name surname phone } phone shippingAddress { country fullAddress } billingAddress { name } }
}`;
const MY_ORDERS = 'query MyOrders { me { orders { orderCode state } } }';
const COUPON = 'query Coupon($code: String!) { applyOrderCoupon(code: $code) { OK error amount } }';
const GET_WORK = 'query Work($slug: String!) { getWork(slug: $slug) { id buyable reserved } }';
const DELETE_ACCOUNT = 'mutation DeleteAccount($password: String) { deleteAccount(password: $password) { OK error } }';

interface CartNode {
  items: {
    id: string;
    units: number;
    unitPrice: number;
    work: { id: string; slug: string; title: string; price: number | null; buyable: boolean; reserved: boolean };
  }[];
  creationDate: string;
  updateDate: string;
  lang: string;
  eeList: string | null;
  subtotal: number;
  count: number;
}
interface CartResult {
  OK: boolean;
  error: string | null;
  currentPrice: number | null;
  cart: CartNode | null;
  me: { id: string } | null;
}
interface OrderResult {
  OK: boolean;
  error: string | null;
  field: string | null;
  orderCode: string | null;
}
interface AddressNode {
  name: string;
  phone: string;
  country: string;
  countryCode: string;
  fullAddress: string;
}
interface OrderNode {
  id: string;
  orderCode: string;
  state: string;
  works: {
    id: string;
    units: number;
    unitPrice: number;
    title: string;
    artistName: string;
    work: { id: string } | null;
  }[];
  subtotal: number;
  transportAmount: number;
  totalDiscount: number;
  taxes: number;
  totalAmount: number;
  currency: string;
  orderDate: string;
  confirmDate: string | null;
  holdUntil: string | null;
  paymentMethod: string;
  clientType: string;
  observations: string;
  payable: boolean;
  shippingAddress: AddressNode | null;
  billingAddress: AddressNode | null;
}

/** A buyer with a session. */
interface Buyer {
  id: string;
  email: string;
  token: string;
}

/** A work the tests made for themselves: Disponible, with a price, in the market. */
interface TestWork {
  id: string;
  slug: string;
  titleEs: string;
  titleEn: string;
  priceCents: number;
}

/** The works of these tests beside the seed's, by what each proves. */
const FIXED = {
  sold: { slug: 'pedido-vendida', workState: 'Vendida', priceCents: 1_000_00 },
  deactivated: { slug: 'pedido-retirada', workState: 'Desactivada', priceCents: 1_000_00 },
  unavailable: { slug: 'pedido-no-disponible', workState: 'No disponible', priceCents: 1_000_00 },
  onRequest: { slug: 'pedido-presupuesto', workState: 'Disponible (PRESUPUESTOS)', priceCents: 1_000_00 },
  priceless: { slug: 'pedido-sin-precio', workState: 'Disponible', priceCents: null },
  zero: { slug: 'pedido-precio-cero', workState: 'Disponible', priceCents: 0 },
} as const;

/** Codes of these tests beside the seed's. */
const CODES = {
  future: { code: 'PRUEBA-FUTURO', kind: 'percent', value: 10_00, validFrom: new Date('2099-01-01T00:00:00Z') },
  expired: { code: 'PRUEBA-CADUCADO', kind: 'percent', value: 10_00, validTo: new Date('2024-03-09T22:59:59Z') },
  spent: { code: 'PRUEBA-AGOTADO', kind: 'amount', value: 20_00, maxUses: 2, usedCount: 2 },
  twoUses: { code: 'PRUEBA-DOS', kind: 'amount', value: 20_00, maxUses: 2 },
  twenty: { code: 'PRUEBA20', kind: 'amount', value: 20_00 },
  raceUses: { code: 'PRUEBA-CARRERA', kind: 'percent', value: 5_00, maxUses: 3 },
} as const;

/** A country with no shipping costs (the shop does not ship there). */
const NOT_SHIPPED = 'VA';
const POOL_SIZE = 150;

async function addFixtures(database: TestDatabase): Promise<void> {
  const db = database.db;
  const [artist] = await db.select({ id: artists.id }).from(artists).orderBy(asc(artists.id)).limit(1);
  if (!artist) throw new Error('The seed has no artists');
  const base = { artistId: artist.id, widthCm: 40, heightCm: 50, discipline: 0, catalogs: [MARKET_CATALOG_PREFIX] };
  await db.insert(works).values(
    Array.from({ length: POOL_SIZE }, (_, i) => ({
      ...base,
      slug: `pedido-prueba-${i}`,
      titleEs: `Obra de prueba ${i}`,
      titleEn: `Test work ${i}`,
      workState: 'Disponible',
      priceCents: 150_00 + i * 100,
    })),
  );
  await db
    .insert(works)
    .values(
      Object.values(FIXED).map((w) => ({ ...base, ...w, titleEs: `Título ${w.slug}`, titleEn: `Title ${w.slug}` })),
    );
  await db.insert(coupons).values(Object.values(CODES));
  await db.delete(shippingCosts).where(eq(shippingCosts.countryCode, NOT_SHIPPED));
}

const ADDRESS = {
  name: 'Ana',
  surname: 'López Ruiz',
  phone: '+34 600 000 000',
  route: 'Calle de Alcalá 42',
  floor: '3º B',
  postalCode: '28014',
  locality: 'Madrid',
  province: 'Madrid',
  countryCode: 'ES',
};
const ORDER = { shippingAddress: ADDRESS, acceptTerms: true };

let people = 0;
let clients = 0;
/** A client address of its own, so one test's coupon tries never count against another's. */
const nextClient = () => `198.51.100.${++clients % 250}`;

describe.each(testBackends('engine'))('cart, orders and coupons on %s', (backend) => {
  // On both engines: adds to one cart arriving at once, buyers racing for a work or for a code's uses. The other
  // cases are the same SQL on either, run once.
  const once = casesFor(backend, 'any');
  let api: TestApi;
  let pool: TestWork[];
  let next = 0;
  const fixed: Record<keyof typeof FIXED, TestWork> = {} as Record<keyof typeof FIXED, TestWork>;

  beforeAll(async () => {
    api = await createSeededTestApi(backend, { extra: addFixtures });
    const rows = await db()
      .select({
        id: works.id,
        slug: works.slug,
        titleEs: works.titleEs,
        titleEn: works.titleEn,
        priceCents: works.priceCents,
      })
      .from(works)
      .where(sql`${works.slug} like 'pedido-%'`)
      .orderBy(asc(works.id));
    const all = rows.map((row) => ({ ...row, id: String(row.id), priceCents: row.priceCents ?? 0 }));
    pool = all.filter((w) => w.slug.startsWith('pedido-prueba-'));
    for (const [name, w] of Object.entries(FIXED)) {
      const found = all.find((row) => row.slug === w.slug);
      if (!found) throw new Error(`No ${w.slug}`);
      fixed[name as keyof typeof FIXED] = found;
    }
  });
  afterAll(() => api.close());

  const db = (): Database => api.database.db;
  /** A work no other test has used. */
  const fresh = (): TestWork => {
    const work = pool[next++];
    if (!work) throw new Error('The pool of test works is used up');
    return work;
  };
  const euros = (w: TestWork) => w.priceCents / 100;

  async function newBuyer(): Promise<Buyer> {
    const email = `comprador.${++people}@ejemplo.es`;
    const [row] = await db()
      .insert(users)
      .values({ email, passwordHash: 'not-a-hash', name: 'Comprador', surname: `Número ${people}` })
      .returning();
    if (!row) throw new Error('No user');
    return { id: row.id, email, token: (await openSession(db(), row.id, { remember: false })).token };
  }

  const headersOf = (buyer: Buyer | null, client?: string): Record<string, string> => ({
    ...(buyer ? { authorization: `Bearer ${buyer.token}` } : {}),
    ...(client ? { 'x-forwarded-for': client } : {}),
  });

  /** Runs an operation and answers its field, failing on GraphQL errors. */
  async function run<T>(
    name: string,
    query: string,
    variables: Record<string, unknown>,
    buyer: Buyer | null,
    lang: Language = 'es',
    client?: string,
  ): Promise<T> {
    const body = await api.graphql<Record<string, T>>(query, variables, { lang, headers: headersOf(buyer, client) });
    expect(body.errors).toBeUndefined();
    if (!body.data || !(name in body.data)) throw new Error(`No ${name} in ${JSON.stringify(body)}`);
    return body.data[name] as T;
  }

  const add = (
    buyer: Buyer | null,
    work: TestWork | string,
    price?: number,
    extra: Record<string, unknown> = {},
    lang: Language = 'es',
  ) =>
    run<CartResult>(
      'addWorkToCart',
      ADD,
      {
        workId: typeof work === 'string' ? work : work.id,
        price: price ?? (typeof work === 'string' ? 1 : euros(work)),
        ...extra,
      },
      buyer,
      lang,
    );
  const create = (buyer: Buyer | null, order: Record<string, unknown> = ORDER, lang: Language = 'es') =>
    run<OrderResult>('createOrder', CREATE, { order }, buyer, lang);
  const getOrder = (buyer: Buyer | null, code: string, lang: Language = 'es') =>
    run<OrderNode | null>('getOrder', GET_ORDER, { code }, buyer, lang);
  async function meCart(buyer: Buyer): Promise<CartNode | null> {
    return (await run<{ cart: CartNode | null }>('me', ME_CART, {}, buyer)).cart;
  }

  /** A buyer with these works in their cart (at their prices now). */
  async function buyerWith(...items: TestWork[]): Promise<Buyer> {
    const buyer = await newBuyer();
    for (const work of items) expect((await add(buyer, work)).OK).toBe(true);
    return buyer;
  }

  /** Everything a refused call must leave as it was: the buyers' carts and orders, the works' holds, the codes' uses. */
  async function stateOf(buyers: Buyer[], workIds: string[]) {
    const ids = buyers.map((b) => b.id);
    const wids = workIds.map(Number);
    return {
      carts: ids.length
        ? await db().select().from(carts).where(inArray(carts.userId, ids)).orderBy(asc(carts.userId))
        : [],
      items: ids.length
        ? await db()
            .select()
            .from(cartItems)
            .where(inArray(cartItems.userId, ids))
            .orderBy(asc(cartItems.userId), asc(cartItems.workId))
        : [],
      orders: ids.length
        ? await db().select().from(orders).where(inArray(orders.userId, ids)).orderBy(asc(orders.id))
        : [],
      works: wids.length
        ? await db()
            .select({
              id: works.id,
              state: works.workState,
              price: works.priceCents,
              order: works.reservedOrderId,
              until: works.reservedUntil,
            })
            .from(works)
            .where(inArray(works.id, wids))
            .orderBy(asc(works.id))
        : [],
      coupons: await db().select().from(coupons).orderBy(asc(coupons.code)),
      orderCount: (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
      )[0]?.n,
    };
  }

  /** A cart call refused in both languages with the translated reason, nothing changed. */
  async function expectCartRefused(
    call: (lang: Language) => Promise<CartResult>,
    buyers: Buyer[],
    workIds: string[],
    code: ErrorCode,
    params: (lang: Language) => Record<string, string | number> = () => ({}),
  ) {
    const before = await stateOf(buyers, workIds);
    for (const lang of LANGUAGES) {
      const result = await call(lang);
      expect(result).toMatchObject({ OK: false, error: errorMessage(lang, code, params(lang)), cart: null, me: null });
    }
    expect(await stateOf(buyers, workIds)).toEqual(before);
  }

  /** `createOrder` refused in both languages with the translated reason and field, nothing changed. */
  async function expectOrderRefused(
    buyer: Buyer | null,
    order: Record<string, unknown>,
    code: ErrorCode,
    field: string | null,
    params: (lang: Language) => Record<string, string | number> = () => ({}),
    workIds: string[] = [],
  ) {
    const before = await stateOf(buyer ? [buyer] : [], workIds);
    for (const lang of LANGUAGES) {
      expect(await create(buyer, order, lang)).toEqual({
        OK: false,
        error: errorMessage(lang, code, params(lang)),
        field,
        orderCode: null,
      });
    }
    expect(await stateOf(buyer ? [buyer] : [], workIds)).toEqual(before);
  }

  once.describe('without a session', () => {
    it('refuses every cart change and the checkout with "log in first", and shows no order', async () => {
      const work = fresh();
      const calls: [string, string, Record<string, unknown>][] = [
        ['addWorkToCart', ADD, { workId: work.id, price: euros(work) }],
        ['removeWorkFromCart', REMOVE, { workId: work.id }],
        ['removeWork', REMOVE_ALIAS, { workId: work.id }],
        ['setCart', SET_CART, { cart: { items: [{ id: work.id, units: 1 }] } }],
        ['clearCart', CLEAR, {}],
      ];
      const before = await stateOf([], [work.id]);
      for (const lang of LANGUAGES) {
        for (const [name, query, variables] of calls) {
          expect(await run<CartResult>(name, query, variables, null, lang)).toMatchObject({
            OK: false,
            error: errorMessage(lang, 'loginRequired'),
            cart: null,
            me: null,
          });
        }
        expect(await create(null, ORDER, lang)).toEqual({
          OK: false,
          error: errorMessage(lang, 'loginRequired'),
          field: null,
          orderCode: null,
        });
        expect(await run('applyOrderCoupon', COUPON, { code: 'BIENVENIDA10' }, null, lang, nextClient())).toEqual({
          OK: false,
          error: errorMessage(lang, 'loginRequired'),
          amount: 0,
        });
      }
      expect(await stateOf([], [work.id])).toEqual(before);
      const buyer = await buyerWith(work);
      const placed = await create(buyer);
      expect(placed.OK).toBe(true);
      expect(await getOrder(null, placed.orderCode ?? '')).toBeNull();
      expect(await run('getSpecialOrder', GET_SPECIAL, { code: placed.orderCode }, null)).toBeNull();
      expect(await run('me', MY_ORDERS, {}, null)).toBeNull();
    });
  });

  once.describe('the cart (§4)', () => {
    it('starts empty, adds a work at its price with dates, language and list, and counts it', async () => {
      const buyer = await newBuyer();
      expect(await meCart(buyer)).toBeNull();
      const work = fresh();
      const result = await add(buyer, work, euros(work), { lang: 'en', eeList: 'Home works' });
      expect(result).toMatchObject({ OK: true, error: null, currentPrice: null, me: { id: buyer.id } });
      expect(result.cart).toEqual({
        items: [
          {
            id: work.id,
            units: 1,
            unitPrice: euros(work),
            work: {
              id: work.id,
              slug: work.slug,
              title: work.titleEs,
              price: euros(work),
              buyable: true,
              reserved: false,
            },
          },
        ],
        creationDate: result.cart?.updateDate,
        updateDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
        lang: 'en',
        eeList: 'Home works',
        subtotal: euros(work),
        count: 1,
      });
      expect(await meCart(buyer)).toEqual(result.cart);
    });

    it('appends works in order, keeps the creation date and moves the update date', async () => {
      const [a, b] = [fresh(), fresh()] as [TestWork, TestWork];
      const buyer = await buyerWith(a);
      const first = await meCart(buyer);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = (await add(buyer, b)).cart;
      expect(second?.items.map((i) => i.id)).toEqual([a.id, b.id]);
      expect(second?.creationDate).toBe(first?.creationDate);
      expect(Date.parse(second?.updateDate ?? '')).toBeGreaterThan(Date.parse(first?.updateDate ?? ''));
      expect(second).toMatchObject({ count: 2, subtotal: (a.priceCents + b.priceCents) / 100 });
    });

    it('refuses a second unit of a unique work, or more than one unit at once, and changes nothing', async () => {
      const work = fresh();
      const buyer = await buyerWith(work);
      const title = (lang: Language) => ({ title: lang === 'es' ? work.titleEs : work.titleEn });
      await expectCartRefused(
        (lang) => add(buyer, work, euros(work), {}, lang),
        [buyer],
        [work.id],
        'cart.alreadyInCart',
        title,
      );
      const other = fresh();
      await expectCartRefused(
        (lang) => add(buyer, other, euros(other), { units: 2 }, lang),
        [buyer],
        [other.id],
        'cart.oneUnitOnly',
        (lang) => ({
          title: lang === 'es' ? other.titleEs : other.titleEn,
        }),
      );
      expect((await meCart(buyer))?.items.map((i) => i.units)).toEqual([1]);
    });

    it('removes a work (the item goes at zero, the cart with the last one), under both names', async () => {
      const [a, b] = [fresh(), fresh()] as [TestWork, TestWork];
      const buyer = await buyerWith(a, b);
      const removed = await run<CartResult>('removeWorkFromCart', REMOVE, { workId: a.id, units: 1 }, buyer);
      expect(removed).toMatchObject({ OK: true, error: null, cart: { count: 1, items: [{ id: b.id }] } });
      const last = await run<CartResult>('removeWork', REMOVE_ALIAS, { workId: b.id }, buyer);
      expect(last).toMatchObject({ OK: true, error: null, cart: null, me: { id: buyer.id } });
      expect(await meCart(buyer)).toBeNull();
      expect(await db().select().from(carts).where(eq(carts.userId, buyer.id))).toEqual([]);
    });

    it('answers the cart unchanged when the work to remove is not in it, and refuses an unknown work', async () => {
      const [a, b] = [fresh(), fresh()] as [TestWork, TestWork];
      const buyer = await buyerWith(a);
      const before = await stateOf([buyer], [a.id, b.id]);
      expect(await run<CartResult>('removeWorkFromCart', REMOVE, { workId: b.id }, buyer)).toMatchObject({
        OK: true,
        cart: { items: [{ id: a.id }] },
      });
      const empty = await newBuyer();
      expect(await run<CartResult>('removeWorkFromCart', REMOVE, { workId: b.id }, empty)).toMatchObject({
        OK: true,
        cart: null,
      });
      expect(await stateOf([buyer, empty], [a.id, b.id])).toEqual(before);
      await expectCartRefused(
        (lang) => run<CartResult>('removeWorkFromCart', REMOVE, { workId: '99999999' }, buyer, lang),
        [buyer],
        [a.id],
        'cart.workNotFound',
      );
      await expectCartRefused(
        (lang) => run<CartResult>('removeWorkFromCart', REMOVE, { workId: a.id, units: 0 }, buyer, lang),
        [buyer],
        [a.id],
        'cart.unitsInvalid',
      );
    });

    it('clears the cart', async () => {
      const buyer = await buyerWith(fresh(), fresh());
      expect(await run<CartResult>('clearCart', CLEAR, {}, buyer)).toEqual({
        OK: true,
        error: null,
        currentPrice: null,
        cart: null,
        me: { id: buyer.id },
      });
      expect(await meCart(buyer)).toBeNull();
      expect(await db().select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toEqual([]);
    });

    it('refuses a price from the browser that is not the price now, answering the price now', async () => {
      const work = fresh();
      await db()
        .update(works)
        .set({ priceCents: 5_000_00 })
        .where(eq(works.id, Number(work.id)));
      const buyer = await newBuyer();
      await expectCartRefused(
        (lang) => add(buyer, work, 1, {}, lang),
        [buyer],
        [work.id],
        'cart.priceChanged',
        (lang) => ({ price: formatEuros(5_000_00, lang) }),
      );
      expect(await add(buyer, work, 1)).toMatchObject({ OK: false, currentPrice: 5000 });
      expect(errorMessage('es', 'cart.priceChanged', { price: formatEuros(5_000_00, 'es') })).toMatch(/ 5000,00\s€\./);
      expect(errorMessage('en', 'cart.priceChanged', { price: formatEuros(5_000_00, 'en') })).toMatch(/ €5,000\.00\./);
      const added = await add(buyer, work, 5000);
      expect(added).toMatchObject({ OK: true, cart: { items: [{ id: work.id, unitPrice: 5000 }], subtotal: 5000 } });
    });

    it('refuses works that cannot be bought, each with its own message, and changes nothing', async () => {
      const buyer = await newBuyer();
      const cases: [TestWork, ErrorCode][] = [
        [fixed.sold, 'cart.workSold'],
        [fixed.deactivated, 'cart.workDeactivated'],
        [fixed.unavailable, 'cart.workUnavailable'],
        [fixed.onRequest, 'cart.workUnavailable'],
        [fixed.priceless, 'cart.workWithoutPrice'],
        [fixed.zero, 'cart.workWithoutPrice'],
      ];
      for (const [work, code] of cases) {
        await expectCartRefused(
          (lang) => add(buyer, work, euros(work), {}, lang),
          [buyer],
          [work.id],
          code,
          (lang) => ({
            title: lang === 'es' ? work.titleEs : work.titleEn,
          }),
        );
      }
      const messages = new Set(cases.map(([work, code]) => errorMessage('es', code, { title: work.titleEs })));
      expect(messages.size).toBe(cases.length);
    });

    it('refuses a work another buyer is paying for, and lets the one holding it keep it', async () => {
      const work = fresh();
      const holder = await buyerWith(work);
      expect((await create(holder)).OK).toBe(true);
      const other = await newBuyer();
      await expectCartRefused(
        (lang) => add(other, work, euros(work), {}, lang),
        [other],
        [work.id],
        'cart.workReserved',
        (lang) => ({
          title: lang === 'es' ? work.titleEs : work.titleEn,
        }),
      );
      // The holder's own order does not stop them: their cart keeps it, and they may put it back after clearing.
      expect((await meCart(holder))?.items.map((i) => i.id)).toEqual([work.id]);
      await run('clearCart', CLEAR, {}, holder);
      expect((await add(holder, work)).OK).toBe(true);
    });

    it('refuses hostile or malformed ids, units and prices with a clear message, changing nothing', async () => {
      const work = fresh();
      const buyer = await buyerWith(fresh());
      const before = await stateOf([buyer], [work.id]);
      for (const workId of [
        '0',
        '-1',
        'abc',
        '1.5',
        '1e3',
        '',
        '99999999999',
        "1' OR '1'='1",
        '1; DROP TABLE works; --',
        '<b>1</b>',
        '1\u0000',
        '9'.repeat(5000),
      ]) {
        expect(await add(buyer, workId, 1)).toMatchObject({
          OK: false,
          error: errorMessage('es', 'cart.workNotFound'),
        });
      }
      for (const units of [0, -1, -2147483648]) {
        expect(await add(buyer, work, euros(work), { units })).toMatchObject({
          OK: false,
          error: errorMessage('es', 'cart.unitsInvalid'),
        });
      }
      expect(await add(buyer, work, euros(work), { units: 2147483647 })).toMatchObject({
        OK: false,
        error: errorMessage('es', 'cart.oneUnitOnly', { title: work.titleEs }),
      });
      for (const price of [-1, 1e12, -0.01]) {
        expect(await add(buyer, work, price)).toMatchObject({
          OK: false,
          error: errorMessage('es', 'cart.priceInvalid'),
        });
      }
      expect(await stateOf([buyer], [work.id])).toEqual(before);
    });

    it('takes es unless en as the language, and keeps the first 100 characters of a clean analytics list', async () => {
      const buyer = await newBuyer();
      const result = await add(buyer, fresh(), undefined, {
        lang: "fr'; --",
        eeList: `<script>alert(1)</script>\u0000\n${'x'.repeat(5000)}`,
      });
      expect(result).toMatchObject({ OK: true, cart: { lang: 'es' } });
      expect(result.cart?.eeList).toBe(`<script>alert(1)</script> ${'x'.repeat(74)}`);
      expect([...(result.cart?.eeList ?? '')]).toHaveLength(100);
    });

    it('joins the browser cart to the server one with prices from the database, naming what was left out', async () => {
      const [a, b, c] = [fresh(), fresh(), fresh()] as [TestWork, TestWork, TestWork];
      const buyer = await buyerWith(a);
      const server = await meCart(buyer);
      const local = {
        items: [
          { id: a.id, units: 1, unitPrice: 1 },
          { id: b.id, units: 3, unitPrice: 0.01 },
          { id: fixed.sold.id, units: 1 },
          { id: fixed.deactivated.id, units: 1 },
          { id: '99999999', units: 1 },
          { id: 'abc', units: 1 },
          { id: c.id, units: 0 },
          { id: b.id, units: 1 },
        ],
        creationDate: '2026-01-02T10:00:00.000Z',
        updateDate: '2026-01-02T10:05:00.000Z',
        lang: 'en',
        eeList: 'Local',
      };
      const joined = await run<CartResult>('setCart', SET_CART, { cart: local }, buyer);
      expect(joined.OK).toBe(true);
      expect(joined.error).toBe(
        errorMessage('es', 'cart.leftOut', { titles: `«${fixed.sold.titleEs}», «${fixed.deactivated.titleEs}»` }),
      );
      expect(joined.cart?.items.map((i) => [i.id, i.units, i.unitPrice])).toEqual([
        [a.id, 1, euros(a)],
        [b.id, 1, euros(b)],
      ]);
      expect(joined.cart).toMatchObject({
        lang: 'en',
        eeList: 'Local',
        count: 2,
        creationDate: '2026-01-02T10:00:00.000Z',
      });
      expect(Date.parse(server?.creationDate ?? '')).toBeGreaterThan(Date.parse('2026-01-02T10:00:00.000Z'));
    });

    it('joins a browser cart into an empty server cart, ignores dates from the future, and refuses an oversized cart', async () => {
      const [a] = [fresh()] as [TestWork];
      const buyer = await newBuyer();
      const joined = await run<CartResult>(
        'setCart',
        SET_CART,
        { cart: { items: [{ id: a.id, units: 1 }], creationDate: '2999-01-01T00:00:00Z', updateDate: 'garbage' } },
        buyer,
      );
      expect(joined).toMatchObject({ OK: true, error: null, cart: { count: 1, lang: 'es', eeList: null } });
      expect(Date.parse(joined.cart?.creationDate ?? '')).toBeLessThanOrEqual(Date.now());
      const tooMany = {
        items: Array.from({ length: MAX_CART_ITEMS + 1 }, (_, i) => ({ id: String(i + 1), units: 1 })),
      };
      await expectCartRefused(
        (lang) => run<CartResult>('setCart', SET_CART, { cart: tooMany }, buyer, lang),
        [buyer],
        [a.id],
        'cart.invalid',
        () => ({ max: MAX_CART_ITEMS }),
      );
      const unknownOnly = await run<CartResult>(
        'setCart',
        SET_CART,
        { cart: { items: [{ id: '99999999', units: 1 }] } },
        buyer,
      );
      expect(unknownOnly).toMatchObject({
        OK: true,
        error: errorMessage('es', 'cart.leftOutUnknown'),
        cart: { count: 1 },
      });
    });

    it('previews an anonymous cart with the prices now, leaving out what cannot be bought', async () => {
      const work = fresh();
      const preview = await run<CartNode | null>(
        'cartPreview',
        PREVIEW,
        {
          cart: {
            items: [
              { id: work.id, units: 1, unitPrice: 1 },
              { id: fixed.sold.id, units: 1 },
              { id: 'x', units: 1 },
            ],
            lang: 'en',
          },
        },
        null,
      );
      expect(preview).toMatchObject({
        items: [{ id: work.id, unitPrice: euros(work) }],
        count: 1,
        subtotal: euros(work),
        lang: 'en',
      });
      expect(
        await run('cartPreview', PREVIEW, { cart: { items: [{ id: fixed.sold.id, units: 1 }] } }, null),
      ).toBeNull();
    });

    it('shows no cart and no orders on a me reached for another user', async () => {
      // `me` is always the caller; another buyer's cart is never reachable, whatever ids are sent.
      const owner = await buyerWith(fresh());
      const other = await newBuyer();
      expect(await meCart(other)).toBeNull();
      expect((await meCart(owner))?.count).toBe(1);
      const before = await stateOf([owner], []);
      await run('removeWorkFromCart', REMOVE, { workId: (await meCart(owner))?.items[0]?.id }, other);
      await run('clearCart', CLEAR, {}, other);
      expect(await stateOf([owner], [])).toEqual(before);
    });

    it('links its works to their pages on the shop, also a work the fair’s current catalogue holds, and so does the order', async () => {
      const work = fresh();
      await db()
        .update(works)
        .set({ catalogs: [api.config.currentCatalogPrefix, MARKET_CATALOG_PREFIX] })
        .where(eq(works.id, Number(work.id)));
      const onShop = expect.stringMatching(
        new RegExp(`^${api.config.shopOrigin}/es/shop/obra/[^/]+/${work.slug}$`),
      ) as unknown as string;
      const urlsOf = (cart: { items: { work: { url: string } }[] } | null) => cart?.items.map((item) => item.work.url);
      const preview = await run<{ items: { work: { url: string } }[] } | null>(
        'cartPreview',
        'query Preview($cart: CartInput!) { cartPreview(cart: $cart) { items { work { url } } } }',
        { cart: { items: [{ id: work.id, units: 1 }] } },
        null,
      );
      expect(urlsOf(preview)).toEqual([onShop]);
      const buyer = await buyerWith(work);
      const mine = await run<{ cart: { items: { work: { url: string } }[] } | null }>(
        'me',
        'query { me { cart { items { work { url } } } } }',
        {},
        buyer,
      );
      expect(urlsOf(mine.cart)).toEqual([onShop]);
      const code = (await create(buyer)).orderCode ?? '';
      const order = await run<{ works: { work: { url: string } | null }[] } | null>(
        'getOrder',
        'query GetOrder($code: String!) { getOrder(orderCode: $code) { works { work { url } } } }',
        { code },
        buyer,
      );
      expect(order?.works.map((item) => item.work?.url)).toEqual([onShop]);
    });
  });

  describe('the cart (§4), adds arriving at once', () => {
    it(`holds at most ${MAX_CART_ITEMS} works, also when adds arrive at once`, async () => {
      const buyer = await newBuyer();
      const many = Array.from({ length: MAX_CART_ITEMS + 5 }, () => fresh());
      const results = await Promise.all(many.map((work) => add(buyer, work)));
      expect(results.filter((r) => r.OK)).toHaveLength(MAX_CART_ITEMS);
      for (const refused of results.filter((r) => !r.OK))
        expect(refused.error).toBe(errorMessage('es', 'cart.tooManyItems', { max: MAX_CART_ITEMS }));
      expect((await meCart(buyer))?.count).toBe(MAX_CART_ITEMS);
      await run('clearCart', CLEAR, {}, buyer);
      // Given back: the same works serve the next tests.
      next -= MAX_CART_ITEMS + 5;
    });

    it('adds a work once when the same add arrives ten times at once', async () => {
      const buyer = await newBuyer();
      const work = fresh();
      const results = await Promise.all(Array.from({ length: 10 }, () => add(buyer, work)));
      expect(results.filter((r) => r.OK)).toHaveLength(1);
      for (const refused of results.filter((r) => !r.OK))
        expect(refused.error).toBe(errorMessage('es', 'cart.alreadyInCart', { title: work.titleEs }));
      expect((await meCart(buyer))?.items).toHaveLength(1);
    });
  });

  once.describe('placing an order', () => {
    it('charges the database price with Spanish shipping and VAT, holds the work and keeps the cart', async () => {
      const work = fresh();
      await db()
        .update(works)
        .set({ priceCents: 5_000_00 })
        .where(eq(works.id, Number(work.id)));
      const buyer = await newBuyer();
      expect(await add(buyer, work, 1)).toMatchObject({ OK: false, currentPrice: 5000 });
      expect((await add(buyer, work, 5000)).OK).toBe(true);
      const started = Date.now();
      const placed = await create(buyer, { ...ORDER, observations: 'Llamar antes de subir.', lang: 'en' });
      expect(placed).toEqual({
        OK: true,
        error: null,
        field: null,
        orderCode: expect.stringMatching(/^AM-[0-9A-HJKMNP-TV-Z]{10}$/) as unknown as string,
      });
      const code = placed.orderCode ?? '';
      expect(code.startsWith(ORDER_CODE_PREFIX)).toBe(true);

      const order = await getOrder(buyer, code);
      expect(order).toMatchObject({
        orderCode: code,
        state: 'pending',
        works: [{ id: work.id, units: 1, unitPrice: 5000, title: work.titleEn, work: { id: work.id } }],
        subtotal: 5000,
        transportAmount: 75,
        totalDiscount: 0,
        totalAmount: 5075,
        taxes: (507_500 - Math.round(507_500 / 1.21)) / 100,
        currency: 'EUR',
        confirmDate: null,
        paymentMethod: 'card',
        clientType: 'particular',
        observations: 'Llamar antes de subir.',
        payable: true,
      });
      expect(order?.works[0]?.artistName).toBeTruthy();
      const hold = Date.parse(order?.holdUntil ?? '') - started;
      expect(hold).toBeGreaterThan(29 * 60_000);
      expect(hold).toBeLessThanOrEqual(31 * 60_000);
      expect(order?.shippingAddress).toEqual({
        ...ADDRESS,
        phone: '+34 600 00 00 00',
        country: 'España',
        aditionalInfo: null,
        fiscalName: null,
        fiscalDocument: null,
        CACode: null,
        fullAddress: 'Calle de Alcalá 42, 3º B, 28014 Madrid, Madrid, España',
      });
      expect(order?.billingAddress).toEqual(order?.shippingAddress);
      expect((await getOrder(buyer, code, 'en'))?.shippingAddress?.country).toBe('Spain');
      expect(await getOrder(buyer, ` ${code.toLowerCase()} `)).toMatchObject({ orderCode: code });

      const [row] = await db().select().from(orders).where(eq(orders.orderCode, code));
      expect(row).toMatchObject({
        userId: buyer.id,
        email: buyer.email,
        state: 'pending',
        lang: 'en',
        totalCents: 507_500,
        subtotalCents: 500_000,
        kind: 'shop',
      });
      expect(await run('getWork', GET_WORK, { slug: work.slug }, null)).toEqual({
        id: work.id,
        buyable: false,
        reserved: true,
      });
      expect((await meCart(buyer))?.items.map((i) => i.id)).toEqual([work.id]);
      expect(await run('me', MY_ORDERS, {}, buyer)).toEqual({ orders: [{ orderCode: code, state: 'pending' }] });
    });

    it('refuses an empty cart', async () => {
      await expectOrderRefused(await newBuyer(), ORDER, 'order.emptyCart', null);
    });

    it.each([
      ['order.termsRequired', 'acceptTerms', { ...ORDER, acceptTerms: false }, {}],
      [
        'order.nameInvalid',
        'shippingAddress.name',
        { ...ORDER, shippingAddress: { ...ADDRESS, name: '<b>Ana</b>' } },
        { max: 100 },
      ],
      [
        'order.surnameRequired',
        'shippingAddress.surname',
        { ...ORDER, shippingAddress: { ...ADDRESS, surname: '' } },
        { max: 100 },
      ],
      [
        'order.phoneInvalid',
        'shippingAddress.phone',
        { ...ORDER, shippingAddress: { ...ADDRESS, phone: '12345' } },
        { max: 30 },
      ],
      [
        'order.postalCodeInvalid',
        'shippingAddress.postalCode',
        { ...ORDER, shippingAddress: { ...ADDRESS, postalCode: "28014'; DROP TABLE orders; --" } },
        { max: 12 },
      ],
      [
        'order.routeInvalid',
        'shippingAddress.route',
        { ...ORDER, shippingAddress: { ...ADDRESS, route: 'x'.repeat(100_000) } },
        { max: 200 },
      ],
      [
        'order.localityRequired',
        'shippingAddress.locality',
        { ...ORDER, shippingAddress: { ...ADDRESS, locality: '\u0000\u0000' } },
        { max: 100 },
      ],
      [
        'order.countryInvalid',
        'shippingAddress.countryCode',
        { ...ORDER, shippingAddress: { ...ADDRESS, countryCode: 'ZZ' } },
        {},
      ],
      [
        'order.countryNotShipped',
        'shippingAddress.countryCode',
        { ...ORDER, shippingAddress: { ...ADDRESS, countryCode: NOT_SHIPPED } },
        {},
      ],
      [
        'order.countryInvalid',
        'billingAddress.countryCode',
        { ...ORDER, billingAddress: { ...ADDRESS, countryCode: 'ZZ' } },
        {},
      ],
      ['order.fiscalNameRequired', 'shippingAddress.fiscalName', { ...ORDER, clientType: 'empresa' }, { max: 200 }],
      ['order.clientTypeInvalid', 'clientType', { ...ORDER, clientType: 'x' }, {}],
      ['order.observationsInvalid', 'observations', { ...ORDER, observations: 'x'.repeat(1001) }, { max: 1000 }],
      ['order.couponCodeInvalid', 'couponCode', { ...ORDER, couponCode: 'X'.repeat(41) }, { max: 40 }],
      ['coupon.unknown', 'couponCode', { ...ORDER, couponCode: "' OR 1=1 --" }, {}],
    ] as [ErrorCode, string, Record<string, unknown>, Record<string, number>][])(
      'refuses with %s at %s, changing nothing',
      async (code, field, order, params) => {
        const work = fresh();
        const buyer = await buyerWith(work);
        await expectOrderRefused(buyer, order, code, field, () => params, [work.id]);
      },
    );

    it('stores hostile but harmless text literally, and a company order with its fiscal data', async () => {
      const buyer = await buyerWith(fresh());
      const billing = {
        ...ADDRESS,
        name: "O'Brien",
        route: "Calle'; DROP TABLE orders; --",
        fiscalName: 'Galería Ejemplo SL',
        fiscalDocument: 'B12345678',
        countryCode: 'PT',
        phone: '+351 912 345 678',
      };
      const placed = await create(buyer, { ...ORDER, billingAddress: billing, clientType: 'empresa' });
      expect(placed.OK).toBe(true);
      const order = await getOrder(buyer, placed.orderCode ?? '');
      expect(order).toMatchObject({
        clientType: 'empresa',
        billingAddress: { name: "O'Brien", country: 'Portugal', countryCode: 'PT', phone: '+351 912 345 678' },
      });
      expect(order?.billingAddress?.fullAddress).toContain("Calle'; DROP TABLE orders; --");
    });

    it('refuses the order when a price changed since the work was put in the cart, and updates the cart', async () => {
      const work = fresh();
      const buyer = await buyerWith(work);
      for (const [lang, price] of [
        ['es', 7_777_00],
        ['en', 8_888_00],
      ] as const) {
        await db()
          .update(works)
          .set({ priceCents: price })
          .where(eq(works.id, Number(work.id)));
        const before = await stateOf([buyer], [work.id]);
        expect(await create(buyer, ORDER, lang)).toEqual({
          OK: false,
          error: errorMessage(lang, 'order.priceChanged', {
            title: lang === 'es' ? work.titleEs : work.titleEn,
            price: formatEuros(price, lang),
          }),
          field: null,
          orderCode: null,
        });
        // Only the cart's price changed: no order, no hold, no code used.
        const after = await stateOf([buyer], [work.id]);
        expect({ ...after, items: [], carts: [] }).toEqual({ ...before, items: [], carts: [] });
        expect((await meCart(buyer))?.items[0]?.unitPrice).toBe(price / 100);
      }
      const placed = await create(buyer);
      expect(placed.OK).toBe(true);
      expect((await getOrder(buyer, placed.orderCode ?? ''))?.subtotal).toBe(8888);
    });

    it('refuses a work sold since it was put in the cart, naming it, and changes nothing', async () => {
      const [a, b] = [fresh(), fresh()] as [TestWork, TestWork];
      const buyer = await buyerWith(a, b);
      await db()
        .update(works)
        .set({ workState: 'Vendida' })
        .where(eq(works.id, Number(b.id)));
      await expectOrderRefused(
        buyer,
        ORDER,
        'order.workSold',
        null,
        (lang) => ({ title: lang === 'es' ? b.titleEs : b.titleEn }),
        [a.id, b.id],
      );
    });

    it('replaces an unpaid order of the same buyer for the same works when the order is placed again', async () => {
      const work = fresh();
      const buyer = await buyerWith(work);
      const first = await create(buyer);
      const second = await create(buyer, { ...ORDER, shippingAddress: { ...ADDRESS, route: 'Calle Mayor 1' } });
      expect(second.OK).toBe(true);
      expect((await getOrder(buyer, first.orderCode ?? ''))?.state).toBe('expired');
      expect((await getOrder(buyer, second.orderCode ?? ''))?.state).toBe('pending');
      const [held] = await db()
        .select({ order: works.reservedOrderId })
        .from(works)
        .where(eq(works.id, Number(work.id)));
      const [row] = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.orderCode, second.orderCode ?? ''));
      expect(held?.order).toBe(row?.id);
      expect(
        (await run<{ orders: { orderCode: string }[] }>('me', MY_ORDERS, {}, buyer)).orders.map((o) => o.orderCode),
      ).toEqual([second.orderCode, first.orderCode]);
    });

    it('answers null for another user’s order, an unknown code and a hostile one', async () => {
      const owner = await buyerWith(fresh());
      const placed = await create(owner);
      const other = await newBuyer();
      for (const code of [
        placed.orderCode ?? '',
        'AM-0000000000',
        "AM-' OR '1'='1",
        '<script>',
        'AM-\u0000',
        'x'.repeat(10_000),
        '',
      ]) {
        expect(await getOrder(other, code)).toBeNull();
        expect(await run('getSpecialOrder', GET_SPECIAL, { code }, other)).toBeNull();
      }
      expect(await run('me', MY_ORDERS, {}, other)).toEqual({ orders: [] });
    });

    it('reads a special order for its client, with the client and addresses; getOrder reads it too', async () => {
      const buyer = await newBuyer();
      const address = {
        ...ADDRESS,
        phone: '+34 600 11 22 33',
        floor: null,
        aditionalInfo: null,
        fiscalName: null,
        fiscalDocument: null,
        CACode: null,
      };
      await db()
        .insert(orders)
        .values({
          orderCode: 'AM-SPECIAL001',
          userId: buyer.id,
          kind: 'special',
          state: 'paid',
          subtotalCents: 12_000_00,
          transportCents: 0,
          taxesCents: vat(12_000_00),
          totalCents: 12_000_00,
          paymentMethod: 'transfer',
          shippingAddress: address,
          billingAddress: { ...address, name: 'Empresa' },
          clientName: 'Lucía',
          clientSurname: 'Ferrer',
          clientPhone: '+34 611 22 33 44',
        });
      expect(await run('getSpecialOrder', GET_SPECIAL, { code: 'am-special001' }, buyer, 'en')).toEqual({
        order: { orderCode: 'AM-SPECIAL001', state: 'paid', totalAmount: 12000 },
        client: { id: buyer.id, name: 'Lucía', surname: 'Ferrer', phone: '+34 611 22 33 44' },
        phone: '+34 611 22 33 44',
        shippingAddress: { country: 'Spain', fullAddress: 'Calle de Alcalá 42, 28014 Madrid, Madrid, Spain' },
        billingAddress: { name: 'Empresa' },
      });
      expect(await getOrder(buyer, 'AM-SPECIAL001')).toMatchObject({
        state: 'paid',
        payable: false,
        paymentMethod: 'transfer',
      });
      const shop = await create(await buyerWith(fresh()));
      expect(await run('getSpecialOrder', GET_SPECIAL, { code: shop.orderCode }, buyer)).toBeNull();
    });
  });

  describe('buyers racing for one work', () => {
    it('gives the work to exactly one of 50 buyers placing orders at once; the others get a clear refusal', async () => {
      const work = fresh();
      const buyers = await Promise.all(Array.from({ length: 50 }, () => newBuyer()));
      await db()
        .insert(carts)
        .values(buyers.map((b) => ({ userId: b.id })));
      await db()
        .insert(cartItems)
        .values(
          buyers.map((b) => ({ userId: b.id, workId: Number(work.id), units: 1, unitPriceCents: work.priceCents })),
        );
      const results = await Promise.all(buyers.map((buyer) => create(buyer)));
      const won = results.filter((r) => r.OK);
      expect(won).toHaveLength(1);
      const refusal = errorMessage('es', 'order.workReserved', { title: work.titleEs });
      for (const lost of results.filter((r) => !r.OK))
        expect(lost).toEqual({ OK: false, error: refusal, field: null, orderCode: null });
      const placed = await db()
        .select({ id: orders.id, code: orders.orderCode })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(eq(orderItems.workId, Number(work.id)));
      expect(placed).toEqual([{ id: expect.any(Number) as unknown as number, code: won[0]?.orderCode }]);
      const [held] = await db()
        .select({ order: works.reservedOrderId })
        .from(works)
        .where(eq(works.id, Number(work.id)));
      expect(held?.order).toBe(placed[0]?.id);
    });

    it('gives a code with uses left to no more orders than it allows', async () => {
      const buyers = await Promise.all(Array.from({ length: 8 }, async () => buyerWith(fresh())));
      const results = await Promise.all(
        buyers.map((buyer) => create(buyer, { ...ORDER, couponCode: CODES.raceUses.code })),
      );
      expect(results.filter((r) => r.OK)).toHaveLength(3);
      for (const lost of results.filter((r) => !r.OK))
        expect(lost).toMatchObject({ error: errorMessage('es', 'coupon.usedUp'), field: 'couponCode' });
      const [code] = await db().select().from(coupons).where(eq(coupons.code, CODES.raceUses.code));
      expect(code?.usedCount).toBe(3);
    });

    if (backend === 'postgres') {
      it('gives the work to exactly one of 50 buyers in each of 100 races', async () => {
        const work = fresh();
        const buyers = await Promise.all(Array.from({ length: 50 }, () => newBuyer()));
        await db()
          .insert(carts)
          .values(buyers.map((b) => ({ userId: b.id })));
        await db()
          .insert(cartItems)
          .values(
            buyers.map((b) => ({ userId: b.id, workId: Number(work.id), units: 1, unitPriceCents: work.priceCents })),
          );
        for (let round = 0; round < 100; round++) {
          const results = await Promise.all(buyers.map((buyer) => create(buyer)));
          expect(results.filter((r) => r.OK)).toHaveLength(1);
          // Free the work for the next race: the winner's order as if it had expired.
          await db()
            .update(orders)
            .set({ state: 'expired' })
            .where(eq(orders.orderCode, results.find((r) => r.OK)?.orderCode ?? ''));
          await db()
            .update(works)
            .set({ reservedOrderId: null, reservedUntil: null })
            .where(eq(works.id, Number(work.id)));
        }
      }, 600_000);
    }
  });

  once.describe('expiry', () => {
    it('reads an unpaid order past its hold as expired, frees the work at expiry, and lets another buyer order it', async () => {
      const work = fresh();
      const first = await buyerWith(work);
      const placed = await create(first, { ...ORDER, couponCode: CODES.twenty.code });
      expect(placed.OK).toBe(true);
      const code = placed.orderCode ?? '';
      const uses = async () =>
        (await db().select().from(coupons).where(eq(coupons.code, CODES.twenty.code)))[0]?.usedCount;
      expect(await uses()).toBe(1);

      const second = await newBuyer();
      await db().insert(carts).values({ userId: second.id });
      await db()
        .insert(cartItems)
        .values({ userId: second.id, workId: Number(work.id), units: 1, unitPriceCents: work.priceCents });
      expect(await create(second)).toMatchObject({
        OK: false,
        error: errorMessage('es', 'order.workReserved', { title: work.titleEs }),
      });

      // Nothing expires before its time.
      await expireOrders(db());
      expect((await getOrder(first, code))?.state).toBe('pending');

      const past = new Date(Date.now() - 60_000);
      await db().update(orders).set({ holdUntil: past }).where(eq(orders.orderCode, code));
      await db()
        .update(works)
        .set({ reservedUntil: past })
        .where(eq(works.id, Number(work.id)));
      // Past its hold: expired before the loop runs, and payable again while nobody else has the work.
      expect(await getOrder(first, code)).toMatchObject({ state: 'expired', payable: true });
      expect(await run('getWork', GET_WORK, { slug: work.slug }, null)).toEqual({
        id: work.id,
        buyable: true,
        reserved: false,
      });

      expect(await expireOrders(db())).toBeGreaterThanOrEqual(1);
      const [row] = await db().select().from(orders).where(eq(orders.orderCode, code));
      expect(row?.state).toBe('expired');
      expect(await uses()).toBe(0);
      const [free] = await db()
        .select({ order: works.reservedOrderId, until: works.reservedUntil })
        .from(works)
        .where(eq(works.id, Number(work.id)));
      expect(free).toEqual({ order: null, until: null });

      const taken = await create(second);
      expect(taken.OK).toBe(true);
      expect(await getOrder(first, code)).toMatchObject({ state: 'expired', payable: false });
    });

    it('prepares an expired order for a new payment when its works are free, taking its code’s use again', async () => {
      const work = fresh();
      const buyer = await buyerWith(work);
      const placed = await create(buyer, { ...ORDER, couponCode: CODES.twenty.code });
      const [row] = await db()
        .select()
        .from(orders)
        .where(eq(orders.orderCode, placed.orderCode ?? ''));
      if (!row) throw new Error('No order');
      const uses = async () =>
        (await db().select().from(coupons).where(eq(coupons.code, CODES.twenty.code)))[0]?.usedCount ?? 0;
      const past = new Date(Date.now() - 60_000);
      await db().update(orders).set({ holdUntil: past }).where(eq(orders.id, row.id));
      await db()
        .update(works)
        .set({ reservedUntil: past })
        .where(eq(works.id, Number(work.id)));
      await expireOrders(db());
      const before = await uses();

      const until = new Date(Date.now() + 30 * 60_000);
      expect(await db().transaction((tx) => prepareOrderForPayment(tx, row.id, until))).toEqual([]);
      const [again] = await db().select().from(orders).where(eq(orders.id, row.id));
      expect(again).toMatchObject({ state: 'pending', holdUntil: until });
      expect(await uses()).toBe(before + 1);
      const [held] = await db()
        .select({ order: works.reservedOrderId })
        .from(works)
        .where(eq(works.id, Number(work.id)));
      expect(held?.order).toBe(row.id);

      // Taken by another order meanwhile: the work is named, and the caller's rollback leaves everything as it was.
      await db().update(orders).set({ state: 'failed' }).where(eq(orders.id, row.id));
      await db()
        .update(works)
        .set({ reservedOrderId: row.id + 100_000, reservedUntil: until })
        .where(eq(works.id, Number(work.id)));
      const gone = await db()
        .transaction(async (tx) => {
          const notHeld = await prepareOrderForPayment(tx, row.id, until);
          if (notHeld.length > 0) throw Object.assign(new Error('rolled back'), { notHeld });
          return notHeld;
        })
        .catch((error: { notHeld?: number[] }) => error.notHeld);
      expect(gone).toEqual([Number(work.id)]);
      expect((await db().select().from(orders).where(eq(orders.id, row.id)))[0]?.state).toBe('failed');
      await expect(
        db().transaction(async (tx) => {
          await tx.update(orders).set({ state: 'paid' }).where(eq(orders.id, row.id));
          return prepareOrderForPayment(tx, row.id, until);
        }),
      ).rejects.toThrow('cannot be prepared');
    });
  });

  once.describe('discount codes', () => {
    const apply = (buyer: Buyer | null, code: string, lang: Language = 'es', client = nextClient()) =>
      run<{ OK: boolean; error: string | null; amount: number }>(
        'applyOrderCoupon',
        COUPON,
        { code },
        buyer,
        lang,
        client,
      );

    it('gives the discount on the cart now, for the code typed in any case, never cached', async () => {
      const [a, b] = [fresh(), fresh()] as [TestWork, TestWork];
      const buyer = await buyerWith(a, b);
      const subtotal = a.priceCents + b.priceCents;
      expect(await apply(buyer, '  bienvenida10 ')).toEqual({
        OK: true,
        error: null,
        amount: Math.round(subtotal / 10) / 100,
      });
      expect(await apply(buyer, CODES.twenty.code)).toEqual({ OK: true, error: null, amount: 20 });
      const response = await api.graphqlResponse(
        COUPON,
        { code: 'BIENVENIDA10' },
        { headers: headersOf(buyer, nextClient()) },
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const refused = await api.graphqlResponse(COUPON, { code: 'NOPE' }, { headers: headersOf(null, nextClient()) });
      expect(refused.headers['cache-control']).toBe('no-store');
      const other = await api.graphqlResponse(ME_CART, {}, { headers: headersOf(buyer) });
      expect(other.headers['cache-control']).toBeUndefined();
    });

    it('refuses unknown, not yet valid, expired and used-up codes, each with its own message', async () => {
      const buyer = await buyerWith(fresh());
      const madrid = (date: Date, lang: Language) =>
        new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
          dateStyle: 'long',
          timeZone: 'Europe/Madrid',
        }).format(date);
      for (const lang of LANGUAGES) {
        const cases: [string, ErrorCode, Record<string, string | number>][] = [
          ['NO-EXISTE', 'coupon.unknown', {}],
          ["' OR '1'='1", 'coupon.unknown', {}],
          ['<script>alert(1)</script>', 'coupon.unknown', {}],
          [CODES.future.code.toLowerCase(), 'coupon.notYetValid', { date: madrid(CODES.future.validFrom, lang) }],
          [CODES.expired.code, 'coupon.expired', { date: madrid(CODES.expired.validTo, lang) }],
          [CODES.spent.code, 'coupon.usedUp', {}],
          ['   ', 'coupon.required', {}],
          ['X'.repeat(41), 'coupon.tooLong', { max: 40 }],
          ['X'.repeat(100_000), 'coupon.tooLong', { max: 40 }],
        ];
        for (const [code, key, params] of cases)
          expect(await apply(buyer, code, lang)).toEqual({
            OK: false,
            error: errorMessage(lang, key, params),
            amount: 0,
          });
      }
      expect(await apply(await newBuyer(), 'BIENVENIDA10')).toEqual({
        OK: false,
        error: errorMessage('es', 'cart.empty'),
        amount: 0,
      });
      // Control characters cannot be typed: they are dropped, as from every text the API takes.
      expect(await apply(buyer, 'BIEN\u0000VENIDA10')).toMatchObject({ OK: true });
    });

    it('limits tries per client address to 20 every 10 minutes', async () => {
      const buyer = await buyerWith(fresh());
      const client = nextClient();
      for (let i = 0; i < 20; i++)
        expect((await apply(buyer, `GUESS-${i}`, 'es', client)).error).toBe(errorMessage('es', 'coupon.unknown'));
      expect(await apply(buyer, 'BIENVENIDA10', 'es', client)).toEqual({
        OK: false,
        error: errorMessage('es', 'coupon.tooMany', { minutes: 10 }),
        amount: 0,
      });
      expect((await apply(buyer, 'BIENVENIDA10', 'es', nextClient())).OK).toBe(true);
    });

    it('takes a use per order, discounts the order, and refuses it once used up', async () => {
      const [first, second, third] = await Promise.all([buyerWith(fresh()), buyerWith(fresh()), buyerWith(fresh())]);
      for (const buyer of [first, second] as Buyer[]) {
        const placed = await create(buyer, { ...ORDER, couponCode: ` ${CODES.twoUses.code.toLowerCase()} ` });
        expect(placed.OK).toBe(true);
        expect(await getOrder(buyer, placed.orderCode ?? '')).toMatchObject({ totalDiscount: 20 });
      }
      await expectOrderRefused(
        third as Buyer,
        { ...ORDER, couponCode: CODES.twoUses.code },
        'coupon.usedUp',
        'couponCode',
      );
      expect(await apply(third as Buyer, CODES.twoUses.code)).toEqual({
        OK: false,
        error: errorMessage('es', 'coupon.usedUp'),
        amount: 0,
      });
      const [row] = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.userId, (first as Buyer).id), eq(orders.couponCode, CODES.twoUses.code)));
      expect(row).toMatchObject({ discountCents: 20_00 });
    });
  });

  once.describe('deleting an account', () => {
    it('keeps the orders without personal data, and frees the works of unpaid ones', async () => {
      const [paidWork, pendingWork] = [fresh(), fresh()] as [TestWork, TestWork];
      const buyer = await buyerWith(paidWork);
      const paid = await create(buyer, {
        ...ORDER,
        observations: 'Mi teléfono del trabajo es 600 11 22 33',
        couponCode: CODES.twenty.code,
      });
      await db()
        .update(orders)
        .set({ state: 'paid', confirmDate: new Date() })
        .where(eq(orders.orderCode, paid.orderCode ?? ''));
      await db()
        .update(works)
        .set({ workState: 'Vendida', reservedOrderId: null, reservedUntil: null })
        .where(eq(works.id, Number(paidWork.id)));
      await run('clearCart', CLEAR, {}, buyer);
      await add(buyer, pendingWork);
      const pending = await create(buyer);
      expect(pending.OK).toBe(true);

      // Deleting asks for the account's password: the test buyer gets one.
      await db()
        .update(users)
        .set({ passwordHash: await hashPassword('Comprador-Borra-1', { logN: 10 }) })
        .where(eq(users.id, buyer.id));
      expect(await run('deleteAccount', DELETE_ACCOUNT, { password: 'Comprador-Borra-1' }, buyer)).toEqual({
        OK: true,
        error: null,
      });
      const kept = await db()
        .select()
        .from(orders)
        .where(inArray(orders.orderCode, [paid.orderCode ?? '', pending.orderCode ?? '']))
        .orderBy(asc(orders.id));
      expect(kept).toHaveLength(2);
      for (const order of kept) {
        expect(order).toMatchObject({
          userId: null,
          email: null,
          shippingAddress: null,
          billingAddress: null,
          clientName: null,
          clientSurname: null,
          clientPhone: null,
          observations: '',
        });
      }
      expect(kept.map((o) => o.state)).toEqual(['paid', 'expired']);
      expect(kept[0]).toMatchObject({
        totalCents: expect.any(Number) as unknown as number,
        couponCode: CODES.twenty.code,
      });
      const items = await db()
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            kept.map((o) => o.id),
          ),
        );
      expect(items).toHaveLength(2);
      const [free] = await db()
        .select({ order: works.reservedOrderId })
        .from(works)
        .where(eq(works.id, Number(pendingWork.id)));
      expect(free?.order).toBeNull();
      expect(await db().select().from(carts).where(eq(carts.userId, buyer.id))).toEqual([]);
      expect((await add(await newBuyer(), pendingWork)).OK).toBe(true);
    });
  });

  /** The VAT part of an amount, cents. */
  function vat(cents: number): number {
    return cents - Math.round(cents / 1.21);
  }
});
