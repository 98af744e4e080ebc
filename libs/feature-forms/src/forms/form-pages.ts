/**
 * The data functions of the fair's form pages: what the form is about (a work without price, a gallery) and, on the
 * newsletter page, the signed link the visitor followed.
 */
import {
  ConfirmNewsletterDocument,
  GalleryContactPageDocument,
  WorkInquiryPageDocument,
  type GalleryContactGallery,
  type WorkInquiryWork,
} from '../documents';
import { HIDDEN_WORK_STATE, NEWSLETTER_LINK_PARAMS, workInquiryState, type WorkInquiryState } from '@art/model';
import type { PageContext, PageResult } from '@art/site';

/** The inquiry page of a work (`work-contact`), or the page about works without price (`work-noprice`, no work). */
export interface WorkInquiryPageData {
  work: WorkInquiryWork | null;
  /** Whether the work takes inquiries: `open`, `priced` (buy it instead) or `unavailable`; null without a work. */
  state: WorkInquiryState | null;
}

/**
 * VisibilityContact: the work of the address (of the site's catalogue, under its artist, not hidden; otherwise a
 * 404) and whether it takes inquiries. `/en/obra-noprice` has no work: it explains how to ask about works without
 * price and offers the general contact form.
 */
export async function loadWorkInquiryPage(page: PageContext): Promise<PageResult<WorkInquiryPageData> | null> {
  const slug = page.params['slug'];
  if (!slug) return { data: { work: null, state: null } };
  const catalogPrefix = page.profile.catalogPrefix;
  const { getWork: work } = await page.query(WorkInquiryPageDocument, { slug, catalogPrefix });
  if (!work || work.artist.slug !== page.params['artistSlug'] || work.workState === HIDDEN_WORK_STATE) return null;
  return {
    data: { work, state: workInquiryState(work) },
    title: { workTitle: work.title, artistFullName: work.artist.fullName },
    image: work.images[0]?.url ?? null,
  };
}

/** GalleryContact: the gallery of the address (404 when there is none). */
export async function loadGalleryContactPage(page: PageContext): Promise<PageResult<GalleryContactGallery> | null> {
  const { getGallery: gallery } = await page.query(GalleryContactPageDocument, {
    slug: page.params['slug'] ?? '',
    catalogPrefix: null,
  });
  if (!gallery) return null;
  return { data: gallery, title: { galleryName: gallery.comercialName, galleryAddress: gallery.address.fullAddress } };
}

/** Longest token read from an address (a real one is about 150 characters). */
const TOKEN_MAX = 2048;

/** The signed link the visitor followed to the newsletter page: its confirmation, done, or an unsubscription to confirm. */
export type NewsletterLink =
  { kind: 'confirm'; ok: boolean; text: string | null } | { kind: 'unsubscribe'; token: string };

/** The newsletter page: the link it was opened with, if any. */
export interface NewsletterPageData {
  link: NewsletterLink | null;
}

/** The value of a link parameter in either language (`confirmar` or `confirm`, `baja` or `unsubscribe`). */
function linkParam(url: URL, kind: 'confirm' | 'unsubscribe'): string | null {
  const value =
    url.searchParams.get(NEWSLETTER_LINK_PARAMS.es[kind]) ?? url.searchParams.get(NEWSLETTER_LINK_PARAMS.en[kind]);
  return value ? value.slice(0, TOKEN_MAX) : null;
}

/**
 * Newsletter: opened from the confirmation e-mail (`?confirmar=…`), the subscription is confirmed here, on the server
 * (confirming twice is harmless, so a page reload or a mail scanner opening the link changes nothing more). Opened
 * from an unsubscribe link (`?baja=…`), nothing happens until the visitor presses the button (a post), so a link
 * that a scanner opens unsubscribes nobody.
 */
export async function loadNewsletterPage(page: PageContext): Promise<PageResult<NewsletterPageData>> {
  const confirm = linkParam(page.url, 'confirm');
  if (confirm) {
    try {
      const { confirmNewsletter: result } = await page.client.request(ConfirmNewsletterDocument, { token: confirm });
      return { data: { link: { kind: 'confirm', ok: result.ok, text: result.response } } };
    } catch {
      return { data: { link: { kind: 'confirm', ok: false, text: null } } };
    }
  }
  const unsubscribe = linkParam(page.url, 'unsubscribe');
  return { data: { link: unsubscribe ? { kind: 'unsubscribe', token: unsubscribe } : null } };
}
