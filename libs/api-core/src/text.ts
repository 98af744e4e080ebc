/** Cleaning of short texts people type (names, professions): shared by the contact form and the accounts. */

/**
 * C0 and C1 control characters except tab and line breaks, and the bidirectional overrides and isolates (which can
 * make a text read differently from what it is).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are removed.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A text as one clean line: control characters removed, runs of white space (line breaks too) one space, ends trimmed.
 * @example cleanLine('  Ana\n  López\u0000 '); // 'Ana López'
 */
export function cleanLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim();
}

/** Length in characters (code points), as people count them. */
export function characters(text: string): number {
  return [...text].length;
}
