/**
 * The checkout's e-commerce events (`begin_checkout`, `purchase`), in the shape of GA4's recommended events. They
 * are sent through `reportEcommerce` of `@art/layout`, so only with an analytics id and the visitor's consent.
 */
import { reportEcommerce } from '@art/layout';

/** A work as analytics counts it. */
export interface AnalyticsItem {
  id: string;
  title: string;
  artist: string;
  /** Euros with VAT included. */
  price: number;
  units: number;
}

function itemsOf(items: readonly AnalyticsItem[]) {
  return items.map((item) => ({
    item_id: item.id,
    item_name: item.title,
    item_brand: item.artist,
    price: item.price,
    quantity: item.units,
    currency: 'EUR',
  }));
}

/** Step 1's form is shown with these works: `begin_checkout`. Answers whether it was sent. */
export function reportBeginCheckout(
  items: readonly AnalyticsItem[],
  value: number,
  gaId: string | null | undefined,
): boolean {
  return reportEcommerce('begin_checkout', { currency: 'EUR', value, items: itemsOf(items) }, gaId);
}

/** The key under which this browser remembers the orders whose purchase it reported. */
export const REPORTED_PURCHASES_KEY = 'art.purchases';
const REMEMBERED = 20;

function reportedCodes(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(REPORTED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * An order became paid: `purchase`, once per order in this browser (a reload of the thank-you page sends nothing
 * more). Answers whether it was sent.
 */
export function reportPurchase(
  order: {
    orderCode: string;
    totalAmount: number;
    transportAmount: number;
    taxes: number;
    totalDiscount: number;
    items: readonly AnalyticsItem[];
  },
  gaId: string | null | undefined,
): boolean {
  const reported = reportedCodes();
  if (reported.includes(order.orderCode)) return false;
  const sent = reportEcommerce(
    'purchase',
    {
      transaction_id: order.orderCode,
      currency: 'EUR',
      value: order.totalAmount,
      shipping: order.transportAmount,
      tax: order.taxes,
      ...(order.totalDiscount > 0 ? { discount: order.totalDiscount } : {}),
      items: itemsOf(order.items),
    },
    gaId,
  );
  if (sent) {
    try {
      window.localStorage.setItem(
        REPORTED_PURCHASES_KEY,
        JSON.stringify([...reported, order.orderCode].slice(-REMEMBERED)),
      );
    } catch {
      // Without storage a reload may report it again; analytics deduplicates by transaction id.
    }
  }
  return sent;
}
