/**
 * The fair's forms beyond the contact form: a work inquiry (a work without price), a gallery contact, the sponsors'
 * collaborate form and the press accreditation. Each has its checks (in the order of its form), what it looks up,
 * and its e-mails: to the team in Spanish, replying to the visitor, with everything they wrote escaped; to the
 * visitor in their language, with none of it.
 */
import { and, eq } from 'drizzle-orm';
import { artists, galleries, works, type Database, type FormMessageRow } from '@art/db';
import {
  DEFAULT_LANGUAGE,
  HIDDEN_WORK_STATE,
  collaborateForm,
  inquiryForm,
  pressForm,
  workInquiryState,
  type CollaborateInterest,
  type Language,
  type PressMediaType,
  type Site,
  type WorkInquiryState,
} from '@art/model';
import {
  type MailAddress,
  type MailRecipient,
  type MailTexts,
  type ApiConfig,
  galleryUrl,
  originsOf,
  workUrl,
  checkInput,
  messageBody,
  messageInput,
  type InputProblem,
  type MessageBody,
} from '@art/api-core';
import { closingFacts, teamMail, visitorMail, type MailFact, type QueuedMail } from './form-messages';

/** Who wrote: checked name and e-mail, and the phone when given. */
export interface Sender {
  fromName: string;
  fromEmail: string;
  phone: string | null;
}

/** What the sender fields of a form receive. */
export interface SenderInput {
  fromName: string;
  fromEmail: string;
  phone?: string | null;
}

/** A sender and a message: the work inquiry and the gallery contact. */
export interface SenderMessage extends Sender {
  message: MessageBody;
}

/** Checks the work inquiry and gallery contact with their schema (`inquiryForm`): name, e-mail, phone, message. */
export function checkSenderMessage(
  input: SenderInput & { message: string },
): { ok: true; value: SenderMessage } | InputProblem {
  const checked = checkInput(inquiryForm, { ...input, message: messageInput(input.message) });
  return checked.ok ? { ok: true, value: { ...checked.value, message: messageBody(checked.value.message) } } : checked;
}

/** A checked collaborate offer. */
export interface CollaborateOffer extends SenderMessage {
  company: string;
  interest: CollaborateInterest;
}

/** Checks the collaborate form with its schema (`collaborateForm`): company, name, e-mail, phone, interest, message. */
export function checkCollaborate(
  input: SenderInput & { company: string; interest: string; message: string },
): { ok: true; value: CollaborateOffer } | InputProblem {
  const checked = checkInput(collaborateForm, { ...input, message: messageInput(input.message) });
  return checked.ok ? { ok: true, value: { ...checked.value, message: messageBody(checked.value.message) } } : checked;
}

/** A checked press accreditation request. */
export interface PressRequest extends Sender {
  media: string;
  type: PressMediaType;
}

/** Checks the press accreditation with its schema (`pressForm`): medium, name, e-mail, phone, type of medium. */
export function checkPressAccreditation(
  input: SenderInput & { media: string; type: string },
): { ok: true; value: PressRequest } | InputProblem {
  return checkInput(pressForm, input);
}

/** A gallery as its forms need it. */
export interface FormGallery {
  id: number;
  slug: string;
  comercialName: string;
  email: string | null;
}

/** A work as its inquiry needs it. */
export interface InquiryWork {
  id: number;
  slug: string;
  titleEs: string;
  titleEn: string;
  priceCents: number | null;
  workState: string;
  artist: { slug: string; fullName: string };
  gallery: FormGallery | null;
}

/** A work by its slug and its artist's, with its gallery; null when there is none, or it is hidden. */
export async function findInquiryWork(db: Database, artistSlug: string, workSlug: string): Promise<InquiryWork | null> {
  const [found] = await db
    .select({ work: works, artist: { slug: artists.slug, fullName: artists.fullName }, gallery: galleries })
    .from(works)
    .innerJoin(artists, eq(works.artistId, artists.id))
    .leftJoin(galleries, eq(works.galleryId, galleries.id))
    .where(and(eq(works.slug, workSlug.trim()), eq(artists.slug, artistSlug.trim())))
    .limit(1);
  if (!found || found.work.workState === HIDDEN_WORK_STATE) return null;
  const { work, gallery } = found;
  return {
    id: work.id,
    slug: work.slug,
    titleEs: work.titleEs,
    titleEn: work.titleEn,
    priceCents: work.priceCents,
    workState: work.workState,
    artist: found.artist,
    gallery: gallery
      ? { id: gallery.id, slug: gallery.slug, comercialName: gallery.comercialName, email: gallery.email }
      : null,
  };
}

/** Whether a work takes inquiries (see `workInquiryState` of `@art/model`). */
export const inquiryStateOf = (work: Pick<InquiryWork, 'priceCents' | 'workState'>): WorkInquiryState =>
  workInquiryState({ price: work.priceCents, workState: work.workState });

/** A gallery by its slug; null when there is none. */
export async function findFormGallery(db: Database, slug: string): Promise<FormGallery | null> {
  const [gallery] = await db
    .select({ id: galleries.id, slug: galleries.slug, comercialName: galleries.comercialName, email: galleries.email })
    .from(galleries)
    .where(eq(galleries.slug, slug.trim()))
    .limit(1);
  return gallery ?? null;
}

type MailConfig = Pick<ApiConfig, 'organisersEmail' | 'pressEmail' | 'fairOrigin' | 'shopOrigin'>;

/** Texts of `mail.json` in a language, under a prefix. */
const textsOf =
  (texts: MailTexts, lang: Language, prefix: string) => (key: string, params?: Record<string, string | number>) =>
    texts.t(lang, `${prefix}.${key}`, params);

/** The sender's facts for the team: name, e-mail, and phone when given. */
function senderFacts(texts: MailTexts, sender: Sender): MailFact[] {
  const label = textsOf(texts, DEFAULT_LANGUAGE, 'forms.labels');
  return [
    [label('name'), sender.fromName],
    [label('email'), sender.fromEmail],
    ...(sender.phone ? ([[label('phone'), sender.phone]] as MailFact[]) : []),
  ];
}

const replyTo = (sender: Sender): MailAddress => ({ name: sender.fromName, address: sender.fromEmail });

/** The gallery (when it has an address) and the organisers. */
function galleryAndOrganisers(gallery: FormGallery | null, config: MailConfig): MailRecipient[] {
  return [...(gallery?.email ? [{ name: gallery.comercialName, address: gallery.email }] : []), config.organisersEmail];
}

/** The visitor's confirmation: greeting, what happens next, a link, the signature. */
function confirmation(
  texts: MailTexts,
  lang: Language,
  to: string,
  subject: string,
  body: string,
  link?: { text: string; url: string },
) {
  const common = textsOf(texts, lang, 'forms');
  return visitorMail({
    to,
    lang,
    subject,
    paragraphs: [common('greeting'), body],
    links: link ? [link] : [],
    after: [common('notYou')],
    signature: common('signature'),
  });
}

/** The state of a work the Market (the organisers) answers about, not its gallery (T40). */
const ASK_MARKET_STATE = 'Consulta Market';

/**
 * The e-mails of a work inquiry: to the gallery and the organisers (to the organisers alone for a work in
 * "Consulta Market", which they answer about), and the visitor's confirmation.
 */
export function workInquiryMails(
  row: FormMessageRow,
  work: InquiryWork,
  inquiry: SenderMessage,
  texts: MailTexts,
  config: MailConfig,
  site: Site | null,
): QueuedMail[] {
  const t = textsOf(texts, DEFAULT_LANGUAGE, 'workInquiry');
  const label = textsOf(texts, DEFAULT_LANGUAGE, 'forms.labels');
  const origins = originsOf(config);
  const onSite = site ?? 'fair';
  const names = { name: inquiry.fromName, work: work.titleEs, artist: work.artist.fullName };
  const toGallery = work.workState !== ASK_MARKET_STATE && !!work.gallery?.email;
  const team = teamMail({
    to: toGallery ? galleryAndOrganisers(work.gallery, config) : [config.organisersEmail],
    replyTo: replyTo(inquiry),
    subject: t('subject', names),
    intro: t('intro', names),
    facts: [
      ...senderFacts(texts, inquiry),
      [label('work'), `«${work.titleEs}», ${work.artist.fullName}`],
      ...(work.gallery ? ([[label('gallery'), work.gallery.comercialName]] as MailFact[]) : []),
      [label('page'), workUrl({ artistSlug: work.artist.slug, slug: work.slug }, onSite, DEFAULT_LANGUAGE, origins)],
      ...closingFacts(texts, row),
    ],
    message: { label: label('message'), ...inquiry.message },
  });
  const lang = row.lang === 'en' ? 'en' : 'es';
  const v = textsOf(texts, lang, 'workInquiry');
  const title = lang === 'en' ? work.titleEn : work.titleEs;
  const about = { work: title, artist: work.artist.fullName, gallery: work.gallery?.comercialName ?? '' };
  const visitor = confirmation(
    texts,
    lang,
    inquiry.fromEmail,
    v('confirmSubject', about),
    toGallery ? v('confirmGallery', about) : v('confirmOrganisers', about),
    { text: v('workLink'), url: workUrl({ artistSlug: work.artist.slug, slug: work.slug }, onSite, lang, origins) },
  );
  return [
    { purpose: 'work-inquiry', message: team },
    { purpose: 'work-inquiry-confirmation', message: visitor },
  ];
}

/** The e-mails of a gallery contact: to the gallery and the organisers, and the visitor's confirmation. */
export function galleryContactMails(
  row: FormMessageRow,
  gallery: FormGallery,
  contact: SenderMessage,
  texts: MailTexts,
  config: MailConfig,
  site: Site | null,
): QueuedMail[] {
  const t = textsOf(texts, DEFAULT_LANGUAGE, 'galleryContact');
  const label = textsOf(texts, DEFAULT_LANGUAGE, 'forms.labels');
  const origins = originsOf(config);
  const onSite = site ?? 'fair';
  const names = { name: contact.fromName, gallery: gallery.comercialName };
  const team = teamMail({
    to: galleryAndOrganisers(gallery, config),
    replyTo: replyTo(contact),
    subject: t('subject', names),
    intro: t('intro', names),
    facts: [
      ...senderFacts(texts, contact),
      [label('gallery'), gallery.comercialName],
      [label('page'), galleryUrl(gallery.slug, onSite, DEFAULT_LANGUAGE, origins)],
      ...closingFacts(texts, row),
    ],
    message: { label: label('message'), ...contact.message },
  });
  const lang = row.lang === 'en' ? 'en' : 'es';
  const v = textsOf(texts, lang, 'galleryContact');
  const visitor = confirmation(
    texts,
    lang,
    contact.fromEmail,
    v('confirmSubject', { gallery: gallery.comercialName }),
    gallery.email
      ? v('confirmGallery', { gallery: gallery.comercialName })
      : v('confirmOrganisers', { gallery: gallery.comercialName }),
    { text: v('galleryLink'), url: galleryUrl(gallery.slug, onSite, lang, origins) },
  );
  return [
    { purpose: 'gallery-contact', message: team },
    { purpose: 'gallery-contact-confirmation', message: visitor },
  ];
}

/** The e-mail of a collaborate offer: to the organisers. */
export function collaborateMails(
  row: FormMessageRow,
  offer: CollaborateOffer,
  texts: MailTexts,
  config: MailConfig,
): QueuedMail[] {
  const t = textsOf(texts, DEFAULT_LANGUAGE, 'collaborate');
  const label = textsOf(texts, DEFAULT_LANGUAGE, 'forms.labels');
  const names = { name: offer.fromName, company: offer.company };
  const team = teamMail({
    to: config.organisersEmail,
    replyTo: replyTo(offer),
    subject: t('subject', names),
    intro: t('intro', names),
    facts: [
      [label('company'), offer.company],
      ...senderFacts(texts, offer),
      [label('interest'), texts.t(DEFAULT_LANGUAGE, `forms.interests.${offer.interest}`)],
      ...closingFacts(texts, row),
    ],
    message: { label: label('message'), ...offer.message },
  });
  return [{ purpose: 'collaborate', message: team }];
}

/** The e-mails of a press accreditation request: to the press office, and the requester's confirmation. */
export function pressAccreditationMails(
  row: FormMessageRow,
  request: PressRequest,
  texts: MailTexts,
  config: MailConfig,
): QueuedMail[] {
  const t = textsOf(texts, DEFAULT_LANGUAGE, 'pressAccreditation');
  const label = textsOf(texts, DEFAULT_LANGUAGE, 'forms.labels');
  const names = { name: request.fromName, media: request.media };
  const team = teamMail({
    to: config.pressEmail,
    replyTo: replyTo(request),
    subject: t('subject', names),
    intro: t('intro', names),
    facts: [
      [label('media'), request.media],
      [label('type'), texts.t(DEFAULT_LANGUAGE, `forms.pressTypes.${request.type}`)],
      ...senderFacts(texts, request),
      ...closingFacts(texts, row),
    ],
  });
  const lang = row.lang === 'en' ? 'en' : 'es';
  const v = textsOf(texts, lang, 'pressAccreditation');
  const visitor = confirmation(texts, lang, request.fromEmail, v('confirmSubject'), v('confirmBody'));
  return [
    { purpose: 'press-accreditation', message: team },
    { purpose: 'press-accreditation-confirmation', message: visitor },
  ];
}
