/**
 * The back office's orders (issue 17 "Sales", `src/schema/admin-orders.graphql`): the list with its search, filters
 * and sorts, one order with its works, addresses, amounts and payment attempts, and the one change made here, an
 * order's state along `ORDER_TRANSITIONS` of `@art/admin-model`. A change locks the order's row, checks the move
 * against the state the order reads as now (`stateAt`), writes it with its audit entry in one transaction, and frees
 * the order's works when it is cancelled or refunded: the works it holds (`releaseWorks`) and, for a paid order, the
 * works it sold (`Vendida` again `Disponible`), so the shop sells them again.
 */
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  countries,
  orderItems,
  orders,
  paymentAttempts,
  users,
  works,
  type OrderAddress,
  type OrderRow,
  type PaymentAttemptRow,
} from '@art/db';
import { FOR_SALE_WORK_STATE, SOLD_WORK_STATE, centsToEuros, type Language, type OrderState } from '@art/model';
import {
  ORDER_DATE_YEARS,
  ORDER_KINDS,
  isOrderState,
  nextOrderStates,
  orderFilterDay,
  orderTransition,
} from '@art/admin-model';
import { href } from '@art/routing';
import {
  recordChange,
  type MailMessage,
  type Mailer,
  type MailTexts,
  userError,
  type ContextLog,
  escapeAttribute,
  escapeHtml,
  deliverMails,
  enqueueMail,
  containsText,
  fieldError,
  rowId,
  type FieldError,
  type ChangeContext,
  defineAdminResource,
  pageOf,
  mailHtml,
} from '@art/api-core';
import { afterCatalogueChange } from '@art/api-catalogue';
import { UNPAID_STATES } from './order-expiry';
import { stateAt } from './orders';
import { releaseWorks, type Executor } from './work-holds';

/** The orders list's sorts. */
export type AdminOrderSort = 'ID' | 'ORDER_DATE' | 'TOTAL' | 'STATE';

/** An order's address as the back office reads it. */
export type AdminOrderAddressNode = OrderAddress & { countryNameES: string; countryNameEN: string };

/** An order as the back office reads it (`AdminOrder`). */
export interface AdminOrderNode {
  id: string;
  orderCode: string;
  kind: string;
  state: string;
  nextStates: string[];
  lang: string;
  email: string | null;
  userId: string | null;
  userEmail: string | null;
  clientName: string | null;
  clientSurname: string | null;
  clientPhone: string | null;
  clientType: string;
  paymentMethod: string;
  couponCode: string | null;
  observations: string;
  subtotal: number;
  transport: number;
  discount: number;
  taxes: number;
  total: number;
  currency: string;
  shippingAddress: AdminOrderAddressNode | null;
  billingAddress: AdminOrderAddressNode | null;
  orderDate: string;
  holdUntil: string | null;
  confirmDate: string | null;
  items: { workId: string; title: string; artistName: string; units: number; unitPrice: number }[];
  paymentAttempts: {
    id: string;
    redsysOrder: string;
    amount: number;
    state: string;
    responseCode: string | null;
    authorisationCode: string | null;
    createdAt: string;
    notifiedAt: string | null;
  }[];
}

/** The filters of the orders list, as the caller sent them (checked by {@link adminOrders}). */
export interface AdminOrdersFilter {
  state?: string | null;
  kind?: string | null;
  from?: string | null;
  to?: string | null;
}

/** A row and its account's e-mail, as the list and the detail read them. */
type JoinedOrder = { order: OrderRow; userEmail: string | null };

/** What one order is searched by: code, e-mail, client's and shipping address's names, accent-free and lower-case. */
const SEARCHED = sql`lower(f_unaccent(concat_ws(' ', ${orders.orderCode}, ${orders.email}, ${orders.clientName},
  ${orders.clientSurname}, ${orders.shippingAddress}->>'name', ${orders.shippingAddress}->>'surname')))`;

/** SQL: the order reads as `state` now (`stateAt`): an unpaid order past its hold reads `expired`. */
function readsAs(state: OrderState): SQL {
  const unpaid = inArray(orders.state, [...UNPAID_STATES]);
  const holdPassed = sql`(${orders.holdUntil} is not null and ${orders.holdUntil} <= now())`;
  if (state === 'expired') return or(eq(orders.state, 'expired'), and(unpaid, holdPassed))!;
  if ((UNPAID_STATES as readonly string[]).includes(state))
    return and(eq(orders.state, state), sql`not ${holdPassed}`)!;
  return eq(orders.state, state);
}

/** The list's conditions from its filters; a translated error for an unknown state or kind or a malformed day. */
function conditionsOf(lang: Language, filter: AdminOrdersFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.state) {
    if (!isOrderState(filter.state)) throw userError(lang, 'admin.orderState');
    conditions.push(readsAs(filter.state));
  }
  if (filter.kind) {
    if (!(ORDER_KINDS as readonly string[]).includes(filter.kind)) throw userError(lang, 'admin.orderKind');
    conditions.push(eq(orders.kind, filter.kind));
  }
  const from = orderFilterDay(filter.from);
  const to = orderFilterDay(filter.to);
  if (from === undefined || to === undefined) throw userError(lang, 'admin.orderDate', { ...ORDER_DATE_YEARS });
  if (from && to && to < from) throw userError(lang, 'admin.dateOrder');
  if (from) conditions.push(gte(orders.orderDate, from));
  // `to` is included whole: up to the start of the next day.
  if (to) conditions.push(lt(orders.orderDate, new Date(to.getTime() + 86_400_000)));
  return conditions;
}

/** Orders' nodes in the rows' order, for a caller of `role`: their works, attempts and countries in three queries. */
async function nodesOf(db: Executor, rows: JoinedOrder[], role: string): Promise<AdminOrderNode[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const codes = new Set<string>();
  for (const { order } of rows) {
    if (order.shippingAddress) codes.add(order.shippingAddress.countryCode);
    if (order.billingAddress) codes.add(order.billingAddress.countryCode);
  }
  const [items, attempts, countryRows] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.title), asc(orderItems.workId)),
    db
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.orderId, ids))
      .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id)),
    codes.size === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(countries)
          .where(inArray(countries.code, [...codes])),
  ]);
  const names = new Map(countryRows.map((country) => [country.code, country]));
  const address = (value: OrderAddress | null): AdminOrderAddressNode | null => {
    if (!value) return null;
    const country = names.get(value.countryCode);
    return {
      ...value,
      countryNameES: country?.nameEs ?? value.countryCode,
      countryNameEN: country?.nameEn ?? value.countryCode,
    };
  };
  const now = new Date();
  return rows.map(({ order, userEmail }) => {
    const state = stateAt(order, now);
    return {
      id: String(order.id),
      orderCode: order.orderCode,
      kind: order.kind,
      state,
      nextStates: nextOrderStates(state, role),
      lang: order.lang,
      email: order.email,
      userId: order.userId,
      userEmail,
      clientName: order.clientName,
      clientSurname: order.clientSurname,
      clientPhone: order.clientPhone,
      clientType: order.clientType,
      paymentMethod: order.paymentMethod,
      couponCode: order.couponCode,
      observations: order.observations,
      subtotal: centsToEuros(order.subtotalCents),
      transport: centsToEuros(order.transportCents),
      discount: centsToEuros(order.discountCents),
      taxes: centsToEuros(order.taxesCents),
      total: centsToEuros(order.totalCents),
      currency: order.currency,
      shippingAddress: address(order.shippingAddress),
      billingAddress: address(order.billingAddress),
      orderDate: order.orderDate.toISOString(),
      holdUntil: order.holdUntil?.toISOString() ?? null,
      confirmDate: order.confirmDate?.toISOString() ?? null,
      items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          workId: String(item.workId),
          title: item.title,
          artistName: item.artistName,
          units: item.units,
          unitPrice: centsToEuros(item.unitPriceCents),
        })),
      paymentAttempts: attempts.filter((attempt) => attempt.orderId === order.id).map(attemptNode),
    };
  });
}

function attemptNode(attempt: PaymentAttemptRow): AdminOrderNode['paymentAttempts'][number] {
  return {
    id: String(attempt.id),
    redsysOrder: attempt.redsysOrder,
    amount: centsToEuros(attempt.amountCents),
    state: attempt.state,
    responseCode: attempt.responseCode,
    authorisationCode: attempt.authorisationCode,
    createdAt: attempt.createdAt.toISOString(),
    notifiedAt: attempt.notifiedAt?.toISOString() ?? null,
  };
}

/**
 * The back office's orders for a caller of their role (newest first by default): a translated error for a filter
 * that cannot be one (unknown state or kind, a malformed day, `to` before `from`); one order, or null for an unknown
 * or malformed id. Their changes are {@link setAdminOrderState}'s.
 */
export const adminOrders = defineAdminResource<
  typeof orders,
  AdminOrderNode,
  AdminOrderSort,
  Omit<AdminOrdersFilter, 'q'>,
  JoinedOrder
>({
  table: orders,
  read: (db, query) =>
    pageOf(
      db
        .select({ order: orders, userEmail: users.email })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .$dynamic(),
      query,
    ),
  rowOf: (record) => record.order,
  nodes: (records, ctx) => nodesOf(ctx.db, records, ctx.user?.role ?? 'visitor'),
  search: (q) => containsText(SEARCHED, q),
  filters: (options, ctx) => conditionsOf(ctx.lang, options),
  sorts: {
    ID: [orders.id],
    ORDER_DATE: [orders.orderDate, orders.id],
    TOTAL: [orders.totalCents, orders.id],
    STATE: [orders.state, orders.id],
  },
});

/** The answer of an order's change. */
export type AdminOrderResult =
  { ok: true; errors: []; order: AdminOrderNode } | { ok: false; errors: FieldError[]; order: null };

const refused = (errors: FieldError[]): AdminOrderResult => ({ ok: false, errors, order: null });

/**
 * Frees the works of an order being cancelled or refunded: those it holds (`releaseWorks`), and, when it was paid,
 * those it sold (`sellWorks` left them `Vendida` without a hold), `Disponible` again. A `refund` order sold none: the
 * works it had were sold to someone else or freed when its late payment arrived.
 */
async function freeWorksOf(tx: Executor, orderId: number, from: string): Promise<void> {
  await releaseWorks(tx, orderId);
  if (from !== 'paid') return;
  const items = await tx.select({ workId: orderItems.workId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  if (items.length === 0) return;
  await tx
    .update(works)
    .set({ workState: FOR_SALE_WORK_STATE })
    .where(
      and(
        inArray(
          works.id,
          items.map((item) => item.workId),
        ),
        eq(works.workState, SOLD_WORK_STATE),
      ),
    );
}

/** What a change of an order's state needs beyond a change's context: the buyer's e-mail is sent when it ships. */
export type OrderChangeContext = ChangeContext & { mailer: Mailer; mailTexts: MailTexts; log: ContextLog };

/**
 * The buyer's e-mail when their order is shipped (the paid order's e-mail promised it), in the order's language, with
 * a link to the order in their account. Every stored value is escaped in the HTML.
 */
export function orderShippedMail(
  texts: MailTexts,
  shopOrigin: string,
  order: Pick<OrderRow, 'orderCode' | 'lang' | 'email' | 'shippingAddress' | 'clientName'>,
): MailMessage {
  const lang: Language = order.lang === 'en' ? 'en' : 'es';
  const t = (key: string, params?: Record<string, string>) => texts.t(lang, key, params);
  const name = order.shippingAddress?.name ?? order.clientName ?? '';
  const path = href('billing', {}, lang, { hash: `order-${order.orderCode}` });
  const link = `${shopOrigin.replace(/\/+$/, '')}${path}`;
  const subject = t('order.shipped.subject', { code: order.orderCode });
  const greeting = t('order.buyer.greeting', { name });
  const intro = t('order.shipped.intro', { code: order.orderCode });
  const text = [greeting, '', intro, '', t('order.buyer.linkIntro'), link, '', t('order.buyer.signature'), ''].join(
    '\n',
  );
  const html = mailHtml(lang, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(t('order.buyer.linkIntro'))} <a href="${escapeAttribute(link)}">${escapeHtml(t('order.buyer.action'))}</a></p>`,
    `<p>${escapeHtml(t('order.buyer.signature'))}</p>`,
  ]);
  const to = order.email ?? '';
  return { to: name ? { name, address: to } : to, subject, text, html };
}

/**
 * Moves an order to `state` along `ORDER_TRANSITIONS`: refused (`ok: false`, nothing changed) for an unknown order or
 * state, a move the table does not have from the state the order reads as now, or an admin's move asked by staff.
 * Cancelling or refunding frees the order's works; the shop's counts are forgotten then (the content version moves
 * with every mutation, `content-version.ts`). Shipping queues the buyer's e-mail in the same transaction and sends it.
 */
export async function setAdminOrderState(
  ctx: OrderChangeContext,
  id: string,
  state: string,
): Promise<AdminOrderResult> {
  const { db, lang, user } = ctx;
  const orderId = rowId(id);
  if (orderId === null) return refused([fieldError(lang, 'id', 'admin.orderNotFound')]);
  if (!isOrderState(state)) return refused([fieldError(lang, 'state', 'admin.orderState')]);
  const outcome = await db.transaction(async (tx): Promise<FieldError | { freed: boolean; mailIds: number[] }> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return fieldError(lang, 'id', 'admin.orderNotFound');
    const from = stateAt(order, new Date());
    const transition = orderTransition(from, state);
    if (!transition) return fieldError(lang, 'state', 'admin.orderTransition');
    if (transition.adminOnly && user.role !== 'admin') return fieldError(lang, 'state', 'admin.orderAdminOnly');
    await tx.update(orders).set({ state }).where(eq(orders.id, orderId));
    // A cancelled order's works were freed when it was cancelled.
    const freed = (state === 'cancelled' || state === 'refunded') && from !== 'cancelled';
    if (freed) await freeWorksOf(tx, order.id, from);
    const snapshot = (value: string) => ({ id: order.id, orderCode: order.orderCode, state: value });
    await recordChange(tx, ctx, {
      action: 'state',
      entity: 'order',
      entityId: order.id,
      before: snapshot(from),
      after: snapshot(state),
    });
    const mailIds =
      state === 'shipped' && order.email
        ? await enqueueMail(tx, 'order-shipped', orderShippedMail(ctx.mailTexts, ctx.config.shopOrigin, order))
        : [];
    return { freed, mailIds };
  });
  if ('field' in outcome) return refused([outcome]);
  await deliverMails(db, ctx.mailer, outcome.mailIds, ctx.log);
  if (outcome.freed) afterCatalogueChange(db);
  const saved = await adminOrders.get(ctx, String(orderId));
  return saved ? { ok: true, errors: [], order: saved } : refused([fieldError(lang, 'id', 'admin.orderNotFound')]);
}
