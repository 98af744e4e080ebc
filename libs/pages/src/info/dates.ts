import type { Lang } from '@art/routing';

const LOCALES: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

/** A `YYYY-MM-DD` date as the instant it names in UTC, or null for anything else. */
function dayOf(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The days of an edition as people write them: "5–9 de marzo de 2025", "5–9 March 2025", "26 de febrero – 1 de marzo
 * de 2020". A single day when there is no end; null without a valid start.
 */
export function formatDayRange(startsOn: string | null | undefined, endsOn: string | null | undefined, lang: Lang): string | null {
  const start = dayOf(startsOn);
  if (!start) return null;
  const format = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const end = dayOf(endsOn);
  return end && end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
}

/** A date and time (ISO 8601) as the day it falls on in Madrid: "15 de enero de 2025"; the text itself when invalid. */
export function formatDay(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(date);
}
