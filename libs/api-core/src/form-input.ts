/**
 * How the API runs the forms' schemas of `@art/model` (decision 019): the same checks, in the same order, as the
 * sites' form kit; the first problem answers its error code (`locales/*\/errors.json`). Also what every form's
 * mutation shares beyond its fields: the sites' escaped message read back to text, the honeypot, the submission id.
 */
import { checkForm, FORM_LIMITS, type FormSchema } from '@art/model';
import type { ErrorCode } from './errors';
import { messageText, textToHtml } from './message-text';

/** A refused input: the first problem as a translatable error code. */
export type InputProblem = { ok: false; code: ErrorCode; params?: Record<string, string | number> };

/**
 * Runs a form's schema on what a mutation received: the clean values, or the first problem in the order of the
 * form as an error code of the API.
 *
 * @example
 * const checked = checkInput(inquiryForm, { ...args, message: messageInput(args.message) });
 * if (!checked.ok) return refused(ctx, checked.code, checked.params);
 */
export function checkInput<T extends Record<string, unknown>>(
  form: FormSchema<T>,
  input: unknown,
): { ok: true; value: T } | InputProblem {
  const checked = checkForm(form, input);
  if (checked.ok) return checked;
  const code = checked.code as ErrorCode;
  return checked.params ? { ok: false, code, params: { ...checked.params } } : { ok: false, code };
}

/**
 * Longest message read before it is checked at all. The sites' forms write a typed character as at most 6
 * (`&quot;`; a line break is `<br>`), so with this margin a message that fits once read is never refused here.
 */
const RAW_MESSAGE_MAX = FORM_LIMITS.message * 8;

/**
 * A message as the sites' forms send it (escaped, line breaks as `<br>`; see `messageText`) read back to the plain
 * text the schema checks. An oversized one is passed on unread, for the schema to refuse as too long.
 */
export function messageInput(raw: string | null | undefined): string {
  const text = raw ?? '';
  return text.length > RAW_MESSAGE_MAX ? text : messageText(text.trim());
}

/** A checked message as plain text (line breaks `\n`) and as escaped HTML (line breaks `<br>`). */
export interface MessageBody {
  text: string;
  html: string;
}

/** The two forms of a checked message. */
export function messageBody(text: string): MessageBody {
  return { text, html: textToHtml(text) };
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
