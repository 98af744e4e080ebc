/**
 * The fair's forms (§5 `forms.graphql` of the API): the subjects their pages show (a work without price, a gallery)
 * and the calls they make. Every call answers `{ ok, response }`: `response` is the text to show, the reason when
 * `ok` is false and a thank-you otherwise.
 */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, type ImageFields } from './fields';

/** What every form call answers. */
export type FormResultFields = { ok: boolean; response: string | null };

/** What the sender fields of a form send; `website` is the hidden field only robots fill in. */
export type SenderVariables = {
  fromName: string;
  fromEmail: string;
  phone?: string | null;
  website?: string | null;
  /** The form's id of this submission: sent again (a double click, a retry), it is stored once. */
  submissionId?: string | null;
};

/** A work as its inquiry page shows it. */
export type WorkInquiryWork = {
  id: string;
  slug: string;
  title: string;
  url: string;
  price: number | null;
  workState: string;
  year: number | null;
  technicsText: string;
  measures: string;
  images: ImageFields[];
  artist: { slug: string; fullName: string; url: string };
  gallery: { slug: string; comercialName: string; url: string } | null;
};

/** Result of {@link WORK_INQUIRY_PAGE}: null when no work has the slug (a 404). */
export type WorkInquiryPageData = { getWork: WorkInquiryWork | null };

/** A work by slug, as the page that asks about it shows it. */
export const WORK_INQUIRY_PAGE = defineOperation<WorkInquiryPageData, { slug: string; catalogPrefix?: string | null }>(
  'WorkInquiryPage',
  `query WorkInquiryPage($slug: String!, $catalogPrefix: String) {
  getWork(slug: $slug, catalogPrefix: $catalogPrefix) {
    id slug title url price workState year technicsText measures
    images { ${IMAGE_FIELDS} }
    artist { slug fullName url }
    gallery { slug comercialName url }
  }
}`,
);

/** A gallery as its contact page shows it. */
export type GalleryContactGallery = {
  slug: string;
  comercialName: string;
  url: string;
  stand: string | null;
  address: { fullAddress: string; city: string };
};

/** Result of {@link GALLERY_CONTACT_PAGE}: null when no gallery has the slug (a 404). */
export type GalleryContactPageData = { getGallery: GalleryContactGallery | null };

/** A gallery by slug, as its contact page shows it. */
export const GALLERY_CONTACT_PAGE = defineOperation<GalleryContactPageData, { slug: string; catalogPrefix?: string | null }>(
  'GalleryContactPage',
  `query GalleryContactPage($slug: String!, $catalogPrefix: String) {
  getGallery(slug: $slug, catalogPrefix: $catalogPrefix) { slug comercialName url stand address { fullAddress city } }
}`,
);

/** Variables of {@link WORK_INQUIRY}. */
export type WorkInquiryVariables = SenderVariables & { workSlug: string; artistSlug: string; message: string };

/** Asks about a work without price: to its gallery and the organisers. */
export const WORK_INQUIRY = defineOperation<{ workInquiry: FormResultFields }, WorkInquiryVariables>(
  'WorkInquiry',
  `mutation WorkInquiry($workSlug: String!, $artistSlug: String!, $fromName: String!, $fromEmail: String!, $phone: String,
  $message: String!, $website: String, $submissionId: String) {
  workInquiry(workSlug: $workSlug, artistSlug: $artistSlug, fromName: $fromName, fromEmail: $fromEmail, phone: $phone,
    message: $message, website: $website, submissionId: $submissionId) { ok response }
}`,
);

/** Variables of {@link GALLERY_CONTACT}. */
export type GalleryContactVariables = SenderVariables & { gallerySlug: string; message: string };

/** Writes to a gallery (and the organisers). */
export const GALLERY_CONTACT = defineOperation<{ galleryContact: FormResultFields }, GalleryContactVariables>(
  'GalleryContact',
  `mutation GalleryContact($gallerySlug: String!, $fromName: String!, $fromEmail: String!, $phone: String, $message: String!,
  $website: String, $submissionId: String) {
  galleryContact(gallerySlug: $gallerySlug, fromName: $fromName, fromEmail: $fromEmail, phone: $phone, message: $message,
    website: $website, submissionId: $submissionId) { ok response }
}`,
);

/** Variables of {@link COLLABORATE}. */
export type CollaborateVariables = SenderVariables & { company: string; interest: string; message: string };

/** A company offers to collaborate with the fair. */
export const COLLABORATE = defineOperation<{ collaborate: FormResultFields }, CollaborateVariables>(
  'Collaborate',
  `mutation Collaborate($company: String!, $fromName: String!, $fromEmail: String!, $phone: String, $interest: String!,
  $message: String!, $website: String, $submissionId: String) {
  collaborate(company: $company, fromName: $fromName, fromEmail: $fromEmail, phone: $phone, interest: $interest,
    message: $message, website: $website, submissionId: $submissionId) { ok response }
}`,
);

/** Variables of {@link PRESS_ACCREDITATION}. */
export type PressAccreditationVariables = SenderVariables & { media: string; type: string };

/** Asks for a press accreditation. */
export const PRESS_ACCREDITATION = defineOperation<{ pressAccreditation: FormResultFields }, PressAccreditationVariables>(
  'PressAccreditation',
  `mutation PressAccreditation($media: String!, $fromName: String!, $fromEmail: String!, $phone: String, $type: String!,
  $website: String, $submissionId: String) {
  pressAccreditation(media: $media, fromName: $fromName, fromEmail: $fromEmail, phone: $phone, type: $type, website: $website,
    submissionId: $submissionId) { ok response }
}`,
);

/** Variables of {@link SUBSCRIBE_NEWSLETTER}. */
export type SubscribeNewsletterVariables = { email: string; name?: string | null; website?: string | null };

/** Subscribes an address to the newsletter (pending until the e-mailed link is opened). */
export const SUBSCRIBE_NEWSLETTER = defineOperation<{ subscribeNewsletter: FormResultFields }, SubscribeNewsletterVariables>(
  'SubscribeNewsletter',
  `mutation SubscribeNewsletter($email: String!, $name: String, $website: String) {
  subscribeNewsletter(email: $email, name: $name, website: $website) { ok response }
}`,
);

/** Confirms a subscription with the token of the e-mailed link. */
export const CONFIRM_NEWSLETTER = defineOperation<{ confirmNewsletter: FormResultFields }, { token: string }>(
  'ConfirmNewsletter',
  `mutation ConfirmNewsletter($token: String!) { confirmNewsletter(token: $token) { ok response } }`,
);

/** Ends a subscription with the token of an unsubscribe link. */
export const UNSUBSCRIBE_NEWSLETTER = defineOperation<{ unsubscribeNewsletter: FormResultFields }, { token: string }>(
  'UnsubscribeNewsletter',
  `mutation UnsubscribeNewsletter($token: String!) { unsubscribeNewsletter(token: $token) { ok response } }`,
);
