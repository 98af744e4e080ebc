/**
 * Validation rules (no React, no DOM): a rule looks at one field's value, and the whole form's data when it needs
 * it, and answers `{ OK, errorMessage }` where `errorMessage` is an i18n key shown under the field.
 */
import { isValidEmail } from '@art/model';
import { getOwn, setOwn } from './own-property';

/** A value collected from a form control (see `collectFormData`). */
export type FieldValue = string | boolean | File | null | undefined | readonly string[] | readonly File[];

/** A form's data by field name. */
export type FormValues = Readonly<Record<string, FieldValue>>;

/** Interpolation values of a message (`{{count}}`…). */
export type MessageOptions = Readonly<Record<string, unknown>>;

/** What a rule answers: `OK`, and when not OK the i18n key of the message shown under the field. */
export interface RuleResult {
  readonly OK: boolean;
  /** An i18n key (`requerido`, `formatoEmail`, `forms:errors.tooShort`…); empty when `OK`. */
  readonly errorMessage: string;
  /** Values the message interpolates, e.g. `{ count: 8 }`. */
  readonly errorOptions?: MessageOptions;
}

/** A validation rule: `(value, data) => { OK, errorMessage }`. */
export type ValidationRule = (value: FieldValue, data: FormValues) => RuleResult;

/** A field's state: valid, or invalid with its internal message (an i18n key). */
export interface FieldState {
  readonly valid: boolean;
  /** The i18n key of the message; empty when valid. */
  readonly message: string;
  readonly messageOptions?: MessageOptions;
}

/** A field of a form check: its name and its rules, checked in the order given. */
export interface FieldDefinition {
  readonly name: string;
  readonly rules?: readonly ValidationRule[];
  /** Run the rules when the field loses focus, not only on submit. */
  readonly validateOnBlur?: boolean;
}

/** The first failing field of a form check, to show its message and focus it. */
export interface InvalidField {
  readonly name: string;
  readonly message: string;
  readonly messageOptions?: MessageOptions;
}

/** The result of a form check: valid overall, the first failing field in declared order, every field's state. */
export interface FormValidation {
  readonly valid: boolean;
  readonly firstInvalid: InvalidField | null;
  readonly fields: Readonly<Record<string, FieldState>>;
}

/** A form-level check over the collected data. */
export type FormCheck = (data: FormValues) => FormValidation;

/** The message keys the rules of this module answer with. The first three are the specification's. */
export const ERROR_KEYS = {
  required: 'requerido',
  email: 'formatoEmail',
  accepted: 'necesario_aceptar',
  acceptedTerms: 'forms:errors.acceptTerms',
  tooShort: 'forms:errors.tooShort',
  tooLong: 'forms:errors.tooLong',
  mismatch: 'forms:errors.mismatch',
} as const;

/** The answer of a passing rule. */
export const PASS: RuleResult = Object.freeze({ OK: true, errorMessage: '' });

/** The answer of a failing rule with message key `errorMessage`. */
export function fail(errorMessage: string, errorOptions?: MessageOptions): RuleResult {
  return errorOptions ? { OK: false, errorMessage, errorOptions } : { OK: false, errorMessage };
}

/** The state of a valid field. */
export const VALID: FieldState = Object.freeze({ valid: true, message: '' });

/** True for a value the visitor has not given: nothing, blank text, an unticked box, no file, an empty choice. */
export function isBlank(value: FieldValue): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Fails with `requerido` when the value is blank (see {@link isBlank}). */
export const required: ValidationRule = (value) => (isBlank(value) ? fail(ERROR_KEYS.required) : PASS);

/**
 * Fails with `formatoEmail` when the text, trimmed, is not an e-mail address in the specification's format.
 * A blank value passes: pair it with `required` (the specification checks required first, then the format).
 */
export const email: ValidationRule = (value) => {
  if (value === null || value === undefined) return PASS;
  if (typeof value !== 'string') return fail(ERROR_KEYS.email);
  const text = value.trim();
  return text === '' || isValidEmail(text) ? PASS : fail(ERROR_KEYS.email);
};

const ACCEPTED_TEXTS: ReadonlySet<string> = new Set(['on', 'true', '1', 'yes']);

/**
 * Fails with `necesario_aceptar` unless a checkbox is ticked: `true`, or the text a browser posts for a ticked box
 * without JavaScript (`on`, or `true`, `1`, `yes`).
 */
export const accepted: ValidationRule = (value) => {
  if (value === true) return PASS;
  if (typeof value === 'string' && ACCEPTED_TEXTS.has(value.trim().toLowerCase())) return PASS;
  return fail(ERROR_KEYS.accepted);
};

function checkLimit(limit: number, rule: string): void {
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`${rule}: the limit must be a whole number of 0 or more, got ${String(limit)}`);
  }
}

/** Length of a text in characters as a reader counts them (code points, so an emoji counts once). */
function textLength(text: string): number {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
}

/**
 * A rule failing with `forms:errors.tooShort` (`{ count: n }`) when the trimmed text has fewer than `n` characters.
 * Blank passes (pair with `required`); values that are not text pass.
 *
 * @example
 * const rules = [required, minLength(8)];
 */
export function minLength(n: number): ValidationRule {
  checkLimit(n, 'minLength');
  return (value) => {
    if (typeof value !== 'string') return PASS;
    const text = value.trim();
    return text === '' || textLength(text) >= n ? PASS : fail(ERROR_KEYS.tooShort, { count: n });
  };
}

/** A rule failing with `forms:errors.tooLong` (`{ count: n }`) when the trimmed text has more than `n` characters. */
export function maxLength(n: number): ValidationRule {
  checkLimit(n, 'maxLength');
  return (value) => {
    if (typeof value !== 'string') return PASS;
    return textLength(value.trim()) <= n ? PASS : fail(ERROR_KEYS.tooLong, { count: n });
  };
}

/**
 * A rule failing with `errorMessage` (default `forms:errors.mismatch`) when the value differs from field `other`
 * of the same form, e.g. a repeated password. Blank passes (pair with `required`).
 */
export function matchesField(other: string, errorMessage: string = ERROR_KEYS.mismatch): ValidationRule {
  return (value, data) => (isBlank(value) || value === getOwn(data, other) ? PASS : fail(errorMessage));
}

/**
 * The same rule answering with another message key, e.g. the agree box's own text.
 *
 * @example
 * const agreed = withMessage(accepted, 'forms:errors.acceptTerms');
 */
export function withMessage(rule: ValidationRule, errorMessage: string, errorOptions?: MessageOptions): ValidationRule {
  return (value, data) => (rule(value, data).OK ? PASS : fail(errorMessage, errorOptions));
}

/**
 * {@link accepted} for the box that agrees to the terms and conditions ({@link AgreeCheckbox}): its message speaks of
 * the terms (`forms:errors.acceptTerms`), where `accepted`'s speaks of the privacy policy.
 */
export const acceptedTerms: ValidationRule = withMessage(accepted, ERROR_KEYS.acceptedTerms);

/** Runs `rules` in order and answers the field's state: the first failing rule's message, or valid. */
export function validateField(
  rules: readonly ValidationRule[] | undefined,
  value: FieldValue,
  data: FormValues = {},
): FieldState {
  for (const rule of rules ?? []) {
    const result = rule(value, data);
    if (!result.OK) {
      return result.errorOptions
        ? { valid: false, message: result.errorMessage, messageOptions: result.errorOptions }
        : { valid: false, message: result.errorMessage };
    }
  }
  return VALID;
}

/**
 * Checks every field of `fields` against `data` in the declared order: every field's state, and the first failing
 * field (to show its message and focus it), or `null` when all pass. A field absent from `data` is checked as
 * `undefined`, so `required` fails for it.
 *
 * @example
 * const result = validateForm(contactFormFields, collectFormData(form));
 * if (!result.valid) focus(result.firstInvalid.name);
 */
export function validateForm(fields: readonly FieldDefinition[], data: FormValues): FormValidation {
  const states: Record<string, FieldState> = {};
  let firstInvalid: InvalidField | null = null;
  for (const field of fields) {
    const state = validateField(field.rules, getOwn(data, field.name), data);
    setOwn(states, field.name, state);
    if (!state.valid && !firstInvalid) {
      firstInvalid = state.messageOptions
        ? { name: field.name, message: state.message, messageOptions: state.messageOptions }
        : { name: field.name, message: state.message };
    }
  }
  return { valid: firstInvalid === null, firstInvalid, fields: states };
}

/** The specification's generic form check: it accepts everything. */
export const acceptAll: FormCheck = () => ({ valid: true, firstInvalid: null, fields: {} });
