/**
 * The field checks of the sites' forms (contact, work inquiry, gallery contact, collaborate, press accreditation,
 * newsletter): one rule per kind of field, each answering the clean value or the first problem as a translatable
 * error code. The limits and choices come from `@art/model`, which the browser's checks use too.
 */
import { FORM_LIMITS, isValidEmail, isValidPhone, utf8Length } from '@art/model';
import type { ErrorCode } from '../errors';
import { messageText, textToHtml } from './message-text';
import { cleanLine, characters } from './text';

/** A refused field: the translatable reason and its parameters. */
export interface FieldProblem {
  ok: false;
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/** A checked field: its clean value, or the problem. */
export type Checked<T> = { ok: true; value: T } | FieldProblem;

/** A message as plain text (line breaks `\n`) and as escaped HTML (line breaks `<br>`). */
export interface MessageBody {
  text: string;
  html: string;
}

const refuse = (code: ErrorCode, params?: Record<string, string | number>): FieldProblem =>
  params ? { ok: false, code, params } : { ok: false, code };

/** The error codes of a one-line text field. */
export interface LineCodes {
  required: ErrorCode;
  tooLong: ErrorCode;
  invalid: ErrorCode;
}

/**
 * A required one-line text (a name, a company, a medium): cleaned to one line, at most `max` characters, without
 * `<` or `>` (nothing in a name needs them, and they are how markup starts).
 */
export function checkLine(value: string | null | undefined, max: number, codes: LineCodes): Checked<string> {
  const text = cleanLine(value ?? '');
  if (text === '') return refuse(codes.required);
  if (characters(text) > max) return refuse(codes.tooLong, { max });
  if (/[<>]/.test(text)) return refuse(codes.invalid);
  return { ok: true, value: text };
}

/** The sender's name: required, at most 120 characters, no `<` or `>`. */
export function checkName(value: string | null | undefined): Checked<string> {
  return checkLine(value, FORM_LIMITS.name, { required: 'contactNameRequired', tooLong: 'contactNameTooLong', invalid: 'contactNameInvalid' });
}

/** An optional name (the newsletter's): blank is null, otherwise the rules of {@link checkName}. */
export function checkOptionalName(value: string | null | undefined): Checked<string | null> {
  if (cleanLine(value ?? '') === '') return { ok: true, value: null };
  return checkName(value);
}

/** The sender's e-mail address: required, at most 254 bytes, the specification's format. */
export function checkEmail(value: string | null | undefined): Checked<string> {
  const email = (value ?? '').trim();
  if (email === '') return refuse('contactEmailRequired');
  if (email.length > FORM_LIMITS.email || utf8Length(email) > FORM_LIMITS.email) return refuse('contactEmailTooLong', { max: FORM_LIMITS.email });
  if (!isValidEmail(email)) return refuse('contactEmailInvalid');
  return { ok: true, value: email };
}

/** An optional phone: blank is null; otherwise digits and spaces with an optional leading `+`, at most 20. */
export function checkPhone(value: string | null | undefined): Checked<string | null> {
  const phone = cleanLine(value ?? '');
  if (phone === '') return { ok: true, value: null };
  if (phone.length > FORM_LIMITS.phone * 4 || !isValidPhone(phone)) return refuse('formPhoneInvalid', { max: FORM_LIMITS.phone });
  return { ok: true, value: phone };
}

/**
 * Longest message accepted before it is read at all. The sites' forms write a typed character as at most 6
 * (`&quot;`; a line break is `<br>`), so with this margin a message that fits once read is never refused here.
 */
const RAW_MESSAGE_MAX = FORM_LIMITS.message * 8;

/**
 * A required message, as the sites' forms send it (escaped, line breaks as `<br>`; see `messageText`): read back to
 * plain text, at most 5,000 characters, and escaped again by the server.
 */
export function checkMessage(value: string | null | undefined): Checked<MessageBody> {
  const raw = (value ?? '').trim();
  const tooLong = refuse('contactMessageTooLong', { max: FORM_LIMITS.message });
  if (raw.length > RAW_MESSAGE_MAX) return tooLong;
  const text = messageText(raw);
  if (text === '') return refuse('contactMessageRequired');
  if (characters(text) > FORM_LIMITS.message) return tooLong;
  return { ok: true, value: { text, html: textToHtml(text) } };
}

/** One of a fixed list of choices (exactly as listed); anything else is `code`. */
export function checkChoice<T extends string>(value: string | null | undefined, choices: readonly T[], code: ErrorCode): Checked<T> {
  const choice = (value ?? '').trim();
  return (choices as readonly string[]).includes(choice) ? { ok: true, value: choice as T } : refuse(code);
}

/** Whether a form's honeypot field (hidden from people, `website`) was filled in: then only a robot sent it. */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** A client's submission id when well formed (8 to 64 letters, digits or hyphens, as a UUID); otherwise null. */
export function submissionIdOf(value: string | null | undefined): string | null {
  const id = (value ?? '').trim();
  return /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : null;
}
