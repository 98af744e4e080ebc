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
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: FAIR_TIME_ZONE }).format(date);
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
