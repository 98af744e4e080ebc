/**
 * The checkout form (§3 Order, T31; decision 014): one zod schema that the shop's form (in the browser) and the API's
 * `createOrder` (on the server) both run, so a rule is written once. Messages are translation keys
 * (`checkout.errors.<name>`): the site translates them with its own texts, the API with `order.<name>` of
 * `locales/*\/errors.json`. Texts are cleaned first (control characters out, one line), so what passes is what is
 * stored.
 *
 * @example
 * const checked = checkCheckout(formValues);
 * if (!checked.ok) showError(checked.field, t(checked.message, checked.params));
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from './zod';
import { characterCount, formLine, formLines } from './form-schema';
import { toLanguage } from './language';
import { provinceRequired } from './address';

/** Longest texts of an address (§3 Address), in characters: the account's saved addresses and an order's. */
export const ADDRESS_LIMITS = {
  route: 200,
  floor: 50,
  postalCode: 12,
  locality: 100,
  province: 100,
  aditionalInfo: 200,
  fiscalName: 200,
  fiscalDocument: 30,
  CACode: 10,
} as const;

/** Longest values of the checkout form, in characters. */
export const CHECKOUT_LIMITS = {
  ...ADDRESS_LIMITS,
  name: 100,
  surname: 100,
  phone: 30,
  observations: 1000,
  couponCode: 40,
} as const;

/** Who buys (T31): a person, or a company, which needs its fiscal name and tax id on the invoice. */
export const CLIENT_TYPES = ['particular', 'empresa'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** The prefix of every message key of the checkout schema. */
export const CHECKOUT_ERROR_PREFIX = 'checkout.errors.';

/** The names of the checkout's messages (`checkout.errors.<name>` in the sites, `order.<name>` in the API). */
export const CHECKOUT_ERRORS = [
  'nameRequired',
  'nameInvalid',
  'surnameRequired',
  'surnameInvalid',
  'phoneRequired',
  'phoneInvalid',
  'routeRequired',
  'routeInvalid',
  'floorInvalid',
  'postalCodeRequired',
  'postalCodeInvalid',
  'localityRequired',
  'localityInvalid',
  'provinceRequired',
  'provinceInvalid',
  'countryRequired',
  'countryInvalid',
  'aditionalInfoInvalid',
  'fiscalNameRequired',
  'fiscalNameInvalid',
  'fiscalDocumentRequired',
  'fiscalDocumentInvalid',
  'CACodeInvalid',
  'clientTypeInvalid',
  'observationsInvalid',
  'couponCodeInvalid',
  'termsRequired',
  'formInvalid',
] as const;
export type CheckoutErrorName = (typeof CHECKOUT_ERRORS)[number];

/** The fields of an order's address (`OrderAddress`), in the order of the form. */
export const ORDER_ADDRESS_FIELDS = [
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
  'fiscalName',
  'fiscalDocument',
  'CACode',
] as const;

/** Every field path of the form, in its order: the first problem reported is the first of these that has one. */
const fieldOrder = (): string[] => [
  ...ORDER_ADDRESS_FIELDS.map((field) => `shippingAddress.${field}`),
  ...ORDER_ADDRESS_FIELDS.map((field) => `billingAddress.${field}`),
  'clientType',
  'observations',
  'couponCode',
  'acceptTerms',
];

/** The limit each field path's message speaks of (`{{max}}`). */
const LIMIT_OF: Readonly<Record<string, number>> = { ...CHECKOUT_LIMITS, countryCode: 2 };

/** The forms' text cleaning (`form-schema.ts`): one clean line, several lines, length in characters. */
const oneLine = formLine;
const lines = formLines;
const characters = characterCount;

const NO_ANGLES = /^[^<>]*$/;
/** What a phone may be typed with before it is parsed: digits, spaces, a leading +, brackets, dots, dashes, slashes. */
const PHONE_CHARACTERS = /^\+?[0-9 ()./-]+$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;

const key = (name: CheckoutErrorName): string => `${CHECKOUT_ERROR_PREFIX}${name}`;

/** A required one-line text: not blank, at most `max` characters, no `<` or `>`. */
function requiredText(max: number, required: CheckoutErrorName, invalid: CheckoutErrorName) {
  return z
    .string({ error: key(required) })
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(1, key(required))
        .refine((text) => characters(text) <= max && NO_ANGLES.test(text), key(invalid)),
    );
}

/** An optional one-line text: null when absent or blank, otherwise at most `max` characters and no `<` or `>`. */
function optionalText(max: number, invalid: CheckoutErrorName) {
  return z
    .string({ error: key(invalid) })
    .nullish()
    .transform((value) => oneLine(value ?? '') || null)
    .pipe(
      z
        .string()
        .refine((text) => characters(text) <= max && NO_ANGLES.test(text), key(invalid))
        .nullable(),
    );
}

/**
 * A phone number in international format (`+34 600 00 00 00`), or null when it is not a valid number: written with
 * its `+` prefix, or without one for the address's country.
 * @example internationalPhone('600 000 000', 'ES') // '+34 600 00 00 00'
 */
export function internationalPhone(typed: string, countryCode: string): string | null {
  if (typeof typed !== 'string' || typeof countryCode !== 'string') return null;
  if (!PHONE_CHARACTERS.test(typed) || characters(typed) > CHECKOUT_LIMITS.phone) return null;
  const country = isSupportedCountry(countryCode) ? countryCode : undefined;
  const phone = parsePhoneNumberFromString(typed, country);
  return phone?.isValid() ? phone.formatInternational() : null;
}

/**
 * A discount code as typed, ready to look up: one line, upper case (codes are case-insensitive); null when blank.
 * @example normalizeCouponCode('  bienvenida10 ') // 'BIENVENIDA10'
 */
export function normalizeCouponCode(typed: string | null | undefined): string | null {
  return oneLine(typed ?? '').toUpperCase() || null;
}

/** The address schema, built once when first used (see {@link checkoutSchema}). */
let addressSchema: ReturnType<typeof buildAddressSchema> | undefined;
const theAddressSchema = () => (addressSchema ??= buildAddressSchema());

function buildAddressSchema() {
  return z
    .object({
      name: requiredText(CHECKOUT_LIMITS.name, 'nameRequired', 'nameInvalid'),
      surname: requiredText(CHECKOUT_LIMITS.surname, 'surnameRequired', 'surnameInvalid'),
      phone: z
        .string({ error: key('phoneRequired') })
        .transform(oneLine)
        .pipe(
          z
            .string()
            .min(1, key('phoneRequired'))
            .refine(
              (text) => characters(text) <= CHECKOUT_LIMITS.phone && PHONE_CHARACTERS.test(text),
              key('phoneInvalid'),
            ),
        ),
      route: requiredText(CHECKOUT_LIMITS.route, 'routeRequired', 'routeInvalid'),
      floor: optionalText(CHECKOUT_LIMITS.floor, 'floorInvalid'),
      postalCode: z
        .string({ error: key('postalCodeRequired') })
        .transform(oneLine)
        .pipe(
          z
            .string()
            .min(1, key('postalCodeRequired'))
            .refine(
              (text) => text.length <= CHECKOUT_LIMITS.postalCode && POSTAL_CODE.test(text),
              key('postalCodeInvalid'),
            ),
        ),
      locality: requiredText(CHECKOUT_LIMITS.locality, 'localityRequired', 'localityInvalid'),
      // Required where the country's addresses have a province (`provinceRequired`, checked below); '' when blank.
      province: z
        .string({ error: key('provinceInvalid') })
        .nullish()
        .transform((value) => oneLine(value ?? ''))
        .pipe(
          z
            .string()
            .refine(
              (text) => characters(text) <= CHECKOUT_LIMITS.province && NO_ANGLES.test(text),
              key('provinceInvalid'),
            ),
        ),
      // ISO 3166-1 alpha-2; whether the shop ships there is the server's to say (it knows `shipping_costs`).
      countryCode: z
        .string({ error: key('countryRequired') })
        .transform((value) => oneLine(value).toUpperCase())
        .pipe(z.string().min(1, key('countryRequired')).regex(COUNTRY_CODE, key('countryInvalid'))),
      aditionalInfo: optionalText(CHECKOUT_LIMITS.aditionalInfo, 'aditionalInfoInvalid'),
      fiscalName: optionalText(CHECKOUT_LIMITS.fiscalName, 'fiscalNameInvalid'),
      fiscalDocument: optionalText(CHECKOUT_LIMITS.fiscalDocument, 'fiscalDocumentInvalid'),
      CACode: optionalText(CHECKOUT_LIMITS.CACode, 'CACodeInvalid'),
    })
    .superRefine((address, ctx) => {
      if (address.province === '' && provinceRequired(address.countryCode)) {
        ctx.addIssue({ code: 'custom', message: key('provinceRequired'), path: ['province'] });
      }
      // The number is read for the address's country when it has no + prefix (600 000 000 in Spain).
      if (internationalPhone(address.phone, address.countryCode) === null) {
        ctx.addIssue({ code: 'custom', message: key('phoneInvalid'), path: ['phone'] });
      }
    })
    .transform((address) => ({
      ...address,
      phone: internationalPhone(address.phone, address.countryCode) ?? address.phone,
    }));
}

/** An address of the order (shipping or billing); the phone leaves in international format. */
export const checkoutAddressSchema = /* @__PURE__ */ z.lazy(theAddressSchema);

/**
 * The whole checkout: shipping address, billing address (null: the shipping one), client type (`particular` by
 * default; `empresa` needs the fiscal name and tax id of the billing address), observations (several lines, at most
 * 1000 characters, no `<` or `>`), an optional discount code (normalised, at most 40), the terms accepted, and the
 * language (es unless en).
 */
export const checkoutSchema = /* @__PURE__ */ z.lazy(buildCheckoutSchema);

// Built on first use, so that pages which import `@art/model` without checking out carry neither zod's nor
// libphonenumber's code (a bundler drops the unused lazy schemas whole).
function buildCheckoutSchema() {
  return z
    .object({
      shippingAddress: theAddressSchema(),
      billingAddress: theAddressSchema()
        .nullish()
        .transform((address) => address ?? null),
      clientType: z
        .string({ error: key('clientTypeInvalid') })
        .nullish()
        .transform((value) => oneLine(value ?? '') || 'particular')
        .pipe(z.enum(CLIENT_TYPES, { error: key('clientTypeInvalid') })),
      observations: z
        .string({ error: key('observationsInvalid') })
        .nullish()
        .transform((value) => lines(value ?? ''))
        .pipe(
          z
            .string()
            .refine(
              (text) => characters(text) <= CHECKOUT_LIMITS.observations && NO_ANGLES.test(text),
              key('observationsInvalid'),
            ),
        ),
      couponCode: z
        .string({ error: key('couponCodeInvalid') })
        .nullish()
        .transform(normalizeCouponCode)
        .pipe(
          z
            .string()
            .refine((code) => characters(code) <= CHECKOUT_LIMITS.couponCode, key('couponCodeInvalid'))
            .nullable(),
        ),
      acceptTerms: z.literal(true, { error: key('termsRequired') }),
      lang: z.unknown().optional().transform(toLanguage),
    })
    .superRefine((order, ctx) => {
      if (order.clientType !== 'empresa') return;
      // A company's invoice carries its fiscal data: on the billing address, or the shipping one when it is also that.
      const at = order.billingAddress ? 'billingAddress' : 'shippingAddress';
      const billing = order.billingAddress ?? order.shippingAddress;
      if (!billing.fiscalName)
        ctx.addIssue({ code: 'custom', message: key('fiscalNameRequired'), path: [at, 'fiscalName'] });
      if (!billing.fiscalDocument)
        ctx.addIssue({ code: 'custom', message: key('fiscalDocumentRequired'), path: [at, 'fiscalDocument'] });
    });
}

/** What the checkout form sends (`OrderInput` of the API). */
export type CheckoutInput = z.input<typeof checkoutSchema>;
/** A checked checkout: clean texts, the phone in international format, the defaults filled. */
export type CheckoutOrder = z.output<typeof checkoutSchema>;
/** A checked address of an order. */
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

/** The first problem of a checkout: the field's path (`shippingAddress.postalCode`), the message key and its values. */
export interface CheckoutProblem {
  ok: false;
  field: string;
  /** `checkout.errors.<name>`. */
  message: string;
  params: Record<string, number>;
}

/** The problem of a failed parse that comes first in the form's order. */
export function checkoutProblem(error: z.ZodError): CheckoutProblem {
  const order = fieldOrder();
  const rank = (path: string) => {
    const index = order.indexOf(path);
    return index === -1 ? order.length : index;
  };
  const issues = error.issues.map((issue) => ({ issue, field: issue.path.map(String).join('.') }));
  issues.sort((a, b) => rank(a.field) - rank(b.field));
  const first = issues[0];
  const field = first?.field ?? '';
  const limit = LIMIT_OF[field.split('.').pop() ?? ''];
  // Only a value no form sends (not an object, an address that is not one) fails without a message of ours.
  const message = first?.issue.message.startsWith(CHECKOUT_ERROR_PREFIX) ? first.issue.message : key('formInvalid');
  return { ok: false, field, message, params: limit === undefined ? {} : { max: limit } };
}

/**
 * Checks a checkout form: the clean order, or its first problem in the order of the form.
 * @example checkCheckout({ shippingAddress, acceptTerms: false }) // { ok: false, field: 'acceptTerms', message: 'checkout.errors.termsRequired', params: {} }
 */
export function checkCheckout(input: unknown): { ok: true; order: CheckoutOrder } | CheckoutProblem {
  const parsed = checkoutSchema.safeParse(input);
  return parsed.success ? { ok: true, order: parsed.data } : checkoutProblem(parsed.error);
}
