import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { cartItems, orders, paymentAttempts, works } from '@art/db';
import type { Language } from '@art/model';
import {
  casesFor,
  errorMessage,
  NOTIFICATION_PATH,
  SANDBOX_FORM_PATH,
  SANDBOX_PAY_PATH,
  SANDBOX_STEP_MS,
  signSandboxState,
  recordingLogger,
  testBackends,
  decodeMerchantParameters,
  encodeMerchantParameters,
  signParameters,
  verifySignature,
  type OutboxMessage,
} from '@art/api/testing';
import {
  createBuyer,
  createPaymentsTestApi,
  freeWorks,
  placeTestOrder,
  paidFields,
  signedNotification,
  type PaymentsTestApi,
  type TestBuyer,
  type TestWork,
} from './payments-testing';

const START = `mutation Start($orderCode: String!, $lang: String) {
  startPayment(orderCode: $orderCode, lang: $lang) { OK error form { url Ds_SignatureVersion Ds_MerchantParameters Ds_Signature } }
}`;

interface Form {
  url: string;
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}
interface StartResult {
  startPayment: { OK: boolean; error: string | null; form: Form | null };
}

const APPROVED = { cardNumber: '4548 8120 4940 0004', expiry: '12/34', cvv: '123' };
const DECLINED = { cardNumber: '5576440022788500', expiry: '01/30', cvv: '999' };

describe.each(testBackends('engine'))('card payments (%s)', (backend) => {
  // On both engines: a notification replayed at once. The other cases are the same SQL on either, run once.
  const once = casesFor(backend, 'any');
  let api: PaymentsTestApi;
  let logged: string[];
  const db = () => api.database.db;
  const key = () => api.config.redsys.key;

  beforeAll(async () => {
    const recorder = recordingLogger();
    logged = recorder.logged;
    api = await createPaymentsTestApi(backend, { logger: recorder.logger });
  });
  afterAll(async () => {
    await api?.close();
  });

  const start = (buyer: TestBuyer | null, orderCode: string, lang: Language = 'es') =>
    api.graphql<StartResult>(START, { orderCode, lang }, { lang, headers: buyer?.headers ?? {} });

  async function startOk(buyer: TestBuyer, orderCode: string, lang: Language = 'es'): Promise<Form> {
    const body = await start(buyer, orderCode, lang);
    expect(body.errors).toBeUndefined();
    expect(body.data?.startPayment).toMatchObject({ OK: true, error: null });
    const form = body.data?.startPayment.form;
    if (!form) throw new Error('no form');
    return form;
  }

  /** A form-urlencoded POST, as a browser or Redsys sends it. */
  const postForm = (url: string, fields: Record<string, string> | URLSearchParams) =>
    api.app.inject({
      method: 'POST',
      url: url.startsWith('http') ? new URL(url).pathname : url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const hiddenState = (html: string) => {
    const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
    if (!state) throw new Error(`no state in ${html.slice(0, 200)}`);
    return state;
  };

  const formFields = (form: Form) => ({
    Ds_SignatureVersion: form.Ds_SignatureVersion,
    Ds_MerchantParameters: form.Ds_MerchantParameters,
    Ds_Signature: form.Ds_Signature,
  });

  /** Pays a started form in the sandbox with a card (and the 3-D Secure code when asked); answers the last response. */
  async function payInSandbox(form: Form, card: typeof APPROVED, secureCode = '123456') {
    const page = await postForm(form.url, formFields(form));
    expect(page.statusCode).toBe(200);
    const afterCard = await postForm(SANDBOX_PAY_PATH, { state: hiddenState(page.body), ...card, action: 'pay' });
    if (afterCard.statusCode !== 200) return afterCard;
    return postForm(SANDBOX_PAY_PATH, { state: hiddenState(afterCard.body), code: secureCode, action: 'pay' });
  }

  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const attemptsOf = (orderId: number) =>
    db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(asc(paymentAttempts.id));
  const workRows = (list: readonly TestWork[]) =>
    db()
      .select({
        id: works.id,
        workState: works.workState,
        reservedOrderId: works.reservedOrderId,
        reservedUntil: works.reservedUntil,
      })
      .from(works)
      .where(
        inArray(
          works.id,
          list.map((w) => w.id),
        ),
      )
      .orderBy(asc(works.id));
  const cartOf = async (buyer: TestBuyer) =>
    (await db().select({ workId: cartItems.workId }).from(cartItems).where(eq(cartItems.userId, buyer.id)))
      .map((r) => r.workId)
      .sort();
  /** A buyer's order of `list` with its payment started: the order and its one attempt. */
  async function startedPayment(buyer: TestBuyer, list: readonly TestWork[]) {
    const order = await placeTestOrder(api, buyer, [...list]);
    await startOk(buyer, order.orderCode);
    const [attempt] = await attemptsOf(order.id);
    if (!attempt) throw new Error('attempt');
    return { order, attempt };
  }
  /** The order's hold passes while its payment is under way: the order expires, its works' reservations lapse. */
  async function letHoldPass(orderId: number) {
    const past = new Date(Date.now() - 60_000);
    await db().update(orders).set({ state: 'expired', holdUntil: past }).where(eq(orders.id, orderId));
    await db().update(works).set({ reservedUntil: past }).where(eq(works.reservedOrderId, orderId));
  }
  const mailsTo = (mails: OutboxMessage[], address: string) =>
    mails.filter((m) => (m.headers['to'] ?? '').includes(address));
  const redirectFields = (location: string) => {
    const url = new URL(location);
    return { url, params: decodeMerchantParameters(url.searchParams.get('Ds_MerchantParameters') ?? '') };
  };

  once.it(
    'sells end to end through the sandbox: form, card, 3-D Secure, notification; the order is paid and mailed',
    async () => {
      const buyer = await createBuyer(db());
      const [work, other] = await freeWorks(db(), 2);
      if (!work || !other) throw new Error('works');
      const order = await placeTestOrder(api, buyer, [work], { extraInCart: [other] });
      const before = (await api.outbox()).length;

      const form = await startOk(buyer, order.orderCode);
      expect(form.url).toBe(api.config.redsys.url);
      expect(form.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
      const params = decodeMerchantParameters(form.Ds_MerchantParameters);
      const placed = await orderRow(order.id);
      if (!placed) throw new Error('order');
      const total = placed.totalCents;
      expect(total).toBe(work.priceCents + placed.transportCents - placed.discountCents);
      expect(params).toEqual({
        DS_MERCHANT_AMOUNT: String(total),
        DS_MERCHANT_ORDER: expect.stringMatching(/^[0-9]{4}[0-9A-Za-z]{8}$/),
        DS_MERCHANT_MERCHANTCODE: '999008881',
        DS_MERCHANT_CURRENCY: '978',
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_TERMINAL: '1',
        DS_MERCHANT_MERCHANTURL: `${api.config.shopOrigin}/api/payments/redsys/notification`,
        DS_MERCHANT_URLOK: `${api.config.shopOrigin}/es/shop/gracias/${order.orderCode}`,
        DS_MERCHANT_URLKO: `${api.config.shopOrigin}/es/shop/error-pago/${order.orderCode}`,
        DS_MERCHANT_CONSUMERLANGUAGE: '1',
        DS_MERCHANT_MERCHANTNAME: expect.any(String),
        DS_MERCHANT_PRODUCTDESCRIPTION: expect.stringContaining(order.orderCode),
      });
      const redsysOrder = params?.['DS_MERCHANT_ORDER'] ?? '';
      expect(verifySignature(key(), redsysOrder, form.Ds_MerchantParameters, form.Ds_Signature)).toBe(true);
      expect(await attemptsOf(order.id)).toEqual([
        expect.objectContaining({
          redsysOrder,
          amountCents: total,
          currency: '978',
          merchantCode: '999008881',
          terminal: '1',
          state: 'started',
        }),
      ]);

      const page = await postForm(form.url, formFields(form));
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain('Pago de prueba');
      expect(page.body).toContain(redsysOrder);
      expect(page.body).toMatch(/<label for="cardNumber">/);

      const secure = await postForm(SANDBOX_PAY_PATH, { state: hiddenState(page.body), ...APPROVED, action: 'pay' });
      expect(secure.statusCode).toBe(200);
      expect(secure.body).toContain('3-D Secure');
      expect(secure.body).toMatch(/<input id="code" name="code"/);

      const done = await postForm(SANDBOX_PAY_PATH, { state: hiddenState(secure.body), code: '123456', action: 'pay' });
      expect(done.statusCode).toBe(303);
      const location = String(done.headers['location']);
      expect(location.startsWith(`${api.config.shopOrigin}/es/shop/gracias/${order.orderCode}?`)).toBe(true);
      const { url, params: returned } = redirectFields(location);
      expect(url.searchParams.get('Ds_SignatureVersion')).toBe('HMAC_SHA256_V1');
      expect(returned).toMatchObject({
        Ds_Order: redsysOrder,
        Ds_Response: '0000',
        Ds_Amount: String(total),
        Ds_Terminal: '001',
      });
      expect(api.notifications.at(-1)).toMatchObject({
        url: `${api.config.shopOrigin}${NOTIFICATION_PATH}`,
        status: 200,
      });

      expect(await orderRow(order.id)).toMatchObject({ state: 'paid', confirmDate: expect.any(Date) });
      expect(await workRows([work])).toEqual([
        { id: work.id, workState: 'Vendida', reservedOrderId: null, reservedUntil: null },
      ]);
      expect(await cartOf(buyer)).toEqual([other.id]);
      const [attempt] = await attemptsOf(order.id);
      expect(attempt).toMatchObject({
        state: 'paid',
        responseCode: '0000',
        authorisationCode: expect.stringMatching(/^[0-9]{6}$/),
        notifiedAt: expect.any(Date),
      });

      const mails = (await api.outbox()).slice(before);
      expect(mails).toHaveLength(2);
      const [mine] = mailsTo(mails, buyer.email);
      expect(mine?.subject).toBe(`Pedido ${order.orderCode} confirmado`);
      const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
      for (const text of [
        work.title,
        work.artist,
        euros.format(work.priceCents / 100),
        euros.format(total / 100),
        euros.format(placed.transportCents / 100),
        'Calle Ríos & Hijos 1',
        'España',
      ]) {
        expect(mine?.text).toContain(text);
      }
      expect(mine?.text).toContain(`${api.config.shopOrigin}/es/shop/facturacion#order-${order.orderCode}`);
      expect(mine?.html).toContain('Calle Ríos &amp; Hijos 1');
      expect(mine?.html).not.toContain('Ríos & Hijos');
      const [team] = mailsTo(mails, api.config.organisersEmail);
      expect(team?.subject).toContain(`Nueva venta en la tienda: pedido ${order.orderCode}`);
      expect(team?.text).toContain(redsysOrder);
      expect(team?.text).toContain(work.title);
    },
  );

  once.it(
    'a declined card fails the order and frees its works; a second attempt, with a new number, pays it',
    async () => {
      const buyer = await createBuyer(db());
      const list = await freeWorks(db(), 2);
      const order = await placeTestOrder(api, buyer, list);
      const first = await startOk(buyer, order.orderCode);

      const declined = await payInSandbox(first, DECLINED);
      expect(declined.statusCode).toBe(303);
      const ko = redirectFields(String(declined.headers['location']));
      expect(ko.url.pathname).toBe(`/es/shop/error-pago/${order.orderCode}`);
      expect(ko.params).toMatchObject({ Ds_Response: '0190' });
      expect(await orderRow(order.id)).toMatchObject({ state: 'failed' });
      expect((await workRows(list)).map((w) => [w.workState, w.reservedOrderId])).toEqual([
        ['Disponible', null],
        ['Disponible', null],
      ]);
      expect((await attemptsOf(order.id)).map((a) => [a.state, a.responseCode])).toEqual([['failed', '0190']]);

      const second = await startOk(buyer, order.orderCode);
      expect(second.Ds_MerchantParameters).not.toBe(first.Ds_MerchantParameters);
      expect(await orderRow(order.id)).toMatchObject({ state: 'pending', holdUntil: expect.any(Date) });
      expect((await workRows(list)).every((w) => w.reservedOrderId === order.id)).toBe(true);
      const paid = await payInSandbox(second, APPROVED);
      expect(paid.statusCode).toBe(303);
      expect(await orderRow(order.id)).toMatchObject({ state: 'paid' });
      const attempts = await attemptsOf(order.id);
      expect(attempts.map((a) => a.state)).toEqual(['failed', 'paid']);
      expect(new Set(attempts.map((a) => a.redsysOrder)).size).toBe(2);
    },
  );

  it('a notification replayed 10 times changes the order once and mails the buyer once', async () => {
    const buyer = await createBuyer(db());
    const { order, attempt } = await startedPayment(buyer, await freeWorks(db(), 1));
    const before = (await api.outbox()).length;
    const notification = signedNotification(key(), paidFields(attempt));
    const responses = await Promise.all(Array.from({ length: 10 }, () => postForm(NOTIFICATION_PATH, notification)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await orderRow(order.id)).toMatchObject({ state: 'paid' });
    const mails = (await api.outbox()).slice(before);
    expect(mailsTo(mails, buyer.email)).toHaveLength(1);
    expect(mailsTo(mails, api.config.organisersEmail)).toHaveLength(1);
  });

  once.it('refuses forged, tampered, mismatching and unknown notifications and changes nothing', async () => {
    const buyer = await createBuyer(db());
    const list = await freeWorks(db(), 1);
    const { order, attempt } = await startedPayment(buyer, list);
    const before = (await api.outbox()).length;
    const good = signedNotification(key(), paidFields(attempt));

    const forged = new URLSearchParams(good);
    forged.set('Ds_Signature', randomBytes(32).toString('base64url'));
    const tampered = new URLSearchParams(good);
    tampered.set('Ds_MerchantParameters', encodeMerchantParameters(paidFields(attempt, { Ds_Amount: '1' })));
    const otherKey = Buffer.alloc(24, 9).toString('base64');
    const badVersion = new URLSearchParams(good);
    badVersion.set('Ds_SignatureVersion', 'HMAC_SHA512_V2');
    const cases: [string, URLSearchParams][] = [
      ['forged signature', forged],
      ['tampered amount, old signature', tampered],
      [
        'wrong amount, valid signature',
        signedNotification(key(), paidFields(attempt, { Ds_Amount: String(attempt.amountCents - 1) })),
      ],
      ['wrong currency', signedNotification(key(), paidFields(attempt, { Ds_Currency: '840' }))],
      ['wrong merchant', signedNotification(key(), paidFields(attempt, { Ds_MerchantCode: '999008882' }))],
      ['wrong terminal', signedNotification(key(), paidFields(attempt, { Ds_Terminal: '2' }))],
      ['unknown order', signedNotification(key(), paidFields(attempt, { Ds_Order: '9999ZZZZZZZZ' }))],
      ['another key', signedNotification(otherKey, paidFields(attempt))],
      ['another signature version', badVersion],
      ['no fields', new URLSearchParams({ hello: 'world' })],
      [
        'not base64 JSON',
        new URLSearchParams({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'e30', Ds_Signature: 'x' }),
      ],
    ];
    for (const [name, body] of cases) {
      const response = await postForm(NOTIFICATION_PATH, body);
      expect({ name, status: response.statusCode, body: response.body }).toEqual({ name, status: 400, body: 'KO' });
    }
    expect(await orderRow(order.id)).toMatchObject({ state: 'pending', confirmDate: null });
    expect(await attemptsOf(order.id)).toEqual([
      expect.objectContaining({ state: 'started', responseCode: null, notifiedAt: null }),
    ]);
    expect((await workRows(list)).map((w) => [w.workState, w.reservedOrderId])).toEqual([['Disponible', order.id]]);
    expect((await api.outbox()).length).toBe(before);
    expect(logged.filter((line) => line.startsWith('payment notification rejected')).length).toBeGreaterThanOrEqual(
      cases.length,
    );
    expect(logged).toContain(`payment notification rejected: ${attempt.redsysOrder}: amount differ from the attempt's`);

    // A terminal written padded, a signature in standard base64: still the real one.
    const padded = new URLSearchParams(signedNotification(key(), paidFields(attempt, { Ds_Terminal: '001' })));
    const paramsB64 = padded.get('Ds_MerchantParameters') ?? '';
    padded.set('Ds_Signature', signParameters(key(), attempt.redsysOrder, paramsB64));
    expect((await postForm(NOTIFICATION_PATH, padded)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ state: 'paid' });
  });

  once.it(
    'a payment that arrives after the hold passed and a work was sold meanwhile moves the order to refund',
    async () => {
      const buyer = await createBuyer(db());
      const [gone, kept] = await freeWorks(db(), 2);
      if (!gone || !kept) throw new Error('works');
      const { order, attempt } = await startedPayment(buyer, [gone, kept]);
      // The hold passes, the order expires, and someone else buys one of its works.
      await letHoldPass(order.id);
      await db()
        .update(works)
        .set({ workState: 'Vendida', reservedOrderId: null, reservedUntil: null })
        .where(eq(works.id, gone.id));
      const before = (await api.outbox()).length;

      const response = await postForm(NOTIFICATION_PATH, signedNotification(key(), paidFields(attempt)));
      expect(response.statusCode).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ state: 'refund', confirmDate: null });
      expect((await workRows([gone, kept])).map((w) => [w.id, w.workState, w.reservedOrderId])).toEqual(
        [
          [gone.id, 'Vendida', null],
          [kept.id, 'Disponible', null],
        ].sort((a, b) => Number(a[0]) - Number(b[0])),
      );
      expect((await attemptsOf(order.id)).map((a) => a.state)).toEqual(['paid']);
      expect(await cartOf(buyer)).toEqual([gone.id, kept.id].sort());
      const mails = (await api.outbox()).slice(before);
      expect(mailsTo(mails, buyer.email)).toHaveLength(0);
      const [team] = mailsTo(mails, api.config.organisersEmail);
      expect(team?.subject).toContain(`Hay que devolver un pago: pedido ${order.orderCode}`);
      expect(team?.text).toContain(gone.title);
    },
  );

  once.it('a payment that arrives after the hold passed still sells works nobody took', async () => {
    const buyer = await createBuyer(db());
    const list = await freeWorks(db(), 1);
    const { order, attempt } = await startedPayment(buyer, list);
    await letHoldPass(order.id);
    expect((await postForm(NOTIFICATION_PATH, signedNotification(key(), paidFields(attempt)))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ state: 'paid' });
    expect((await workRows(list)).map((w) => w.workState)).toEqual(['Vendida']);
  });

  once.it(
    'an older attempt refused late frees nothing, and an older one paid after the order was paid asks for a refund',
    async () => {
      const buyer = await createBuyer(db());
      const list = await freeWorks(db(), 1);
      const order = await placeTestOrder(api, buyer, list);
      await startOk(buyer, order.orderCode);
      await startOk(buyer, order.orderCode);
      await startOk(buyer, order.orderCode);
      const [oldest, older, newest] = await attemptsOf(order.id);
      if (!oldest || !older || !newest) throw new Error('attempts');

      expect(
        (
          await postForm(
            NOTIFICATION_PATH,
            signedNotification(key(), paidFields(oldest, { Ds_Response: '0190', Ds_AuthorisationCode: '' })),
          )
        ).statusCode,
      ).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ state: 'pending' });
      expect((await workRows(list)).map((w) => w.reservedOrderId)).toEqual([order.id]);

      expect((await postForm(NOTIFICATION_PATH, signedNotification(key(), paidFields(newest)))).statusCode).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ state: 'paid' });
      const before = (await api.outbox()).length;
      expect((await postForm(NOTIFICATION_PATH, signedNotification(key(), paidFields(older)))).statusCode).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ state: 'paid' });
      const mails = (await api.outbox()).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.headers['to']).toContain(api.config.organisersEmail);
      expect(mails[0]?.text).toContain(older.redsysOrder);
      expect((await attemptsOf(order.id)).map((a) => a.state)).toEqual(['failed', 'paid', 'paid']);
    },
  );

  once.it('URLOK is only a page: landing there without a notification marks nothing paid', async () => {
    const buyer = await createBuyer(db());
    const list = await freeWorks(db(), 1);
    const order = await placeTestOrder(api, buyer, list);
    const form = await startOk(buyer, order.orderCode);
    api.dropNotifications = true;
    try {
      const done = await payInSandbox(form, APPROVED);
      expect(done.statusCode).toBe(303);
      const { url } = redirectFields(String(done.headers['location']));
      expect(url.pathname).toBe(`/es/shop/gracias/${order.orderCode}`);
      // The API serves no such page: the shop shows it, and the shop has no way to mark an order paid.
      const landing = await api.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(landing.statusCode).toBe(404);
    } finally {
      api.dropNotifications = false;
    }
    expect(await orderRow(order.id)).toMatchObject({ state: 'pending', confirmDate: null });
    expect(await attemptsOf(order.id)).toEqual([expect.objectContaining({ state: 'started' })]);
    expect(
      logged.some((line) => line.includes('payment sandbox: the notification of') && line.includes('failed')),
    ).toBe(true);
  });

  once.it('startPayment answers only the caller’s payable orders, with translated reasons', async () => {
    const buyer = await createBuyer(db());
    const stranger = await createBuyer(db());
    const list = await freeWorks(db(), 1);
    const order = await placeTestOrder(api, buyer, list);

    expect((await start(null, order.orderCode)).data?.startPayment).toEqual({
      OK: false,
      error: errorMessage('es', 'loginRequired'),
      form: null,
    });
    expect((await start(stranger, order.orderCode)).data?.startPayment).toEqual({
      OK: false,
      error: errorMessage('es', 'payment.orderNotFound', { code: order.orderCode }),
      form: null,
    });
    expect((await start(stranger, order.orderCode, 'en')).data?.startPayment.error).toBe(
      errorMessage('en', 'payment.orderNotFound', { code: order.orderCode }),
    );
    expect((await start(buyer, 'NOPE')).data?.startPayment.error).toBe(
      errorMessage('es', 'payment.orderNotFound', { code: 'NOPE' }),
    );
    expect(await attemptsOf(order.id)).toEqual([]);

    const [attemptForm] = [await startOk(buyer, order.orderCode)];
    expect(attemptForm).toBeDefined();
    const [attempt] = await attemptsOf(order.id);
    if (!attempt) throw new Error('attempt');
    await postForm(NOTIFICATION_PATH, signedNotification(key(), paidFields(attempt)));
    expect((await start(buyer, order.orderCode)).data?.startPayment.error).toBe(
      errorMessage('es', 'payment.alreadyPaid'),
    );
  });

  once.it('startPayment names the works someone else took after a failed payment, and changes nothing', async () => {
    const buyer = await createBuyer(db());
    const [gone, kept] = await freeWorks(db(), 2);
    if (!gone || !kept) throw new Error('works');
    const order = await placeTestOrder(api, buyer, [gone, kept]);
    expect((await payInSandbox(await startOk(buyer, order.orderCode), DECLINED)).statusCode).toBe(303);
    await db().update(works).set({ workState: 'Vendida' }).where(eq(works.id, gone.id));

    const answer = (await start(buyer, order.orderCode)).data?.startPayment;
    expect(answer).toEqual({
      OK: false,
      error: errorMessage('es', 'payment.worksGone', { works: `«${gone.title}», de ${gone.artist}` }),
      form: null,
    });
    expect(await orderRow(order.id)).toMatchObject({ state: 'failed' });
    expect((await workRows([kept])).map((w) => w.reservedOrderId)).toEqual([null]);
    expect((await attemptsOf(order.id)).length).toBe(1);
  });

  once.it('speaks English: the shop pages of the language, CONSUMERLANGUAGE 2 and an English sandbox', async () => {
    const buyer = await createBuyer(db(), 'en');
    const order = await placeTestOrder(api, buyer, await freeWorks(db(), 1), { lang: 'en' });
    const form = await startOk(buyer, order.orderCode, 'en');
    expect(decodeMerchantParameters(form.Ds_MerchantParameters)).toMatchObject({
      DS_MERCHANT_CONSUMERLANGUAGE: '2',
      DS_MERCHANT_URLOK: `${api.config.shopOrigin}/en/shop/thankyou/${order.orderCode}`,
      DS_MERCHANT_URLKO: `${api.config.shopOrigin}/en/shop/payment-error/${order.orderCode}`,
    });
    const page = await postForm(form.url, formFields(form));
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Test payment');
    const before = (await api.outbox()).length;
    expect((await payInSandbox(form, APPROVED)).statusCode).toBe(303);
    const [mine] = mailsTo((await api.outbox()).slice(before), buyer.email);
    expect(mine?.subject).toBe(`Order ${order.orderCode} confirmed`);
    expect(mine?.text).toContain(`${api.config.shopOrigin}/en/shop/billing#order-${order.orderCode}`);
  });

  once.describe('the sandbox', () => {
    /** A form for a fresh order, and the order. */
    async function freshForm() {
      const buyer = await createBuyer(db());
      const order = await placeTestOrder(api, buyer, await freeWorks(db(), 1));
      return { order, form: await startOk(buyer, order.orderCode) };
    }

    /** The form's request with some fields changed, signed again with the (public) test key. */
    function resigned(form: Form, changes: Record<string, string>) {
      const params = { ...decodeMerchantParameters(form.Ds_MerchantParameters), ...changes };
      const paramsB64 = encodeMerchantParameters(params);
      return {
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: paramsB64,
        Ds_Signature: signParameters(key(), params['DS_MERCHANT_ORDER'] ?? '', paramsB64),
      };
    }

    it('refuses a form with a bad signature, or that would notify another host or send the browser off the shop', async () => {
      const { form } = await freshForm();
      const bad = [
        { ...formFields(form), Ds_Signature: randomBytes(32).toString('base64') },
        { ...formFields(form), Ds_SignatureVersion: 'HMAC_SHA256_V0' },
        resigned(form, { DS_MERCHANT_MERCHANTURL: 'http://169.254.169.254/latest/meta-data' }),
        resigned(form, { DS_MERCHANT_URLOK: 'https://evil.example/ok' }),
        resigned(form, { DS_MERCHANT_URLKO: 'javascript:alert(1)' }),
        resigned(form, { DS_MERCHANT_CURRENCY: '840' }),
        resigned(form, { DS_MERCHANT_MERCHANTCODE: '123' }),
        resigned(form, { DS_MERCHANT_AMOUNT: '0' }),
        {},
      ];
      for (const fields of bad) {
        const page = await postForm(SANDBOX_FORM_PATH, fields);
        expect(page.statusCode).toBe(400);
        expect(page.body).toContain('La petición de pago no es válida');
        expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      }
    });

    it('escapes what the request carries', async () => {
      const { form } = await freshForm();
      const page = await postForm(
        SANDBOX_FORM_PATH,
        resigned(form, { DS_MERCHANT_MERCHANTNAME: '<script>x()</script>' }),
      );
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>');
      expect(page.body).toContain('&lt;script&gt;');
    });

    it('asks again after an unknown card, a wrong expiry, a wrong CVV or a wrong code; three wrong codes refuse it', async () => {
      const { order, form } = await freshForm();
      const page = await postForm(form.url, formFields(form));
      const state = hiddenState(page.body);
      const tries: [Record<string, string>, string][] = [
        [{ cardNumber: '4111111111111111', expiry: '12/34', cvv: '123' }, 'no se acepta en la pasarela de pruebas'],
        [{ ...APPROVED, expiry: '12/35' }, 'La fecha de caducidad no es correcta'],
        [{ ...APPROVED, cvv: '124' }, 'El CVV no es correcto'],
      ];
      for (const [card, message] of tries) {
        const again = await postForm(SANDBOX_PAY_PATH, { state, ...card, action: 'pay' });
        expect(again.statusCode).toBe(422);
        expect(again.body).toContain(message);
        expect(again.body).toContain('role="alert"');
        // What was typed is not shown again.
        expect(again.body).not.toMatch(/<input id="(cardNumber|expiry|cvv)"[^>]*value=/);
      }
      let secure = await postForm(SANDBOX_PAY_PATH, { state, ...APPROVED, expiry: '1234', action: 'pay' });
      expect(secure.statusCode).toBe(200);
      for (let n = 1; n <= 2; n++) {
        secure = await postForm(SANDBOX_PAY_PATH, { state: hiddenState(secure.body), code: '000000', action: 'pay' });
        expect(secure.statusCode).toBe(422);
        expect(secure.body).toContain('El código de seguridad no es correcto');
      }
      const refused = await postForm(SANDBOX_PAY_PATH, {
        state: hiddenState(secure.body),
        code: '000000',
        action: 'pay',
      });
      expect(refused.statusCode).toBe(303);
      expect(redirectFields(String(refused.headers['location'])).params).toMatchObject({ Ds_Response: '0184' });
      expect(await orderRow(order.id)).toMatchObject({ state: 'failed' });
    });

    it('cancelling goes back to URLKO and fails the order', async () => {
      const { order, form } = await freshForm();
      const page = await postForm(form.url, formFields(form));
      const cancelled = await postForm(SANDBOX_PAY_PATH, { state: hiddenState(page.body), action: 'cancel' });
      expect(cancelled.statusCode).toBe(303);
      const { url, params } = redirectFields(String(cancelled.headers['location']));
      expect(url.pathname).toBe(`/es/shop/error-pago/${order.orderCode}`);
      expect(params).toMatchObject({ Ds_Response: '9915' });
      expect(await orderRow(order.id)).toMatchObject({ state: 'failed' });
    });

    it('refuses an altered or expired step', async () => {
      const { form } = await freshForm();
      const page = await postForm(form.url, formFields(form));
      const state = hiddenState(page.body);
      const [payload = '', mac = ''] = state.split('.');
      const skipped = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: 'secure' }),
      ).toString('base64url');
      const altered = await postForm(SANDBOX_PAY_PATH, { state: `${skipped}.${mac}`, code: '123456', action: 'pay' });
      expect(altered.statusCode).toBe(400);
      expect(altered.body).toContain('La petición de pago no es válida');

      const expired = signSandboxState(key(), {
        p: form.Ds_MerchantParameters,
        s: 'secure',
        e: Date.now() - SANDBOX_STEP_MS,
        n: 0,
      });
      const late = await postForm(SANDBOX_PAY_PATH, { state: expired, code: '123456', action: 'pay' });
      expect(late.statusCode).toBe(400);
      expect(late.body).toContain('La página de pago ha caducado');
    });

    it('reads no body over 16 KiB', async () => {
      const response = await postForm(NOTIFICATION_PATH, { Ds_MerchantParameters: 'a'.repeat(20_000) });
      expect(response.statusCode).toBe(413);
    });
  });
});
