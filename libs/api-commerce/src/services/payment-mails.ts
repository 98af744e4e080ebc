/**
 * The e-mails of a card payment (`payments.ts` queues them in the notification's transaction): the buyer's
 * confirmation in the order's language, and the organisers' notices of a sale and of a payment to refund, in the
 * team's language. Every stored value is escaped in the HTML.
 */
import { eq } from 'drizzle-orm';
import {
  countries,
  type Database,
  type OrderAddress,
  type OrderItemRow,
  type OrderRow,
  type PaymentAttemptRow,
} from '@art/db';
import type { Language } from '@art/model';
import { href } from '@art/routing';
import { type MailMessage, type MailTexts, type ApiConfig, escapeAttribute, escapeHtml, mailHtml } from '@art/api-core';
import { formatEuros } from './cart';

/** What the payment e-mails need from the server: the shop's and the organisers' addresses, and the texts. */
export interface PaymentMailDeps {
  config: Pick<ApiConfig, 'shopOrigin' | 'organisersEmail'>;
  mailTexts: MailTexts;
}

/** An absolute address of a shop page in a language. */
export const shopPage = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

/** Names joined as a list in the language: `«A», «B» y «C»`. */
export function joinList(items: readonly string[], lang: Language): string {
  return new Intl.ListFormat(lang === 'es' ? 'es' : 'en', { style: 'long', type: 'conjunction' }).format(items);
}

/** What the order e-mails tell, read once in the notification's transaction. */
export interface MailFacts {
  order: OrderRow;
  items: OrderItemRow[];
  /** The shipping country's name in the order's language (the code when the country is unknown). */
  country: string | null;
}

/** The facts of an order's e-mails: the order, its items and its shipping country's name. */
export async function mailFacts(
  tx: Pick<Database, 'select'>,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<MailFacts> {
  const code = order.shippingAddress?.countryCode;
  if (!code) return { order, items, country: null };
  const [row] = await tx.select().from(countries).where(eq(countries.code, code));
  return { order, items, country: row ? (order.lang === 'en' ? row.nameEn : row.nameEs) : code };
}

const languageOf = (order: OrderRow): Language => (order.lang === 'en' ? 'en' : 'es');

/** The lines of an address as a postal label. */
function addressLines(address: OrderAddress, country: string | null): string[] {
  return [
    `${address.name} ${address.surname}`.trim(),
    [address.route, address.floor].filter(Boolean).join(', '),
    `${address.postalCode} ${address.locality}`.trim(),
    address.province,
    country ?? address.countryCode,
    address.phone,
  ].filter((line) => line.trim() !== '');
}

/** Label and amount rows of an order's totals. */
function totalRows(order: OrderRow, lang: Language, t: (key: string) => string): [string, string][] {
  return [
    [t('order.subtotal'), formatEuros(order.subtotalCents, lang)],
    [t('order.shipping'), formatEuros(order.transportCents, lang)],
    ...(order.discountCents > 0
      ? ([[t('order.discount'), `−${formatEuros(order.discountCents, lang)}`]] as [string, string][])
      : []),
    [t('order.taxes'), formatEuros(order.taxesCents, lang)],
    [t('order.total'), formatEuros(order.totalCents, lang)],
  ];
}

function itemRows(
  items: readonly OrderItemRow[],
  lang: Language,
  t: (key: string, params?: Record<string, string>) => string,
): [string, string][] {
  return items.map((item) => [
    t('order.itemLine', { title: item.title, artist: item.artistName }),
    formatEuros(item.unitPriceCents * item.units, lang),
  ]);
}

const htmlRows = (rows: readonly [string, string][]) =>
  rows
    .map(
      ([label, value]) =>
        `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');

/**
 * The buyer's confirmation, in the order's language: the code, the works with their prices, the totals (VAT
 * included), the shipping address and a link to the order in the account. Every stored value is escaped in the HTML.
 */
export function buyerMail(deps: PaymentMailDeps, facts: MailFacts): MailMessage {
  const { order } = facts;
  const lang = languageOf(order);
  const t = (key: string, params?: Record<string, string>) => deps.mailTexts.t(lang, key, params);
  const name = order.shippingAddress?.name ?? order.billingAddress?.name ?? '';
  const link = shopPage(deps.config.shopOrigin, href('billing', {}, lang, { hash: `order-${order.orderCode}` }));
  const items = itemRows(facts.items, lang, t);
  const totals = totalRows(order, lang, t);
  const address = order.shippingAddress ? addressLines(order.shippingAddress, facts.country) : [];
  const subject = t('order.buyer.subject', { code: order.orderCode });
  const greeting = t('order.buyer.greeting', { name });
  const intro = t('order.buyer.intro', { code: order.orderCode });
  const text = [
    greeting,
    '',
    intro,
    '',
    `${t('order.buyer.works')}:`,
    ...items.map(([label, value]) => `- ${label}: ${value}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(address.length > 0 ? ['', `${t('order.shippingAddress')}:`, ...address] : []),
    '',
    t('order.buyer.next'),
    '',
    t('order.buyer.linkIntro'),
    link,
    '',
    t('order.buyer.signature'),
    '',
  ].join('\n');
  const html = mailHtml(lang, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<h2>${escapeHtml(t('order.buyer.works'))}</h2>`,
    `<table>${htmlRows(items)}</table>`,
    `<table>${htmlRows(totals)}</table>`,
    ...(address.length > 0
      ? [`<h2>${escapeHtml(t('order.shippingAddress'))}</h2>`, `<p>${address.map(escapeHtml).join('<br>')}</p>`]
      : []),
    `<p>${escapeHtml(t('order.buyer.next'))}</p>`,
    `<p>${escapeHtml(t('order.buyer.linkIntro'))} <a href="${escapeAttribute(link)}">${escapeHtml(t('order.buyer.action'))}</a></p>`,
    `<p>${escapeHtml(t('order.buyer.signature'))}</p>`,
  ]);
  const to = order.email ?? '';
  return { to: name ? { name, address: to } : to, subject, text, html };
}

/** The organisers' e-mails are in the site's default language (the team works in Spanish). */
const TEAM_LANGUAGE: Language = 'es';

function teamFacts(
  deps: Pick<PaymentMailDeps, 'mailTexts'>,
  facts: MailFacts,
  attempt: PaymentAttemptRow,
): [string, string][] {
  const t = (key: string) => deps.mailTexts.t(TEAM_LANGUAGE, key);
  const { order } = facts;
  const buyer = [order.shippingAddress?.name, order.shippingAddress?.surname].filter(Boolean).join(' ');
  return [
    [t('order.code'), order.orderCode],
    ...(buyer ? ([[t('order.sale.buyer'), buyer]] as [string, string][]) : []),
    ...(order.email ? ([[t('order.sale.email'), order.email]] as [string, string][]) : []),
    [t('order.sale.payment'), attempt.redsysOrder],
    ...(attempt.authorisationCode
      ? ([[t('order.sale.authorisation'), attempt.authorisationCode]] as [string, string][])
      : []),
    [t('order.total'), formatEuros(order.totalCents, TEAM_LANGUAGE)],
  ];
}

function teamMail(
  deps: Pick<PaymentMailDeps, 'config'>,
  subject: string,
  intro: string,
  facts: [string, string][],
  items: [string, string][],
): MailMessage {
  const text = [
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...items.map(([label, value]) => `- ${label}: ${value}`),
    '',
  ].join('\n');
  const html = mailHtml(TEAM_LANGUAGE, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<table>${htmlRows(items)}</table>`,
  ]);
  return { to: deps.config.organisersEmail, subject, text, html };
}

/** The organisers' notice of a new sale. */
export function saleMail(deps: PaymentMailDeps, facts: MailFacts, attempt: PaymentAttemptRow): MailMessage {
  const t = (key: string, params?: Record<string, string>) => deps.mailTexts.t(TEAM_LANGUAGE, key, params);
  const { order } = facts;
  return teamMail(
    deps,
    t('order.sale.subject', { code: order.orderCode, total: formatEuros(order.totalCents, TEAM_LANGUAGE) }),
    t('order.sale.intro', { code: order.orderCode }),
    teamFacts(deps, facts, attempt),
    itemRows(facts.items, TEAM_LANGUAGE, t),
  );
}

/**
 * The organisers' notice that a payment must be refunded: some works (`soldIds`) were sold to someone else before it
 * arrived, or (`soldIds` null) the order had already been paid or closed.
 */
export function refundMail(
  deps: PaymentMailDeps,
  facts: MailFacts,
  attempt: PaymentAttemptRow,
  soldIds: readonly number[] | null,
): MailMessage {
  const t = (key: string, params?: Record<string, string>) => deps.mailTexts.t(TEAM_LANGUAGE, key, params);
  const { order } = facts;
  const sold = facts.items
    .filter((item) => soldIds?.includes(item.workId))
    .map((item) => t('order.itemLine', { title: item.title, artist: item.artistName }));
  const intro = soldIds
    ? t('order.refund.intro', { code: order.orderCode, works: joinList(sold, TEAM_LANGUAGE) })
    : t('order.refund.duplicateIntro', { code: order.orderCode, state: order.state });
  return teamMail(
    deps,
    t('order.refund.subject', { code: order.orderCode, total: formatEuros(attempt.amountCents, TEAM_LANGUAGE) }),
    intro,
    teamFacts(deps, facts, attempt),
    itemRows(facts.items, TEAM_LANGUAGE, t),
  );
}
