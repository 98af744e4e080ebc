/**
 * Dates, times and text of the editorial pages (blog, activities, press): dates are shown in the fair's time zone,
 * whatever the visitor's or the server's, so the server's HTML and the browser's agree.
 */
import type { Lang } from '@art/routing';

/** The fair's time zone: activity times are Madrid times. */
export const FAIR_TIME_ZONE = 'Europe/Madrid';

const LOCALES: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string): Date | null {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(value: string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  const date = parse(value);
  if (!date) return value;
  // A date without a time is a calendar day: shown as written, not moved by a time zone.
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : FAIR_TIME_ZONE;
  return new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone }).format(date);
}

/**
 * A day with its month and year.
 * @example formatDate('2025-03-06T17:00:00Z', 'es') // '6 de marzo de 2025'
 */
export function formatDate(value: string, lang: Lang): string {
  return format(value, lang, { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * A day with its weekday, for the headings of a programme.
 * @example formatDay('2025-03-06T17:00:00Z', 'en') // 'Thursday, 6 March 2025'
 */
export function formatDay(value: string, lang: Lang): string {
  return format(value, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * A time of day on the 24-hour clock, in Madrid.
 * @example formatTime('2025-03-06T17:00:00Z', 'es') // '18:00'
 */
export function formatTime(value: string, lang: Lang): string {
  return format(value, lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/**
 * The Madrid calendar day of a date-time, to group a programme by day.
 * @example dayKey('2025-03-06T23:30:00Z') // '2025-03-07'
 */
export function dayKey(value: string): string {
  const date = parse(value);
  if (!date) return value.slice(0, 10);
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: FAIR_TIME_ZONE,
  }).format(date);
}

/**
 * The paragraphs of a plain-text body: separated by blank lines, trimmed, empty ones left out. Text is rendered as
 * text, never as HTML.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n[\t ]*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** An absolute address of `url` (a path or an absolute address) on `origin`; `url` itself when it cannot be made. */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin || undefined).toString();
  } catch {
    return url;
  }
}

/** A `YYYY-MM-DD` date as the instant it names in UTC, or null for anything else. */
function dayOf(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Any space ICU may put in a date (no-break, thin, narrow no-break) as a plain one. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** A calendar day (UTC midnight) in `lang` with the given parts. */
function formatUtcDay(date: Date, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  return plainSpaces(new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' }).format(date));
}

/**
 * The days of an edition as people write them: "5–9 de marzo de 2025", "5–9 March 2025", "26 de febrero – 1 de marzo
 * de 2020", "30 December 2024 – 2 January 2025". A single day when there is no end (or it is not after the start);
 * null without a valid start.
 *
 * The server renders the text and the browser renders it again when it hydrates, so it must come out the same in
 * Node and in any browser: the range is put together here, with plain spaces, rather than by Intl's `formatRange`,
 * whose dash and spaces (thin, narrow no-break) change with the ICU version. Both languages write the day first, so
 * the start leaves out the month and year it shares with the end.
 */
export function formatDayRange(
  startsOn: string | null | undefined,
  endsOn: string | null | undefined,
  lang: Lang,
): string | null {
  const start = dayOf(startsOn);
  if (!start) return null;
  const full: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  const end = dayOf(endsOn);
  if (!end || end.getTime() <= start.getTime()) return formatUtcDay(start, lang, full);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  if (sameYear && start.getUTCMonth() === end.getUTCMonth()) {
    return `${formatUtcDay(start, lang, { day: 'numeric' })}–${formatUtcDay(end, lang, full)}`;
  }
  const from = formatUtcDay(start, lang, sameYear ? { day: 'numeric', month: 'long' } : full);
  return `${from} – ${formatUtcDay(end, lang, full)}`;
}
