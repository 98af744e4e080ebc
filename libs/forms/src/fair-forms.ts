/**
 * The browser's checks of the fair's forms (work inquiry, gallery contact, collaborate, press accreditation,
 * newsletter), the same as the API's (`apps/api/src/services/form-checks.ts`): the limits and choices come from
 * `@art/model`, the order of the fields is the order the API checks them in, and every form ends with its consent box.
 */
import { COLLABORATE_INTERESTS, FORM_LIMITS, PRESS_MEDIA_TYPES, isValidPhone } from '@art/model';
import { accepted, email, fail, maxLength, PASS, required, type FieldDefinition, type ValidationRule } from './rules';

/** The message keys of the rules of this module (`forms` namespace). */
export const FAIR_FORM_ERROR_KEYS = {
  noMarkup: 'forms:errors.noMarkup',
  phone: 'forms:errors.phone',
  choose: 'forms:errors.choose',
} as const;

/** Fails with `forms:errors.noMarkup` when the text has `<` or `>` (names never need them; markup starts with them). */
export const noMarkup: ValidationRule = (value) =>
  typeof value === 'string' && /[<>]/.test(value) ? fail(FAIR_FORM_ERROR_KEYS.noMarkup) : PASS;

/**
 * Fails with `forms:errors.phone` (`{ count: 20 }`) unless the text is a phone (`+34 600 11 22 33`): digits and
 * spaces, an optional leading `+`, at most 20 characters. Blank passes: the phone is optional.
 */
export const phone: ValidationRule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return PASS;
  return isValidPhone(value.trim().replace(/\s+/g, ' ')) ? PASS : fail(FAIR_FORM_ERROR_KEYS.phone, { count: FORM_LIMITS.phone });
};

/** A rule failing with `forms:errors.choose` unless the value is one of `choices` (a radio group's). */
export function oneOf(choices: readonly string[]): ValidationRule {
  return (value) => (typeof value === 'string' && choices.includes(value) ? PASS : fail(FAIR_FORM_ERROR_KEYS.choose));
}

const fromName: FieldDefinition = { name: 'fromName', rules: [required, maxLength(FORM_LIMITS.name), noMarkup] };
const fromEmail: FieldDefinition = { name: 'fromEmail', rules: [required, email, maxLength(FORM_LIMITS.email)] };
const phoneField: FieldDefinition = { name: 'phone', rules: [phone] };
const message: FieldDefinition = { name: 'message', rules: [required, maxLength(FORM_LIMITS.message)] };
const privacy: FieldDefinition = { name: 'privacy', rules: [accepted] };

/** The work inquiry and the gallery contact: name, e-mail, phone (optional), message, privacy. */
export const inquiryFormFields: readonly FieldDefinition[] = [fromName, fromEmail, phoneField, message, privacy];

/** The sponsors' collaborate form: company, name, e-mail, phone (optional), interest, message, privacy. */
export const collaborateFormFields: readonly FieldDefinition[] = [
  { name: 'company', rules: [required, maxLength(FORM_LIMITS.company), noMarkup] },
  fromName,
  fromEmail,
  phoneField,
  { name: 'interest', rules: [oneOf(COLLABORATE_INTERESTS)] },
  message,
  privacy,
];

/** The press accreditation: medium, name, e-mail, phone (optional), type of medium, privacy. */
export const pressFormFields: readonly FieldDefinition[] = [
  { name: 'media', rules: [required, maxLength(FORM_LIMITS.media), noMarkup] },
  fromName,
  fromEmail,
  phoneField,
  { name: 'type', rules: [oneOf(PRESS_MEDIA_TYPES)] },
  privacy,
];

/** The newsletter: e-mail, name (optional), and the consent to receive it. */
export const newsletterFormFields: readonly FieldDefinition[] = [
  { name: 'email', rules: [required, email, maxLength(FORM_LIMITS.email)] },
  { name: 'name', rules: [maxLength(FORM_LIMITS.name), noMarkup] },
  { name: 'privacy', rules: [accepted] },
];
