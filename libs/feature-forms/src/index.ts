export { CollaboratePageView } from './forms/CollaboratePageView';
export { ContactPageView } from './forms/ContactPageView';
export { GalleryContactPageView } from './forms/GalleryContactPageView';
export { NewsletterPageView } from './forms/NewsletterPageView';
export { PressFormPageView } from './forms/PressFormPageView';
export { WorkInquiryPageView } from './forms/WorkInquiryPageView';
export {
  collaborateAction,
  galleryContactAction,
  newsletterAction,
  pressFormAction,
  workInquiryAction,
} from './forms/form-actions';
export type { NewsletterOutcome } from './forms/form-actions';
export { loadGalleryContactPage, loadNewsletterPage, loadWorkInquiryPage } from './forms/form-pages';
export type { NewsletterLink, NewsletterPageData, WorkInquiryPageData } from './forms/form-pages';
export { fairFormAction } from './forms/form-specs';
export type { FairFormOutcome } from './forms/form-specs';
export { CONTACT_BODY_MAX_BYTES, contactAction } from './forms/contact-action';
export type { ContactOutcome } from './forms/contact-action';
export { ContactOutcomeNotice } from './forms/ContactOutcomeNotice';
