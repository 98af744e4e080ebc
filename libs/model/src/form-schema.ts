/**
 * One schema per form (decision 019): a form's fields, each with its checks in order, wrapped in one zod schema that
 * the sites' form kit (`@art/forms`, field by field on blur, whole on submit) and the API (the form's mutation) both
 * run. A failing check answers two translation keys: `message` (+ `options`) for the sites' texts (`requerido`,
 * `forms:errors.tooLong`…, as the form kit has always shown them) and `code` (+ `params`) for the API's
 * (`locales/*\/errors.json`). Limits live next to each form's schema, in this library.
 *
 * @example
 * const checked = checkForm(contactForm, input);
 * if (!checked.ok) return refused(checked.code, checked.params); // API
 * // browser: useForm({ fields: schemaFields(contactPageForm), … })
 *
 * The zod side (`formZod`, `checkForm`, `formProblems`) lives in `form-zod.ts`: nothing here refers to zod, so a page
 * that only runs a form's field checks (the sites' browsers) carries none of zod's code (issue 14).
 */
import type { CountryCode } from 'libphonenumber-js';
import { EMAIL_MAX_LENGTH, isValidEmail, utf8Length } from './email';
import { phoneLibrary } from './phone';

/** Interpolation values of a message. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A failed check: the sites' message key and values, and the API's error code and values. */
export interface FieldProblem {
  readonly ok: false;
  /** A translation key of the sites (`requerido`, `forms:errors.tooLong`). */
  readonly message: string;
  readonly options?: MessageValues;
  /** An error code of the API (`contactNameRequired`, `locales/*\/errors.json`). */
  readonly code: string;
  readonly params?: MessageValues;
}

/** A checked field: its clean value, or the problem. */
export type FieldResult<T> = { readonly ok: true; readonly value: T } | FieldProblem;

/** A form's data by field name, as collected in a browser or received by the API. */
export type FormInput = Readonly<Record<string, unknown>>;

/** One field's checks: its value (and the form's data, for a check across fields) to a clean value or the first problem. */
export type FieldCheck<T> = (value: unknown, data: FormInput) => FieldResult<T>;

/** A form: its fields' checks in the order of the form (`formZod(form)` is the zod schema that runs them all). */
export interface FormSchema<T extends Record<string, unknown>> {
  /** Field names in the order of the form: the first problem reported is the first of these that has one. */
  readonly order: readonly (keyof T & string)[];
  readonly fields: { readonly [K in keyof T]: FieldCheck<T[K]> };
}

/** A form's first problem, with the field it is on. */
export type FormProblem = FieldProblem & { readonly field: string };

/**
 * A form from its fields' checks, in the order of the form.
 * @example const form = defineForm({ fromName: personName(FORM_LIMITS.name, NAME_CODES), privacy: consent() });
 */
export function defineForm<T extends Record<string, unknown>>(fields: {
  readonly [K in keyof T]: FieldCheck<T[K]>;
}): FormSchema<T> {
  return { order: Object.keys(fields) as (keyof T & string)[], fields };
}

/** The same form with more fields after its own (the sites' consent box, which the API never receives). */
export function extendForm<T extends Record<string, unknown>, E extends Record<string, unknown>>(
  form: FormSchema<T>,
  more: { readonly [K in keyof E]: FieldCheck<E[K]> },
): FormSchema<T & E> {
  return defineForm<T & E>({ ...form.fields, ...more } as { readonly [K in keyof (T & E)]: FieldCheck<(T & E)[K]> });
}

/** One field's problem with the form's data (what a field checks on blur), or null when it passes. */
export function checkField<T extends Record<string, unknown>>(
  form: FormSchema<T>,
  name: string,
  value: unknown,
  data: FormInput = {},
): FieldProblem | null {
  if (!(form.order as readonly string[]).includes(name)) return null;
  const result = form.fields[name as keyof T](value, data);
  return result.ok ? null : result;
}

// ——— The checks every form is made of ———

/** The sites' message keys the shared checks answer with (their texts are in `locales/*\/common.json` and `forms.json`). */
export const FORM_MESSAGES = {
  required: 'requerido',
  email: 'formatoEmail',
  accepted: 'necesario_aceptar',
  acceptTerms: 'forms:errors.acceptTerms',
  tooShort: 'forms:errors.tooShort',
  tooLong: 'forms:errors.tooLong',
  mismatch: 'forms:errors.mismatch',
  passwordsDiffer: 'forms:errors.passwordsDiffer',
  noMarkup: 'forms:errors.noMarkup',
  phone: 'forms:errors.phone',
  choose: 'forms:errors.choose',
} as const;

/** A failed check. */
export function problem(message: string, code: string, options?: MessageValues, params?: MessageValues): FieldProblem {
  return { ok: false, message, code, ...(options ? { options } : {}), ...(params ? { params } : {}) };
}

const pass = <T>(value: T): FieldResult<T> => ({ ok: true, value });

/**
 * C0 and C1 control characters except tab and line breaks, and the bidirectional overrides and isolates (which can
 * make a text read differently from what it is).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are removed.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** A text as one clean line: control characters out, runs of white space one space, ends trimmed; '' when not text. */
export function formLine(value: unknown): string {
  return typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim() : '';
}

/** A text of several lines: control characters out, line breaks as `\n`, ends trimmed; '' when not text. */
export function formLines(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim() : '';
}

/** Length in characters (code points), as people count them. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
}

/** The API's error codes of a text field. */
export interface TextCodes {
  readonly required: string;
  readonly tooLong: string;
  /** `<` or `>` in it; omitted, markup is allowed (a message: the server escapes it). */
  readonly invalid?: string;
}

/** The sites' keys of a text field, where they differ from {@link FORM_MESSAGES}. */
export interface TextMessages {
  readonly required?: string;
  readonly tooLong?: string;
  readonly invalid?: string;
}

/** Checks a cleaned text: not too long (`max` characters), without `<` or `>` when `codes.invalid`. */
function bounded(text: string, max: number, codes: TextCodes, messages: TextMessages): FieldProblem | null {
  if (characterCount(text) > max)
    return problem(messages.tooLong ?? FORM_MESSAGES.tooLong, codes.tooLong, { count: max }, { max });
  if (!codes.invalid || !/[<>]/.test(text)) return null;
  // One code for both (an address's texts): its text says the limit, so it gets it.
  return problem(
    messages.invalid ?? FORM_MESSAGES.noMarkup,
    codes.invalid,
    undefined,
    codes.invalid === codes.tooLong ? { max } : undefined,
  );
  return null;
}

/**
 * A required one-line text (a name, a company): cleaned to one line, not blank, at most `max` characters, and
 * without `<` or `>` when `codes.invalid` is given (nothing in a name needs them; markup starts with them).
 */
export function requiredLine(max: number, codes: TextCodes, messages: TextMessages = {}): FieldCheck<string> {
  return (value) => {
    const text = formLine(value);
    if (text === '') return problem(messages.required ?? FORM_MESSAGES.required, codes.required);
    return bounded(text, max, codes, messages) ?? pass(text);
  };
}

/** An optional one-line text: null when blank, otherwise the checks of {@link requiredLine}. */
export function optionalLine(
  max: number,
  codes: Omit<TextCodes, 'required'>,
  messages: TextMessages = {},
): FieldCheck<string | null> {
  return (value) => {
    const text = formLine(value);
    if (text === '') return pass(null);
    return bounded(text, max, { required: '', ...codes }, messages) ?? pass(text);
  };
}

/** A required text of several lines (a message): not blank, at most `max` characters; markup is the server's to escape. */
export function requiredLines(max: number, codes: Omit<TextCodes, 'invalid'>): FieldCheck<string> {
  return (value) => {
    // An oversized value is refused before it is cleaned, so it costs nothing.
    if (typeof value === 'string' && value.length > max * 4)
      return problem(FORM_MESSAGES.tooLong, codes.tooLong, { count: max }, { max });
    const text = formLines(value);
    if (text === '') return problem(FORM_MESSAGES.required, codes.required);
    return bounded(text, max, codes, {}) ?? pass(text);
  };
}

/** The API's error codes of an e-mail field. */
export interface EmailCodes {
  readonly required: string;
  readonly tooLong: string;
  readonly invalid: string;
}

/**
 * A required e-mail address: trimmed, not blank, in the specification's format (`isValidEmail`), at most 254 UTF-8
 * bytes (an address longer than that is told it is too long, whatever its format).
 */
export function emailAddress(codes: EmailCodes): FieldCheck<string> {
  return (value) => {
    const email = typeof value === 'string' ? value.trim() : '';
    if (email === '') return problem(FORM_MESSAGES.required, codes.required);
    if (email.length > EMAIL_MAX_LENGTH || utf8Length(email) > EMAIL_MAX_LENGTH) {
      return problem(FORM_MESSAGES.tooLong, codes.tooLong, { count: EMAIL_MAX_LENGTH }, { max: EMAIL_MAX_LENGTH });
    }
    return isValidEmail(email) ? pass(email) : problem(FORM_MESSAGES.email, codes.invalid);
  };
}

/** One of a fixed list of choices (exactly as listed, surrounding space aside). */
export function choice<C extends string>(
  choices: readonly C[],
  code: string,
  message: string = FORM_MESSAGES.choose,
): FieldCheck<C> {
  return (value) => {
    const chosen = typeof value === 'string' ? value.trim() : '';
    return (choices as readonly string[]).includes(chosen) ? pass(chosen as C) : problem(message, code);
  };
}

/** An optional choice: null when blank, otherwise one of `choices`. */
export function optionalChoice<C extends string>(
  choices: readonly C[],
  code: string,
  params?: MessageValues,
): FieldCheck<C | null> {
  return (value) => {
    const chosen = formLine(value);
    if (chosen === '') return pass(null);
    return (choices as readonly string[]).includes(chosen)
      ? pass(chosen as C)
      : problem(FORM_MESSAGES.choose, code, undefined, params);
  };
}

const TICKED: ReadonlySet<string> = new Set(['on', 'true', '1', 'yes']);

/** Whether a checkbox is ticked: `true`, or what a browser posts for a ticked box without JavaScript (`on`…). */
export function isTicked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && TICKED.has(value.trim().toLowerCase()));
}

/** A box that must be ticked (the privacy policy's by default; `message` for the terms' `forms:errors.acceptTerms`). */
export function consent(code = 'consentRequired', message: string = FORM_MESSAGES.accepted): FieldCheck<true> {
  return (value) => (isTicked(value) ? pass(true as const) : problem(message, code));
}

/** An optional box: ticked or not. */
export const optionalBox: FieldCheck<boolean> = (value) => pass(isTicked(value));

/** A field whose value the check passes on as it is (a password: never trimmed), required when `code` is given. */
export function requiredRaw(code: string): FieldCheck<string> {
  return (value) => (typeof value === 'string' && value !== '' ? pass(value) : problem(FORM_MESSAGES.required, code));
}

/** What a phone may be typed with: digits and spaces, with an optional leading `+`. */
const PHONE_TYPED = /^\+?[0-9][0-9 ]*$/;

/** The country a phone without `+` is read for. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'ES';

/**
 * Whether a typed phone is a real number (libphonenumber-js): written with its `+` prefix, or without one for
 * `country` (Spain by default), or after a `prefix` typed apart (`+34`). In a browser, throws `PhoneCheckPending`
 * until `loadPhoneCheck` has loaded the library (see `./phone`).
 * @example isPhoneNumber('600 11 22 33') // true
 */
export function isPhoneNumber(typed: string, options: { prefix?: string | null; country?: string } = {}): boolean {
  const { isSupportedCountry, parsePhoneNumberFromString } = phoneLibrary();
  const country = options.country && isSupportedCountry(options.country) ? options.country : DEFAULT_PHONE_COUNTRY;
  const text = !typed.startsWith('+') && options.prefix ? `${options.prefix}${typed}` : typed;
  return parsePhoneNumberFromString(text, country)?.isValid() === true;
}

/**
 * An optional phone: null when blank; otherwise digits and spaces with an optional leading `+`, at most `max`
 * characters, and a real number (see {@link isPhoneNumber}; `prefixField` names a field with its country prefix).
 */
export function optionalPhone(max: number, code: string, prefixField?: string): FieldCheck<string | null> {
  const check: FieldCheck<string | null> = (value, data) => {
    const phone = formLine(value);
    if (phone === '') return pass(null);
    const fail = problem(FORM_MESSAGES.phone, code, { count: max }, { max });
    if (phone.length > max * 4 || characterCount(phone) > max || !PHONE_TYPED.test(phone)) return fail;
    const prefix = prefixField ? formLine(data[prefixField]) : '';
    return isPhoneNumber(phone, { prefix: /^\+[0-9]{1,4}$/.test(prefix) ? prefix : null }) ? pass(phone) : fail;
  };
  return Object.assign(check, { checksPhone: true });
}

/** Whether field `name` of a form checks a phone (a browser loads the phone check before running it: `./phone`). */
export function checksPhone<T extends Record<string, unknown>>(form: FormSchema<T>, name: string): boolean {
  const check = (form.order as readonly string[]).includes(name) ? form.fields[name as keyof T] : undefined;
  return (check as { checksPhone?: boolean } | undefined)?.checksPhone === true;
}
