/**
 * Reading the outbox folder the mailer writes without `SMTP_URL` (tests, and a developer who wants to see what would
 * have been sent). Understands what nodemailer writes: headers with RFC 2047 encoded words, a single part or a
 * multipart/alternative of text and HTML, in 7bit, 8bit, quoted-printable or base64.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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
  /** The file as written. */
  raw: string;
}

function decodeBytes(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable': {
      const unwrapped = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < unwrapped.length; i++) {
        const hex = unwrapped.slice(i + 1, i + 3);
        if (unwrapped[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(unwrapped[i] ?? '', 'utf8'));
        }
      }
      return Buffer.from(bytes);
    }
    default:
      return Buffer.from(body, 'utf8');
  }
}

/** Decodes `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words; white space between two encoded words is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBytes(data.replace(/_/g, ' '), 'quoted-printable').toString('utf8'),
    );
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\r?\n/, ''))));
}

/** Decodes one `.eml` source. */
export function parseEml(raw: string, id = ''): OutboxMessage {
  const message = splitPart(raw);
  const content = (type: string) => {
    const part = leafParts(message).find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
    const body = part && decodeBytes(part.body.replace(/\r?\n$/, ''), part.headers['content-transfer-encoding']).toString('utf8');
    return body?.replace(/\r\n/g, '\n');
  };
  return { id, headers: message.headers, subject: message.headers['subject'] ?? '', text: content('text/plain'), html: content('text/html'), raw };
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
