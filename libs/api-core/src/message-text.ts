/**
 * A message as the sites' forms send it (`@art/forms` `messageToHtml`: text escaped for HTML with `<br>` for line
 * breaks), read back to plain text, and plain text escaped again for HTML. The server trusts none of what it gets:
 * `<br>` in any spelling is a line break, the character references a browser or the forms kit write are decoded,
 * every other tag stays as the characters the visitor typed, and the text is escaped again by the server itself. So a
 * well-behaved client's message is kept as it was sent, and a hostile one (`<script>`, `<img onerror>`) is kept and
 * mailed as harmless escaped text.
 */
import { CONTROL_CHARACTERS } from './text';

const BREAK_TAG = /<\s*\/?\s*br\s*\/?\s*>/gi;
const CHARACTER_REFERENCE = /&(?:(amp|lt|gt|quot|apos|nbsp)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\uFFFD';
}

/**
 * The plain text of a message as the sites send it: `<br>` (`<br/>`, `<BR >`…) become line breaks, the character
 * references `&amp; &lt; &gt; &quot; &apos; &nbsp;` and numeric ones are decoded (once: `&amp;lt;` is the text
 * `&lt;`), line endings become `\n`, control characters go, and the ends are trimmed. Any other markup stays as text.
 *
 * @example
 * messageText('Hola<br>&lt;b&gt;Ana&lt;/b&gt;'); // 'Hola\n<b>Ana</b>'
 */
export function messageText(message: string): string {
  return message
    .replace(BREAK_TAG, '\n')
    .replace(
      CHARACTER_REFERENCE,
      (_, name: string | undefined, decimal: string | undefined, hex: string | undefined) =>
        name ? (NAMED[name] ?? '') : codePoint(decimal ? parseInt(decimal, 10) : parseInt(hex ?? '', 16)),
    )
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
}

/**
 * Text escaped for HTML element content (`&`, `<`, `>`): no markup can come out of it. Quotes are left as they are,
 * so text reads the same in the database; never put the result inside an attribute.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text as HTML: escaped, each line break a `<br>`, the only markup. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

/** Text escaped for an HTML attribute value in double quotes (a link's `href`). */
export function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/**
 * An e-mail's HTML version: the document in the e-mail's language, its subject as the title, and the body's lines,
 * which the caller has escaped.
 * @example html: mailHtml(lang, subject, [`<p>${escapeHtml(greeting)}</p>`])
 */
export function mailHtml(lang: string, subject: string, body: readonly string[]): string {
  return [
    `<!DOCTYPE html><html lang="${escapeAttribute(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...body,
    '</body></html>',
  ].join('\n');
}
