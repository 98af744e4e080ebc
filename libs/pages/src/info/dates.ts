import type { Lang } from '@art/routing';

const LOCALES: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

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
export function formatDayRange(startsOn: string | null | undefined, endsOn: string | null | undefined, lang: Lang): string | null {
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

/** A date and time (ISO 8601) as the day it falls on in Madrid: "15 de enero de 2025"; the text itself when invalid. */
export function formatDay(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(date);
}
