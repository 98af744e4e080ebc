/**
 * An iCalendar (RFC 5545) writer for the "add to calendar" download of an activity: CRLF line ends, lines folded
 * at 75 octets without splitting a UTF-8 character, TEXT values escaped, times in UTC.
 */

/** Longest content line in octets, the line break left out (RFC 5545 §3.1). */
export const ICS_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** One event of a calendar file. */
export interface CalendarEvent {
  /** Globally unique and stable for the event, so importing it again updates it instead of duplicating it. */
  uid: string;
  /** When this file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  /** Null: the event ends when it starts, as RFC 5545 reads a DTSTART without DTEND. */
  end: Date | null;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** The event's page. */
  url?: string | null;
  categories?: readonly string[];
}

/** A calendar of events, and the product that wrote it (PRODID). */
export interface Calendar {
  prodId: string;
  events: readonly CalendarEvent[];
}

/**
 * A TEXT value escaped (RFC 5545 §3.3.11): `\`, `;` and `,` preceded by a backslash, every line break as `\n`,
 * other control characters (which TEXT does not allow) left out.
 * @example escapeText('Sala 1; planta 2, Madrid') // 'Sala 1\\; planta 2\\, Madrid'
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n|\r|\n/g, '\n')
    .replace(/[\p{Cc}]/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}

/**
 * A content line folded at {@link ICS_LINE_OCTETS} octets: each continuation starts with one space, and no UTF-8
 * sequence (an accented letter, an emoji) is cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; a continuation 74 after its leading space.
  let room = ICS_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = ICS_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/**
 * A date-time in UTC, as iCalendar writes it.
 * @example utcDateTime(new Date('2025-03-06T17:00:00Z')) // '20250306T170000Z'
 */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
  ];
  if (event.end && event.end.getTime() > event.start.getTime()) lines.push(`DTEND:${utcDateTime(event.end)}`);
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // A URI value is not TEXT: its commas and semicolons stay as they are; line breaks cannot occur in one.
  if (event.url) lines.push(`URL:${event.url.replace(/[\p{Cc}\s]/gu, '')}`);
  const categories = (event.categories ?? []).filter((c) => c.trim() !== '');
  if (categories.length > 0) lines.push(`CATEGORIES:${categories.map(escapeText).join(',')}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The text of an `.ics` file: every line folded and ended with CRLF. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}
