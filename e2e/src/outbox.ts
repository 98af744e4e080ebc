import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './env';

/** The folder the API under test writes its e-mail to (no SMTP in the browser tests). */
const OUTBOX = path.resolve(__dirname, '..', '..', E2E.dataDir, 'outbox');

/** A message's text as a reader sees it: quoted-printable soft breaks and escapes undone, base64 parts decoded. */
function readable(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [Buffer.from(qp, 'latin1').toString('utf8'), ...base64Parts].join('\n');
}

/** The messages sent to `address`, newest last, as readable text (headers included). */
export function messagesTo(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(OUTBOX, f), 'latin1'))
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
    .map(readable);
}
