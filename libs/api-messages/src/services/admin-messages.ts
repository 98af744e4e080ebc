/**
 * The back office's messages (issue 17): the footer's contact form (`contact_messages`) and the other forms
 * (`form_messages`) as ONE list — a `UNION ALL` of both tables' keys, paged and counted in SQL — each message with its
 * text as plain text, its other fields, the work or gallery it is about, who handled it and a `mailto:` reply link;
 * and the change that marks a message handled (or waiting again), written with its audit entry in one transaction.
 * A message's id names its table (`contact-12`, `form-34`), so ids never clash between the two.
 */
import { and, count, desc, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  artists,
  contactMessages,
  formMessages,
  galleries,
  users,
  works,
  type ContactMessageRow,
  type Database,
  type FormMessageRow,
} from '@art/db';
import { FORM_MESSAGE_KINDS, type Language } from '@art/model';
import {
  recordChange,
  type MailTexts,
  userError,
  galleryUrl,
  originsOf,
  workUrl,
  type SiteName,
  messageText,
  containsText,
  fieldError,
  rowId,
  type FieldError,
  type PageWindow,
  type ChangeContext,
} from '@art/api-core';

/** The kinds of message a list may keep: the contact form's and the other forms'. */
export const MESSAGE_KINDS = ['contact', ...FORM_MESSAGE_KINDS] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The table a message is stored in, as its id's prefix says. */
export type MessageSource = 'contact' | 'form';

/** A message's row key: its table and its id there. */
export interface MessageKey {
  source: MessageSource;
  id: number;
}

/** The sorts of the messages' list. */
export type AdminMessageSort = 'CREATED_AT';

/** A message as the back office shows it (`AdminMessage`). */
export interface AdminMessageNode {
  id: string;
  kind: string;
  fromName: string;
  fromEmail: string;
  phone: string | null;
  site: string | null;
  lang: string;
  createdAt: string;
  text: string;
  fields: { name: string; value: string }[];
  work: { id: string; title: string; slug: string; url: string | null } | null;
  gallery: { id: string; name: string; url: string | null } | null;
  handledAt: string | null;
  handledBy: string | null;
  replyUrl: string;
}

/** What building a message's node needs besides its row: the texts of the reply's subject and the sites' origins. */
export interface MessageNodeOptions {
  texts: MailTexts;
  origins: { fairOrigin: string; shopOrigin: string };
}

/** The GraphQL id of a message: its table and its id there. */
export const messageId = (key: MessageKey): string => `${key.source}-${key.id}`;

/** A message's key from a GraphQL id (`contact-12`, `form-34`), or null for anything else (`contact-abc`, `form--1`). */
export function messageKeyOf(id: string | null | undefined): MessageKey | null {
  const match = /^(contact|form)-([0-9]+)$/.exec(String(id ?? '').trim());
  if (!match) return null;
  const number = rowId(match[2]);
  return number === null ? null : { source: match[1] as MessageSource, id: number };
}

/** Whether a value is one of {@link MESSAGE_KINDS}. */
export const isMessageKind = (value: unknown): value is MessageKind =>
  typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value);

/** What the search reads of a contact message: the sender and the (stored, escaped) text, accents and case aside. */
const contactSearch = sql`lower(f_unaccent(${contactMessages.fromName} || ' ' || ${contactMessages.fromEmail} || ' ' || ${contactMessages.message}))`;
/** What the search reads of a form message: the sender and every field's value (the message among them). */
const formSearch = sql`lower(f_unaccent(${formMessages.fromName} || ' ' || ${formMessages.fromEmail} || ' ' || coalesce(${formMessages.phone}, '') || ' ' || (select coalesce(string_agg(value, ' '), '') from jsonb_each_text(${formMessages.fields}))))`;

/** The filters of the messages' list. */
export interface MessageFilter {
  q: string | null;
  kind: string | null | undefined;
  handled: boolean | null | undefined;
}

/** The conditions of each table for a filter; null for a table the kind leaves out. */
function conditionsOf(filter: MessageFilter): { contact: SQL[] | null; form: SQL[] | null } {
  const contact: SQL[] = [];
  const form: SQL[] = [];
  if (filter.q) {
    contact.push(containsText(contactSearch, filter.q));
    form.push(containsText(formSearch, filter.q));
  }
  if (filter.handled === true || filter.handled === false) {
    const test = filter.handled ? isNotNull : isNull;
    contact.push(test(contactMessages.handledAt));
    form.push(test(formMessages.handledAt));
  }
  if (filter.kind && filter.kind !== 'contact') form.push(eq(formMessages.kind, filter.kind));
  return {
    contact: !filter.kind || filter.kind === 'contact' ? contact : null,
    form: !filter.kind || filter.kind !== 'contact' ? form : null,
  };
}

const whereOf = (conditions: SQL[]) => (conditions.length > 0 ? and(...conditions) : undefined);

/** The keys of one page of the messages (both tables, newest first or oldest), and how many match in all. */
async function pageOfKeys(
  db: Database,
  filter: MessageFilter,
  options: PageWindow & { ascending: boolean },
): Promise<{ keys: MessageKey[]; total: number }> {
  const { contact, form } = conditionsOf(filter);
  const contactKeys = () =>
    db
      .select({
        source: sql<MessageSource>`'contact'`.as('source'),
        id: contactMessages.id,
        at: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(whereOf(contact ?? []));
  const formKeys = () =>
    db
      .select({ source: sql<MessageSource>`'form'`.as('source'), id: formMessages.id, at: formMessages.createdAt })
      .from(formMessages)
      .where(whereOf(form ?? []));
  const direction = options.ascending ? asc : desc;
  // The union's own columns (`created_at`, `source`, `id`): the last two make the order total, so pages never overlap.
  const order = [direction(sql`created_at`), direction(sql`source`), direction(sql`id`)];
  const union =
    contact && form ? unionAll(contactKeys(), formKeys()) : contact ? contactKeys().$dynamic() : formKeys().$dynamic();
  const [rows, contactCount, formCount] = await Promise.all([
    union
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    contact ? db.select({ n: count() }).from(contactMessages).where(whereOf(contact)) : [{ n: 0 }],
    form ? db.select({ n: count() }).from(formMessages).where(whereOf(form)) : [{ n: 0 }],
  ]);
  const total = Number(contactCount[0]?.n ?? 0) + Number(formCount[0]?.n ?? 0);
  return { keys: rows.map((row) => ({ source: row.source, id: row.id })), total };
}

/** A contact message's row with the e-mail of who handled it. */
type ContactRecord = ContactMessageRow & { handledByEmail: string | null };
/** A form message's row with who handled it and the work (with its artist's slug) or gallery it is about. */
type FormRecord = FormMessageRow & {
  handledByEmail: string | null;
  work: { id: number; titleEs: string; titleEn: string; slug: string; artistSlug: string } | null;
  gallery: { id: number; name: string; slug: string } | null;
};

/** The contact messages of some ids. */
async function contactRecords(db: Database, ids: number[]): Promise<ContactRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ message: contactMessages, handledByEmail: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(inArray(contactMessages.id, ids));
  return rows.map((row) => ({ ...row.message, handledByEmail: row.handledByEmail }));
}

/** The form messages of some ids. */
async function formRecords(db: Database, ids: number[]): Promise<FormRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      message: formMessages,
      handledByEmail: users.email,
      workId: works.id,
      workTitle: works.titleEs,
      workTitleEn: works.titleEn,
      workSlug: works.slug,
      artistSlug: artists.slug,
      galleryId: galleries.id,
      galleryName: galleries.comercialName,
      gallerySlug: galleries.slug,
    })
    .from(formMessages)
    .leftJoin(users, eq(users.id, formMessages.handledBy))
    .leftJoin(works, eq(works.id, formMessages.workId))
    .leftJoin(artists, eq(artists.id, works.artistId))
    .leftJoin(galleries, eq(galleries.id, formMessages.galleryId))
    .where(inArray(formMessages.id, ids));
  return rows.map((row) => ({
    ...row.message,
    handledByEmail: row.handledByEmail,
    work:
      row.workId !== null && row.workTitle !== null && row.workSlug !== null
        ? {
            id: row.workId,
            titleEs: row.workTitle,
            titleEn: row.workTitleEn || row.workTitle,
            slug: row.workSlug,
            artistSlug: row.artistSlug ?? '',
          }
        : null,
    gallery:
      row.galleryId !== null && row.galleryName !== null
        ? { id: row.galleryId, name: row.galleryName, slug: row.gallerySlug ?? '' }
        : null,
  }));
}

/**
 * A `mailto:` link to a sender with a subject: the address's two parts and the subject percent-encoded, so no name,
 * quote, `&`, `?` or line break in them can add a recipient, a header or a body.
 *
 * @example mailtoLink('ana@example.com', 'Re: Hola & adiós') // 'mailto:ana@example.com?subject=Re%3A%20Hola%20%26%20adi%C3%B3s'
 */
export function mailtoLink(email: string, subject: string): string {
  const at = email.lastIndexOf('@');
  const address =
    at > 0
      ? `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
      : encodeURIComponent(email);
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The language of a message (its stored `lang`, Spanish for anything else). */
const languageOf = (lang: string): Language => (lang === 'en' ? 'en' : 'es');

/** The mail texts' key of a kind's subject (`locales/*\/mail.json`: the subject the team's e-mail had). */
const SUBJECT_KEY: Record<MessageKind, string> = {
  contact: 'contact.subject',
  'work-inquiry': 'workInquiry.subject',
  'gallery-contact': 'galleryContact.subject',
  collaborate: 'collaborate.subject',
  'press-accreditation': 'pressAccreditation.subject',
};

/** The reply's subject: `Re: ` and the subject of the message's e-mail, in the message's language. */
function replySubject(texts: MailTexts, kind: string, lang: Language, params: Record<string, string>): string {
  const key = isMessageKind(kind) ? SUBJECT_KEY[kind] : SUBJECT_KEY.contact;
  return `Re: ${texts.t(lang, key, params)}`;
}

/** The site a message's links point to (where it was sent from, the fair when unknown). */
const siteOf = (site: string | null): SiteName => (site === 'shop' ? 'shop' : 'fair');

/** A contact message as the back office reads it: its stored escaped text back to plain text. */
export function contactNode(row: ContactRecord, options: MessageNodeOptions): AdminMessageNode {
  const lang = languageOf(row.lang);
  return {
    id: messageId({ source: 'contact', id: row.id }),
    kind: 'contact',
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    phone: null,
    site: row.site,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
    text: messageText(row.message),
    fields: [],
    work: null,
    gallery: null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledByEmail,
    replyUrl: mailtoLink(row.fromEmail, replySubject(options.texts, 'contact', lang, { name: row.fromName })),
  };
}

/** A form message as the back office reads it: `fields.message` as its text, the other fields as a list. */
export function formNode(row: FormRecord, options: MessageNodeOptions): AdminMessageNode {
  const lang = languageOf(row.lang);
  const origins = originsOf(options.origins);
  const site = siteOf(row.site);
  const stored = Object.entries(row.fields ?? {}).map(([name, value]) => ({ name, value: String(value ?? '') }));
  const params = {
    name: row.fromName,
    ...Object.fromEntries(stored.map((f) => [f.name, f.value])),
    ...(row.work ? { work: lang === 'en' ? row.work.titleEn : row.work.titleEs } : {}),
    ...(row.gallery ? { gallery: row.gallery.name } : {}),
  };
  return {
    id: messageId({ source: 'form', id: row.id }),
    kind: row.kind,
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    phone: row.phone,
    site: row.site,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
    text: stored.find((f) => f.name === 'message')?.value ?? '',
    fields: stored.filter((f) => f.name !== 'message'),
    work: row.work
      ? {
          id: String(row.work.id),
          title: row.work.titleEs,
          slug: row.work.slug,
          url: row.work.artistSlug
            ? workUrl({ artistSlug: row.work.artistSlug, slug: row.work.slug }, site, 'es', origins)
            : null,
        }
      : null,
    gallery: row.gallery
      ? {
          id: String(row.gallery.id),
          name: row.gallery.name,
          url: row.gallery.slug ? galleryUrl(row.gallery.slug, site, 'es', origins) : null,
        }
      : null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledByEmail,
    replyUrl: mailtoLink(row.fromEmail, replySubject(options.texts, row.kind, lang, params)),
  };
}

/** The messages of some keys, in the keys' order (a key whose row is gone is left out). */
async function messagesOf(db: Database, keys: MessageKey[], options: MessageNodeOptions): Promise<AdminMessageNode[]> {
  const idsOf = (source: MessageSource) => keys.filter((k) => k.source === source).map((k) => k.id);
  const [contacts, forms] = await Promise.all([contactRecords(db, idsOf('contact')), formRecords(db, idsOf('form'))]);
  const nodes = new Map<string, AdminMessageNode>();
  for (const row of contacts) nodes.set(messageId({ source: 'contact', id: row.id }), contactNode(row, options));
  for (const row of forms) nodes.set(messageId({ source: 'form', id: row.id }), formNode(row, options));
  return keys.map((key) => nodes.get(messageId(key))).filter((node): node is AdminMessageNode => !!node);
}

/** A page of messages of both tables, and how many match. An unknown kind is a translated error. */
export async function listAdminMessages(
  db: Database,
  lang: Language,
  options: PageWindow & MessageFilter & MessageNodeOptions & { sort: AdminMessageSort; ascending: boolean },
): Promise<{ items: AdminMessageNode[]; total: number }> {
  if (options.kind && !isMessageKind(options.kind)) throw userError(lang, 'admin.messageKind');
  const { keys, total } = await pageOfKeys(db, options, options);
  return { items: await messagesOf(db, keys, options), total };
}

/** One message, or null for an unknown or malformed id. */
export async function getAdminMessage(
  db: Database,
  id: string,
  options: MessageNodeOptions,
): Promise<AdminMessageNode | null> {
  const key = messageKeyOf(id);
  if (!key) return null;
  const [node] = await messagesOf(db, [key], options);
  return node ?? null;
}

/** The answer of a message's change. */
export type AdminMessageResult =
  { ok: true; errors: []; message: AdminMessageNode } | { ok: false; errors: FieldError[]; message: null };

/** What the log keeps of a message's change: whether and by whom it was handled. */
const handledSnapshot = (row: { id: number; kind?: string; handledAt: Date | null; handledBy: string | null }) => ({
  id: row.id,
  kind: row.kind ?? 'contact',
  handledAt: row.handledAt,
  handledBy: row.handledBy,
});

/**
 * Marks a message handled by the caller, now (`handled` true), or waiting again (false), with its audit entry
 * (`message`, `update`) in one transaction. An unknown or malformed id is refused (translated), and nothing changes.
 */
export async function setMessageHandled(
  ctx: ChangeContext,
  id: string,
  handled: boolean,
  options: MessageNodeOptions,
): Promise<AdminMessageResult> {
  const { db, lang, user } = ctx;
  const refused = (): AdminMessageResult => ({
    ok: false,
    errors: [fieldError(lang, 'id', 'admin.messageNotFound')],
    message: null,
  });
  const key = messageKeyOf(id);
  if (!key) return refused();
  const table = key.source === 'contact' ? contactMessages : formMessages;
  const changed = await db.transaction(async (tx) => {
    // The row is locked, so two changes of one message are logged one after the other, each as it was.
    const [before] = await tx.select().from(table).where(eq(table.id, key.id)).for('update').limit(1);
    if (!before) return false;
    const fields = handled ? { handledAt: new Date(), handledBy: user.id } : { handledAt: null, handledBy: null };
    const [after] = await tx.update(table).set(fields).where(eq(table.id, key.id)).returning();
    if (!after) return false;
    await recordChange(tx, ctx, {
      action: 'update',
      entity: 'message',
      entityId: messageId(key),
      before: handledSnapshot(before),
      after: handledSnapshot(after),
    });
    return true;
  });
  if (!changed) return refused();
  const message = await getAdminMessage(db, messageId(key), options);
  return message ? { ok: true, errors: [], message } : refused();
}
