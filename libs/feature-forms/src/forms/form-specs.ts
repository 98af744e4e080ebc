/**
 * The fair's forms as data: their fields (their schemas of `@art/model`, the API's too), the call each makes, and the action a
 * page answers a post without JavaScript with. The browser and the action share one definition per form, so both
 * check and send the same thing.
 */
import { data as routeData, type ActionFunctionArgs } from 'react-router';
import { type GraphQLClient } from '@art/data';
import {
  CollaborateDocument,
  GalleryContactDocument,
  PressAccreditationDocument,
  SubscribeNewsletterDocument,
  WorkInquiryDocument,
  type FormResultFields,
} from '../documents';
import {
  messageToHtml,
  schemaFields,
  validateForm,
  type FieldDefinition,
  type FormValues,
  type MessageOptions,
} from '@art/forms';
import { collaboratePageForm, inquiryPageForm, newsletterPageForm, pressPageForm } from '@art/model';
import { languageOf } from '@art/routing';
import { apiClient } from '@art/site';

/** A form of the fair: its fields in the order they are checked, and how it is sent. */
export interface FairFormSpec<C> {
  readonly fields: readonly FieldDefinition[];
  /** Sends checked data with what the page adds (`context`); answers the API's `{ ok, response }`. */
  send(client: GraphQLClient, data: FormValues, context: C, submissionId: string | null): Promise<FormResultFields>;
  /** The fields whose text is shown again after a post without JavaScript was refused. */
  readonly keep: readonly string[];
}

/** Text of a form value (trimmed; '' when absent or not text). */
export const textOf = (data: FormValues, name: string): string => {
  const value = Object.prototype.hasOwnProperty.call(data, name) ? data[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

const optional = (data: FormValues, name: string) => textOf(data, name) || null;
const sender = (data: FormValues, submissionId: string | null) => ({
  fromName: textOf(data, 'fromName'),
  fromEmail: textOf(data, 'fromEmail'),
  phone: optional(data, 'phone'),
  website: optional(data, 'website'),
  submissionId,
});

/** The inquiry about a work without price (VisibilityContact). */
export const WORK_INQUIRY_FORM: FairFormSpec<{ workSlug: string; artistSlug: string }> = {
  fields: schemaFields(inquiryPageForm),
  keep: ['fromName', 'fromEmail', 'phone', 'message'],
  send: async (client, data, work, submissionId) =>
    (
      await client.request(WorkInquiryDocument, {
        ...work,
        ...sender(data, submissionId),
        message: messageToHtml(textOf(data, 'message')),
      })
    ).workInquiry,
};

/** A message to a gallery (GalleryContact). */
export const GALLERY_CONTACT_FORM: FairFormSpec<{ gallerySlug: string }> = {
  fields: schemaFields(inquiryPageForm),
  keep: ['fromName', 'fromEmail', 'phone', 'message'],
  send: async (client, data, gallery, submissionId) =>
    (
      await client.request(GalleryContactDocument, {
        ...gallery,
        ...sender(data, submissionId),
        message: messageToHtml(textOf(data, 'message')),
      })
    ).galleryContact,
};

/** A company's offer to collaborate (SponsorsCollaborate). */
export const COLLABORATE_FORM: FairFormSpec<null> = {
  fields: schemaFields(collaboratePageForm),
  keep: ['company', 'fromName', 'fromEmail', 'phone', 'message'],
  send: async (client, data, _none, submissionId) =>
    (
      await client.request(CollaborateDocument, {
        company: textOf(data, 'company'),
        ...sender(data, submissionId),
        interest: textOf(data, 'interest'),
        message: messageToHtml(textOf(data, 'message')),
      })
    ).collaborate,
};

/** A press accreditation request (PressForm). */
export const PRESS_FORM: FairFormSpec<null> = {
  fields: schemaFields(pressPageForm),
  keep: ['media', 'fromName', 'fromEmail', 'phone'],
  send: async (client, data, _none, submissionId) =>
    (
      await client.request(PressAccreditationDocument, {
        media: textOf(data, 'media'),
        ...sender(data, submissionId),
        type: textOf(data, 'type'),
      })
    ).pressAccreditation,
};

/** A newsletter subscription (Newsletter). */
export const NEWSLETTER_FORM: FairFormSpec<null> = {
  fields: schemaFields(newsletterPageForm),
  keep: ['email', 'name'],
  send: async (client, data) =>
    (
      await client.request(SubscribeNewsletterDocument, {
        email: textOf(data, 'email'),
        name: optional(data, 'name'),
        website: optional(data, 'website'),
      })
    ).subscribeNewsletter,
};

/** What a form posted without JavaScript came to: sent, refused by a check (which field), or refused by the API. */
export type FairFormOutcome =
  | { readonly kind: 'sent'; readonly text: string | null }
  | {
      readonly kind: 'invalid';
      readonly field: string;
      readonly message: string;
      readonly options?: MessageOptions;
      readonly values: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'error'; readonly text: string | null; readonly values: Readonly<Record<string, string>> };

/** Largest form body read (messages of 5,000 characters, with room for their encoding). */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

/** The form's data as posted: each field's text ('' when absent, as an unticked box or an unchosen radio). */
function postedValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    Object.defineProperty(values, name, { value: typeof value === 'string' ? value.trim() : '', enumerable: true });
  }
  return values;
}

const answer = (outcome: FairFormOutcome, status = 200) => routeData<FairFormOutcome>(outcome, { status });

/**
 * The action of a form page: where its form posts without JavaScript. The same checks in the same order as in the
 * browser, then the same call for the visitor (their address forwarded, so the API's limits count them); nothing is
 * sent when a check fails. The answer says what became of it, with the typed values to show again on a refusal.
 *
 * @example export const action = (args: ActionFunctionArgs) => fairFormAction(args, GALLERY_CONTACT_FORM, { gallerySlug: args.params['slug'] ?? '' });
 */
export async function fairFormAction<C>(
  { request, context }: ActionFunctionArgs,
  spec: FairFormSpec<C>,
  formContext: C,
) {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(length) || length > FORM_BODY_MAX_BYTES)
    return answer({ kind: 'error', text: null, values: {} }, 413);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ kind: 'error', text: null, values: {} }, 400);
  }
  const values = postedValues(form, [...spec.fields.map((field) => field.name), 'website']);
  const keep = Object.fromEntries(spec.keep.map((name) => [name, values[name] ?? '']));
  const check = validateForm(spec.fields, values);
  if (check.firstInvalid) {
    const { name, message, messageOptions } = check.firstInvalid;
    return answer(
      { kind: 'invalid', field: name, message, ...(messageOptions ? { options: messageOptions } : {}), values: keep },
      400,
    );
  }
  const lang = languageOf(new URL(request.url).pathname);
  try {
    const result = await spec.send(apiClient(request, context, lang), values, formContext, null);
    if (result.ok) return answer({ kind: 'sent', text: result.response?.trim() || null });
    return answer({ kind: 'error', text: result.response?.trim() || null, values: keep }, 422);
  } catch {
    return answer({ kind: 'error', text: null, values: keep }, 502);
  }
}
