/**
 * Reading the outbox folder the mailer writes without `SMTP_URL` (tests, and a developer who wants to see what would
 * have been sent). The MIME is decoded by `mailparser` (the parser of nodemailer's authors): nested multiparts, every
 * transfer encoding and charset, attachments; header values by its `libmime`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import libmime from 'libmime';
import { simpleParser, type ParsedMail } from 'mailparser';

/** An attachment of an outbox message (an inline image too). */
export interface OutboxAttachment {
  contentType: string;
  /** The Content-ID without its angle brackets, for an inline part (`cid:` in the HTML). */
  cid: string | undefined;
  filename: string | undefined;
  content: Buffer;
}

/** One message of the outbox, decoded. */
export interface OutboxMessage {
  /** The file name without `.eml` (the mailer's id). */
  id: string;
  /** Header values by lower-case name, unfolded and decoded (the last one when repeated). */
  headers: Record<string, string>;
  subject: string;
  /** The text/plain part, decoded, line breaks as `\n`. */
  text: string | undefined;
  /** The text/html part, decoded, line breaks as `\n`. */
  html: string | undefined;
  attachments: OutboxAttachment[];
  /** The file as written. */
  raw: string;
}

function outboxMessage(mail: ParsedMail, raw: string, id: string): OutboxMessage {
  // Each header as written, unfolded, its encoded words decoded (the parser's own decoder); the last one when repeated.
  const headers = Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [
      key,
      libmime.decodeWords(
        line
          .replace(/\r?\n[ \t]+/g, ' ')
          .replace(/^[^:]*:\s*/, '')
          .trim(),
      ),
    ]),
  );
  // A message of one part ends with the line break the mailer puts after the body, which is not part of the text.
  const single = !/^multipart\//i.test(headers['content-type'] ?? '');
  const content = (body: string | false | undefined) =>
    typeof body === 'string' ? (single ? body.replace(/\n$/, '') : body) : undefined;
  return {
    id,
    headers,
    subject: mail.subject ?? '',
    text: content(mail.text),
    html: content(mail.html),
    attachments: mail.attachments.map((a) => ({
      contentType: a.contentType,
      cid: a.cid,
      filename: a.filename,
      content: a.content,
    })),
    raw,
  };
}

/** Decodes one `.eml` source. */
export async function parseEml(raw: string, id = ''): Promise<OutboxMessage> {
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  return outboxMessage(mail, raw, id);
}

/** Every message of an outbox folder, oldest first; an empty list when the folder does not exist (yet). */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => parseEml(await readFile(path.join(dir, name), 'utf8'), name.slice(0, -'.eml'.length))),
  );
}
