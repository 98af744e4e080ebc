/**
 * Invitation codes exchanged for personal e-tickets. A code admits `max_uses` people until `expires_at`; each e-ticket
 * issued uses one. The use, the ticket and its e-mail are written in one transaction, and the use is taken by a
 * conditional update (`uses < max_uses`, not expired), so concurrent requests never issue more tickets than a code
 * allows, and a refused or failed request uses nothing.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { catalogs, invitations, tickets, type Database, type InvitationRow, type TicketRow } from '@art/db';
import { invitationForm, type Language } from '@art/model';
import { type MailTexts, checkInput, type InputProblem, enqueueMail } from '@art/api-core';
import { eTicketMail, newTicketCode } from './tickets';

/** Times one ticket's e-mail may be sent again on request, per hour: enough to find it, too few to spam someone. */
export const TICKET_RESENDS = { limit: 3, windowMs: 60 * 60_000 } as const;

/** A ticket issued this recently is not sent again: its first e-mail is still on its way (a double submission). */
export const RESEND_AFTER_MS = 2 * 60_000;

/** What the invitation form sends. */
export interface RedeemInput {
  code: string;
  name: string;
  email: string;
}

/** The outcome of {@link checkRedeem}: the clean input, or the first problem as a translatable error code. */
export type RedeemCheck = { ok: true; input: RedeemInput } | InputProblem;

/**
 * Checks the invitation form with its schema (`invitationForm` of `@art/model`), in its order: the code (required,
 * at most 64 characters; case and spaces do not matter), the name (required, at most 120 characters, no `<` or
 * `>`), the e-mail address (required, at most 254 characters, the specification's format).
 */
export function checkRedeem(input: RedeemInput): RedeemCheck {
  const checked = checkInput(invitationForm, input);
  return checked.ok ? { ok: true, input: checked.value } : checked;
}

/** What {@link redeemInvitation} did. `mailIds` are the queued e-mails to deliver once the transaction is committed. */
export type Redemption =
  | { outcome: 'issued'; ticket: TicketRow; mailIds: number[] }
  | { outcome: 'resent'; ticket: TicketRow; mailIds: number[] }
  /** The same person asked again too soon or too often: nothing is sent. */
  | { outcome: 'alreadySent'; ticket: TicketRow }
  | { outcome: 'unknown' }
  | { outcome: 'exhausted' }
  | { outcome: 'expired'; expiresAt: Date };

/** Options of {@link redeemInvitation}. */
export interface RedeemOptions {
  lang: Language;
  texts: MailTexts;
  /** Answers whether this ticket's e-mail may be sent again now (and counts it); see {@link TICKET_RESENDS}. */
  mayResend: (ticketId: number) => boolean | Promise<boolean>;
  now?: () => Date;
}

/** Thrown inside the transaction to undo the use when another request issued the same person's ticket meanwhile. */
class TicketTaken extends Error {}

/** The ticket a person already holds for an invitation (e-mail compared without case). */
async function heldTicket(
  db: Pick<Database, 'select'>,
  invitationId: number,
  email: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.invitationId, invitationId), sql`lower(${tickets.email}) = lower(${email})`));
  return row;
}

/**
 * Exchanges an invitation code for a ticket, in one transaction: finds the code; a person who already holds a ticket
 * of it has it sent again (using nothing; not within {@link RESEND_AFTER_MS} of its issue, nor beyond
 * {@link TICKET_RESENDS}); otherwise takes one use with a conditional update (refused when exhausted or expired),
 * stores the ticket and queues its e-mail. Two requests of one person at the same moment issue one ticket.
 */
export async function redeemInvitation(db: Database, input: RedeemInput, options: RedeemOptions): Promise<Redemption> {
  const now = options.now ?? (() => new Date());
  const mailOf = async (
    tx: Pick<Database, 'select' | 'insert' | 'update' | 'delete'>,
    invitation: InvitationRow,
    ticket: TicketRow,
  ) => {
    const [catalog] = await tx.select().from(catalogs).where(eq(catalogs.prefix, invitation.catalogPrefix));
    if (!catalog) throw new Error(`Invitation ${invitation.id} names no catalogue.`);
    const message = await eTicketMail({ ...ticket, lang: options.lang }, catalog, options.texts);
    return enqueueMail(tx, 'e-ticket', message);
  };

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx): Promise<Redemption> => {
        const [invitation] = await tx.select().from(invitations).where(eq(invitations.code, input.code));
        if (!invitation) return { outcome: 'unknown' };

        const held = await heldTicket(tx, invitation.id, input.email);
        if (held) {
          // A ticket the team revoked is never sent again; the answer is the same as for one sent moments ago, so it
          // tells nothing about someone else's e-mail.
          if (held.revokedAt !== null) return { outcome: 'alreadySent', ticket: held };
          if (now().getTime() - held.createdAt.getTime() < RESEND_AFTER_MS || !(await options.mayResend(held.id))) {
            return { outcome: 'alreadySent', ticket: held };
          }
          return { outcome: 'resent', ticket: held, mailIds: await mailOf(tx, invitation, held) };
        }

        const [used] = await tx
          .update(invitations)
          .set({ uses: sql`${invitations.uses} + 1` })
          .where(
            and(
              eq(invitations.id, invitation.id),
              lt(invitations.uses, invitations.maxUses),
              or(isNull(invitations.expiresAt), gt(invitations.expiresAt, sql`now()`)),
            ),
          )
          .returning();
        if (!used) {
          const expired = invitation.expiresAt !== null && invitation.expiresAt.getTime() <= now().getTime();
          return expired && invitation.expiresAt
            ? { outcome: 'expired', expiresAt: invitation.expiresAt }
            : { outcome: 'exhausted' };
        }

        const [ticket] = await tx
          .insert(tickets)
          .values({
            code: newTicketCode(invitation.catalogPrefix),
            invitationId: invitation.id,
            name: input.name,
            email: input.email,
            lang: options.lang,
          })
          .onConflictDoNothing()
          .returning();
        if (!ticket) throw new TicketTaken();
        return { outcome: 'issued', ticket, mailIds: await mailOf(tx, used, ticket) };
      });
    } catch (error) {
      if (!(error instanceof TicketTaken)) throw error;
      // The same person's ticket was issued by a request that committed meanwhile: theirs is the one ticket.
      const [invitation] = await db.select().from(invitations).where(eq(invitations.code, input.code));
      const held = invitation && (await heldTicket(db, invitation.id, input.email));
      if (held) return { outcome: 'alreadySent', ticket: held };
      // Otherwise two random codes met (60 bits: practically never): try once more with a new one.
      if (attempt >= 2) throw new Error('Could not issue a ticket with a unique code.');
    }
  }
}
