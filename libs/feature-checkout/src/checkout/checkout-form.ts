/**
 * Step 1's form as data (no React): what the buyer has typed, the order `createOrder` takes from it, and the form's
 * problems, checked with the one checkout schema of `@art/model` (the API runs the same) and placed under the
 * fields in the order they are shown.
 */
import type { OrderInputFields } from '../documents';
import { CHECKOUT_LIMITS, checkoutSchema, type ClientType, type Language } from '@art/model';

/** An address as typed: the phone's country (for its dial code) apart from the number. */
export interface AddressDraft {
  name: string;
  surname: string;
  /** The country whose dial code prefixes the phone. */
  phoneCountry: string;
  phone: string;
  route: string;
  floor: string;
  postalCode: string;
  locality: string;
  province: string;
  countryCode: string;
  aditionalInfo: string;
}

/** Everything step 1's form holds, but the discount code (applied apart, see {@link orderInputOf}). */
export interface CheckoutDraft {
  shipping: AddressDraft;
  /** The billing address is the shipping one (ticked by default). */
  sameAsShipping: boolean;
  billing: AddressDraft;
  clientType: ClientType;
  fiscalName: string;
  fiscalDocument: string;
  observations: string;
  acceptTerms: boolean;
}

/** The country a new form starts with: most of the fair's buyers live in Spain. */
export const DEFAULT_COUNTRY = 'ES';

/** An empty address in `country`. */
export function emptyAddress(country = DEFAULT_COUNTRY): AddressDraft {
  return {
    name: '',
    surname: '',
    phoneCountry: country,
    phone: '',
    route: '',
    floor: '',
    postalCode: '',
    locality: '',
    province: '',
    countryCode: country,
    aditionalInfo: '',
  };
}

/** A new form: the buyer's name and phone in the shipping address, billing the same, a private buyer. */
export function initialDraft(
  buyer?: { name: string; surname: string; phone: string | null; prefix: string | null } | null,
  countries: readonly { code: string; dial_code: string }[] = [],
): CheckoutDraft {
  const shipping = emptyAddress();
  if (buyer) {
    shipping.name = buyer.name;
    shipping.surname = buyer.surname;
    shipping.phone = buyer.phone ?? '';
    // The profile keeps a dial code (+34): its country, Spain first when several share it (+1, +44…).
    const byPrefix = countries.filter((country) => country.dial_code === buyer.prefix?.trim());
    shipping.phoneCountry =
      byPrefix.find((country) => country.code === DEFAULT_COUNTRY)?.code ?? byPrefix[0]?.code ?? DEFAULT_COUNTRY;
  }
  return {
    shipping,
    sameAsShipping: true,
    billing: emptyAddress(),
    clientType: 'particular',
    fiscalName: '',
    fiscalDocument: '',
    observations: '',
    acceptTerms: false,
  };
}

/** The billing address to start from when the buyer unticks "same as shipping": a copy of the shipping one (§4). */
export function copyShippingToBilling(draft: CheckoutDraft): CheckoutDraft {
  return { ...draft, sameAsShipping: false, billing: { ...draft.shipping } };
}

/** The phone as the order takes it: the number with its dial code, unless it was typed with its own `+` prefix. */
export function phoneOf(address: AddressDraft, dialCodeOf: (country: string) => string | undefined): string {
  const number = address.phone.trim();
  if (number === '' || number.startsWith('+')) return number;
  const dial = dialCodeOf(address.phoneCountry);
  return dial ? `${dial} ${number}` : number;
}

function addressInput(address: AddressDraft, dialCodeOf: (country: string) => string | undefined) {
  return {
    name: address.name,
    surname: address.surname,
    phone: phoneOf(address, dialCodeOf),
    route: address.route,
    floor: address.floor,
    postalCode: address.postalCode,
    locality: address.locality,
    province: address.province,
    countryCode: address.countryCode,
    aditionalInfo: address.aditionalInfo,
  };
}

/**
 * The order as typed, before any check: the billing address is null when it is the shipping one, and a company's
 * fiscal name and tax id go on the address the invoice is made to (the billing one, or the shipping one then).
 */
export function orderInputOf(
  draft: CheckoutDraft,
  options: { couponCode: string | null; lang: Language; dialCodeOf: (country: string) => string | undefined },
) {
  const fiscal =
    draft.clientType === 'empresa' ? { fiscalName: draft.fiscalName, fiscalDocument: draft.fiscalDocument } : {};
  const shippingAddress = {
    ...addressInput(draft.shipping, options.dialCodeOf),
    ...(draft.sameAsShipping ? fiscal : {}),
  };
  const billingAddress = draft.sameAsShipping
    ? null
    : { ...addressInput(draft.billing, options.dialCodeOf), ...fiscal };
  return {
    shippingAddress,
    billingAddress,
    clientType: draft.clientType,
    observations: draft.observations,
    couponCode: options.couponCode,
    acceptTerms: draft.acceptTerms,
    lang: options.lang,
  };
}

/** The fields of the form in the order they are shown (and focused): each a path of the order, or of the form. */
export const ADDRESS_FIELD_NAMES = [
  'name',
  'surname',
  'phone',
  'route',
  'floor',
  'postalCode',
  'locality',
  'province',
  'countryCode',
  'aditionalInfo',
] as const;
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number];

export const FORM_FIELDS = [
  ...ADDRESS_FIELD_NAMES.map((name) => `shippingAddress.${name}` as const),
  'clientType',
  'fiscalName',
  'fiscalDocument',
  ...ADDRESS_FIELD_NAMES.map((name) => `billingAddress.${name}` as const),
  'observations',
  'couponCode',
  'acceptTerms',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/**
 * The form field a path of the order is shown under (the API's `field` too): the fiscal data under the company's
 * fields wherever they travel; null for a path the form has no field for.
 */
export function formFieldOf(path: string): FormField | null {
  if (path.endsWith('.fiscalName')) return 'fiscalName';
  if (path.endsWith('.fiscalDocument')) return 'fiscalDocument';
  return (FORM_FIELDS as readonly string[]).includes(path) ? (path as FormField) : null;
}

/** A message under a field: an i18n key with its values, or a text already translated (the API's). */
export type FieldMessage = { key: string; params?: Record<string, number> } | { text: string };

/** The form's problems: each field's first message, and the first field in the form's order. */
export interface FormProblems {
  readonly errors: Partial<Record<FormField, FieldMessage>>;
  readonly first: FormField | null;
}

/** The limit a field's messages speak of (`{{max}}`). */
function limitOf(field: string): number | undefined {
  const name = field.split('.').pop() ?? '';
  if (name === 'countryCode') return 2;
  return Object.prototype.hasOwnProperty.call(CHECKOUT_LIMITS, name)
    ? CHECKOUT_LIMITS[name as keyof typeof CHECKOUT_LIMITS]
    : undefined;
}

/** The i18n key (namespace `cart`) of a message of the schema (`checkout.errors.<name>`). */
const cartKey = (message: string): string =>
  `cart:${message.startsWith('checkout.errors.') ? message : 'checkout.errors.formInvalid'}`;

/**
 * Checks the order with the checkout schema: the order ready to send, or every field's first problem and the first
 * field in the form's order (`formInvalid` for a problem no field shows).
 *
 * @example
 * const checked = checkOrder(orderInputOf(draft, { couponCode, lang, dialCodeOf }));
 * if (!checked.ok) focus(checked.problems.first);
 */
export function checkOrder(
  input: unknown,
): { ok: true; order: OrderInputFields } | { ok: false; problems: FormProblems } {
  const parsed = checkoutSchema.safeParse(input);
  if (parsed.success) return { ok: true, order: parsed.data };
  const errors: Partial<Record<FormField, FieldMessage>> = {};
  let unplaced: FieldMessage | null = null;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = formFieldOf(path);
    const max = limitOf(path);
    const message: FieldMessage = { key: cartKey(issue.message), ...(max === undefined ? {} : { params: { max } }) };
    if (!field) unplaced ??= message;
    else errors[field] ??= message;
  }
  // A problem of no field of ours (a value no form sends) still stops the form: under the terms, the last field.
  if (unplaced && Object.keys(errors).length === 0) errors.acceptTerms = unplaced;
  return { ok: false, problems: { errors, first: FORM_FIELDS.find((field) => errors[field]) ?? null } };
}
