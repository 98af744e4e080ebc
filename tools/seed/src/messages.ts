/**
 * Demo messages and newsletter subscribers for the back office's messages and subscribers screens (issue 17): contact
 * form messages and messages of the other forms (a work inquiry, a gallery contact, a sponsor's offer, a press
 * accreditation), in Spanish and English, some already handled by the team; and subscribers in every status. Stored
 * as the API stores them: a contact message escaped for HTML with `<br>` line breaks, the other forms' fields as plain
 * text under the names their resolvers use. Dates are fixed around the 2025 edition.
 */
import { createHash } from 'node:crypto';
import type * as schema from '@art/db';
import { HIDDEN_WORK_STATE, workInquiryState, type Language, type Site } from '@art/model';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Messages and subscribers, one list per table. */
export interface MessageData {
  contactMessages: Insert<typeof schema.contactMessages>[];
  formMessages: Insert<typeof schema.formMessages>[];
  newsletterSubscribers: Insert<typeof schema.newsletterSubscribers>[];
}

/** What the messages are built from: the seed's works, artists and galleries, and who handles messages. */
export interface MessageInput {
  works: readonly Insert<typeof schema.works>[];
  artists: readonly Insert<typeof schema.artists>[];
  galleries: readonly Insert<typeof schema.galleries>[];
  /** The staff account's id and the admin's: who marked the handled messages. */
  staffId: string;
  adminId: string;
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`The seed has no ${what} for the demo messages`);
  return value;
}

/** Madrid winter time (UTC+1) as a date. */
const madrid = (local: string) => new Date(`${local}:00+01:00`);
const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/**
 * Plain text as the API stores a contact message (`textToHtml` of its `message-text.ts`): escaped for HTML element
 * content (`&`, `<`, `>`), each line break a `<br>`, no other markup.
 */
export function storedMessageHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
}

/** Who handled a message and how long after it came: the staff account, or the admin. */
type Handling = { by: 'staff' | 'admin'; afterHours: number } | null;

interface ContactPlan {
  fromName: string;
  fromEmail: string;
  lang: Language;
  site: Site;
  sent: string;
  text: string;
  handled: Handling;
}

const CONTACTS: readonly ContactPlan[] = [
  {
    fromName: 'Beatriz Lozano',
    fromEmail: 'beatriz.lozano@example.net',
    lang: 'es',
    site: 'fair',
    sent: '2025-02-04T09:12',
    text: 'Hola:\n¿La feria abre el domingo por la tarde? Quiero ir con mis padres y prefiero evitar la hora punta.\nGracias.',
    handled: { by: 'staff', afterHours: 3 },
  },
  {
    fromName: 'Oliver Bennett',
    fromEmail: 'oliver.bennett@example.net',
    lang: 'en',
    site: 'shop',
    sent: '2025-02-12T16:40',
    text: 'Hello,\nDo you ship framed works to the United Kingdom, and who pays the import duties?\nKind regards,\nOliver',
    handled: { by: 'admin', afterHours: 20 },
  },
  {
    fromName: 'Colegio Los Almendros',
    fromEmail: 'actividades@colegio-almendros.example.net',
    lang: 'es',
    site: 'fair',
    sent: '2025-02-19T11:05',
    text: 'Buenos días:\nSomos un colegio de Getafe y queremos llevar a 45 alumnos de 4º de ESO el jueves 6 de marzo.\n¿Hay visitas guiadas para grupos escolares & precio reducido?',
    handled: { by: 'staff', afterHours: 26 },
  },
  {
    fromName: 'Marta Aguirre',
    fromEmail: 'marta.aguirre@example.net',
    lang: 'es',
    site: 'shop',
    sent: '2025-03-03T20:31',
    text: 'He recibido la obra y el marco llegó con una esquina golpeada. Os envío fotos si me decís a qué dirección.',
    handled: null,
  },
  {
    fromName: 'Sophie Laurent',
    fromEmail: 'sophie.laurent@example.net',
    lang: 'en',
    site: 'fair',
    sent: '2025-03-07T13:18',
    text: 'Hi! I lost a black umbrella near the <Talks> area yesterday afternoon. Has anyone handed it in?',
    handled: null,
  },
  {
    fromName: 'Ignacio Ferrán',
    fromEmail: 'ignacio.ferran@example.net',
    lang: 'es',
    site: 'fair',
    sent: '2025-03-10T08:47',
    text: 'Enhorabuena por la edición.\nMe gustaría recibir el catálogo impreso de 2025 en casa: ¿es posible pedirlo?',
    handled: null,
  },
];

/** What a form message needs beyond its kind's subject: sender, language, site, date and handling. */
interface FormPlan {
  kind: 'work-inquiry' | 'gallery-contact' | 'collaborate' | 'press-accreditation';
  fromName: string;
  fromEmail: string;
  phone: string | null;
  lang: Language;
  site: Site;
  sent: string;
  /** The message typed, for the kinds that have one. */
  text?: string;
  /** The kind's other fields (company and interest; medium and type). */
  fields?: Record<string, string>;
  handled: Handling;
}

const FORMS: readonly FormPlan[] = [
  {
    kind: 'work-inquiry',
    fromName: 'Álvaro Cifuentes',
    fromEmail: 'alvaro.cifuentes@example.net',
    phone: '+34 622 10 20 30',
    lang: 'es',
    site: 'shop',
    sent: '2025-02-08T18:02',
    text: 'Buenas tardes:\n¿Podríais indicarme el precio de esta obra y si se puede ver en Madrid antes de la feria?',
    handled: { by: 'staff', afterHours: 18 },
  },
  {
    kind: 'work-inquiry',
    fromName: 'Hannah Weiss',
    fromEmail: 'hannah.weiss@example.net',
    phone: null,
    lang: 'en',
    site: 'fair',
    sent: '2025-03-06T12:44',
    text: 'Hello, could you tell me the price of this work and whether it can be shipped to Berlin?',
    handled: null,
  },
  {
    kind: 'gallery-contact',
    fromName: 'Pilar Sanz',
    fromEmail: 'pilar.sanz@example.net',
    phone: '+34 699 87 65 43',
    lang: 'es',
    site: 'fair',
    sent: '2025-02-21T10:26',
    text: 'Hola, me interesa la obra reciente del artista que presentáis este año. ¿Tenéis dossier con precios?',
    handled: { by: 'admin', afterHours: 5 },
  },
  {
    kind: 'collaborate',
    fromName: 'Daniel Robles',
    fromEmail: 'daniel.robles@bodegas-robles.example.net',
    phone: '+34 941 22 33 44',
    lang: 'es',
    site: 'fair',
    sent: '2025-01-22T09:30',
    text: 'Somos una bodega de La Rioja y nos gustaría ofrecer una cata en la zona VIP durante la feria.',
    fields: { company: 'Bodegas Robles', interest: 'collaborator' },
    handled: { by: 'admin', afterHours: 48 },
  },
  {
    kind: 'collaborate',
    fromName: 'Emma Clarke',
    fromEmail: 'emma.clarke@artpress-weekly.example.net',
    phone: null,
    lang: 'en',
    site: 'fair',
    sent: '2025-02-17T15:10',
    text: 'We would like to be the media partner of the next edition: a special issue and a podcast series.',
    fields: { company: 'ArtPress Weekly', interest: 'media-partner' },
    handled: null,
  },
  {
    kind: 'press-accreditation',
    fromName: 'Lucas Moreau',
    fromEmail: 'lucas.moreau@example.net',
    phone: '+33 6 98 76 54 32',
    lang: 'en',
    site: 'fair',
    sent: '2025-02-26T17:55',
    fields: { media: 'Le Journal des Arts', type: 'print' },
    handled: { by: 'staff', afterHours: 4 },
  },
  {
    kind: 'press-accreditation',
    fromName: 'Nuria Calvo',
    fromEmail: 'nuria.calvo@example.net',
    phone: '+34 655 01 02 03',
    lang: 'es',
    site: 'fair',
    sent: '2025-03-02T12:15',
    fields: { media: 'Radio Arte Madrid', type: 'radio' },
    handled: null,
  },
];

interface SubscriberPlan {
  email: string;
  name: string | null;
  lang: Language;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  created: string;
}

const SUBSCRIBERS: readonly SubscriberPlan[] = [
  {
    email: 'carmen.vidal@example.net',
    name: 'Carmen Vidal',
    lang: 'es',
    status: 'confirmed',
    created: '2025-01-09T10:20',
  },
  { email: 'tom.harris@example.net', name: 'Tom Harris', lang: 'en', status: 'confirmed', created: '2025-01-14T21:05' },
  { email: 'rocio.benitez@example.net', name: null, lang: 'es', status: 'unsubscribed', created: '2025-01-18T08:44' },
  {
    email: 'galeria.norte@example.net',
    name: 'Galería Norte',
    lang: 'es',
    status: 'confirmed',
    created: '2025-01-27T12:30',
  },
  {
    email: 'anna.schmidt@example.net',
    name: 'Anna Schmidt',
    lang: 'en',
    status: 'pending',
    created: '2025-02-03T19:15',
  },
  {
    email: 'miguel.herrero@example.net',
    name: 'Miguel Herrero',
    lang: 'es',
    status: 'confirmed',
    created: '2025-02-10T09:50',
  },
  {
    email: 'lea.martin@example.net',
    name: 'Léa Martin',
    lang: 'en',
    status: 'unsubscribed',
    created: '2025-02-16T14:00',
  },
  {
    email: 'jorge.pastor@example.net',
    name: 'Jorge Pastor',
    lang: 'es',
    status: 'confirmed',
    created: '2025-02-25T17:35',
  },
  { email: 'sara.ibarra@example.net', name: 'Sara Ibarra', lang: 'es', status: 'pending', created: '2025-03-05T11:10' },
  {
    email: 'james.oconnor@example.net',
    name: "James O'Connor",
    lang: 'en',
    status: 'confirmed',
    created: '2025-03-08T16:45',
  },
];

/** A dedupe key in the API's form for a submission with an id (`dedupeKeys` of its `form-messages.ts`). */
function dedupeKey(kind: string, email: string, submission: string): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, email.toLowerCase(), 'id', submission]))
    .digest('hex');
}

/**
 * The demo contact messages, form messages and newsletter subscribers, from the seed's works, artists and galleries.
 * @example buildMessageData({ works, artists, galleries, staffId, adminId }).formMessages.map((m) => m.kind)
 */
export function buildMessageData({ works, artists, galleries, staffId, adminId }: MessageInput): MessageData {
  const handledFields = (sent: Date, handled: Handling) => ({
    handledAt: handled ? later(sent, handled.afterHours * 60) : null,
    handledBy: handled ? (handled.by === 'staff' ? staffId : adminId) : null,
  });

  const contactMessages = CONTACTS.map((c, i) => {
    const sent = madrid(c.sent);
    return {
      id: i + 1,
      fromName: c.fromName,
      fromEmail: c.fromEmail,
      message: storedMessageHtml(c.text),
      lang: c.lang,
      site: c.site,
      createdAt: sent,
      mailedAt: later(sent, 1),
      ...handledFields(sent, c.handled),
    };
  });

  // Works a visitor may ask about: shown, without a price or with their price on request.
  const askable = works.filter(
    (w) =>
      w.workState !== HIDDEN_WORK_STATE &&
      workInquiryState({ price: w.priceCents ?? null, workState: w.workState }) === 'open',
  );
  const gallery = must(galleries[0], 'gallery');
  const formMessages = FORMS.map((f, i) => {
    const sent = madrid(f.sent);
    const id = i + 1;
    let subject: Pick<Insert<typeof schema.formMessages>, 'fields' | 'workId' | 'galleryId'>;
    const message = f.text ?? '';
    if (f.kind === 'work-inquiry') {
      const work = must(askable[(i * 3) % Math.max(1, askable.length)], 'work without price');
      const artist = must(
        artists.find((a) => a.id === work.artistId),
        'artist of a work',
      );
      subject = {
        fields: { message, work: work.titleEs, artist: artist.fullName },
        workId: must(work.id, 'work id'),
        galleryId: work.galleryId ?? null,
      };
    } else if (f.kind === 'gallery-contact') {
      subject = {
        fields: { message, gallery: gallery.comercialName },
        workId: null,
        galleryId: must(gallery.id, 'gallery id'),
      };
    } else if (f.kind === 'collaborate') {
      subject = { fields: { ...f.fields, message }, workId: null, galleryId: null };
    } else {
      subject = { fields: { ...f.fields }, workId: null, galleryId: null };
    }
    return {
      id,
      kind: f.kind,
      fromName: f.fromName,
      fromEmail: f.fromEmail,
      phone: f.phone,
      ...subject,
      lang: f.lang,
      site: f.site,
      dedupeKey: dedupeKey(f.kind, f.fromEmail, `demo-form-message-${id}`),
      createdAt: sent,
      ...handledFields(sent, f.handled),
    };
  });

  const newsletterSubscribers = SUBSCRIBERS.map((s, i) => {
    const created = madrid(s.created);
    // The confirmation link is opened within the hour; those who left, did so some weeks later.
    const confirmedAt = s.status === 'pending' ? null : later(created, 25 + i * 3);
    return {
      id: i + 1,
      email: s.email,
      name: s.name,
      lang: s.lang,
      status: s.status,
      createdAt: created,
      confirmedAt,
      unsubscribedAt: s.status === 'unsubscribed' && confirmedAt ? later(confirmedAt, (20 + i) * 24 * 60) : null,
    };
  });

  return { contactMessages, formMessages, newsletterSubscribers };
}
