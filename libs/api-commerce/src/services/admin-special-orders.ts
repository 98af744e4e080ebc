/**
 * Special orders (issue 17, `createSpecialOrder` of `src/schema/admin-commerce.graphql`): the fair's team makes an
 * order for a named client who has an account, with the works they agreed on. It is a card order like the shop's,
 * `pending` and holding its works, with its amounts computed by the shop's own rule (`cartTotals` of `@art/cart`: the
 * subtotal of the works' prices now, the shipping country's costs for it, or the transport the team typed, and the
 * VAT part). Whether a work can be bought now is the cart's rule (`saleProblem`), held by the same conditional update
 * as a shop order (`holdWorks`). The client pays on the shop's payment page of the order (logged in with their
 * account, as for any order of theirs), whose address the answer gives and an e-mail in the client's language sends.
 * Everything is written in one transaction with its audit entry and the queued e-mail; nothing when anything is
 * refused.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cartTotals, SHIPPING_BANDS, type ShippingRates } from '@art/cart';
import { artists, countries, orderItems, orders, users, works, type Database, type UserRow } from '@art/db';
import { centsToEuros, toLanguage, type CheckoutAddress, type FormSchema, type Language } from '@art/model';
import { adminSpecialOrderForm, hundredthsOf } from '@art/admin-model';
import { href } from '@art/routing';
import {
  type ApiConfig,
  recordChange,
  type Mailer,
  type MailTexts,
  errorMessage,
  type ContextLog,
  escapeHtml,
  enqueueMail,
  checkAdminInput,
  containsText,
  fieldError,
  rowId,
  type FieldError,
  changeRefused,
  changeSaved,
  type ChangeContext,
  type ChangeResult,
  deliverNow,
  mailHtml,
} from '@art/api-core';
import { formatEuros, saleProblem, titleOf, worksForSale } from './cart';
import { newOrderCode } from './orders';
import { holdWorks, type Executor } from './work-holds';

import { FOR_SALE_NOW } from '@art/api-catalogue';
import { shippingRatesOf } from './admin-shipping';

/** What making a special order needs beside a change's context: the mail queue's sender and texts, the log. */
export type SpecialOrderContext = ChangeContext & { mailer: Mailer; mailTexts: MailTexts; log: ContextLog };

/** A special order just made (`AdminSpecialOrder`): amounts in euros and the client's payment page. */
export interface AdminSpecialOrderNode {
  id: string;
  orderCode: string;
  subtotal: number;
  transport: number;
  taxes: number;
  total: number;
  paymentUrl: string;
}

/** The answer of {@link createSpecialOrder}. */
export type SpecialOrderResult = ChangeResult<'order', AdminSpecialOrderNode>;

/** The shop's payment page of an order, absolute, in a language (the route `payment` of `@art/routing`). */
export function specialOrderPaymentUrl(config: Pick<ApiConfig, 'shopOrigin'>, orderCode: string, lang: Language) {
  return `${config.shopOrigin.replace(/\/+$/, '')}${href('payment', { orderCode }, lang)}`;
}

/** The same cost for every band: the transport the team typed, as the shop's totals read a country's costs. */
const flatRates = (cents: number): ShippingRates =>
  Object.fromEntries(SHIPPING_BANDS.map((band) => [band, cents])) as unknown as ShippingRates;

/** A refusal thrown inside the transaction so that it rolls back. */
class SpecialOrderRefused extends Error {
  constructor(readonly errors: FieldError[]) {
    super('refused');
  }
}

/** The enabled account of an e-mail (any case), or null. */
async function clientOf(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.disabledAt)))
    .limit(1);
  return user ?? null;
}

/** The refused address countries: unknown ones (both addresses), or none. */
async function countryErrors(
  db: Database,
  lang: Language,
  shipping: CheckoutAddress,
  billing: CheckoutAddress | null,
): Promise<FieldError[]> {
  const wanted = [shipping.countryCode, billing?.countryCode].filter((code): code is string => !!code);
  const known = new Set(
    (await db.select({ code: countries.code }).from(countries).where(inArray(countries.code, wanted))).map(
      (row) => row.code,
    ),
  );
  const errors: FieldError[] = [];
  if (!known.has(shipping.countryCode)) errors.push(fieldError(lang, 'shippingAddress', 'admin.countryUnknown'));
  if (billing && !known.has(billing.countryCode))
    errors.push(fieldError(lang, 'billingAddress', 'admin.countryUnknown'));
  return errors;
}

/**
 * Makes a special order for the client of `clientEmail` (see the module's comment). Refused with translated reasons,
 * and nothing written, when the form's checks fail, no enabled account has the e-mail, a country is unknown or not
 * shipped to (without a typed transport), a work does not exist or cannot be bought now, or another order has just
 * taken one.
 */
export async function createSpecialOrder(ctx: SpecialOrderContext, input: unknown): Promise<SpecialOrderResult> {
  const { db, lang } = ctx;
  const checked = checkAdminInput(adminSpecialOrderForm, input, lang);
  if (!checked.ok) return changeRefused('order', checked.errors);
  const value = checked.value;
  const client = await clientOf(db, value.clientEmail);
  if (!client) return changeRefused('order', [fieldError(lang, 'clientEmail', 'admin.clientUnknown')]);
  const countriesRefused = await countryErrors(db, lang, value.shippingAddress, value.billingAddress);
  if (countriesRefused.length > 0) return changeRefused('order', countriesRefused);
  const rates =
    value.transport !== null
      ? flatRates(hundredthsOf(value.transport))
      : await shippingRatesOf(db, value.shippingAddress.countryCode);
  if (!rates) return changeRefused('order', [fieldError(lang, 'transport', 'admin.countryNotShipped')]);

  const clientLang = toLanguage(client.lang);
  const now = new Date();
  try {
    const made = await db.transaction((tx) => makeInTransaction(tx, ctx, { value, client, clientLang, rates, now }));
    await deliverNow(ctx, made.mailIds, `special order ${made.order.orderCode}`);
    return changeSaved('order', made.order);
  } catch (error) {
    if (error instanceof SpecialOrderRefused) return changeRefused('order', error.errors);
    throw error;
  }
}

/** A special order's checked form. */
type CheckedOrder = typeof adminSpecialOrderForm extends FormSchema<infer T> ? T : never;

async function makeInTransaction(
  tx: Executor,
  ctx: SpecialOrderContext,
  facts: { value: CheckedOrder; client: UserRow; clientLang: Language; rates: ShippingRates; now: Date },
): Promise<{ order: AdminSpecialOrderNode; mailIds: number[] }> {
  const { value, client, clientLang, rates, now } = facts;
  const { lang, config } = ctx;
  const forSale = await worksForSale(tx, value.workIds);
  for (const id of value.workIds) {
    const work = forSale.get(id);
    if (!work) throw new SpecialOrderRefused([fieldError(lang, 'workIds', 'admin.workUnknown')]);
    const problem = saleProblem(work, client.id, lang, now);
    if (problem) {
      const message = errorMessage(lang, problem.code, problem.params ?? {});
      throw new SpecialOrderRefused([{ field: 'workIds', message }]);
    }
  }
  const items = value.workIds.map((id) => ({
    id: String(id),
    units: 1,
    unitPriceCents: forSale.get(id)?.priceCents ?? 0,
  }));
  const totals = cartTotals({ items }, { rates });
  const holdUntil = new Date(now.getTime() + config.orderHoldMinutes * 60_000);
  const shipping: CheckoutAddress = value.shippingAddress;
  const [order] = await tx
    .insert(orders)
    .values({
      orderCode: newOrderCode(),
      userId: client.id,
      kind: 'special',
      state: 'pending',
      lang: clientLang,
      email: client.email,
      subtotalCents: totals.subtotal,
      transportCents: totals.transportAmount,
      discountCents: totals.totalDiscount,
      taxesCents: totals.taxes,
      totalCents: totals.totalAmount,
      paymentMethod: 'card',
      clientType: value.billingAddress?.fiscalName || shipping.fiscalName ? 'empresa' : 'particular',
      observations: value.observations,
      shippingAddress: { ...shipping },
      billingAddress: { ...(value.billingAddress ?? shipping) },
      clientName: value.clientName,
      clientSurname: value.clientSurname,
      clientPhone: value.clientPhone,
      orderDate: now,
      holdUntil,
    })
    .returning();
  if (!order) throw new Error('The special order was not stored.');
  const names = await tx
    .select({ id: works.id, artistName: artists.fullName })
    .from(works)
    .innerJoin(artists, eq(artists.id, works.artistId))
    .where(inArray(works.id, value.workIds));
  await tx.insert(orderItems).values(
    value.workIds.map((id) => {
      const work = forSale.get(id);
      return {
        orderId: order.id,
        workId: id,
        units: 1,
        unitPriceCents: work?.priceCents ?? 0,
        title: work ? titleOf(work, clientLang) : '',
        artistName: names.find((name) => name.id === id)?.artistName ?? '',
      };
    }),
  );
  const notHeld = await holdWorks(tx, order.id, value.workIds, holdUntil);
  if (notHeld.length > 0) {
    const work = forSale.get(notHeld[0] ?? 0);
    const message = errorMessage(lang, 'cart.workReserved', { title: work ? titleOf(work, lang) : '' });
    throw new SpecialOrderRefused([{ field: 'workIds', message }]);
  }
  await recordChange(tx, ctx, { action: 'create', entity: 'order', entityId: order.id, before: null, after: order });
  const paymentUrl = specialOrderPaymentUrl(config, order.orderCode, clientLang);
  const titles = value.workIds.map((id) => {
    const work = forSale.get(id);
    return work ? `${titleOf(work, clientLang)}: ${formatEuros(work.priceCents ?? 0, clientLang)}` : '';
  });
  const mailIds = await enqueueMail(
    tx,
    'special-order',
    specialOrderMail(ctx.mailTexts, {
      lang: clientLang,
      to: client.email,
      name: value.clientName,
      code: order.orderCode,
      total: formatEuros(order.totalCents, clientLang),
      works: titles,
      paymentUrl,
    }),
  );
  return {
    order: {
      id: String(order.id),
      orderCode: order.orderCode,
      subtotal: centsToEuros(order.subtotalCents),
      transport: centsToEuros(order.transportCents),
      taxes: centsToEuros(order.taxesCents),
      total: centsToEuros(order.totalCents),
      paymentUrl,
    },
    mailIds,
  };
}

/**
 * The client's e-mail of a special order, in their language: the code, the works with their prices, the total and
 * the link to pay it. Every value is escaped in the HTML.
 */
export function specialOrderMail(
  texts: MailTexts,
  facts: { lang: Language; to: string; name: string; code: string; total: string; works: string[]; paymentUrl: string },
) {
  const t = (key: string, params?: Record<string, string>) => texts.t(facts.lang, `specialOrder.${key}`, params);
  const subject = t('subject', { code: facts.code });
  const greeting = t('greeting', { name: facts.name });
  const intro = t('intro', { code: facts.code, total: facts.total });
  const text = [
    greeting,
    '',
    intro,
    '',
    `${t('works')}:`,
    ...facts.works.map((line) => `- ${line}`),
    '',
    t('linkIntro'),
    facts.paymentUrl,
    '',
    t('signature'),
    '',
  ].join('\n');
  const html = mailHtml(facts.lang, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<h2>${escapeHtml(t('works'))}</h2>`,
    `<ul>${facts.works.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(t('linkIntro'))}</p>`,
    `<p><a href="${escapeHtml(facts.paymentUrl)}">${escapeHtml(t('action'))}</a></p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
  ]);
  return { to: facts.to, subject, text, html };
}

/** Most works the special order's picker lists at once. */
export const SALE_WORKS_MAX = 25;

/**
 * The works a special order may take (`adminSaleWorks`): for sale now, with a price, held by nobody — the rule
 * `createSpecialOrder` checks again (`saleProblem`) — by Spanish title; `q` searches titles and artists, `ids` picks
 * those (malformed ones are left out).
 */
export async function listSaleWorks(
  db: Database,
  lang: 'es' | 'en',
  options: { q: string | null; ids: readonly string[] | null; perPage: number | null },
): Promise<{ items: { id: string; title: string; artistName: string; price: number }[]; total: number }> {
  const limit = Math.min(Math.max(options.perPage ?? SALE_WORKS_MAX, 1), SALE_WORKS_MAX);
  const where = [FOR_SALE_NOW];
  if (options.q) where.push(containsText(works.searchText, options.q));
  if (options.ids) {
    const ids = options.ids.map(rowId).filter((id): id is number => id !== null);
    if (ids.length === 0) return { items: [], total: 0 };
    where.push(inArray(works.id, ids));
  }
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ work: works, artistName: artists.fullName })
      .from(works)
      .innerJoin(artists, eq(artists.id, works.artistId))
      .where(condition)
      .orderBy(works.titleEs, works.id)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)` })
      .from(works)
      .where(condition),
  ]);
  return {
    items: rows.map(({ work, artistName }) => ({
      id: String(work.id),
      title: titleOf(work, lang),
      artistName,
      price: centsToEuros(work.priceCents ?? 0),
    })),
    total: Number(counted?.n ?? 0),
  };
}
