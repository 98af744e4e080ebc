/** The actions of the fair's form pages: where each form posts when JavaScript is off (see `fairFormAction`). */
import { data as routeData, type ActionFunctionArgs } from 'react-router';
import { UnsubscribeNewsletterDocument } from '../documents';
import { languageOf } from '@art/routing';
import { apiClient } from '@art/site';
import {
  COLLABORATE_FORM,
  FORM_BODY_MAX_BYTES,
  GALLERY_CONTACT_FORM,
  NEWSLETTER_FORM,
  PRESS_FORM,
  WORK_INQUIRY_FORM,
  fairFormAction,
  type FairFormOutcome,
} from './form-specs';

/** VisibilityContact: the inquiry about the work of the address. */
export const workInquiryAction = (args: ActionFunctionArgs) =>
  fairFormAction(args, WORK_INQUIRY_FORM, {
    workSlug: args.params['slug'] ?? '',
    artistSlug: args.params['artistSlug'] ?? '',
  });

/** GalleryContact: the message to the gallery of the address. */
export const galleryContactAction = (args: ActionFunctionArgs) =>
  fairFormAction(args, GALLERY_CONTACT_FORM, { gallerySlug: args.params['slug'] ?? '' });

/** SponsorsCollaborate. */
export const collaborateAction = (args: ActionFunctionArgs) => fairFormAction(args, COLLABORATE_FORM, null);

/** PressForm. */
export const pressFormAction = (args: ActionFunctionArgs) => fairFormAction(args, PRESS_FORM, null);

/** What the newsletter page's action came to: the subscription form's outcome, or an unsubscription's. */
export type NewsletterOutcome =
  FairFormOutcome | { readonly kind: 'unsubscribed'; readonly ok: boolean; readonly text: string | null };

/**
 * Newsletter: the subscription form (`fairFormAction`), or the button of an unsubscribe link (`intent=unsubscribe`
 * with the link's token), which ends the subscription.
 */
export async function newsletterAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const length = Number(request.headers.get('content-length') ?? '0');
  let intent: FormDataEntryValue | null = null;
  let token: FormDataEntryValue | null = null;
  if (Number.isFinite(length) && length <= FORM_BODY_MAX_BYTES) {
    try {
      const form = await request.clone().formData();
      intent = form.get('intent');
      token = form.get('token');
    } catch {
      // Not a form: the subscription's action answers it.
    }
  }
  if (intent !== 'unsubscribe') return fairFormAction(args, NEWSLETTER_FORM, null);
  const outcome = (ok: boolean, text: string | null, status = 200) =>
    routeData<NewsletterOutcome>({ kind: 'unsubscribed', ok, text }, { status });
  if (typeof token !== 'string' || token === '') return outcome(false, null, 400);
  try {
    const lang = languageOf(new URL(request.url).pathname);
    const { unsubscribeNewsletter: result } = await apiClient(request, context, lang).request(
      UnsubscribeNewsletterDocument,
      { token: token.slice(0, 2048) },
    );
    return outcome(result.ok, result.response?.trim() || null, result.ok ? 200 : 422);
  } catch {
    return outcome(false, null, 502);
  }
}
