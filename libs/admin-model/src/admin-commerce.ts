/**
 * The back office's sales settings (issue 17): discount codes, shipping costs per country and the special orders the
 * team makes for a client. One schema per form, run by the back office's form in the browser and by the API's
 * mutation (decision 019), built of the catalogue's field checks (`adminFieldChecks` of `./admin`) with the same
 * `errors:admin.<name>` messages. What only the server knows (a code or a country already used, a client's account,
 * a work for sale now, a coupon's uses so far) is checked by the API after the schema.
 *
 * Money is typed in euros (two decimals at most) and stored in cents; a percentage is typed with two decimals at most
 * and stored in hundredths of a percent (`coupons.value`), so both are stored as the typed number × 100.
 *
 * @example
 * const parsed = adminCouponInputSchema.safeParse({ code: 'verano-25', kind: 'percent', value: 12.5 });
 */
import {
  ACCOUNT_LIMITS,
  CHECKOUT_ERROR_PREFIX,
  CHECKOUT_LIMITS,
  type CheckoutAddress,
  checkoutAddressSchema,
  defineForm,
  type FieldCheck,
  formLine,
  type FormSchema,
  formZod,
  isValidEmail,
  normalizeCouponCode,
  problem,
  SHIPPING_BANDS,
  type ShippingBand,
  z,
} from '@art/model';
import { adminFieldChecks } from './admin';
import { adminInstant } from './admin-content';

const { refused, pass, rawProblem, line, lines, numberIn } = adminFieldChecks;

/** The limits of the sales forms. */
export const COMMERCE_LIMITS = {
  couponCodeMin: 3,
  /** The checkout's longest code (`CHECKOUT_LIMITS.couponCode`): a code made here can always be typed there. */
  couponCodeMax: CHECKOUT_LIMITS.couponCode,
  /** The largest amount a coupon takes off, a shipping band or a special order's transport, in euros. */
  eurosMax: 100_000,
  percentMax: 100,
  maxUsesMax: 1_000_000,
  /** Works of one special order (the cart's `MAX_CART_ITEMS`). */
  works: 50,
  observations: CHECKOUT_LIMITS.observations,
  clientName: 80,
  phone: CHECKOUT_LIMITS.phone,
  yearMin: 2000,
  yearMax: 2100,
} as const;

/** A coupon's kinds (`coupons.kind`, `Coupon` of `@art/cart`): an amount off, or a percentage off. */
export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon is now, as the back office lists it: usable, not yet valid, past its end, or out of uses. */
export const COUPON_STATUSES = ['active', 'notYet', 'expired', 'usedUp'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** A typed euro or percent value as stored: × 100, rounded (cents; hundredths of a percent). */
export const hundredthsOf = (value: number): number => Math.round(value * 100);

/** A stored value in cents or hundredths of a percent as typed in the forms. */
export const fromHundredths = (stored: number): number => stored / 100;

/** What a discount code looks like: capital letters, digits and dashes. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]+$/;

/** A coupon's code: 3 … 40 letters, digits and dashes, upper-cased as the checkout compares them. */
const couponCode: FieldCheck<string> = (value) => {
  const raw = rawProblem(value, COMMERCE_LIMITS.couponCodeMax);
  if (raw) return raw;
  const code = normalizeCouponCode(formLine(value));
  if (code === null) return refused('required');
  const { couponCodeMin: min, couponCodeMax: max } = COMMERCE_LIMITS;
  if (code.length < min || code.length > max) return refused('couponCodeLength', { min, max });
  return COUPON_CODE_PATTERN.test(code) ? pass(code) : refused('couponCode');
};

/** One of a list of values. */
function oneOf<C extends string>(choices: readonly C[], name: string): FieldCheck<C> {
  return (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return refused('required');
    return (choices as readonly string[]).includes(text) ? pass(text as C) : refused(name);
  };
}

/** A coupon's value: euros (an amount) or a percentage (up to 100), more than 0, two decimals at most. */
const couponValue: FieldCheck<number> = (value, data) => {
  const percent = data['kind'] === 'percent';
  const max = percent ? COMMERCE_LIMITS.percentMax : COMMERCE_LIMITS.eurosMax;
  return numberIn({ min: 0, max, required: true, exclusiveMin: true })(value, data) as ReturnType<FieldCheck<number>>;
};

/** The instant of a date field (see `adminInstant`), within the years of {@link COMMERCE_LIMITS}. */
const instantOf = (value: unknown) => adminInstant(value, COMMERCE_LIMITS);

/** An optional date and time (ISO 8601 out). */
const optionalInstant: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, 40);
  if (raw) return raw;
  const at = instantOf(value);
  if (at === undefined) return refused('date', { min: COMMERCE_LIMITS.yearMin, max: COMMERCE_LIMITS.yearMax });
  return pass(at);
};

/** An optional end strictly after the start (`validFrom`); a start that is no date is its own error. */
const validTo: FieldCheck<string | null> = (value, data) => {
  const checked = optionalInstant(value, data);
  if (!checked.ok || checked.value === null) return checked;
  const start = instantOf(data['validFrom']);
  return start && checked.value <= start ? refused('couponDates') : checked;
};

/** How many times a code may be used: blank for no limit, or a whole number from 1. */
const maxUses: FieldCheck<number | null> = numberIn({
  min: 1,
  max: COMMERCE_LIMITS.maxUsesMax,
  required: false,
  integer: true,
});

/** A discount code (`AdminCouponInput`); the code cannot change once made (the API keeps the stored one). */
export const adminCouponForm: FormSchema<{
  code: string;
  kind: CouponKind;
  value: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
}> = /* @__PURE__ */ defineForm({
  code: couponCode,
  kind: oneOf(COUPON_KINDS, 'couponKind'),
  value: couponValue,
  validFrom: optionalInstant,
  validTo,
  maxUses,
});

// ——— Shipping costs ———

/** A country code: two letters (ISO 3166-1 alpha-2), upper-cased; whether it is known is the API's to say. */
const countryCode: FieldCheck<string> = (value) => {
  const raw = rawProblem(value, 2);
  if (raw) return raw;
  const code = formLine(value).toUpperCase();
  if (code === '') return refused('required');
  return /^[A-Z]{2}$/.test(code) ? pass(code) : refused('country');
};

/** An amount in euros from 0 to 100,000, two decimals at most. */
const euros = (required: boolean) =>
  numberIn({ min: 0, max: COMMERCE_LIMITS.eurosMax, required }) as FieldCheck<number | null>;
const requiredEuros = euros(true) as FieldCheck<number>;

/** What shipping costs to one country per band of the order's subtotal (`SHIPPING_BANDS`), in euros. */
export type AdminShippingBands = Record<ShippingBand, number>;

/** A country's shipping costs (`AdminShippingCostInput`): its code and one cost in euros per band. */
export const adminShippingCostForm: FormSchema<{ countryCode: string } & AdminShippingBands> =
  /* @__PURE__ */ defineForm({
    countryCode,
    ...(Object.fromEntries(SHIPPING_BANDS.map((band) => [band, requiredEuros])) as {
      [K in ShippingBand]: FieldCheck<number>;
    }),
  });

// ——— Special orders ———

/** A client's e-mail: the address of an account (whether one has it is the API's to say). */
const clientEmail: FieldCheck<string> = (value) => {
  const raw = rawProblem(value, ACCOUNT_LIMITS.email);
  if (raw) return raw;
  const email = formLine(value).toLowerCase();
  if (email === '') return refused('required');
  if (email.length > ACCOUNT_LIMITS.email) return refused('tooLong', { max: ACCOUNT_LIMITS.email });
  return isValidEmail(email) ? pass(email) : refused('email');
};

/** A phone: digits, spaces, dots and dashes, optionally `+` first, 6 … 30 characters. */
const phone: FieldCheck<string> = (value) => {
  const raw = rawProblem(value, COMMERCE_LIMITS.phone);
  if (raw) return raw;
  const text = formLine(value);
  if (text === '') return refused('required');
  return /^\+?[0-9][0-9 .()-]{4,28}[0-9]$/.test(text) ? pass(text) : refused('phone');
};

/**
 * An address of the order: the checkout's address schema (`checkoutAddressSchema`), so a special order keeps what a
 * shop order would; its first problem is the checkout's own message (`order.<name>` of `errors.json`).
 */
function address(required: boolean): FieldCheck<CheckoutAddress | null> {
  return (value) => {
    if (value === undefined || value === null) return required ? refused('required') : pass(null);
    if (typeof value !== 'object' || Array.isArray(value)) return refused('invalid');
    const parsed = checkoutAddressSchema.safeParse(value);
    if (parsed.success) return pass(parsed.data);
    const first = parsed.error.issues[0];
    const name = first?.message.startsWith(CHECKOUT_ERROR_PREFIX)
      ? first.message.slice(CHECKOUT_ERROR_PREFIX.length)
      : '';
    if (!name) return refused('invalid');
    const part = String(first?.path[0] ?? '');
    const limit = (CHECKOUT_LIMITS as Readonly<Record<string, number>>)[part] ?? 2;
    return problem(`errors:order.${name}`, `order.${name}`, { max: limit }, { max: limit });
  };
}

/** The works of the order: 1 … 50 distinct ids; whether each is for sale now is the API's to say. */
const workIds: FieldCheck<number[]> = (value) => {
  if (value === undefined || value === null) return refused('required');
  if (!Array.isArray(value)) return refused('invalid');
  if (value.length === 0) return refused('required');
  if (value.length > COMMERCE_LIMITS.works) return refused('tooMany', { max: COMMERCE_LIMITS.works });
  const ids: number[] = [];
  for (const one of value) {
    const text = typeof one === 'number' ? String(one) : typeof one === 'string' ? one.trim() : '';
    if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) return refused('workUnknown');
    if (!ids.includes(Number(text))) ids.push(Number(text));
  }
  return pass(ids);
};

/** A special order (`AdminSpecialOrderInput`): the client with an account, addresses, works, transport, notes. */
export const adminSpecialOrderForm: FormSchema<{
  clientEmail: string;
  clientName: string;
  clientSurname: string;
  clientPhone: string;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress | null;
  workIds: number[];
  transport: number | null;
  observations: string;
}> = /* @__PURE__ */ defineForm({
  clientEmail,
  clientName: line(COMMERCE_LIMITS.clientName, true),
  clientSurname: line(COMMERCE_LIMITS.clientName, true),
  clientPhone: phone,
  shippingAddress: address(true) as FieldCheck<CheckoutAddress>,
  billingAddress: address(false),
  workIds,
  transport: euros(false),
  observations: lines(COMMERCE_LIMITS.observations),
});

/** The zod schemas of the sales forms, lazy like those of `admin.ts`. */
export const adminCouponInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminCouponForm));
export const adminShippingCostInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminShippingCostForm));
export const adminSpecialOrderInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminSpecialOrderForm));
