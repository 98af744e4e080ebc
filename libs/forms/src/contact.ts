/** The specification's footer contact form: its checks in order and the message it sends. */
import { messageToHtml } from './message-html';
import { getOwn } from './own-property';
import { accepted, email, required, type FieldDefinition, type FormValues } from './rules';

/**
 * The footer contact form's fields, checked in this order: name required (`requerido`), e-mail required
 * (`requerido`) then its format (`formatoEmail`), message required (`requerido`), privacy box ticked
 * (`necesario_aceptar`). Field names are the contact call's (`fromName`, `fromEmail`, `message`) and `privacy`.
 */
export const contactFormFields: readonly FieldDefinition[] = [
  { name: 'fromName', rules: [required] },
  { name: 'fromEmail', rules: [required, email] },
  { name: 'message', rules: [required] },
  { name: 'privacy', rules: [accepted] },
];

/** What the contact call sends (all three are required, non-null strings). */
export interface ContactMessage {
  readonly fromName: string;
  readonly fromEmail: string;
  /** The message as HTML: escaped, line breaks turned into `<br>`. */
  readonly message: string;
}

function text(data: FormValues, name: string): string {
  const value = getOwn(data, name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The contact call's arguments from a checked contact form's data; the message's line breaks become `<br>`. */
export function toContactMessage(data: FormValues): ContactMessage {
  return {
    fromName: text(data, 'fromName'),
    fromEmail: text(data, 'fromEmail'),
    message: messageToHtml(text(data, 'message')),
  };
}
