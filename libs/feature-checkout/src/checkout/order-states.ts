/**
 * What the order pages need to know of an order's state (decision 014: pending → paid | failed | expired; paid →
 * shipped → delivered, or cancelled/refund/refunded), and how its dates read. Dates and times are shown in Madrid's
 * time zone on the server and in the browser alike, so the page hydrates with the same text.
 */
import { ORDER_STATES, type Language } from '@art/model';

/** The states of an order whose payment was confirmed. */
export const PAID_STATES: readonly string[] = ['paid', 'shipped', 'delivered'];

/** Whether the order's payment was confirmed. */
export const isPaid = (state: string): boolean => PAID_STATES.includes(state);

/**
 * The i18n key (namespace `cart`) of a state (`ORDER_STATES` of `@art/model`) in words; an unknown state reads as
 * pending.
 */
export function stateKey(state: string): string {
  return `order.states.${(ORDER_STATES as readonly string[]).includes(state) ? state : 'pending'}`;
}

const LOCALES: Readonly<Record<Language, string>> = { es: 'es-ES', en: 'en-GB' };
/** The fair's time zone: the hold's end and the orders' dates are Madrid times. */
export const SHOP_TIME_ZONE = 'Europe/Madrid';

/** A date of an order (`25 de noviembre de 2026`); empty for a value that is not a date. */
export function orderDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(date);
}

/** A time of day in Madrid (`12:30`); empty for a value that is not a date. */
export function madridTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}
