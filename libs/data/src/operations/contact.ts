/** `Contact`: the contact message of the footer and the contact page, `contact(fromEmail, fromName, message)` of the specification. */
import { defineOperation } from '../operation';

/** Variables of {@link CONTACT}: the three required strings (§5), and the hidden field only robots fill in. */
export type ContactVariables = {
  fromEmail: string;
  fromName: string;
  message: string;
  website?: string | null;
};

/** Result of {@link CONTACT}: when `ok` is false, `response` is the text to show as the error (§8). */
export type ContactData = { contact: { ok: boolean; response: string | null } };

/** Sends a contact message to the organisers. */
export const CONTACT = defineOperation<ContactData, ContactVariables>(
  'Contact',
  `mutation Contact($fromEmail: String!, $fromName: String!, $message: String!, $website: String) {
  contact(fromEmail: $fromEmail, fromName: $fromName, message: $message, website: $website) { ok response }
}`,
);
