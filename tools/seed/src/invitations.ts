/**
 * Invitation codes of the current edition and a few e-tickets issued from them, so the invitations page and the
 * ticket desk (`/validacionesTaquilla`) can be tried at once. The codes are public on purpose (README) and only for
 * demo data; every state the invitation page explains has one: plenty of uses, a few, none left, expired.
 */
import type * as schema from '@art/db';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The seeded codes, for the README and the tests. */
export const DEMO_INVITATION_CODES = {
  /** Many uses, no expiry. */
  guest: 'INVITADO-2025',
  /** Five uses, no expiry. */
  press: 'PRENSA-2025',
  /** Every use taken (by the two seeded tickets). */
  exhausted: 'AGOTADO-2025',
  /** Expired at the end of 2024. */
  expired: 'CADUCADO-2024',
} as const;

/** The seeded e-tickets (issued from the exhausted code): one already admitted at a desk, one still to admit. */
export const DEMO_TICKETS = {
  admitted: 'AM25-7K3M-Q9TX-2HRB',
  pending: 'AM25-5WZN-8CJD-4PRF',
} as const;

/** Invitations and tickets, one list per table. */
export interface InvitationData {
  invitations: Insert<typeof schema.invitations>[];
  tickets: Insert<typeof schema.tickets>[];
}

const madrid = (day: string, time: string) => new Date(`${day}T${time}+01:00`);

/**
 * The invitations of an edition and the tickets of its exhausted code, the admitted one by the staff account `staffId`.
 * @example buildInvitationData('AM25', staffId).invitations.map((i) => i.code) // ['INVITADO-2025', …]
 */
export function buildInvitationData(catalogPrefix: string, staffId: string): InvitationData {
  const created = madrid('2025-01-20', '10:00:00');
  return {
    invitations: [
      {
        id: 1,
        code: DEMO_INVITATION_CODES.guest,
        catalogPrefix,
        label: 'Invitados de las galerías',
        maxUses: 5000,
        uses: 0,
        expiresAt: null,
        createdAt: created,
      },
      {
        id: 2,
        code: DEMO_INVITATION_CODES.press,
        catalogPrefix,
        label: 'Prensa acreditada',
        maxUses: 5,
        uses: 0,
        expiresAt: null,
        createdAt: created,
      },
      {
        id: 3,
        code: DEMO_INVITATION_CODES.exhausted,
        catalogPrefix,
        label: 'Coleccionistas invitados',
        maxUses: 2,
        uses: 2,
        expiresAt: null,
        createdAt: created,
      },
      {
        id: 4,
        code: DEMO_INVITATION_CODES.expired,
        catalogPrefix,
        label: 'Preventa de 2024',
        maxUses: 100,
        uses: 0,
        expiresAt: madrid('2024-12-31', '23:59:59'),
        createdAt: created,
      },
    ],
    tickets: [
      {
        id: 1,
        code: DEMO_TICKETS.admitted,
        invitationId: 3,
        name: 'Elena Marín',
        email: 'elena.marin@example.com',
        lang: 'es',
        createdAt: madrid('2025-02-10', '18:30:00'),
        admittedAt: madrid('2025-03-05', '11:20:00'),
        admittedBy: staffId,
        admittedDesk: 'Puerta principal',
      },
      {
        id: 2,
        code: DEMO_TICKETS.pending,
        invitationId: 3,
        name: 'Tomás Ferrer',
        email: 'tomas.ferrer@example.com',
        lang: 'en',
        createdAt: madrid('2025-02-11', '09:15:00'),
      },
    ],
  };
}
