import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './env';

/** The folder the API under test writes its e-mail to (no SMTP in the browser tests). */
const OUTBOX = path.resolve(__dirname, '..', '..', E2E.dataDir, 'outbox');

/** What the parser tells of one message. */
interface Parsed {
  /** The recipients' addresses, lower case. */
  to: string[];
  /** The message as a reader sees it: its headers decoded, its text and HTML parts, a line per attachment. */
  readable: string;
}

/**
 * Parses `.eml` files with mailparser's `simpleParser` in a child process, so that `messagesTo` stays synchronous
 * (the specs call it inside `expect.poll` and index its answer). Prints a JSON array of {@link Parsed}.
 */
const PARSER = `
const { readFileSync } = require('node:fs');
const { simpleParser } = require(process.argv[1]);
const libmime = require(process.argv[2]);
(async () => {
  const out = [];
  for (const file of process.argv.slice(3)) {
    const mail = await simpleParser(readFileSync(file), { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
    const headers = mail.headerLines.map(({ line }) => libmime.decodeWords(line.replace(/\\r?\\n[ \\t]+/g, ' ')));
    const attachments = mail.attachments.map((a) => ['Content-Type: ' + a.contentType, a.cid ? 'Content-ID: <' + a.cid + '>' : '', a.filename || ''].filter(Boolean).join('\\n'));
    const to = [mail.to].flat().filter(Boolean).flatMap((group) => group.value).map((a) => (a.address || '').toLowerCase());
    out.push({ to, readable: [...headers, '', mail.text || '', mail.html || '', ...attachments].join('\\n') });
  }
  process.stdout.write(JSON.stringify(out));
})().catch((error) => { console.error(error); process.exit(1); });
`;

/** Parsed messages by file name, with the size they had then (a file still being written is parsed again). */
const parsed = new Map<string, { size: number; message: Parsed }>();

/** The messages sent to `address`, newest last, as readable text (headers included). */
export function messagesTo(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const sizes = new Map(files.map((f) => [f, statSync(path.join(OUTBOX, f)).size]));
  const fresh = files.filter((f) => parsed.get(f)?.size !== sizes.get(f));
  if (fresh.length > 0) {
    const output = execFileSync(
      process.execPath,
      [
        '-e',
        PARSER,
        require.resolve('mailparser'),
        require.resolve('libmime'),
        ...fresh.map((f) => path.join(OUTBOX, f)),
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    (JSON.parse(output) as Parsed[]).forEach((message, i) =>
      parsed.set(fresh[i] ?? '', { size: sizes.get(fresh[i] ?? '') ?? 0, message }),
    );
  }
  const wanted = address.toLowerCase();
  return files.flatMap((f) => {
    const message = parsed.get(f)?.message;
    return message?.to.includes(wanted) ? [message.readable] : [];
  });
}
