/**
 * Outgoing e-mail (nodemailer). With `SMTP_URL` every message goes to that server; without it every message is
 * written as an `.eml` file into the outbox folder (`DATA_DIR/outbox`) and logged, so development and tests send
 * nothing over the network and a developer can open what would have been sent.
 *
 * One mailer per server (`buildServer`), shared by every request through the GraphQL context.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ApiConfig } from './config';

/** A mailbox with a display name. */
export interface MailAddress {
  name: string;
  address: string;
}

/** An address, or a mailbox with a display name (encoded by nodemailer, never spliced into a header by hand). */
export type MailRecipient = string | MailAddress;

/** A file sent with a message; with `cid`, the HTML shows it inline as `<img src="cid:…">`. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** One message to send. `html`, when given, is sent beside `text` as its alternative. */
export interface MailMessage {
  to: MailRecipient | readonly MailRecipient[];
  subject: string;
  text: string;
  /** Trusted HTML only: whatever a visitor wrote must be escaped before it gets here. */
  html?: string;
  replyTo?: MailRecipient;
  attachments?: readonly MailFile[];
}

/** What `send` answers: the message's id (also its `Message-ID` local part and, in the outbox, its file name). */
export interface SentMail {
  id: string;
}

/** Sends messages; see the module comment for where they go. */
export interface Mailer {
  /** `smtp` with `SMTP_URL`, `outbox` otherwise. */
  readonly kind: 'smtp' | 'outbox';
  /** Sends one message; rejects when it could not be sent (or written) and nothing was. */
  send(message: MailMessage): Promise<SentMail>;
  /** Closes the SMTP connections (a no-op for the outbox). */
  close(): void;
}

/** Where mail goes and who sends it. */
export type MailConfig = Pick<ApiConfig, 'smtpUrl' | 'mailFrom' | 'outboxDir'>;

/** Where the mailer says what it did: one line per message (Fastify's logger fits). */
export interface MailLog {
  info(message: string): void;
}

/** Bounds so that a slow or silent SMTP server fails a request in seconds, not minutes (the URL may override). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The `Message-ID` domain: the sender's, or `localhost` when it is an address literal. */
function messageIdDomain(mailFrom: string): string {
  const address = /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return /^[\p{L}\p{N}.-]+$/u.test(domain) ? domain : 'localhost';
}

const recipients = (to: MailMessage['to']): MailRecipient[] => (Array.isArray(to) ? [...to] : [to as MailRecipient]);
const describe = (to: MailMessage['to']) =>
  recipients(to)
    .map((r) => (typeof r === 'string' ? r : r.address))
    .join(', ');

/**
 * The mailer for a configuration: SMTP with `smtpUrl`, otherwise the outbox folder (created on the first message).
 * Outbox files are named `{id}.eml`, where the id starts with the time (UTC, to the millisecond) and a counter, so
 * listing the folder sorted by name lists the messages in the order they were sent.
 *
 * @example
 * const mailer = createMailer(config, app.log);
 * await mailer.send({ to: config.organisersEmail, subject: 'Hola', text: 'Hola' });
 */
export function createMailer(config: MailConfig, log: MailLog = { info: () => undefined }): Mailer {
  const domain = messageIdDomain(config.mailFrom);
  let counter = 0;
  const nextId = () => {
    counter = (counter + 1) % 1_000_000;
    const time = new Date().toISOString().replace(/[-:.]/g, '');
    return `${time}-${String(counter).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;
  };
  // Messages never read files or URLs into themselves (attachments, embedded images): their content is ours.
  const safety = { disableFileAccess: true, disableUrlAccess: true } as const;
  const compose = (message: MailMessage, id: string) => ({
    from: config.mailFrom,
    to: recipients(message.to),
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((file) => ({ ...file })),
    messageId: `<${id}@${domain}>`,
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...safety, url: config.smtpUrl });
    return {
      kind: 'smtp',
      async send(message) {
        if (recipients(message.to).length === 0) throw new TypeError('A message needs at least one recipient.');
        const id = nextId();
        await transport.sendMail(compose(message, id));
        log.info(`mail ${id} sent to ${describe(message.to)}`);
        return { id };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows', ...safety });
  return {
    kind: 'outbox',
    async send(message) {
      if (recipients(message.to).length === 0) throw new TypeError('A message needs at least one recipient.');
      const id = nextId();
      const info = await transport.sendMail(compose(message, id));
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${id}.eml`);
      // `wx`: a file that already exists is never overwritten.
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      log.info(
        `mail ${id} to ${describe(message.to)} written to ${file} (no SMTP_URL): ${JSON.stringify(message.subject)}`,
      );
      return { id };
    },
    close: () => transport.close(),
  };
}
