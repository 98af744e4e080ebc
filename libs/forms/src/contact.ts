/** What the footer contact form sends: its checks are `contactPageForm` of `@art/model` (see `schemaFields`). */
import { messageToHtml } from './message-html';
import { getOwn } from './own-property';
import type { FormValues } from './rules';

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
