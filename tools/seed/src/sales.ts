/**
 * Demo sales for the back office's orders screen (issue 17): a few buyer accounts and their orders in every state the
 * team handles (paid, shipped, delivered, refund, cancelled, expired, and a special order), with their works, totals
 * and card payment attempts. Every order is of a work the seed has already sold (`Vendida`), so no work changes hands
 * or is held: the works the browser tests buy stay free. Codes and numbers come from seeded streams, dates are fixed
 * around the 2025 edition, so the same size gives the same rows on every run.
 */
import { cartTotals, type ShippingRates } from '@art/cart';
import type * as schema from '@art/db';
import type { OrderAddress } from '@art/db';
import { MARKET_CATALOG_PREFIX, SOLD_WORK_STATE, TICKET_ALPHABET, type Language } from '@art/model';
import type { DemoAccount } from './accounts';
import { createRandom, hashSeed, type Random } from './art';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The buyers of the demo orders; like the demo accounts', their password is public on purpose and only for demo data. */
export const DEMO_BUYERS: readonly DemoAccount[] = [
  {
    email: 'javier.ortega@demo.artfair.test',
    password: 'Comprador-2025!',
    role: 'visitor',
    name: 'Javier',
    surname: 'Ortega Ruiz',
    phone: '612483057',
    prefix: '+34',
    profession: 'Abogado',
    priceRange: '1000-2500',
    newsletter: true,
    lang: 'es',
  },
  {
    email: 'montserrat.puig@demo.artfair.test',
    password: 'Comprador-2025!',
    role: 'visitor',
    name: 'Montserrat',
    surname: 'Puig Ferrer',
    phone: '634129876',
    prefix: '+34',
    profession: 'Diseñadora',
    priceRange: '500-1000',
    newsletter: false,
    lang: 'es',
  },
  {
    email: 'claire.dubois@demo.artfair.test',
    password: 'Comprador-2025!',
    role: 'visitor',
    name: 'Claire',
    surname: 'Dubois',
    phone: '612345678',
    prefix: '+33',
    profession: 'Curator',
    priceRange: '2500-5000',
    newsletter: true,
    lang: 'en',
  },
  {
    email: 'rafael.montero@demo.artfair.test',
    password: 'Comprador-2025!',
    role: 'visitor',
    name: 'Rafael',
    surname: 'Montero Gil',
    phone: '655443322',
    prefix: '+34',
    profession: 'Empresario',
    priceRange: '5000-more',
    newsletter: false,
    lang: 'es',
  },
];

/** Orders, their works and their payment attempts, one list per table. */
export interface SalesData {
  orders: Insert<typeof schema.orders>[];
  orderItems: Insert<typeof schema.orderItems>[];
  paymentAttempts: Insert<typeof schema.paymentAttempts>[];
}

/** A buyer as the orders need it: the account's id, e-mail and language. */
export interface SalesBuyer {
  id: string;
  email: string;
  lang: Language;
}

/** What the orders are built from: the seed's works, artists, shipping costs and the buyers' accounts. */
export interface SalesInput {
  works: readonly Insert<typeof schema.works>[];
  artists: readonly Insert<typeof schema.artists>[];
  shippingCosts: readonly Insert<typeof schema.shippingCosts>[];
  /** The accounts of {@link DEMO_BUYERS}, in its order. */
  buyers: readonly SalesBuyer[];
}

/** The payment provider's sandbox merchant (as the API's `SANDBOX_MERCHANT`), in which the demo payments were made. */
const MERCHANT = { merchantCode: '999008881', terminal: '1', currency: '978' } as const;
/** Minutes an order holds its works while the buyer pays (the API's default `ORDER_HOLD_MINUTES`). */
const HOLD_MINUTES = 30;
const MINUTE = 60_000;
/** Price of a sold work that has none stored (only if the seed ever sold works without price). */
const FALLBACK_PRICE_CENTS = 1_200_00;

/** The buyers' addresses, as an order keeps them (phones in international format, as the checkout stores them). */
const ADDRESSES = {
  madrid: {
    name: 'Javier',
    surname: 'Ortega Ruiz',
    phone: '+34 612 48 30 57',
    route: 'Calle de Serrano 84',
    floor: '2º izquierda',
    postalCode: '28006',
    locality: 'Madrid',
    province: 'Madrid',
    countryCode: 'ES',
    aditionalInfo: null,
    fiscalName: null,
    fiscalDocument: null,
    CACode: 'MD',
  },
  barcelona: {
    name: 'Montserrat',
    surname: 'Puig Ferrer',
    phone: '+34 634 12 98 76',
    route: 'Carrer de Mallorca 273',
    floor: '4t 1a',
    postalCode: '08037',
    locality: 'Barcelona',
    province: 'Barcelona',
    countryCode: 'ES',
    aditionalInfo: 'Si no hay nadie, dejar en la portería.',
    fiscalName: null,
    fiscalDocument: null,
    CACode: 'CT',
  },
  studio: {
    name: 'Montserrat',
    surname: 'Puig Ferrer',
    phone: '+34 634 12 98 76',
    route: 'Carrer de Pujades 101',
    floor: 'Local 3',
    postalCode: '08005',
    locality: 'Barcelona',
    province: 'Barcelona',
    countryCode: 'ES',
    aditionalInfo: null,
    fiscalName: 'Estudi Puig Ferrer SL',
    fiscalDocument: 'B65432109',
    CACode: 'CT',
  },
  paris: {
    name: 'Claire',
    surname: 'Dubois',
    phone: '+33 6 12 34 56 78',
    route: '18 rue de Turenne',
    floor: null,
    postalCode: '75004',
    locality: 'Paris',
    province: 'Île-de-France',
    countryCode: 'FR',
    aditionalInfo: 'Digicode 4821B',
    fiscalName: null,
    fiscalDocument: null,
    CACode: null,
  },
  valencia: {
    name: 'Rafael',
    surname: 'Montero Gil',
    phone: '+34 655 44 33 22',
    route: 'Calle de Colón 12',
    floor: '5º',
    postalCode: '46004',
    locality: 'Valencia',
    province: 'Valencia',
    countryCode: 'ES',
    aditionalInfo: null,
    fiscalName: null,
    fiscalDocument: null,
    CACode: 'VC',
  },
} as const satisfies Record<string, OrderAddress>;

type AddressName = keyof typeof ADDRESSES;
type SaleState = 'paid' | 'shipped' | 'delivered' | 'refund' | 'cancelled' | 'expired';

/** One demo order: who, where, when, which sold works (by slot), how it was paid and where it stands. */
interface OrderPlan {
  state: SaleState;
  buyer: number;
  shipTo: AddressName;
  billTo?: AddressName;
  /** Madrid time, `2025-02-03T18:20`. */
  placed: string;
  /** Slots of the sold works bought (see `soldWorkPicker`); `special` is the special order's own work. */
  works: (number | 'special')[];
  /** A refused card payment came before the accepted one (or, unpaid, was the only one). */
  refusedFirst?: boolean;
  observations?: string;
  special?: { name: string; surname: string; phone: string };
}

/**
 * The orders, oldest first. Slots 0 to 5 are six different sold shop works; the refund, cancelled and expired orders
 * take works of other orders, which is their story: someone else bought the work (refund, paid after its hold had
 * passed), or the order was given up before paying. Slot 6 (a second work of one order) is used when the size has it.
 */
const PLANS: readonly OrderPlan[] = [
  { state: 'delivered', buyer: 0, shipTo: 'madrid', placed: '2025-01-28T19:42', works: [0] },
  {
    state: 'delivered',
    buyer: 2,
    shipTo: 'paris',
    placed: '2025-02-06T10:15',
    works: [1, 6],
    observations: 'Please ship both works together.',
  },
  { state: 'expired', buyer: 1, shipTo: 'barcelona', placed: '2025-02-11T22:05', works: [2], refusedFirst: true },
  { state: 'shipped', buyer: 1, shipTo: 'barcelona', placed: '2025-02-14T12:30', works: [2], refusedFirst: true },
  { state: 'shipped', buyer: 0, shipTo: 'madrid', placed: '2025-02-24T17:48', works: [3] },
  {
    state: 'paid',
    buyer: 3,
    shipTo: 'valencia',
    placed: '2025-03-06T13:10',
    works: ['special'],
    observations: 'Venta en el estand de la galería durante la feria; el cliente paga con el enlace del pedido.',
    special: { name: 'Rafael', surname: 'Montero Gil', phone: '+34 655 44 33 22' },
  },
  { state: 'refund', buyer: 2, shipTo: 'paris', placed: '2025-03-08T11:02', works: [4] },
  { state: 'paid', buyer: 0, shipTo: 'madrid', placed: '2025-03-08T11:38', works: [4] },
  { state: 'cancelled', buyer: 0, shipTo: 'madrid', placed: '2025-03-12T09:40', works: [5] },
  {
    state: 'paid',
    buyer: 1,
    shipTo: 'barcelona',
    billTo: 'studio',
    placed: '2025-03-14T16:25',
    works: [5],
    observations: 'Factura a nombre del estudio, por favor.',
  },
];

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`The seed has no ${what} for the demo orders`);
  return value;
}

/** Madrid winter time (UTC+1) as a date. */
const madrid = (local: string) => new Date(`${local}:00+01:00`);
const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

/** `length` characters of an alphabet from a seeded stream. */
const draw = (random: Random, alphabet: string, length: number) =>
  Array.from({ length }, () => random.pick([...alphabet])).join('');

/** An order code in the API's format (`newOrderCode`): `AM-` and 10 characters of Crockford's base 32. */
export function demoOrderCode(index: number): string {
  return `AM-${draw(createRandom(hashSeed(`order:${index}`)), TICKET_ALPHABET, 10)}`;
}

/** A merchant order number in the API's format (`newRedsysOrderNumber`): 4 digits then 8 letters or digits. */
function redsysOrder(random: Random): string {
  const digits = '0123456789';
  return draw(random, digits, 4) + draw(random, `${digits}ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz`, 8);
}

/**
 * The seed's sold works, to put in orders: shop works with a price first. The special order takes a sold work that is
 * not in the shop (sold at the fair) when there is one; the shop orders take the others by slot, reusing them when the
 * size sells fewer than the plans name.
 */
function soldWorkPicker(works: SalesInput['works']) {
  const sold = works.filter((w) => w.workState === SOLD_WORK_STATE);
  const inShop = (w: (typeof sold)[number]) => (w.catalogs ?? []).includes(MARKET_CATALOG_PREFIX);
  const priced = (w: (typeof sold)[number]) => (w.priceCents ?? 0) > 0;
  const rank = (w: (typeof sold)[number]) => (inShop(w) ? 0 : 2) + (priced(w) ? 0 : 1);
  const pool = [...sold].sort((a, b) => rank(a) - rank(b) || (a.id ?? 0) - (b.id ?? 0));
  const special = must(pool.find((w) => !inShop(w) && priced(w)) ?? pool[pool.length - 1], 'sold work');
  const shop = pool.filter((w) => w !== special && inShop(w));
  const slots = shop.length > 0 ? shop : pool;
  return {
    /** Whether slot `slot` names a work of its own (not one an earlier slot took). */
    has: (slot: number) => slot < slots.length,
    work: (slot: number | 'special') => (slot === 'special' ? special : must(slots[slot % slots.length], 'work')),
  };
}

/** The rates of shipping to a country, from the seed's shipping costs. */
function ratesTo(costs: SalesInput['shippingCosts'], countryCode: string): ShippingRates {
  const row = must(
    costs.find((c) => c.countryCode === countryCode),
    `shipping cost to ${countryCode}`,
  );
  const band = (value: number | undefined) => must(value, `shipping band to ${countryCode}`);
  return {
    lessThan200: band(row.lessThan200),
    lessThan400: band(row.lessThan400),
    lessThan600: band(row.lessThan600),
    lessThan900: band(row.lessThan900),
    moreThan900: band(row.moreThan900),
  };
}

/**
 * The payment attempts of an order placed at `placed`: a refused one first when asked, then the accepted one for paid
 * orders (after the hold had passed for a refund: the work was sold to someone else meanwhile). Unpaid orders keep
 * only their refused attempt, if any.
 */
function attemptsOf(plan: OrderPlan, placed: Date, amountCents: number, random: Random) {
  const paid = plan.state !== 'cancelled' && plan.state !== 'expired';
  const attempts: Omit<Insert<typeof schema.paymentAttempts>, 'id' | 'orderId'>[] = [];
  if (plan.refusedFirst) {
    attempts.push({
      redsysOrder: redsysOrder(random),
      amountCents,
      ...MERCHANT,
      state: 'failed',
      // 0190: refused by the card's bank, no reason given.
      responseCode: '0190',
      authorisationCode: null,
      createdAt: later(placed, 2),
      notifiedAt: later(placed, 4),
    });
  }
  if (paid) {
    const startAt = plan.state === 'refund' ? HOLD_MINUTES + 14 : plan.refusedFirst ? 6 : 3;
    attempts.push({
      redsysOrder: redsysOrder(random),
      amountCents,
      ...MERCHANT,
      state: 'paid',
      responseCode: '0000',
      authorisationCode: draw(random, '0123456789', 6),
      createdAt: later(placed, startAt),
      notifiedAt: later(placed, startAt + 2),
    });
  }
  return attempts;
}

/**
 * The demo orders with their works (titles in the order's language, prices as sold), totals as the checkout computes
 * them (`cartTotals`: VAT included, shipping by the destination's band) and payment attempts.
 * @example buildSalesData({ works, artists, shippingCosts, buyers }).orders.map((o) => o.state)
 */
export function buildSalesData({ works, artists, shippingCosts, buyers }: SalesInput): SalesData {
  const picker = soldWorkPicker(works);
  const artistName = (id: number) =>
    must(
      artists.find((a) => a.id === id),
      `artist ${id}`,
    ).fullName;
  const out: SalesData = { orders: [], orderItems: [], paymentAttempts: [] };
  PLANS.forEach((plan, i) => {
    const id = i + 1;
    const buyer = must(buyers[plan.buyer], `buyer ${plan.buyer}`);
    const lang = buyer.lang;
    const bought = plan.works
      .filter((slot, n) => n === 0 || slot === 'special' || picker.has(slot))
      .map((slot) => picker.work(slot));
    const items = bought.map((work) => ({
      orderId: id,
      workId: must(work.id, 'work id'),
      units: 1,
      unitPriceCents: work.priceCents && work.priceCents > 0 ? work.priceCents : FALLBACK_PRICE_CENTS,
      title: lang === 'en' ? work.titleEn : work.titleEs,
      artistName: artistName(work.artistId),
    }));
    const shipping: OrderAddress = { ...ADDRESSES[plan.shipTo] };
    const billing: OrderAddress = { ...ADDRESSES[plan.billTo ?? plan.shipTo] };
    const totals = cartTotals(
      { items: items.map((item) => ({ id: String(item.workId), ...item })) },
      { rates: ratesTo(shippingCosts, shipping.countryCode) },
    );
    const placed = madrid(plan.placed);
    const attempts = attemptsOf(plan, placed, totals.totalAmount, createRandom(hashSeed(`payment:${id}`)));
    const accepted = attempts.find((a) => a.state === 'paid');
    out.orders.push({
      id,
      orderCode: demoOrderCode(id),
      userId: buyer.id,
      kind: plan.special ? 'special' : 'shop',
      state: plan.state,
      lang,
      email: buyer.email,
      subtotalCents: totals.subtotal,
      transportCents: totals.transportAmount,
      discountCents: totals.totalDiscount,
      taxesCents: totals.taxes,
      totalCents: totals.totalAmount,
      currency: 'EUR',
      couponCode: null,
      paymentMethod: 'card',
      clientType: billing.fiscalName ? 'empresa' : 'particular',
      observations: plan.observations ?? '',
      shippingAddress: shipping,
      billingAddress: billing,
      clientName: plan.special?.name ?? null,
      clientSurname: plan.special?.surname ?? null,
      clientPhone: plan.special?.phone ?? null,
      eeList: null,
      orderDate: placed,
      holdUntil: later(placed, HOLD_MINUTES),
      // A refund was never confirmed: the payment came after its hold, for a work sold meanwhile.
      confirmDate: accepted && plan.state !== 'refund' ? (accepted.notifiedAt as Date) : null,
    });
    out.orderItems.push(...items);
    for (const attempt of attempts) {
      out.paymentAttempts.push({ id: out.paymentAttempts.length + 1, orderId: id, ...attempt });
    }
  });
  return out;
}
