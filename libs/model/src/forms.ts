/**
 * The fair's forms (work inquiry, gallery contact, collaborate, press accreditation, newsletter, contact): their
 * limits, fixed choices and the phone rule, one definition for the API's checks and the sites' browser checks.
 */
import { EMAIL_MAX_LENGTH } from './email';
import type { WorkState } from './catalogue';

/** Longest values accepted, in characters (the e-mail address in UTF-8 bytes, see `EMAIL_MAX_LENGTH`). */
export const FORM_LIMITS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  phone: 20,
  message: 5000,
  company: 160,
  media: 160,
} as const;

/** What a company can offer on the sponsors' collaborate form, in the order the form lists them. */
export const COLLABORATE_INTERESTS = ['main-sponsor', 'official', 'collaborator', 'media-partner', 'other'] as const;
export type CollaborateInterest = (typeof COLLABORATE_INTERESTS)[number];

/** The kinds of media of a press accreditation, in the order the form lists them. */
export const PRESS_MEDIA_TYPES = ['print', 'online', 'radio', 'tv', 'photographer', 'other'] as const;
export type PressMediaType = (typeof PRESS_MEDIA_TYPES)[number];

/** The kinds of stored form messages (`form_messages.kind`). */
export const FORM_MESSAGE_KINDS = ['work-inquiry', 'gallery-contact', 'collaborate', 'press-accreditation'] as const;
export type FormMessageKind = (typeof FORM_MESSAGE_KINDS)[number];

/**
 * A phone number as people write it: digits and spaces, an optional leading `+`, at most 20 characters (the
 * accounts' rule). Blank is not a phone: the forms' phone is optional, so check for blank first.
 *
 * @example isValidPhone('+34 910 00 25 25'); // true
 */
export function isValidPhone(text: string): boolean {
  return [...text].length <= FORM_LIMITS.phone && /^\+?[0-9][0-9 ]*$/.test(text);
}

/** States in which a work's price is given on request, whatever price is stored (T39, T40). */
export const PRICE_ON_REQUEST_STATES: readonly WorkState[] = ['Disponible (PRESUPUESTOS)', 'Consulta Market', 'Consulta Galería'];

/** Whether visitors may ask about a work: `open`, `priced` (it has a public price: buy it) or `unavailable`. */
export type WorkInquiryState = 'open' | 'priced' | 'unavailable';

/**
 * Whether a work takes inquiries (VisibilityContact): available works without a public price (none or 0), or in a
 * price-on-request state, do; works with a public price are bought instead; sold, unavailable and hidden works
 * take none. `price` may be in any unit: only null and 0 matter.
 *
 * @example workInquiryState({ price: null, workState: 'Disponible' }); // 'open'
 */
export function workInquiryState(work: { price: number | null; workState: string }): WorkInquiryState {
  if ((PRICE_ON_REQUEST_STATES as readonly string[]).includes(work.workState)) return 'open';
  if (work.workState !== 'Disponible') return 'unavailable';
  return work.price === null || work.price === 0 ? 'open' : 'priced';
}

/**
 * The query parameters of the newsletter page that carry a signed link's token, by language: the confirmation link
 * (`/es/newsletter?confirmar=…`, `/en/newsletter?confirm=…`) and the unsubscribe link (`?baja=…`, `?unsubscribe=…`).
 */
export const NEWSLETTER_LINK_PARAMS = {
  es: { confirm: 'confirmar', unsubscribe: 'baja' },
  en: { confirm: 'confirm', unsubscribe: 'unsubscribe' },
} as const;
