/**
 * Card payments of orders through the Redsys redirect protocol (decision 014).
 *
 * - `startPayment` holds the order's works again and writes one `payment_attempts` row per try, with its own merchant
 *   order number and what the notification must match (amount, currency, merchant, terminal); it answers the signed
 *   form the browser POSTs to the provider.
 * - `processNotification` is the only thing that marks an order paid. It checks the signature and that the
 *   notification is about an attempt of ours with the same amount, currency, merchant and terminal; then, in one
 *   transaction, it moves the attempt out of `started` with a conditional update, so a replayed notification changes
 *   nothing and sends nothing. A paid order's works are sold, the buyer's cart loses them and the buyer and the
 *   organisers are e-mailed (queued in the same transaction, sent after the commit; the e-mails are built by
 *   `payment-mails.ts`).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts, orderItems, orders, paymentAttempts, type Database, type PaymentAttemptRow } from '@art/db';
import type { Language } from '@art/model';
import { href } from '@art/routing';
import { type ErrorCode, type Mailer, type MailTexts, type ApiConfig, deliverMails, enqueueMail } from '@art/api-core';
import { retakeCouponUse } from './coupons';
import { orderCodeOf, prepareOrderForPayment } from './orders';
import { buyerMail, joinList, mailFacts, refundMail, saleMail, shopPage } from './payment-mails';
import {
  CURRENCY_EUR,
  SIGNATURE_VERSION,
  TRANSACTION_AUTHORISATION,
  decodeMerchantParameters,
  encodeMerchantParameters,
  isAuthorised,
  isRedsysOrderNumber,
  newRedsysOrderNumber,
  sameNumber,
  signParameters,
  verifySignature,
  type MerchantParameters,
} from './redsys';
import { releaseWorks, sellWorks } from './work-holds';

/** A transaction of the database. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the payment services need from the server. */
export interface PaymentDeps {
  db: Database;
  config: Pick<ApiConfig, 'env' | 'redsys' | 'orderHoldMinutes' | 'shopOrigin' | 'organisersEmail'>;
  mailer: Mailer;
  mailTexts: MailTexts;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** The form the browser POSTs to the provider (`PaymentForm` of the schema). */
export interface PaymentForm {
  url: string;
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** What {@link startPayment} answers: the form, or why not (a translated error key). */
export type StartPaymentOutcome =
  | { ok: true; form: PaymentForm; redsysOrder: string }
  | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

/** The states from which a new attempt may start (a paid, refunded or cancelled order is not paid again). */
const PAYABLE_STATES: readonly string[] = ['pending', 'failed', 'expired'];
/** The states of an order whose payment has already been taken. */
const PAID_STATES: readonly string[] = ['paid', 'shipped', 'delivered'];

/** Redsys's limits on the free texts of the form (longer ones are refused by the provider). */
const MERCHANT_NAME_MAX = 25;
const DESCRIPTION_MAX = 125;

/** A refusal thrown inside a transaction to roll it back and answer it. */
class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

const cut = (text: string, max: number) =>
  [...text].length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`;

/**
 * Starts a card payment of `userId`'s order `orderCode` (another user's order answers as an unknown one). A pending,
 * failed or expired order holds its works again for `ORDER_HOLD_MINUTES` (refused, naming them, when someone else has
 * bought or holds some); then a new attempt is written and the signed form is answered. The order row is locked
 * meanwhile, so a notification being handled for it waits.
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: string,
  orderCode: string,
  lang: Language,
): Promise<StartPaymentOutcome> {
  const code = orderCodeOf(orderCode);
  if (!code) return { ok: false, code: 'payment.orderNotFound', params: { code: cut(orderCode.trim(), 40) } };
  const { config } = deps;
  try {
    return await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderCode, code), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw new Refusal('payment.orderNotFound', { code });
      if (PAID_STATES.includes(order.state)) throw new Refusal('payment.alreadyPaid');
      if (!PAYABLE_STATES.includes(order.state) || order.paymentMethod !== 'card')
        throw new Refusal('payment.notPayable');
      if (order.totalCents <= 0) throw new Refusal('payment.nothingToPay');

      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const holdUntil = new Date(Date.now() + config.orderHoldMinutes * 60_000);
      const gone = await prepareOrderForPayment(tx, order.id, holdUntil);
      if (gone.length > 0) {
        const names = items
          .filter((item) => gone.includes(item.workId))
          .map((item) => deps.mailTexts.t(lang, 'order.itemLine', { title: item.title, artist: item.artistName }));
        throw new Refusal(gone.length === 1 ? 'payment.worksGone' : 'payment.worksGoneMany', {
          works: joinList(names, lang),
        });
      }

      const redsysOrder = newRedsysOrderNumber();
      await tx.insert(paymentAttempts).values({
        orderId: order.id,
        redsysOrder,
        amountCents: order.totalCents,
        currency: CURRENCY_EUR,
        merchantCode: config.redsys.merchantCode,
        terminal: config.redsys.terminal,
      });
      const titles = items.map((item) => item.title).join(', ');
      const params: MerchantParameters = {
        DS_MERCHANT_AMOUNT: String(order.totalCents),
        DS_MERCHANT_ORDER: redsysOrder,
        DS_MERCHANT_MERCHANTCODE: config.redsys.merchantCode,
        DS_MERCHANT_CURRENCY: CURRENCY_EUR,
        DS_MERCHANT_TRANSACTIONTYPE: TRANSACTION_AUTHORISATION,
        DS_MERCHANT_TERMINAL: config.redsys.terminal,
        DS_MERCHANT_MERCHANTURL: config.redsys.notificationUrl,
        DS_MERCHANT_URLOK: shopPage(config.shopOrigin, href('thank-you', { orderCode: order.orderCode }, lang)),
        DS_MERCHANT_URLKO: shopPage(config.shopOrigin, href('payment-error', { orderCode: order.orderCode }, lang)),
        DS_MERCHANT_CONSUMERLANGUAGE: lang === 'en' ? '2' : '1',
        DS_MERCHANT_MERCHANTNAME: cut(deps.mailTexts.t(lang, 'order.merchantName'), MERCHANT_NAME_MAX),
        DS_MERCHANT_PRODUCTDESCRIPTION: cut(
          deps.mailTexts.t(lang, 'order.description', { code: order.orderCode, works: titles }),
          DESCRIPTION_MAX,
        ),
      };
      const merchantParameters = encodeMerchantParameters(params);
      return {
        ok: true as const,
        redsysOrder,
        form: {
          url: config.redsys.url,
          Ds_SignatureVersion: SIGNATURE_VERSION,
          Ds_MerchantParameters: merchantParameters,
          Ds_Signature: signParameters(config.redsys.key, redsysOrder, merchantParameters),
        },
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, params: error.params };
    throw error;
  }
}

/** The three fields of a notification as Redsys POSTs them (anything else is ignored). */
export interface NotificationFields {
  Ds_SignatureVersion?: string;
  Ds_MerchantParameters?: string;
  Ds_Signature?: string;
}

/**
 * What a notification did. `rejected`: not ours, forged, tampered or not matching its attempt (nothing changed);
 * `replay`: its attempt was already settled (nothing changed); the others say what happened to the order.
 */
export type NotificationOutcome =
  | { status: 'rejected'; reason: string }
  | { status: 'replay'; orderId: number }
  | { status: 'paid' | 'refund' | 'duplicate' | 'failed'; orderId: number };

/** A field of the decoded parameters whatever its case (`Ds_Order`, `DS_ORDER`). */
function field(params: MerchantParameters, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(params)) if (key.toLowerCase() === wanted) return value.trim();
  return undefined;
}

/** Thrown inside the paid transaction's savepoint when some works were sold to someone else meanwhile. */
class SoldMeanwhile extends Error {
  constructor(readonly workIds: number[]) {
    super('sold meanwhile');
  }
}

/**
 * Handles a payment notification (see the module comment). Forged, tampered, unknown and mismatching notifications
 * change nothing and are logged as warnings; the caller answers them 400 and the others 200.
 */
export async function processNotification(deps: PaymentDeps, fields: NotificationFields): Promise<NotificationOutcome> {
  const reject = (reason: string): NotificationOutcome => {
    deps.log.warn(`payment notification rejected: ${reason}`);
    return { status: 'rejected', reason };
  };
  const { Ds_SignatureVersion: version, Ds_MerchantParameters: paramsB64, Ds_Signature: signature } = fields;
  if (version !== SIGNATURE_VERSION)
    return reject(`signature version ${JSON.stringify(String(version ?? '')).slice(0, 40)}`);
  if (typeof paramsB64 !== 'string' || typeof signature !== 'string' || paramsB64.length > 8192)
    return reject('fields missing');
  const params = decodeMerchantParameters(paramsB64);
  if (!params) return reject('parameters are not base64 JSON');
  const redsysOrder = field(params, 'Ds_Order') ?? '';
  if (!isRedsysOrderNumber(redsysOrder)) return reject('no valid Ds_Order');
  if (!verifySignature(deps.config.redsys.key, redsysOrder, paramsB64, signature))
    return reject(`bad signature for ${redsysOrder}`);

  const [attempt] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.redsysOrder, redsysOrder));
  if (!attempt) return reject(`unknown order ${redsysOrder}`);
  const amount = field(params, 'Ds_Amount') ?? '';
  const mismatch = [
    !sameNumber(field(params, 'Ds_MerchantCode'), attempt.merchantCode) && 'merchant',
    !sameNumber(field(params, 'Ds_Terminal'), attempt.terminal) && 'terminal',
    !(/^[0-9]{1,12}$/.test(amount) && Number(amount) === attempt.amountCents) && 'amount',
    field(params, 'Ds_Currency') !== attempt.currency && 'currency',
  ].filter(Boolean);
  if (mismatch.length > 0) return reject(`${redsysOrder}: ${mismatch.join(', ')} differ from the attempt's`);

  const response = field(params, 'Ds_Response') ?? '';
  const authorisation = (field(params, 'Ds_AuthorisationCode') ?? '').slice(0, 20) || null;
  const settled = { responseCode: response.slice(0, 10), authorisationCode: authorisation, notifiedAt: sql`now()` };
  const { outcome, mailIds } = await deps.db.transaction(async (tx) =>
    isAuthorised(response) ? settlePaid(deps, tx, attempt, settled) : settleRefused(tx, attempt, settled),
  );
  if (outcome.status === 'replay') deps.log.info(`payment notification for ${redsysOrder} again: nothing to do`);
  else deps.log.info(`payment notification for ${redsysOrder}: order ${outcome.orderId} ${outcome.status}`);
  await deliverMails(deps.db, deps.mailer, mailIds, deps.log);
  return outcome;
}

type Settled = { responseCode: string; authorisationCode: string | null; notifiedAt: ReturnType<typeof sql> };
type Settlement = { outcome: Exclude<NotificationOutcome, { status: 'rejected' }>; mailIds: number[] };

async function settlePaid(
  deps: PaymentDeps,
  tx: Transaction,
  attempt: PaymentAttemptRow,
  settled: Settled,
): Promise<Settlement> {
  const [won] = await tx
    .update(paymentAttempts)
    .set({ state: 'paid', ...settled })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.state, 'started')))
    .returning();
  if (!won) return { outcome: { status: 'replay', orderId: attempt.orderId }, mailIds: [] };
  const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
  if (!order) throw new Error(`payment attempt ${attempt.id} has no order`);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const facts = await mailFacts(tx, order, items);

  if (!PAYABLE_STATES.includes(order.state)) {
    // Paid twice (two tabs, two attempts) or after the team cancelled it: the money must go back, the order stays.
    const ids = await enqueueMail(tx, 'order-refund', refundMail(deps, facts, won, null));
    return { outcome: { status: 'duplicate', orderId: order.id }, mailIds: ids };
  }

  try {
    // A savepoint: when some work cannot be sold, the ones that were are undone with it.
    await tx.transaction(async (inner) => {
      const missing = await sellWorks(
        inner,
        order.id,
        items.map((item) => item.workId),
      );
      if (missing.length > 0) throw new SoldMeanwhile(missing);
    });
  } catch (error) {
    if (!(error instanceof SoldMeanwhile)) throw error;
    await tx.update(orders).set({ state: 'refund' }).where(eq(orders.id, order.id));
    await releaseWorks(tx, order.id);
    const ids = await enqueueMail(tx, 'order-refund', refundMail(deps, facts, won, error.workIds));
    return { outcome: { status: 'refund', orderId: order.id }, mailIds: ids };
  }

  const [paid] = await tx
    .update(orders)
    .set({ state: 'paid', confirmDate: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  // The expiry loop gave an expired order's discount use back; paid after all, it keeps the discount it was granted.
  if (order.state === 'expired' && order.couponCode) await retakeCouponUse(tx, order.couponCode);
  if (order.userId) {
    // The buyer may have added other works to the cart since; only the ones bought leave it.
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, order.userId),
        inArray(
          cartItems.workId,
          items.map((item) => item.workId),
        ),
      ),
    );
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.userId, order.userId));
  }
  const paidFacts = { ...facts, order: paid ?? order };
  const ids = [
    ...(paidFacts.order.email ? await enqueueMail(tx, 'order-paid', buyerMail(deps, paidFacts)) : []),
    ...(await enqueueMail(tx, 'order-sale', saleMail(deps, paidFacts, won))),
  ];
  return { outcome: { status: 'paid', orderId: order.id }, mailIds: ids };
}

async function settleRefused(tx: Transaction, attempt: PaymentAttemptRow, settled: Settled): Promise<Settlement> {
  const [lost] = await tx
    .update(paymentAttempts)
    .set({ state: 'failed', ...settled })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.state, 'started')))
    .returning();
  if (!lost) return { outcome: { status: 'replay', orderId: attempt.orderId }, mailIds: [] };
  const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
  if (!order) throw new Error(`payment attempt ${attempt.id} has no order`);
  // Only the order's latest attempt speaks for its hold: an older one refused late must not free the works a newer
  // attempt is paying for.
  const [latest] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  if (latest?.id === attempt.id && PAYABLE_STATES.includes(order.state)) {
    // The hold's time is kept: the expiry loop expires a failed order when it passes and gives its discount use back.
    if (order.state === 'pending') await tx.update(orders).set({ state: 'failed' }).where(eq(orders.id, order.id));
    await releaseWorks(tx, order.id);
  }
  return { outcome: { status: 'failed', orderId: order.id }, mailIds: [] };
}
