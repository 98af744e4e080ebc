/**
 * How the form kit runs checks (no React, no DOM): a rule looks at one field's value, and the whole form's data when
 * it needs it, and answers `{ OK, errorMessage }` where `errorMessage` is an i18n key shown under the field. The rules
 * themselves are the forms' schemas of `@art/model`, the API's too (`schemaFields`, decision 019).
 */
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
  /** The rules check a phone: a browser loads the phone check once the form is used (`loadPhoneCheck`). */
  readonly loadsPhoneCheck?: boolean;
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

/** The answer of a passing rule. */
export const PASS: RuleResult = Object.freeze({ OK: true, errorMessage: '' });

/** The answer of a failing rule with message key `errorMessage`. */
export function fail(errorMessage: string, errorOptions?: MessageOptions): RuleResult {
  return errorOptions ? { OK: false, errorMessage, errorOptions } : { OK: false, errorMessage };
}

/** The state of a valid field. */
export const VALID: FieldState = Object.freeze({ valid: true, message: '' });

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
 * `undefined`, so a required field fails.
 *
 * @example
 * const result = validateForm(schemaFields(contactPageForm), collectFormData(form));
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
