/** The ticket desk's logic without React: what an answer means, how times read, which camera reads to ignore. */
import type { DeskTicket, ValidateTicketData } from '../documents';

/** Where the desk's name is kept on the device, so a phone at a desk names it once. */
export const DESK_STORAGE_KEY = 'art.ticketDesk';

/** What the desk shows after a validation. */
export type DeskOutcome =
  | { kind: 'VALID' | 'ALREADY_USED'; ticket: DeskTicket }
  | { kind: 'UNKNOWN'; code: string }
  | { kind: 'refused'; text: string }
  | { kind: 'failed' };

/** Longest part of what was sent that an unknown result repeats. */
const SHOWN_CODE_MAX = 40;

/** What was scanned or typed, as an unknown result repeats it: one line, at most 40 characters. */
export function shownCode(sent: string): string {
  const line = sent.replace(/\s+/g, ' ').trim();
  return [...line].length > SHOWN_CODE_MAX ? `${[...line].slice(0, SHOWN_CODE_MAX - 1).join('')}…` : line;
}

/** The outcome of `validateTicket`'s answer for what was sent. */
export function deskOutcome(answer: ValidateTicketData['validateTicket'], sent: string): DeskOutcome {
  if (!answer.ok || !answer.status)
    return answer.response ? { kind: 'refused', text: answer.response } : { kind: 'failed' };
  if (answer.status === 'UNKNOWN' || !answer.ticket) return { kind: 'UNKNOWN', code: shownCode(sent) };
  return { kind: answer.status, ticket: answer.ticket };
}

const MADRID = 'Europe/Madrid';

/**
 * When a ticket was admitted, as the desk reads it in Madrid time: the day (`5 de marzo de 2025`), the time (`11:20`)
 * and whether it is today.
 */
export function admissionTime(iso: string, now: Date = new Date()): { date: string; time: string; today: boolean } {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MADRID });
  const time = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: MADRID }).format(at);
  return { date: day.format(at), time, today: day.format(at) === day.format(now) };
}

/**
 * The camera sees a code on every frame while it is held up: a code is read again only after it has been out of
 * sight for `quietMs`, so one ticket held in front of the camera is validated once (and not shown "already used" the
 * next instant).
 * @example const fresh = repeatFilter(); fresh('A', 0) // true; fresh('A', 500) // false
 */
export function repeatFilter(quietMs = 3000): (code: string, now: number) => boolean {
  let last: { code: string; seen: number } | null = null;
  return (code, now) => {
    const repeat = last !== null && last.code === code && now - last.seen < quietMs;
    last = { code, seen: now };
    return !repeat;
  };
}
