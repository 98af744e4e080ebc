/**
 * The back office's orders (issue 17, `admin-orders.graphql`): the list with its search (accents and case aside,
 * hostile text harmless), filters and sorts; one order with its works, addresses, amounts and payment attempts; and
 * every change of state of `ORDER_TRANSITIONS`, allowed or refused (nothing changed, translated in both languages),
 * staff refused the admin's moves, the works of a cancelled or refunded paid order for sale again, the audit entry.
 */
import { asc, count, eq } from 'drizzle-orm';
import { auditLog, orders, works } from '@art/db';
import { ORDER_STATES, type Language, type OrderState } from '@art/model';
import { ORDER_TRANSITIONS } from '@art/admin-model';
import { CONTENT_VERSION_PATH, errorMessage } from '@art/api-core';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { call, prepareAdminFixture, type AdminFixture, type Caller } from './admin-testing';
import { insertOrder, orderAddress, type TestOrder } from './orders-fixture';

type FieldErrors = { field: string; message: string }[];
type ListItem = { id: string; orderCode: string; state: string; total: number };
type ListBody = { adminOrders: { total: number; items: ListItem[] } };
type StateBody = { setOrderState: { ok: boolean; errors: FieldErrors; order: { state: string } | null } };

const LIST = `query(
  $q: String, $state: String, $kind: String, $from: String, $to: String,
  $sort: AdminOrderSort, $order: SortOrder, $page: Int, $perPage: Int
) {
  adminOrders(
    q: $q, state: $state, kind: $kind, from: $from, to: $to, sort: $sort, order: $order, page: $page, perPage: $perPage
  ) {
    total items { id orderCode state total }
  }
}`;
const DETAIL = `query($id: ID!) { adminOrder(id: $id) {
  id orderCode kind state nextStates lang email userId userEmail clientName clientType paymentMethod couponCode
  observations subtotal transport discount taxes total currency orderDate holdUntil confirmDate
  shippingAddress { name surname route postalCode locality countryCode countryNameES countryNameEN }
  billingAddress { name }
  items { workId title artistName units unitPrice }
  paymentAttempts { redsysOrder amount state responseCode authorisationCode createdAt notifiedAt }
} }`;
const SET_STATE = `mutation($id: ID!, $state: String!) {
  setOrderState(id: $id, state: $state) { ok errors { field message } order { id state nextStates } }
}`;

/** The fixture's orders of the list tests, by name. */
interface OrderIds {
  paid: number;
  pending: number;
  late: number;
  shipped: number;
  special: number;
}

describe.each(testBackends('any'))('the back office orders on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;
  let ids: OrderIds;

  beforeAll(async () => {
    let prepared: AdminFixture | undefined;
    let orderIds: OrderIds | undefined;
    api = await createTestApi({
      backend,
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
        const { workIds, userIds } = prepared;
        const paid = await insertOrder(database.db, {
          code: 'AM-PAID000001',
          state: 'paid',
          userId: userIds.visitor,
          email: 'visitor@admin-test.example',
          totalCents: 90_000,
          orderDate: new Date('2025-03-10T10:00:00Z'),
          shipping: orderAddress('José', 'Núñez'),
          items: [
            { workId: workIds.jardin, title: 'Jardín de invierno', artistName: 'Ana Muñoz', unitPriceCents: 90_000 },
          ],
          attempts: [
            { redsysOrder: '5001AAAA', state: 'failed', responseCode: '0190' },
            { redsysOrder: '5002BBBB', state: 'paid', responseCode: '0000' },
          ],
        });
        const pending = await insertOrder(database.db, {
          code: 'AM-PEND000001',
          state: 'pending',
          email: 'marta@example.com',
          totalCents: 250_000,
          orderDate: new Date('2025-03-12T23:30:00Z'),
          holdUntil: new Date('2099-01-01T00:00:00Z'),
          items: [{ workId: workIds.azul, title: 'Pintura azul', artistName: 'Ana Muñoz', unitPriceCents: 250_000 }],
          attempts: [{ redsysOrder: '5003CCCC', state: 'started' }],
        });
        await database.db
          .update(works)
          .set({ reservedOrderId: pending, reservedUntil: new Date('2099-01-01T00:00:00Z') })
          .where(eq(works.id, workIds.azul));
        const late = await insertOrder(database.db, {
          code: 'AM-LATE000001',
          state: 'pending',
          totalCents: 5_000,
          orderDate: new Date('2025-02-01T10:00:00Z'),
          holdUntil: new Date('2025-02-01T10:30:00Z'),
        });
        const shipped = await insertOrder(database.db, {
          code: 'AM-SHIP000001',
          state: 'shipped',
          lang: 'en',
          totalCents: 300_000,
          orderDate: new Date('2025-04-01T10:00:00Z'),
        });
        const special = await insertOrder(database.db, {
          code: 'AM-SPEC000001',
          state: 'paid',
          kind: 'special',
          clientName: 'Ánxela',
          totalCents: 1_000,
          orderDate: new Date('2025-05-05T10:00:00Z'),
          shipping: null,
        });
        orderIds = { paid, pending, late, shipped, special };
      },
    });
    f = prepared!;
    ids = orderIds!;
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const audit = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
  const version = async () => (await api.app.inject({ url: CONTENT_VERSION_PATH })).json<{ version: string }>().version;
  const list = async (variables: Record<string, unknown>, caller: Caller = 'staff', lang: Language = 'es') =>
    call<ListBody>(api, f, caller, LIST, variables, lang);
  const codes = async (variables: Record<string, unknown>) => {
    const body = await list(variables);
    expect(body.errors).toBeUndefined();
    return body.data!.adminOrders.items.map((item) => item.orderCode);
  };
  const setState = (id: number | string, state: string, caller: Caller = 'admin', lang: Language = 'es') =>
    call<StateBody>(api, f, caller, SET_STATE, { id: String(id), state }, lang);
  const storedState = async (id: number) =>
    (await db().select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0]?.state;
  const work = async (id: number) => (await db().select().from(works).where(eq(works.id, id)))[0]!;
  let serial = 0;
  /** A new order in `state` (a past hold for a stored `expired`), for one change. */
  const fresh = (state: string, extra: Partial<TestOrder> = {}) =>
    insertOrder(db(), {
      code: `AM-T${String(++serial).padStart(9, '0')}`,
      state,
      holdUntil: state === 'expired' ? new Date('2025-01-01T00:00:00Z') : null,
      ...extra,
    });

  describe('the list', () => {
    it('lists the newest first, with the state the buyer reads', async () => {
      const body = await list({});
      expect(body.errors).toBeUndefined();
      const { total, items } = body.data!.adminOrders;
      expect(total).toBe(6);
      expect(items.map((i) => i.orderCode)).toEqual([
        'AM-SPEC000001',
        'AM-SHIP000001',
        'AM-PEND000001',
        'AM-PAID000001',
        'AM-MATRIX0001',
        'AM-LATE000001',
      ]);
      expect(items.find((i) => i.orderCode === 'AM-LATE000001')!.state).toBe('expired');
      expect(items.find((i) => i.orderCode === 'AM-PAID000001')!.total).toBe(900);
    });

    it('sorts by total, state and id both ways, and pages', async () => {
      expect(await codes({ sort: 'TOTAL', order: 'ASC' })).toEqual([
        'AM-SPEC000001',
        'AM-LATE000001',
        'AM-PAID000001',
        'AM-MATRIX0001',
        'AM-PEND000001',
        'AM-SHIP000001',
      ]);
      expect((await codes({ sort: 'TOTAL', order: 'DESC' }))[0]).toBe('AM-SHIP000001');
      expect((await codes({ sort: 'STATE', order: 'ASC' }))[0]).toBe('AM-MATRIX0001');
      expect(await codes({ sort: 'ID', order: 'ASC', perPage: 2, page: 2 })).toEqual([
        'AM-PEND000001',
        'AM-LATE000001',
      ]);
      expect(await codes({ sort: 'ORDER_DATE', order: 'ASC', perPage: 1 })).toEqual(['AM-LATE000001']);
    });

    it('searches code, e-mail, client and shipping names, accents and case aside', async () => {
      expect(await codes({ q: 'am-paid' })).toEqual(['AM-PAID000001']);
      expect(await codes({ q: 'MARTA@' })).toEqual(['AM-PEND000001']);
      expect(await codes({ q: 'nunez' })).toEqual(['AM-PAID000001']);
      expect(await codes({ q: 'jose' })).toEqual(['AM-PAID000001']);
      expect(await codes({ q: 'anxela' })).toEqual(['AM-SPEC000001']);
      expect(await codes({ q: 'Lucía gómez' })).toHaveLength(4);
    });

    it('finds nothing, and breaks nothing, with hostile text', async () => {
      for (const q of ["'; drop table orders; --", '<script>alert(1)</script>', '%', '_', '\\']) {
        expect(await codes({ q })).toEqual([]);
      }
      expect((await db().select({ n: count() }).from(orders))[0]!.n).toBe(6);
    });

    it('filters by state (expired: also unpaid orders past their hold), kind and order days', async () => {
      expect(await codes({ state: 'paid' })).toEqual(['AM-SPEC000001', 'AM-PAID000001']);
      expect(await codes({ state: 'expired' })).toEqual(['AM-LATE000001']);
      expect(await codes({ state: 'pending' })).toEqual(['AM-PEND000001']);
      expect(await codes({ kind: 'special' })).toEqual(['AM-SPEC000001']);
      expect(await codes({ kind: 'shop', state: 'paid' })).toEqual(['AM-PAID000001']);
      expect(await codes({ from: '2025-03-12', to: '2025-03-12' })).toEqual(['AM-PEND000001']);
      expect(await codes({ from: '2025-04-01' })).toEqual(['AM-SPEC000001', 'AM-SHIP000001']);
      expect(await codes({ to: '2025-02-01' })).toEqual(['AM-LATE000001']);
    });

    it('refuses an unknown state or kind, a malformed day and a range backwards, translated', async () => {
      const cases: [Record<string, unknown>, Parameters<typeof errorMessage>[1], Record<string, number>][] = [
        [{ state: 'lost' }, 'admin.orderState', {}],
        [{ kind: 'gift' }, 'admin.orderKind', {}],
        [{ from: '2025-02-30' }, 'admin.orderDate', { min: 2000, max: 2100 }],
        [{ to: "2025-01-01'; --" }, 'admin.orderDate', { min: 2000, max: 2100 }],
        [{ from: '2025-03-02', to: '2025-03-01' }, 'admin.dateOrder', {}],
        [{ perPage: 101 }, 'admin.perPageInvalid', { max: 100 }],
      ];
      for (const [variables, code, params] of cases) {
        for (const lang of ['es', 'en'] as const) {
          const body = await list(variables, 'admin', lang);
          expect(body.errors?.[0]?.message).toBe(errorMessage(lang, code, params));
          expect(body.data ?? null).toBeNull();
        }
      }
      expect(errorMessage('en', 'admin.orderDate', { min: 2000, max: 2100 })).toMatch(/YYYY-MM-DD/);
    });
  });

  describe('one order', () => {
    it('reads its works, addresses, amounts, attempts and what the caller may do next', async () => {
      const body = await call<{ adminOrder: Record<string, unknown> }>(api, f, 'staff', DETAIL, {
        id: String(ids.paid),
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.adminOrder).toMatchObject({
        id: String(ids.paid),
        orderCode: 'AM-PAID000001',
        kind: 'shop',
        state: 'paid',
        nextStates: ['shipped'],
        lang: 'es',
        email: 'visitor@admin-test.example',
        userId: f.userIds.visitor,
        userEmail: 'visitor@admin-test.example',
        clientType: 'particular',
        paymentMethod: 'card',
        couponCode: null,
        subtotal: 900,
        transport: 0,
        discount: 0,
        total: 900,
        currency: 'EUR',
        orderDate: '2025-03-10T10:00:00.000Z',
        shippingAddress: {
          name: 'José',
          surname: 'Núñez',
          route: 'Calle Mayor 1',
          postalCode: '28013',
          locality: 'Madrid',
          countryCode: 'ES',
          countryNameES: 'España',
          countryNameEN: 'Spain',
        },
        billingAddress: null,
        items: [
          {
            workId: String(f.workIds.jardin),
            title: 'Jardín de invierno',
            artistName: 'Ana Muñoz',
            units: 1,
            unitPrice: 900,
          },
        ],
      });
      const attempts = body.data!.adminOrder['paymentAttempts'] as { redsysOrder: string; state: string }[];
      expect(attempts.map((a) => [a.redsysOrder, a.state])).toEqual([
        ['5001AAAA', 'failed'],
        ['5002BBBB', 'paid'],
      ]);
      const asAdmin = await call<{ adminOrder: { nextStates: string[] } }>(api, f, 'admin', DETAIL, {
        id: String(ids.paid),
      });
      expect(asAdmin.data!.adminOrder.nextStates).toEqual(['shipped', 'cancelled', 'refunded']);
    });

    it('reads an unpaid order past its hold as expired, which only an admin may cancel', async () => {
      const staff = await call<{ adminOrder: { state: string; nextStates: string[] } }>(api, f, 'staff', DETAIL, {
        id: String(ids.late),
      });
      expect(staff.data!.adminOrder).toMatchObject({ state: 'expired', nextStates: [] });
      const admin = await call<{ adminOrder: { nextStates: string[] } }>(api, f, 'admin', DETAIL, {
        id: String(ids.late),
      });
      expect(admin.data!.adminOrder.nextStates).toEqual(['cancelled']);
    });

    it('answers null for an unknown or malformed id', async () => {
      for (const id of ['999999', '0', 'abc', "1' or '1'='1", '99999999999']) {
        const body = await call<{ adminOrder: unknown }>(api, f, 'admin', DETAIL, { id });
        expect(body.errors).toBeUndefined();
        expect(body.data!.adminOrder).toBeNull();
      }
    });
  });

  describe('the changes of state', () => {
    const allowed = ORDER_STATES.flatMap((from) => ORDER_TRANSITIONS[from].map((t) => [from, t.to] as const));
    const refusedMoves = ORDER_STATES.flatMap((from) =>
      ORDER_STATES.filter((to) => !ORDER_TRANSITIONS[from].some((t) => t.to === to)).map((to) => [from, to] as const),
    );

    it.each(allowed)('an admin moves a %s order to %s, with its audit entry', async (from, to) => {
      const id = await fresh(from);
      const before = await version();
      const body = await setState(id, to);
      expect(body.errors).toBeUndefined();
      expect(body.data!.setOrderState).toMatchObject({ ok: true, errors: [], order: { state: to } });
      expect(await storedState(id)).toBe(to);
      expect(await version()).not.toBe(before);
      const entry = (await audit()).at(-1)!;
      expect(entry).toMatchObject({
        action: 'state',
        entity: 'order',
        entityId: String(id),
        userEmail: 'admin@admin-test.example',
        before: { id, state: from },
        after: { id, state: to },
      });
    });

    it.each(refusedMoves)('refuses moving a %s order to %s, changing nothing', async (from, to) => {
      const id = await fresh(from);
      const entries = await auditCount();
      for (const lang of ['es', 'en'] as const) {
        const body = await setState(id, to, 'admin', lang);
        expect(body.data!.setOrderState).toEqual({
          ok: false,
          errors: [{ field: 'state', message: errorMessage(lang, 'admin.orderTransition') }],
          order: null,
        });
      }
      expect(await storedState(id)).toBe(from);
      expect(await auditCount()).toBe(entries);
    });

    it('e-mails the buyer, in the order’s language, when the order ships, and only then', async () => {
      const code = (lang: string) => `AM-SHIP${lang.toUpperCase()}0001`;
      for (const lang of ['es', 'en'] as const) {
        const id = await fresh('paid', {
          code: code(lang),
          lang,
          email: `envio-${lang}@example.com`,
          shipping: orderAddress('<b>Lucía</b>', 'Envío'),
        });
        const before = (await api.outbox()).length;
        expect((await setState(id, 'shipped', 'staff')).data!.setOrderState.ok).toBe(true);
        const sent = (await api.outbox()).slice(before);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.headers['to']).toContain(`envio-${lang}@example.com`);
        expect(sent[0]!.subject).toBe(
          lang === 'es' ? `Tu pedido ${code(lang)} está en camino` : `Your order ${code(lang)} is on its way`,
        );
        expect(sent[0]!.text).toContain(lang === 'es' ? '/es/shop/facturacion#order-' : '/en/shop/billing#order-');
        expect(sent[0]!.html).toContain('&lt;b&gt;Lucía&lt;/b&gt;');
        expect(sent[0]!.html).not.toContain('<b>Lucía');
        expect((await setState(id, 'delivered', 'staff')).data!.setOrderState.ok).toBe(true);
        expect((await api.outbox()).length).toBe(before + 1);
      }
    });

    it('lets staff ship and deliver, but not cancel or refund', async () => {
      const paid = await fresh('paid');
      expect((await setState(paid, 'shipped', 'staff')).data!.setOrderState.ok).toBe(true);
      expect((await setState(paid, 'delivered', 'staff')).data!.setOrderState.ok).toBe(true);
      expect(await storedState(paid)).toBe('delivered');

      const moves: [OrderState, OrderState][] = [
        ['paid', 'cancelled'],
        ['paid', 'refunded'],
        ['pending', 'cancelled'],
        ['refund', 'refunded'],
        ['cancelled', 'refunded'],
      ];
      for (const [from, to] of moves) {
        const id = await fresh(from);
        const entries = await auditCount();
        for (const lang of ['es', 'en'] as const) {
          const body = await setState(id, to, 'staff', lang);
          expect(body.data!.setOrderState).toEqual({
            ok: false,
            errors: [{ field: 'state', message: errorMessage(lang, 'admin.orderAdminOnly') }],
            order: null,
          });
        }
        expect(await storedState(id)).toBe(from);
        expect(await auditCount()).toBe(entries);
      }
    });

    it('refuses an unknown state, and unknown or malformed ids, translated', async () => {
      const id = await fresh('paid');
      for (const lang of ['es', 'en'] as const) {
        for (const state of ['lost', '', '<script>', "paid'; --", 'PAID']) {
          expect((await setState(id, state, 'admin', lang)).data!.setOrderState.errors).toEqual([
            { field: 'state', message: errorMessage(lang, 'admin.orderState') },
          ]);
        }
        for (const unknown of ['999999', 'abc', '-1', '1.5']) {
          expect((await setState(unknown, 'shipped', 'admin', lang)).data!.setOrderState.errors).toEqual([
            { field: 'id', message: errorMessage(lang, 'admin.orderNotFound') },
          ]);
        }
      }
      expect(await storedState(id)).toBe('paid');
    });

    it('refuses anonymous callers and visitors before anything', async () => {
      const id = await fresh('paid');
      expect((await setState(id, 'shipped', 'anonymous')).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      expect((await setState(id, 'shipped', 'visitor')).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect((await setState(id, 'shipped', 'editor')).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect(await storedState(id)).toBe('paid');
    });
  });

  describe('the works of a cancelled or refunded order', () => {
    const buyable = async () =>
      (
        await api.graphql<{ getWork: { buyable: boolean } | null }>(
          '{ getWork(slug: "jardin-de-invierno") { buyable } }',
        )
      ).data!.getWork!.buyable;

    it('sells the works of a cancelled paid order again', async () => {
      expect((await work(f.workIds.jardin)).workState).toBe('Vendida');
      expect(await buyable()).toBe(false);
      const body = await setState(ids.paid, 'cancelled');
      expect(body.data!.setOrderState).toMatchObject({
        ok: true,
        order: { state: 'cancelled', nextStates: ['refunded'] },
      });
      expect((await work(f.workIds.jardin)).workState).toBe('Disponible');
      expect(await buyable()).toBe(true);
      // Refunding it afterwards changes no work.
      await db().update(works).set({ workState: 'Vendida' }).where(eq(works.id, f.workIds.jardin));
      expect((await setState(ids.paid, 'refunded')).data!.setOrderState.ok).toBe(true);
      expect((await work(f.workIds.jardin)).workState).toBe('Vendida');
    });

    it('sells the works of a refunded paid order again', async () => {
      const id = await fresh('paid', {
        items: [{ workId: f.workIds.jardin, title: 'Jardín de invierno', artistName: 'Ana Muñoz', unitPriceCents: 1 }],
      });
      expect((await setState(id, 'refunded')).data!.setOrderState.ok).toBe(true);
      expect((await work(f.workIds.jardin)).workState).toBe('Disponible');
      expect(await buyable()).toBe(true);
    });

    it('frees the works a cancelled pending order holds', async () => {
      expect((await work(f.workIds.azul)).reservedOrderId).toBe(ids.pending);
      expect((await setState(ids.pending, 'cancelled')).data!.setOrderState.ok).toBe(true);
      expect(await work(f.workIds.azul)).toMatchObject({ reservedOrderId: null, reservedUntil: null });
      expect((await work(f.workIds.azul)).workState).toBe('Disponible');
    });

    it('leaves alone a work a refund order lost to another buyer', async () => {
      await db().update(works).set({ workState: 'Vendida' }).where(eq(works.id, f.workIds.azul));
      const id = await fresh('refund', {
        items: [{ workId: f.workIds.azul, title: 'Pintura azul', artistName: 'Ana Muñoz', unitPriceCents: 1 }],
      });
      expect((await setState(id, 'cancelled')).data!.setOrderState.ok).toBe(true);
      expect((await work(f.workIds.azul)).workState).toBe('Vendida');
      await db().update(works).set({ workState: 'Disponible' }).where(eq(works.id, f.workIds.azul));
    });
  });
});
