/**
 * Card payments over HTTP (decision 014):
 *
 * - `POST /api/payments/redsys/notification`: the provider's server-to-server notification (form-urlencoded
 *   `Ds_SignatureVersion`, `Ds_MerchantParameters`, `Ds_Signature`). 200 `OK` when it was ours and handled (a replay
 *   too: it changes nothing); 400 `KO` when it was forged, tampered, unknown or did not match its attempt (nothing
 *   changed, a warning is logged). Only this marks an order paid; URLOK/URLKO are pages of the shop.
 * - The local payment sandbox, only when `config.redsys.sandbox` (no `REDSYS_*`): `POST …/sandbox/realizarPago`
 *   takes the form the shop's browser POSTs to Redsys and shows a card form; `POST …/sandbox/pay` checks the test
 *   card, asks the 3-D Secure code, POSTs the signed notification to MERCHANTURL (server to server, as Redsys does)
 *   and sends the browser to URLOK or URLKO with a 303 carrying the same three fields in the query.
 *
 * The sandbox keeps nothing in memory: what the card form and the 3-D Secure step carry is a short-lived hidden
 * field signed with the merchant key, so any API instance can continue a payment. The sandbox merchant's key is
 * public (it is Redsys's test merchant), so anyone can sign a notification the sandbox accepts: it sells nothing
 * real, and a shop that takes money sets `REDSYS_*`. It only notifies this API's own notification address and only
 * sends browsers to pages of the shop, so the public key cannot turn it into a relay to other hosts. Its pages' markup
 * is in `payment-sandbox-pages.ts`; this module sends them with their headers.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@art/model';
import { securityEvent, clientKey, languageOf } from '@art/api-core';
import { processNotification, type PaymentDeps } from '../services/payments';
import {
  CURRENCY_EUR,
  SIGNATURE_VERSION,
  TRANSACTION_AUTHORISATION,
  decodeMerchantParameters,
  encodeMerchantParameters,
  isRedsysOrderNumber,
  sameNumber,
  signParameters,
  verifySignature,
  type MerchantParameters,
} from '../services/redsys';
import { cardPage, errorPage, sandboxDocument, securePage, type SandboxPage } from './payment-sandbox-pages';

/** POSTs a notification (form-urlencoded) to the merchant's address; answers the HTTP status. */
export type PaymentNotifier = (url: string, form: URLSearchParams) => Promise<number>;

/** The notifier of a running server: a real HTTP POST, as Redsys makes it, bounded in time. */
export const fetchNotifier: PaymentNotifier = async (url, form) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
};

export interface PaymentRoutesOptions {
  deps: PaymentDeps;
  /** How the sandbox delivers its notifications (tests call the notification route in process). */
  notify?: PaymentNotifier;
  /** The clock of the sandbox's signed steps (tests move it). */
  now?: () => Date;
}

export const NOTIFICATION_PATH = '/api/payments/redsys/notification';
export const SANDBOX_FORM_PATH = '/api/payments/sandbox/realizarPago';
export const SANDBOX_PAY_PATH = '/api/payments/sandbox/pay';

/** The largest form body these routes read: Redsys's fields are a few hundred bytes, the sandbox's a few KiB. */
const FORM_BODY_LIMIT = 16 * 1024;

/** How long a sandbox step (the card form, the 3-D Secure form) may be continued. */
export const SANDBOX_STEP_MS = 15 * 60_000;
/** Wrong 3-D Secure codes before the sandbox refuses the payment, as a bank does. */
const SECURE_TRIES = 3;

/** The sandbox's test cards (`../shared/redsys-test-vectors.md`). */
export const SANDBOX_CARDS = {
  approved: { number: '4548812049400004', expiry: '12/34', cvv: '123', secureCode: '123456' },
  declined: { number: '5576440022788500' },
} as const;

/** `Ds_Response` codes the sandbox answers: authorised, refused by the issuer, 3-D Secure failed, cancelled. */
const RESPONSE = { authorised: '0000', declined: '0190', authenticationFailed: '0184', cancelled: '9915' } as const;

type Form = Record<string, string>;

/** The fields of a form-urlencoded body (the first of repeated names), in an object without a prototype. */
function parseForm(body: string): Form {
  const fields: Form = Object.create(null) as Form;
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}

/** The body's text fields, whatever parser read it (form or JSON); non-text values are ignored. */
function bodyFields(body: unknown): Form {
  const fields: Form = Object.create(null) as Form;
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>))
    if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** Registers the notification route and, in sandbox mode, the sandbox. */
export async function registerPaymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const { deps } = options;
  // Encapsulated, so the form parser serves these routes only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => {
        done(null, parseForm(String(body)));
      },
    );

    scope.post(NOTIFICATION_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const body = bodyFields(request.body);
      const outcome = await processNotification(deps, {
        Ds_SignatureVersion: body['Ds_SignatureVersion'],
        Ds_MerchantParameters: body['Ds_MerchantParameters'],
        Ds_Signature: body['Ds_Signature'],
      });
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      if (outcome.status === 'rejected') {
        securityEvent(request.log, 'security.payment_notification_refused', {
          reason: outcome.reason,
          client: clientKey(request.ip),
        });
        return reply.code(400).send('KO');
      }
      return reply.send('OK');
    });

    if (deps.config.redsys.sandbox)
      registerSandbox(scope, {
        ...options,
        notify: options.notify ?? fetchNotifier,
        now: options.now ?? (() => new Date()),
      });
  });
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* The sandbox                                                                                                        */
/* ------------------------------------------------------------------------------------------------------------------ */

/** A payment request as the sandbox accepted it. */
interface SandboxRequest {
  paramsB64: string;
  order: string;
  amountCents: number;
  merchantCode: string;
  terminal: string;
  merchantName: string;
  merchantUrl: string;
  urlOk: string;
  urlKo: string;
  lang: Language;
  consumerLanguage: string;
  merchantData: string;
}

/** A request parameter whatever its case (`DS_MERCHANT_AMOUNT`, `Ds_Merchant_Amount`: Redsys takes both). */
function param(params: MerchantParameters, name: string): string {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(params)) if (key.toLowerCase() === wanted) return value;
  return '';
}

/** Whether `url` is a page of the shop (where the sandbox may send a browser). */
function isShopPage(url: string, shopOrigin: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.origin === new URL(shopOrigin).origin && (parsed.protocol === 'http:' || parsed.protocol === 'https:')
    );
  } catch {
    return false;
  }
}

/**
 * The request of a signed `Ds_MerchantParameters`, or null: the signature must verify with the merchant key and the
 * fields must be an authorisation in euros for this merchant, notified to this API and returning to the shop.
 */
function readRequest(deps: PaymentDeps, paramsB64: string, signature: string | null): SandboxRequest | null {
  const { redsys, shopOrigin } = deps.config;
  const params = decodeMerchantParameters(paramsB64);
  if (!params) return null;
  const order = param(params, 'DS_MERCHANT_ORDER');
  if (!isRedsysOrderNumber(order)) return null;
  if (signature !== null && !verifySignature(redsys.key, order, paramsB64, signature)) return null;
  const amount = param(params, 'DS_MERCHANT_AMOUNT');
  const request = {
    paramsB64,
    order,
    amountCents: /^[1-9][0-9]{0,9}$/.test(amount) ? Number(amount) : 0,
    merchantCode: param(params, 'DS_MERCHANT_MERCHANTCODE'),
    terminal: param(params, 'DS_MERCHANT_TERMINAL'),
    merchantName: param(params, 'DS_MERCHANT_MERCHANTNAME').slice(0, 25),
    merchantUrl: param(params, 'DS_MERCHANT_MERCHANTURL'),
    urlOk: param(params, 'DS_MERCHANT_URLOK'),
    urlKo: param(params, 'DS_MERCHANT_URLKO'),
    consumerLanguage: param(params, 'DS_MERCHANT_CONSUMERLANGUAGE'),
    lang: param(params, 'DS_MERCHANT_CONSUMERLANGUAGE') === '2' ? ('en' as const) : ('es' as const),
    merchantData: param(params, 'DS_MERCHANT_MERCHANTDATA').slice(0, 1024),
  };
  const valid =
    request.amountCents > 0 &&
    sameNumber(request.merchantCode, redsys.merchantCode) &&
    sameNumber(request.terminal, redsys.terminal) &&
    param(params, 'DS_MERCHANT_CURRENCY') === CURRENCY_EUR &&
    param(params, 'DS_MERCHANT_TRANSACTIONTYPE') === TRANSACTION_AUTHORISATION &&
    request.merchantUrl === redsys.notificationUrl &&
    isShopPage(request.urlOk, shopOrigin) &&
    isShopPage(request.urlKo, shopOrigin);
  return valid ? request : null;
}

/** A step of the sandbox between requests: the request's parameters, the step, until when, wrong codes so far. */
export interface SandboxState {
  p: string;
  s: 'card' | 'secure';
  e: number;
  n: number;
}

const stateMac = (key: string, payload: string) =>
  createHmac('sha256', Buffer.from(key, 'base64')).update(`payment-sandbox-state.${payload}`).digest();

/** The hidden field of a sandbox step (exported for tests, which make expired and altered ones). */
export function signSandboxState(key: string, state: SandboxState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${stateMac(key, payload).toString('base64url')}`;
}

/** The state of a hidden field: null when forged or altered, `expired` when its time has passed. */
function readState(key: string, token: string | undefined, now: Date): SandboxState | 'expired' | null {
  if (!token || token.length > FORM_BODY_LIMIT) return null;
  const [payload = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = stateMac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let state: unknown;
  try {
    state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const s = state as Partial<SandboxState> | null;
  if (
    !s ||
    typeof s.p !== 'string' ||
    (s.s !== 'card' && s.s !== 'secure') ||
    typeof s.e !== 'number' ||
    typeof s.n !== 'number'
  )
    return null;
  return s.e < now.getTime() ? 'expired' : { p: s.p, s: s.s, e: s.e, n: s.n };
}

/** Sends a page of the sandbox, its one inline style allowed by a fresh nonce; it may be framed or cached nowhere. */
function sendPage(reply: FastifyReply, deps: PaymentDeps, page: SandboxPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const shop = new URL(deps.config.shopOrigin).origin;
  return reply
    .code(page.status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${shop}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(sandboxDocument(page, nonce));
}

/** Digits only: a card number or code as people type it (`4548 8120-4940…`). */
const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** `MM/YY` from what was typed (`12/34`, `1234`, `12 / 34`); empty when it has no such shape. */
function expiryOf(value: string | undefined): string {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec((value ?? '').trim());
  return match ? `${match[1]}/${match[2]}` : '';
}

/** Day and time in Madrid as Redsys writes them in a notification (`26/11/2026`, `10:05`), URL-encoded as it sends them. */
function redsysDateTime(now: Date): { date: string; hour: string } {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', ...options }).format(now);
  const date = part({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const hour = part({ hour: '2-digit', minute: '2-digit', hour12: false });
  return { date: encodeURIComponent(date), hour: encodeURIComponent(hour) };
}

function registerSandbox(app: FastifyInstance, options: Required<PaymentRoutesOptions>): void {
  const { deps, notify, now } = options;
  const key = deps.config.redsys.key;
  if (deps.config.env === 'production') {
    // Start-up only: the sandbox answers any card form, so a real shop must set REDSYS_*.
    deps.log.warn('card payments use the local sandbox (REDSYS_* unset): no real payment can be taken');
  }

  /**
   * Settles the payment as Redsys would: the signed notification to MERCHANTURL first (server to server), then the
   * browser to URLOK or URLKO with the same three fields in the query. A notification that cannot be delivered is
   * logged; the browser still goes on (the order then stays as it was, as with a real provider that is late).
   */
  async function finish(
    reply: FastifyReply,
    request: SandboxRequest,
    response: string,
    secure: boolean,
  ): Promise<FastifyReply> {
    const { date, hour } = redsysDateTime(now());
    const authorised = response === RESPONSE.authorised;
    const fields: MerchantParameters = {
      Ds_Date: date,
      Ds_Hour: hour,
      Ds_SecurePayment: secure ? '1' : '0',
      Ds_Card_Country: '724',
      Ds_Amount: String(request.amountCents),
      Ds_Currency: CURRENCY_EUR,
      Ds_Order: request.order,
      Ds_MerchantCode: request.merchantCode,
      // Redsys writes the terminal padded to three digits whatever it was sent: the notification's check compares numbers.
      Ds_Terminal: String(Number(request.terminal)).padStart(3, '0'),
      Ds_Response: response,
      Ds_MerchantData: request.merchantData,
      Ds_TransactionType: TRANSACTION_AUTHORISATION,
      Ds_ConsumerLanguage: request.consumerLanguage || '1',
      Ds_AuthorisationCode: authorised ? String(randomInt(1_000_000)).padStart(6, '0') : '',
    };
    const paramsB64 = encodeMerchantParameters(fields);
    // Notifications carry the signature in base64url, as Redsys's do.
    const signature = signParameters(key, request.order, paramsB64).replace(/\+/g, '-').replace(/\//g, '_');
    const form = new URLSearchParams({
      Ds_SignatureVersion: SIGNATURE_VERSION,
      Ds_MerchantParameters: paramsB64,
      Ds_Signature: signature,
    });
    try {
      const status = await notify(request.merchantUrl, form);
      if (status !== 200) deps.log.warn(`payment sandbox: the notification of ${request.order} was answered ${status}`);
    } catch (error) {
      deps.log.warn(
        `payment sandbox: the notification of ${request.order} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const target = new URL(authorised ? request.urlOk : request.urlKo);
    for (const [name, value] of form) target.searchParams.append(name, value);
    return reply.code(303).header('cache-control', 'no-store').header('location', target.toString()).send();
  }

  /** The error page in the language the browser asks for (the request, unread or refused, says none). */
  const refuse = (req: FastifyRequest, reply: FastifyReply, problem: 'invalidRequest' | 'expired') =>
    sendPage(reply, deps, errorPage(deps, languageOf(req.headers['accept-language']), problem));
  /** The form of a step, posting to the pay route with the step signed in it. */
  const step = (state: SandboxState) => ({ action: SANDBOX_PAY_PATH, state: signSandboxState(key, state) });

  app.post(SANDBOX_FORM_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (req, reply) => {
    const body = bodyFields(req.body);
    const paramsB64 = body['Ds_MerchantParameters'] ?? '';
    const request =
      body['Ds_SignatureVersion'] === SIGNATURE_VERSION && paramsB64.length <= 8192
        ? readRequest(deps, paramsB64, body['Ds_Signature'] ?? '')
        : null;
    if (!request) return refuse(req, reply, 'invalidRequest');
    const card = step({ p: paramsB64, s: 'card', e: now().getTime() + SANDBOX_STEP_MS, n: 0 });
    return sendPage(reply, deps, cardPage(deps, request, card, null));
  });

  app.post(SANDBOX_PAY_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (req, reply) => {
    const body = bodyFields(req.body);
    const state = readState(key, body['state'], now());
    if (state === null) return refuse(req, reply, 'invalidRequest');
    if (state === 'expired') return refuse(req, reply, 'expired');
    // Signed by this sandbox after the request's own signature was checked, so only its fields are checked again.
    const request = readRequest(deps, state.p, null);
    if (!request) return refuse(req, reply, 'invalidRequest');
    if (body['action'] === 'cancel') return finish(reply, request, RESPONSE.cancelled, false);

    if (state.s === 'card') {
      const number = digits(body['cardNumber']);
      if (number === SANDBOX_CARDS.declined.number) return finish(reply, request, RESPONSE.declined, false);
      if (number !== SANDBOX_CARDS.approved.number)
        return sendPage(reply, deps, cardPage(deps, request, step(state), 'cardNotAccepted'));
      if (expiryOf(body['expiry']) !== SANDBOX_CARDS.approved.expiry)
        return sendPage(reply, deps, cardPage(deps, request, step(state), 'wrongExpiry'));
      if (digits(body['cvv']) !== SANDBOX_CARDS.approved.cvv)
        return sendPage(reply, deps, cardPage(deps, request, step(state), 'wrongCvv'));
      const secure = step({ p: state.p, s: 'secure', e: now().getTime() + SANDBOX_STEP_MS, n: 0 });
      return sendPage(reply, deps, securePage(deps, request, secure, false));
    }

    if (digits(body['code']) === SANDBOX_CARDS.approved.secureCode)
      return finish(reply, request, RESPONSE.authorised, true);
    if (state.n + 1 >= SECURE_TRIES) return finish(reply, request, RESPONSE.authenticationFailed, true);
    return sendPage(reply, deps, securePage(deps, request, step({ ...state, n: state.n + 1 }), true));
  });
}
