import { data, type ActionFunctionArgs } from 'react-router';
import { ContactDocument } from '@art/data';
import { schemaFields, toContactMessage, validateForm, type FormValues, type MessageOptions } from '@art/forms';
import { contactPageForm } from '@art/model';
import { languageOf } from '@art/routing';
import { apiClient } from '@art/site';

/** What became of a contact message posted without scripts: sent, refused by a check, or refused by the API. */
export type ContactOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'invalid'; readonly field: string; readonly message: string; readonly options?: MessageOptions }
  | { readonly kind: 'error'; readonly text: string | null };

/** Largest form body read (the API takes messages of 5,000 characters; the rest is headroom for encoding). */
export const CONTACT_BODY_MAX_BYTES = 64 * 1024;

function valuesOf(form: FormData): FormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    fromName: text('fromName'),
    fromEmail: text('fromEmail'),
    message: text('message'),
    privacy: form.has('privacy'),
    website: text('website'),
  };
}

const refused = (outcome: ContactOutcome, status: number) => data<ContactOutcome>(outcome, { status });

/**
 * The contact page's action: where the footer's contact form posts when scripts are off. The same checks in the same
 * order as in the browser (F-13), then `contact(fromEmail, fromName, message)` for the visitor (their address
 * forwarded, so the API's limit counts them). Nothing is sent when a check fails.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(length) || length > CONTACT_BODY_MAX_BYTES) {
    return refused({ kind: 'error', text: null }, 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused({ kind: 'invalid', field: 'fromName', message: 'requerido' }, 400);
  }
  const values = valuesOf(form);
  const check = validateForm(schemaFields(contactPageForm), values);
  if (check.firstInvalid) {
    const { name, message, messageOptions } = check.firstInvalid;
    return refused(
      { kind: 'invalid', field: name, message, ...(messageOptions ? { options: messageOptions } : {}) },
      400,
    );
  }
  const lang = languageOf(new URL(request.url).pathname);
  try {
    // `website` is the contact page form's field that only robots fill in: the API ignores a message that has it.
    const website = typeof values['website'] === 'string' && values['website'] !== '' ? values['website'] : null;
    const { contact } = await apiClient(request, context, lang).request(ContactDocument, {
      ...toContactMessage(values),
      website,
    });
    if (contact.ok) return data<ContactOutcome>({ kind: 'sent' });
    return refused({ kind: 'error', text: contact.response?.trim() || null }, 422);
  } catch {
    return refused({ kind: 'error', text: null }, 502);
  }
}
