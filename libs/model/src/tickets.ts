/**
 * Invitations and personal e-tickets: the limits of the invitation form and the ticket desk, how typed codes are read,
 * and who may validate tickets. One definition for the API's checks and the sites' browser checks.
 */
import type { UserRole } from './roles';
import {
  FORM_MESSAGES,
  characterCount,
  defineForm,
  emailAddress,
  formLine,
  problem,
  requiredLine,
  type FieldCheck,
} from './form-schema';

/** Longest values accepted, in characters. */
export const TICKET_LIMITS = {
  /** An invitation code as typed (the seeded ones are like `INVITADO-2025`). */
  invitationCode: 64,
  name: 120,
  /** A ticket desk's name (`Puerta norte 2`). */
  desk: 40,
  /** What the desk sends as a ticket's code: the code, or an address ending in it (a QR code). */
  ticketInput: 300,
} as const;

/**
 * The symbols of a ticket's random part: Crockford's base 32 (digits and upper-case letters without I, L, O and U),
 * so nothing printed can be read as something else.
 */
export const TICKET_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random symbols in a ticket code: three groups of four, 60 bits. */
export const TICKET_RANDOM_LENGTH = 12;

/** Roles that work at the ticket desk (`/validacionesTaquilla`). */
export const TICKET_DESK_ROLES: readonly UserRole[] = ['staff', 'admin'];

/** Whether a user's role may validate tickets. */
export function isTicketDeskRole(role: string | null | undefined): boolean {
  return (TICKET_DESK_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * An invitation code as stored: upper case, without surrounding space, each run of spaces and dashes inside one `-`,
 * and without control characters (a NUL, which PostgreSQL refuses in text, cannot reach the database).
 * @example normalizeInvitationCode(' invitado - 2025 '); // 'INVITADO-2025'
 */
export function normalizeInvitationCode(typed: string): string {
  return typed
    .replace(/\p{Cc}/gu, '')
    .normalize('NFKC')
    .toUpperCase()
    .trim()
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The letters people misread in a ticket's random part, as Crockford's base 32 reads them. */
const MISREAD: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * The ticket code in what the desk scanned or typed, or null when it holds none. Takes the code as printed
 * (`AM25-7K3M-Q9TX-2HRB`), typed loosely (lower case, spaces, no dashes, `O` for `0`), or an address ending in it
 * (`https://…/entrada/AM25-7K3M-Q9TX-2HRB`, or `?code=…`), as a QR code may carry.
 *
 * @example parseTicketCode('am25 7k3m q9tx 2hrb'); // 'AM25-7K3M-Q9TX-2HRB'
 */
export function parseTicketCode(input: string): string | null {
  let text = input.trim();
  if (text === '' || text.length > TICKET_LIMITS.ticketInput) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      const segments = url.pathname.split('/').filter(Boolean);
      text = url.searchParams.get('code') ?? decodeURIComponent(segments[segments.length - 1] ?? '');
    } catch {
      return null;
    }
  }
  const compact = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, '');
  if (!/^[A-Z0-9]{2,12}$/.test(compact.slice(0, -TICKET_RANDOM_LENGTH))) return null;
  const random = [...compact.slice(-TICKET_RANDOM_LENGTH)].map((c) => MISREAD[c] ?? c).join('');
  if (random.length !== TICKET_RANDOM_LENGTH || [...random].some((c) => !TICKET_ALPHABET.includes(c))) return null;
  const prefix = compact.slice(0, -TICKET_RANDOM_LENGTH);
  return `${prefix}-${random.slice(0, 4)}-${random.slice(4, 8)}-${random.slice(8)}`;
}

/** An invitation code as typed, read as stored ({@link normalizeInvitationCode}): required, at most 64 characters. */
const invitationCode: FieldCheck<string> = (value) => {
  const code =
    typeof value === 'string' && value.length <= TICKET_LIMITS.invitationCode * 4
      ? normalizeInvitationCode(value)
      : value;
  if (typeof code !== 'string' || code === '') return problem(FORM_MESSAGES.required, 'invitationCodeRequired');
  if (characterCount(code) > TICKET_LIMITS.invitationCode) {
    const limit = { count: TICKET_LIMITS.invitationCode };
    return problem(FORM_MESSAGES.tooLong, 'invitationCodeTooLong', limit, { max: TICKET_LIMITS.invitationCode });
  }
  return { ok: true, value: code };
};

/**
 * The invitation form (decision 019), run by the fair's page and by `redeemInvitation`: the code (case and spaces
 * do not matter), the name (required, at most 120 characters, no `<` or `>`), the e-mail address.
 */
export const invitationForm = /* @__PURE__ */ defineForm({
  code: invitationCode,
  name: requiredLine(
    TICKET_LIMITS.name,
    { required: 'invitationNameRequired', tooLong: 'invitationNameTooLong', invalid: 'invitationNameInvalid' },
    { invalid: 'invitations:form.nameInvalid' },
  ),
  email: emailAddress({
    required: 'invitationEmailRequired',
    tooLong: 'invitationEmailTooLong',
    invalid: 'invitationEmailInvalid',
  }),
});

/** What the desk scanned or typed, as one clean line (what it holds is `parseTicketCode`'s to say): required. */
const ticketInput: FieldCheck<string> = (value) => {
  const text = formLine(value);
  return text === '' ? problem(FORM_MESSAGES.required, 'ticketCodeRequired') : { ok: true, value: text };
};

/** The desk's name: required, at most 40 characters, no `<` or `>`. */
const deskName = requiredLine(
  TICKET_LIMITS.desk,
  { required: 'ticketDeskRequired', tooLong: 'ticketDeskTooLong', invalid: 'ticketDeskInvalid' },
  { invalid: 'validations:desk.invalid' },
);

/** The ticket desk's name form (kept on the device). */
export const deskForm = /* @__PURE__ */ defineForm({ desk: deskName });
/** The ticket desk's code form. */
export const ticketCodeForm = /* @__PURE__ */ defineForm({ code: ticketInput });
/** What `validateTicket` receives: the code, then the desk. */
export const ticketValidationForm = /* @__PURE__ */ defineForm({ code: ticketInput, desk: deskName });
