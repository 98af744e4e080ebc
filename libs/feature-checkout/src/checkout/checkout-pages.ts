/**
 * The data functions of the checkout's pages (§2: cart step, payment, thank-you, payment error). Step 1 loads what
 * its form needs (the cart itself lives in the browser and comes after hydration); the order pages read the order
 * on the server with the visitor's cookie: an unknown order, or another user's, is a 404.
 */
import { redirect } from 'react-router';
import { type OrderFields } from '@art/data';
import { CheckoutPageDocument, OrderPageDocument } from '../documents';
import { LOGIN_REDIRECT_STATUS, href, loginRedirect, normalizeCartStep } from '@art/routing';
import type { PageContext, PageResult } from '@art/site';
import { isPaid } from './order-states';

/** The longest order code asked for: anything longer is no code of ours (a 404 without a call). */
const ORDER_CODE_MAX = 64;

/** The status of the redirects between the checkout's pages. */
const CHECKOUT_REDIRECT_STATUS = 302;

/** What an order page renders from: the order's code as asked for (the order is in the page's query cache under it). */
export interface OrderPageData {
  orderCode: string;
}

/**
 * Step 1 of the cart (`/es/shop/cesta/1`): any other step is sent to step 1 (T29, `normalizeCartStep`); the
 * countries, the shipping costs and, with a session, the buyer and their addresses are loaded for the form.
 */
export async function loadCheckoutPage(page: PageContext): Promise<PageResult<null>> {
  const step = page.params['step'] ?? '';
  const wanted = normalizeCartStep(step);
  if (step !== wanted)
    throw redirect(`${href('cart', { step: wanted }, page.lang)}${page.url.search}`, CHECKOUT_REDIRECT_STATUS);
  await page.query(CheckoutPageDocument, {});
  return { data: null };
}

/**
 * The order of the page's `{orderCode}`, null when the caller has none by that code (unknown, or another user's);
 * a visitor without a live session goes to the login page and comes back.
 */
async function orderOf(page: PageContext): Promise<{ orderCode: string; order: OrderFields } | null> {
  const orderCode = page.params['orderCode'] ?? '';
  if (orderCode.trim() === '' || orderCode.length > ORDER_CODE_MAX) return null;
  const { me, getOrder } = await page.query(OrderPageDocument, { orderCode });
  if (!me) throw redirect(loginRedirect(`${page.url.pathname}${page.url.search}`, page.lang), LOGIN_REDIRECT_STATUS);
  return getOrder ? { orderCode, order: getOrder } : null;
}

/** The thank-you page of a paid order. */
function toThankYou(page: PageContext, order: OrderFields): never {
  throw redirect(href('thank-you', { orderCode: order.orderCode }, page.lang), CHECKOUT_REDIRECT_STATUS);
}

/** Payment (`/es/shop/cesta/pago/{orderCode}`): a paid order goes to its thank-you page. */
export async function loadPaymentPage(page: PageContext): Promise<PageResult<OrderPageData> | null> {
  const found = await orderOf(page);
  if (!found) return null;
  if (isPaid(found.order.state)) toThankYou(page, found.order);
  return { data: { orderCode: found.orderCode } };
}

/** Thank-you (`/es/shop/gracias/{orderCode}`): any order of the caller (a pending one waits for the bank's word). */
export async function loadThankYouPage(page: PageContext): Promise<PageResult<OrderPageData> | null> {
  const found = await orderOf(page);
  return found ? { data: { orderCode: found.orderCode } } : null;
}

/** Payment error (`/es/shop/error-pago/{orderCode}`): a paid order goes to its thank-you page. */
export async function loadPaymentErrorPage(page: PageContext): Promise<PageResult<OrderPageData> | null> {
  const found = await orderOf(page);
  if (!found) return null;
  if (isPaid(found.order.state)) toThankYou(page, found.order);
  return { data: { orderCode: found.orderCode } };
}
