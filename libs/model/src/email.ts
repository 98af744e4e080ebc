/**
 * The specification's e-mail format, one rule for the forms of both sites and the API: a local part without spaces or special characters
 * (dot-separated atoms), an `@`, then a dotted domain name whose top level has at least 2 letters, or an IPv4
 * address in brackets. Letters outside ASCII are accepted (internationalised addresses); control and invisible
 * format characters never are.
 *
 * A quoted local part (`"a b"@x.com`) is refused: quoting exists only to carry spaces and special characters, which
 * the specification excludes, and the address goes into stored rows and mail headers.
 */

/** Longest address accepted, in UTF-8 bytes (RFC 5321: a 256-byte path minus its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest local part accepted, in UTF-8 bytes (RFC 5321). */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
/** Longest domain label accepted, in characters (RFC 1035). */
export const EMAIL_LABEL_MAX_LENGTH = 63;

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** One atom of the local part: no whitespace, none of `<>()[]\.,;:@"`, no control/format characters. */
const ATOM = '[^\\s<>()[\\]\\\\.,;:@"\\p{C}]+';
/** A domain label: letters and digits, hyphens inside only. */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';

const EMAIL_PATTERN = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?:\\[(?:${OCTET}\\.){3}${OCTET}\\]|(?:${LABEL}\\.)+\\p{L}{2,})$`,
  'u',
);

const encoder = new TextEncoder();

/** Length of a string in UTF-8 bytes. */
export function utf8Length(value: string): number {
  return encoder.encode(value).length;
}

/**
 * True when `value` is an e-mail address in the specification's format (see the module comment), checked as given:
 * surrounding spaces make it invalid.
 *
 * @example
 * isValidEmail('ana@example.com'); // true
 * isValidEmail('x@[192.168.0.1]'); // true
 * isValidEmail('a b@x.com'); // false
 */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  // Cheap bounds before the pattern, so an oversized input costs nothing.
  if (value.length > EMAIL_MAX_LENGTH || utf8Length(value) > EMAIL_MAX_LENGTH) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (utf8Length(value.slice(0, at)) > EMAIL_LOCAL_MAX_LENGTH) return false;
  const domain = value.slice(at + 1);
  return domain.startsWith('[') || domain.split('.').every((label) => [...label].length <= EMAIL_LABEL_MAX_LENGTH);
}
