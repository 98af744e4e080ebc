/**
 * The back office's sales settings (issue 17, `admin-commerce.graphql`): discount codes, shipping costs and special
 * orders. Every change writes one audit entry; wrong, missing, oversized and hostile input (markup, SQL-looking text,
 * unknown codes and ids, a client without an account) is refused with translated messages and changes nothing. A code
 * made here is one the checkout accepts within its dates and refuses once used up.
 */
import { asc, count, eq } from 'drizzle-orm';
import { auditLog, coupons, orderItems, orders, outgoingMails, shippingCosts, works } from '@art/db';
import type { Language } from '@art/model';
import { errorMessage, type ErrorCode } from '@art/api-core';
import { couponRefusal, findCoupon, takeCouponUse } from '@art/api-commerce';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { call, prepareAdminFixture, type AdminFixture, type Caller } from './admin-testing';

type FieldErrors = { field: string; message: string }[];
const COUPON_FIELDS = 'id code kind value validFrom validTo maxUses usedCount status';
const CREATE_COUPON = `mutation($input: AdminCouponInput!) { createCoupon(input: $input) { ok errors { field message } coupon { ${COUPON_FIELDS} } } }`;
const UPDATE_COUPON = `mutation($code: String!, $input: AdminCouponInput!) { updateCoupon(code: $code, input: $input) { ok errors { field message } coupon { ${COUPON_FIELDS} } } }`;
const DELETE_COUPON = `mutation($code: String!) { deleteCoupon(code: $code) { ok errors { field message } } }`;
const COUPONS = `query($q: String, $sort: AdminCouponSort, $order: SortOrder, $perPage: Int, $page: Int) {
  adminCoupons(q: $q, sort: $sort, order: $order, perPage: $perPage, page: $page) { total items { code status usedCount } }
}`;
const COUPON = `query($code: String!) { adminCoupon(code: $code) { ${COUPON_FIELDS} } }`;
const SHIPPING_FIELDS =
  'id countryCode countryNameES countryNameEN lessThan200 lessThan400 lessThan600 lessThan900 moreThan900';
const CREATE_SHIPPING = `mutation($input: AdminShippingCostInput!) { createShippingCost(input: $input) { ok errors { field message } shippingCost { ${SHIPPING_FIELDS} } } }`;
const UPDATE_SHIPPING = `mutation($id: ID!, $input: AdminShippingCostInput!) { updateShippingCost(id: $id, input: $input) { ok errors { field message } shippingCost { ${SHIPPING_FIELDS} } } }`;
const DELETE_SHIPPING = `mutation($id: ID!) { deleteShippingCost(id: $id) { ok errors { field message } } }`;
const SHIPPINGS = `query($q: String, $order: SortOrder) { adminShippingCosts(q: $q, order: $order) { total items { countryCode countryNameES } } }`;
const SHIPPING = `query($id: ID!) { adminShippingCost(id: $id) { ${SHIPPING_FIELDS} } }`;
const CREATE_SPECIAL = `mutation($input: AdminSpecialOrderInput!) { createSpecialOrder(input: $input) {
  ok errors { field message } order { id orderCode subtotal transport taxes total paymentUrl } } }`;

const DAY = 86_400_000;

describe.each(testBackends('any'))('the sales settings on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;

  beforeAll(async () => {
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      config: { shopOrigin: 'https://shop.example.com' },
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    f = prepared!;
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const audit = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
  const as = <T = Record<string, unknown>>(
    caller: Caller,
    query: string,
    variables: Record<string, unknown>,
    lang: Language = 'es',
  ) => call<T>(api, f, caller, query, variables, lang);
  const admin = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    lang: Language = 'es',
  ) => as<T>('admin', query, variables, lang);
  const rows = async () => ({
    coupons: (await db().select({ n: count() }).from(coupons))[0]!.n,
    shipping: (await db().select({ n: count() }).from(shippingCosts))[0]!.n,
    orders: (await db().select({ n: count() }).from(orders))[0]!.n,
    items: (await db().select({ n: count() }).from(orderItems))[0]!.n,
    mails: (await db().select({ n: count() }).from(outgoingMails))[0]!.n,
    audit: (await db().select({ n: count() }).from(auditLog))[0]!.n,
  });
  /** A refused change's errors, after checking it answered no record and changed nothing. */
  const refusedWith = async (
    query: string,
    variables: Record<string, unknown>,
    operation: string,
    lang: Language = 'es',
    caller: Caller = 'admin',
  ): Promise<FieldErrors> => {
    const before = await rows();
    const body = await as<Record<string, { ok: boolean; errors: FieldErrors }>>(caller, query, variables, lang);
    expect(body.errors).toBeUndefined();
    const result = body.data![operation]!;
    expect(result.ok).toBe(false);
    expect(Object.values(result).filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v))).toEqual([]);
    expect(await rows()).toEqual(before);
    return result.errors;
  };
  const message = (lang: Language, code: ErrorCode, params: Record<string, string | number> = {}) =>
    errorMessage(lang, code, params);

  describe('discount codes', () => {
    const now = Date.now();
    const valid = {
      code: ' verano-25 ',
      kind: 'percent',
      value: 12.5,
      validFrom: new Date(now - DAY).toISOString(),
      validTo: new Date(now + DAY).toISOString(),
      maxUses: 1,
    };

    it('creates a code upper-cased, stores cents or hundredths, lists it active and logs it', async () => {
      const body = await admin<{ createCoupon: { ok: boolean; coupon: Record<string, unknown> } }>(CREATE_COUPON, {
        input: valid,
      });
      expect(body.data!.createCoupon).toMatchObject({
        ok: true,
        coupon: {
          id: 'VERANO-25',
          code: 'VERANO-25',
          kind: 'percent',
          value: 12.5,
          maxUses: 1,
          usedCount: 0,
          status: 'active',
        },
      });
      const [row] = await db().select().from(coupons).where(eq(coupons.code, 'VERANO-25'));
      expect(row!.value).toBe(1250);
      const entry = (await audit()).at(-1)!;
      expect(entry).toMatchObject({
        action: 'create',
        entity: 'coupon',
        entityId: 'VERANO-25',
        userId: f.userIds.admin,
      });

      const amount = await admin<{ createCoupon: { ok: boolean; coupon: { value: number } } }>(CREATE_COUPON, {
        input: { code: 'REGALO-30', kind: 'amount', value: 30.25 },
      });
      expect(amount.data!.createCoupon.coupon.value).toBe(30.25);
      expect((await db().select().from(coupons).where(eq(coupons.code, 'REGALO-30')))[0]!.value).toBe(3025);

      const list = await admin<{ adminCoupons: { total: number; items: { code: string; status: string }[] } }>(
        COUPONS,
        { q: 'veran' },
      );
      expect(list.data!.adminCoupons).toEqual({
        total: 1,
        items: [{ code: 'VERANO-25', status: 'active', usedCount: 0 }],
      });
      const one = await admin<{ adminCoupon: { code: string } | null }>(COUPON, { code: 'verano-25' });
      expect(one.data!.adminCoupon!.code).toBe('VERANO-25');
      expect((await admin<{ adminCoupon: null }>(COUPON, { code: "x' or 1=1 --" })).data!.adminCoupon).toBeNull();
    });

    it('is accepted by the checkout within its dates and refused once used up or after its end', async () => {
      const coupon = await findCoupon(db(), 'VERANO-25');
      expect(couponRefusal(coupon, new Date(), 'es')).toBeNull();
      expect(couponRefusal(coupon, new Date(now + 2 * DAY), 'es')).toMatchObject({ code: 'coupon.expired' });
      expect(couponRefusal(coupon, new Date(now - 2 * DAY), 'es')).toMatchObject({ code: 'coupon.notYetValid' });
      const taken = await db().transaction((tx) => takeCouponUse(tx, 'VERANO-25', new Date(), 'es'));
      expect(taken).toMatchObject({ ok: true, coupon: { kind: 'percent', value: 1250 } });
      expect(couponRefusal(await findCoupon(db(), 'VERANO-25'), new Date(), 'es')).toMatchObject({
        code: 'coupon.usedUp',
      });
      const list = await admin<{ adminCoupons: { items: { status: string; usedCount: number }[] } }>(COUPONS, {
        q: 'VERANO',
      });
      expect(list.data!.adminCoupons.items[0]).toMatchObject({ status: 'usedUp', usedCount: 1 });
    });

    it('sorts and pages the list', async () => {
      const list = await admin<{ adminCoupons: { total: number; items: { code: string }[] } }>(COUPONS, {
        sort: 'CODE',
        order: 'DESC',
        perPage: 2,
      });
      expect(list.data!.adminCoupons.total).toBe(3);
      expect(list.data!.adminCoupons.items.map((c) => c.code)).toEqual(['VERANO-25', 'REGALO-30']);
      const bad = await admin(COUPONS, { perPage: 101 });
      expect(bad.errors?.[0]?.message).toBe(message('es', 'admin.perPageInvalid', { max: 100 }));
    });

    it('refuses wrong, missing, oversized and hostile input in both languages, changing nothing', async () => {
      for (const lang of ['es', 'en'] as const) {
        expect(
          await refusedWith(CREATE_COUPON, { input: { code: '', kind: '', value: 0 } }, 'createCoupon', lang),
        ).toEqual([
          { field: 'code', message: message(lang, 'admin.required') },
          { field: 'kind', message: message(lang, 'admin.required') },
          { field: 'value', message: message(lang, 'admin.positiveMax', { min: 0, max: 100_000 }) },
        ]);
      }
      const errors = async (input: Record<string, unknown>) =>
        (await refusedWith(CREATE_COUPON, { input: { ...valid, code: 'OTRO-1', ...input } }, 'createCoupon')).map(
          (e) => [e.field, e.message],
        );
      expect(await errors({ code: 'AB' })).toEqual([
        ['code', message('es', 'admin.couponCodeLength', { min: 3, max: 40 })],
      ]);
      expect(await errors({ code: 'A'.repeat(41) })).toEqual([
        ['code', message('es', 'admin.couponCodeLength', { min: 3, max: 40 })],
      ]);
      expect(await errors({ code: '<b>X</b>' })).toEqual([['code', message('es', 'admin.couponCode')]]);
      expect(await errors({ code: "X' OR 1=1 --" })).toEqual([['code', message('es', 'admin.couponCode')]]);
      expect(await errors({ kind: 'gift' })).toEqual([['kind', message('es', 'admin.couponKind')]]);
      expect(await errors({ value: 100.5 })).toEqual([
        ['value', message('es', 'admin.positiveMax', { min: 0, max: 100 })],
      ]);
      expect(await errors({ value: 10.555 })).toEqual([['value', message('es', 'admin.decimals', { max: 2 })]]);
      expect(await errors({ kind: 'amount', value: 100_000.01 })).toEqual([
        ['value', message('es', 'admin.positiveMax', { min: 0, max: 100_000 })],
      ]);
      expect(await errors({ validTo: valid.validFrom })).toEqual([['validTo', message('es', 'admin.couponDates')]]);
      expect(await errors({ validFrom: '2025-02-30' })).toEqual([
        ['validFrom', message('es', 'admin.date', { min: 2000, max: 2100 })],
      ]);
      expect(await errors({ maxUses: 0 })).toEqual([
        ['maxUses', message('es', 'admin.range', { min: 1, max: 1_000_000 })],
      ]);
      expect(await errors({ code: 'verano-25' })).toEqual([['code', message('es', 'admin.couponTaken')]]);
      expect(await errors({ code: 'matrix-10' })).toEqual([['code', message('es', 'admin.couponTaken')]]);
    });

    it('changes a code keeping its code, and refuses fewer uses than made', async () => {
      const body = await admin<{ updateCoupon: { ok: boolean; coupon: Record<string, unknown> } }>(UPDATE_COUPON, {
        code: 'regalo-30',
        input: { code: 'OTRO-CODIGO', kind: 'amount', value: 40, maxUses: 5 },
      });
      expect(body.data!.updateCoupon).toMatchObject({ ok: true, coupon: { code: 'REGALO-30', value: 40, maxUses: 5 } });
      expect((await db().select().from(coupons).where(eq(coupons.code, 'OTRO-CODIGO'))).length).toBe(0);
      expect((await audit()).at(-1)).toMatchObject({ action: 'update', entity: 'coupon', entityId: 'REGALO-30' });

      await db().update(coupons).set({ usedCount: 3 }).where(eq(coupons.code, 'REGALO-30'));
      for (const lang of ['es', 'en'] as const) {
        expect(
          await refusedWith(
            UPDATE_COUPON,
            { code: 'REGALO-30', input: { code: 'REGALO-30', kind: 'amount', value: 40, maxUses: 2 } },
            'updateCoupon',
            lang,
          ),
        ).toEqual([{ field: 'maxUses', message: message(lang, 'admin.couponMaxUsesBelowUsed', { used: 3 }) }]);
        expect(await refusedWith(UPDATE_COUPON, { code: 'NO-EXISTE', input: valid }, 'updateCoupon', lang)).toEqual([
          { field: 'code', message: message(lang, 'admin.couponNotFound') },
        ]);
      }
    });

    it('deletes an unused code with its audit entry, and refuses a used or unknown one', async () => {
      for (const lang of ['es', 'en'] as const) {
        expect(await refusedWith(DELETE_COUPON, { code: 'REGALO-30' }, 'deleteCoupon', lang)).toEqual([
          { field: 'code', message: message(lang, 'admin.couponUsed') },
        ]);
        expect(await refusedWith(DELETE_COUPON, { code: "'; drop table coupons; --" }, 'deleteCoupon', lang)).toEqual([
          { field: 'code', message: message(lang, 'admin.couponNotFound') },
        ]);
      }
      await admin(CREATE_COUPON, { input: { code: 'BORRAR-1', kind: 'amount', value: 5 } });
      const body = await admin<{ deleteCoupon: { ok: boolean } }>(DELETE_COUPON, { code: 'borrar-1' });
      expect(body.data!.deleteCoupon.ok).toBe(true);
      expect((await db().select().from(coupons).where(eq(coupons.code, 'BORRAR-1'))).length).toBe(0);
      expect((await audit()).at(-1)).toMatchObject({ action: 'delete', entity: 'coupon', entityId: 'BORRAR-1' });
    });

    it('is for admins only', async () => {
      for (const caller of ['staff', 'editor', 'visitor'] as const) {
        const body = await as(caller, CREATE_COUPON, { input: valid });
        expect(body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      }
    });
  });

  describe('shipping costs', () => {
    const spain = {
      countryCode: 'es',
      lessThan200: 15,
      lessThan400: 20.5,
      lessThan600: 25,
      lessThan900: 30,
      moreThan900: 0,
    };

    it('adds a country, lists and reads it, changes it and deletes it, each with its audit entry', async () => {
      const body = await admin<{ createShippingCost: { ok: boolean; shippingCost: Record<string, unknown> } }>(
        CREATE_SHIPPING,
        { input: spain },
      );
      const created = body.data!.createShippingCost;
      expect(created).toMatchObject({
        ok: true,
        shippingCost: {
          countryCode: 'ES',
          countryNameES: 'España',
          countryNameEN: 'Spain',
          lessThan400: 20.5,
          moreThan900: 0,
        },
      });
      const id = String(created.shippingCost['id']);
      const [row] = await db().select().from(shippingCosts).where(eq(shippingCosts.countryCode, 'ES'));
      expect(row).toMatchObject({ lessThan200: 1500, lessThan400: 2050, moreThan900: 0 });
      expect((await audit()).at(-1)).toMatchObject({ action: 'create', entity: 'shipping', entityId: id });

      const list = await admin<{ adminShippingCosts: { total: number; items: { countryCode: string }[] } }>(
        SHIPPINGS,
        {},
      );
      expect(list.data!.adminShippingCosts.items.map((i) => i.countryCode)).toEqual(['ES', 'FR']);
      const search = await admin<{ adminShippingCosts: { items: { countryCode: string }[] } }>(SHIPPINGS, {
        q: 'espana',
      });
      expect(search.data!.adminShippingCosts.items.map((i) => i.countryCode)).toEqual(['ES']);
      const one = await admin<{ adminShippingCost: { countryCode: string } }>(SHIPPING, { id });
      expect(one.data!.adminShippingCost.countryCode).toBe('ES');
      expect(
        (await admin<{ adminShippingCost: null }>(SHIPPING, { id: '1 or 1=1' })).data!.adminShippingCost,
      ).toBeNull();

      const updated = await admin<{ updateShippingCost: { ok: boolean; shippingCost: { lessThan200: number } } }>(
        UPDATE_SHIPPING,
        { id, input: { ...spain, lessThan200: 12.99 } },
      );
      expect(updated.data!.updateShippingCost).toMatchObject({ ok: true, shippingCost: { lessThan200: 12.99 } });
      expect((await audit()).at(-1)).toMatchObject({ action: 'update', entity: 'shipping', entityId: id });

      const deleted = await admin<{ deleteShippingCost: { ok: boolean } }>(DELETE_SHIPPING, { id });
      expect(deleted.data!.deleteShippingCost.ok).toBe(true);
      expect((await audit()).at(-1)).toMatchObject({ action: 'delete', entity: 'shipping', entityId: id });
      expect((await db().select().from(shippingCosts).where(eq(shippingCosts.countryCode, 'ES'))).length).toBe(0);
    });

    it('refuses unknown and taken countries, wrong bands and unknown ids in both languages, changing nothing', async () => {
      for (const lang of ['es', 'en'] as const) {
        expect(
          await refusedWith(CREATE_SHIPPING, { input: { ...spain, countryCode: 'FR' } }, 'createShippingCost', lang),
        ).toEqual([{ field: 'countryCode', message: message(lang, 'admin.shippingTaken') }]);
        expect(
          await refusedWith(CREATE_SHIPPING, { input: { ...spain, countryCode: 'ZZ' } }, 'createShippingCost', lang),
        ).toEqual([{ field: 'countryCode', message: message(lang, 'admin.countryUnknown') }]);
        expect(
          await refusedWith(
            CREATE_SHIPPING,
            { input: { ...spain, countryCode: '<s>', lessThan200: -1, lessThan400: 100_000.01, lessThan600: 1.234 } },
            'createShippingCost',
            lang,
          ),
        ).toEqual([
          { field: 'countryCode', message: message(lang, 'admin.country') },
          { field: 'lessThan200', message: message(lang, 'admin.range', { min: 0, max: 100_000 }) },
          { field: 'lessThan400', message: message(lang, 'admin.range', { min: 0, max: 100_000 }) },
          { field: 'lessThan600', message: message(lang, 'admin.decimals', { max: 2 }) },
        ]);
        expect(await refusedWith(UPDATE_SHIPPING, { id: '999999', input: spain }, 'updateShippingCost', lang)).toEqual([
          { field: 'id', message: message(lang, 'admin.shippingNotFound') },
        ]);
        expect(await refusedWith(DELETE_SHIPPING, { id: "1'; --" }, 'deleteShippingCost', lang)).toEqual([
          { field: 'id', message: message(lang, 'admin.shippingNotFound') },
        ]);
      }
    });
  });

  describe('special orders', () => {
    const address = {
      name: 'Claire',
      surname: 'Martin',
      phone: '+33 6 12 34 56 78',
      route: '12 rue de Rivoli',
      postalCode: '75001',
      locality: 'Paris',
      province: 'Île-de-France',
      countryCode: 'FR',
    };
    const valid = () => ({
      clientEmail: 'Visitor@Admin-Test.example',
      clientName: 'Claire',
      clientSurname: 'Martin',
      clientPhone: '+33 6 12 34 56 78',
      shippingAddress: address,
      workIds: [String(f.workIds.azul)],
      observations: 'Entrega en mano.',
    });

    it('offers staff the works a special order may take: for sale now with a price, by title or artist', async () => {
      type SaleWorks = { adminSaleWorks: { total: number; items: { id: string; title: string; price: number }[] } };
      const SALE_WORKS = `query($q: String, $ids: [ID!]) { adminSaleWorks(q: $q, ids: $ids) { total items { id title price } } }`;
      const all = await as<SaleWorks>('staff', SALE_WORKS, {});
      expect(all.errors).toBeUndefined();
      const listed = all.data!.adminSaleWorks.items.map((w) => w.id);
      // The sold work and the one without a price are never offered.
      expect(listed).toContain(String(f.workIds.azul));
      expect(listed).not.toContain(String(f.workIds.jardin));
      expect(listed).not.toContain(String(f.workIds.retrato));
      const found = await as<SaleWorks>('staff', SALE_WORKS, { q: 'PINTURA AZÚL' }, 'en');
      expect(found.data!.adminSaleWorks).toEqual({
        total: 1,
        items: [{ id: String(f.workIds.azul), title: 'Blue painting', price: 2500 }],
      });
      const picked = await as<SaleWorks>('staff', SALE_WORKS, {
        ids: [String(f.workIds.azul), String(f.workIds.jardin), 'x', '1 or 1=1'],
      });
      expect(picked.data!.adminSaleWorks.items.map((w) => w.id)).toEqual([String(f.workIds.azul)]);
      for (const q of ["'; drop table works; --", '<script>alert(1)</script>']) {
        const hostile = await as<SaleWorks>('staff', SALE_WORKS, { q });
        expect(hostile.errors).toBeUndefined();
        expect(hostile.data!.adminSaleWorks.total).toBe(0);
      }
      expect((await as('editor', SALE_WORKS, {})).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    });

    it('refuses a client without an account, works that cannot be bought and wrong input, changing nothing', async () => {
      for (const lang of ['es', 'en'] as const) {
        expect(
          await refusedWith(
            CREATE_SPECIAL,
            { input: { ...valid(), clientEmail: 'nadie@example.com' } },
            'createSpecialOrder',
            lang,
          ),
        ).toEqual([{ field: 'clientEmail', message: message(lang, 'admin.clientUnknown') }]);
        expect(
          await refusedWith(
            CREATE_SPECIAL,
            { input: { ...valid(), clientEmail: f.userIds.visitor } },
            'createSpecialOrder',
            lang,
          ),
        ).toEqual([{ field: 'clientEmail', message: message(lang, 'admin.email') }]);
        expect(
          await refusedWith(
            CREATE_SPECIAL,
            { input: { ...valid(), workIds: [String(f.workIds.jardin)] } },
            'createSpecialOrder',
            lang,
          ),
        ).toEqual([
          {
            field: 'workIds',
            message: message(lang, 'cart.workSold', { title: lang === 'es' ? 'Jardín de invierno' : 'Winter garden' }),
          },
        ]);
        expect(
          await refusedWith(
            CREATE_SPECIAL,
            { input: { ...valid(), workIds: [String(f.workIds.retrato)] } },
            'createSpecialOrder',
            lang,
          ),
        ).toEqual([
          {
            field: 'workIds',
            message: message(lang, 'cart.workWithoutPrice', { title: lang === 'es' ? 'Retrato' : 'Portrait' }),
          },
        ]);
        expect(
          await refusedWith(CREATE_SPECIAL, { input: { ...valid(), workIds: ['999999'] } }, 'createSpecialOrder', lang),
        ).toEqual([{ field: 'workIds', message: message(lang, 'admin.workUnknown') }]);
        expect(
          await refusedWith(
            CREATE_SPECIAL,
            {
              input: {
                ...valid(),
                shippingAddress: { ...address, countryCode: 'ES', province: 'Madrid', phone: '600 000 000' },
              },
            },
            'createSpecialOrder',
            lang,
          ),
        ).toEqual([{ field: 'transport', message: message(lang, 'admin.countryNotShipped') }]);
        expect(
          await refusedWith(
            CREATE_SPECIAL,
            {
              input: {
                ...valid(),
                clientName: '<script>alert(1)</script>',
                shippingAddress: { ...address, route: "1'; drop table orders; --<" },
                workIds: ['1 or 1=1'],
                transport: -5,
                observations: 'x'.repeat(1001),
              },
            },
            'createSpecialOrder',
            lang,
          ),
        ).toEqual([
          { field: 'clientName', message: message(lang, 'admin.markup') },
          { field: 'shippingAddress', message: message(lang, 'order.routeInvalid', { max: 200 }) },
          { field: 'workIds', message: message(lang, 'admin.workUnknown') },
          { field: 'transport', message: message(lang, 'admin.range', { min: 0, max: 100_000 }) },
          { field: 'observations', message: message(lang, 'admin.tooLong', { max: 1000 }) },
        ]);
      }
    });

    it('makes a pending card order for the client with the shop totals, holds its works, mails the payment link', async () => {
      const body = await as<{
        createSpecialOrder: {
          ok: boolean;
          order: { id: string; orderCode: string; paymentUrl: string } & Record<string, number>;
        };
      }>('staff', CREATE_SPECIAL, { input: valid() });
      const made = body.data!.createSpecialOrder;
      expect(made.ok).toBe(true);
      // 2,500 € of works to France: the band of 900 € or more (90 €); VAT is the part of the total.
      expect(made.order).toMatchObject({ subtotal: 2500, transport: 90, total: 2590, taxes: 449.5 });
      expect(made.order.paymentUrl).toBe(`https://shop.example.com/es/shop/cesta/pago/${made.order.orderCode}`);
      const [order] = await db()
        .select()
        .from(orders)
        .where(eq(orders.id, Number(made.order.id)));
      expect(order).toMatchObject({
        kind: 'special',
        state: 'pending',
        paymentMethod: 'card',
        userId: f.userIds.visitor,
        email: 'visitor@admin-test.example',
        clientName: 'Claire',
        clientSurname: 'Martin',
        observations: 'Entrega en mano.',
        totalCents: 259_000,
      });
      expect(order!.billingAddress).toEqual(order!.shippingAddress);
      const [work] = await db().select().from(works).where(eq(works.id, f.workIds.azul));
      expect(work!.reservedOrderId).toBe(order!.id);
      expect((await audit()).at(-1)).toMatchObject({
        action: 'create',
        entity: 'order',
        entityId: String(order!.id),
        userId: f.userIds.staff,
      });
      const [mail] = await db().select().from(outgoingMails).where(eq(outgoingMails.purpose, 'special-order'));
      expect(mail!.toAddress).toBe('visitor@admin-test.example');
      expect(mail!.text).toContain(made.order.paymentUrl);
      expect(mail!.subject).toContain(made.order.orderCode);

      // The work is now held by that order: a second special order for it is refused.
      expect(
        await refusedWith(
          CREATE_SPECIAL,
          { input: { ...valid(), clientEmail: 'editor@admin-test.example' } },
          'createSpecialOrder',
          'en',
          'staff',
        ),
      ).toEqual([{ field: 'workIds', message: message('en', 'cart.workReserved', { title: 'Blue painting' }) }]);
    });
  });
});
