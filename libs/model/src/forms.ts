/**
 * The fair's forms (work inquiry, gallery contact, collaborate, press accreditation, newsletter, contact): their
 * limits, fixed choices and one schema per form (`form-schema.ts`), run by the sites' form kit and by the API.
 */
import { EMAIL_MAX_LENGTH } from './email';
import type { WorkState } from './catalogue';
import {
  choice,
  consent,
  defineForm,
  emailAddress,
  extendForm,
  optionalLine,
  optionalPhone,
  requiredLine,
  requiredLines,
} from './form-schema';

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

// ——— The schemas (decision 019): one per form, run by the sites' form kit and by the API's mutation ———

const NAME_CODES = {
  required: 'contactNameRequired',
  tooLong: 'contactNameTooLong',
  invalid: 'contactNameInvalid',
} as const;

/** The sender's name: required, at most 120 characters, no `<` or `>`. */
const senderName = requiredLine(FORM_LIMITS.name, NAME_CODES);
/** The sender's e-mail address: required, at most 254 bytes, the specification's format. */
const senderEmail = emailAddress({
  required: 'contactEmailRequired',
  tooLong: 'contactEmailTooLong',
  invalid: 'contactEmailInvalid',
});
/** An optional phone: digits and spaces, an optional leading `+`, at most 20, a real number. */
const senderPhone = optionalPhone(FORM_LIMITS.phone, 'formPhoneInvalid');
/** The message as plain text (the API reads the sites' escaped message back to text first): at most 5,000 characters. */
const messageText = requiredLines(FORM_LIMITS.message, {
  required: 'contactMessageRequired',
  tooLong: 'contactMessageTooLong',
});
/** The privacy policy's box, which only the sites' forms have. */
const privacy = consent();

/** The contact form (footer and contact page) as the API's `contact` receives it: name, e-mail, message. */
export const contactForm = /* @__PURE__ */ defineForm({
  fromName: senderName,
  fromEmail: senderEmail,
  message: messageText,
});
/** The contact form in a browser: its fields and the privacy box, checked in this order. */
export const contactPageForm = /* @__PURE__ */ extendForm(contactForm, { privacy });

/** The work inquiry and the gallery contact as the API receives them: name, e-mail, phone (optional), message. */
export const inquiryForm = /* @__PURE__ */ defineForm({
  fromName: senderName,
  fromEmail: senderEmail,
  phone: senderPhone,
  message: messageText,
});
/** The work inquiry and the gallery contact in a browser: with the privacy box. */
export const inquiryPageForm = /* @__PURE__ */ extendForm(inquiryForm, { privacy });

/** The sponsors' collaborate form: company, name, e-mail, phone (optional), interest, message. */
export const collaborateForm = /* @__PURE__ */ defineForm({
  company: requiredLine(FORM_LIMITS.company, {
    required: 'formCompanyRequired',
    tooLong: 'formCompanyTooLong',
    invalid: 'formCompanyInvalid',
  }),
  fromName: senderName,
  fromEmail: senderEmail,
  phone: senderPhone,
  interest: choice(COLLABORATE_INTERESTS, 'formInterestInvalid'),
  message: messageText,
});
/** The collaborate form in a browser: with the privacy box. */
export const collaboratePageForm = /* @__PURE__ */ extendForm(collaborateForm, { privacy });

/** The press accreditation: medium, name, e-mail, phone (optional), type of medium. */
export const pressForm = /* @__PURE__ */ defineForm({
  media: requiredLine(FORM_LIMITS.media, {
    required: 'formMediaRequired',
    tooLong: 'formMediaTooLong',
    invalid: 'formMediaInvalid',
  }),
  fromName: senderName,
  fromEmail: senderEmail,
  phone: senderPhone,
  type: choice(PRESS_MEDIA_TYPES, 'formPressTypeInvalid'),
});
/** The press accreditation in a browser: with the privacy box. */
export const pressPageForm = /* @__PURE__ */ extendForm(pressForm, { privacy });

/** The newsletter: e-mail, name (optional). */
export const newsletterForm = /* @__PURE__ */ defineForm({
  email: senderEmail,
  name: optionalLine(FORM_LIMITS.name, NAME_CODES),
});
/** The newsletter in a browser: with the consent to receive it. */
export const newsletterPageForm = /* @__PURE__ */ extendForm(newsletterForm, { privacy });

/** States in which a work's price is given on request, whatever price is stored (T39, T40). */
export const PRICE_ON_REQUEST_STATES: readonly WorkState[] = [
  'Disponible (PRESUPUESTOS)',
  'Consulta Market',
  'Consulta Galería',
];

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
