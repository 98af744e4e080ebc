/**
 * Invitations and the ticket desk: the invitations page's edition, `redeemInvitation` (an invitation code for a
 * personal e-ticket by e-mail), the desk's staff check and `validateTicket` (admission, exactly once).
 */
import { defineOperation } from '../operation';

/** An edition as the invitations page presents it. */
export type InvitationEdition = {
  prefix: string;
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  venue: string | null;
  isCurrent: boolean;
};

export type InvitationsPageData = { catalogs: InvitationEdition[] };

/** The editions (the page shows the current one's name, dates and venue). */
export const INVITATIONS_PAGE = defineOperation<InvitationsPageData, Record<string, never>>(
  'InvitationsPage',
  `query InvitationsPage {
  catalogs { prefix name startsOn endsOn venue isCurrent }
}`,
);

/** Variables of {@link REDEEM_INVITATION}; `website` is the form's honeypot and stays empty for people. */
export type RedeemInvitationVariables = { code: string; name: string; email: string; website?: string | null };

/** When `ok` is false, `response` is the reason to show; otherwise where the ticket went. */
export type RedeemInvitationData = { redeemInvitation: { ok: boolean; response: string | null; ticketCode: string | null } };

/** Exchanges an invitation code for a personal e-ticket sent by e-mail. */
export const REDEEM_INVITATION = defineOperation<RedeemInvitationData, RedeemInvitationVariables>(
  'RedeemInvitation',
  `mutation RedeemInvitation($code: String!, $name: String!, $email: String!, $website: String) {
  redeemInvitation(code: $code, name: $name, email: $email, website: $website) { ok response ticketCode }
}`,
);

export type ValidationsPageData = { me: { id: string; fullName: string; role: string } | null };

/** Who is at the desk: the page lets in staff and admins only. */
export const VALIDATIONS_PAGE = defineOperation<ValidationsPageData, Record<string, never>>(
  'ValidationsPage',
  `query ValidationsPage {
  me { id fullName role }
}`,
);

/** A ticket's outcome at the desk. */
export type TicketStatus = 'VALID' | 'ALREADY_USED' | 'UNKNOWN';

/** A ticket as the desk sees it. */
export type DeskTicket = { code: string; name: string; admittedAt: string | null; admittedDesk: string | null };

export type ValidateTicketVariables = { code: string; desk: string };
export type ValidateTicketData = {
  validateTicket: { ok: boolean; response: string | null; status: TicketStatus | null; ticket: DeskTicket | null };
};

/** Admits a ticket at a desk: VALID once, ALREADY_USED (when, where) after, UNKNOWN for no ticket. */
export const VALIDATE_TICKET = defineOperation<ValidateTicketData, ValidateTicketVariables>(
  'ValidateTicket',
  `mutation ValidateTicket($code: String!, $desk: String!) {
  validateTicket(code: $code, desk: $desk) { ok response status ticket { code name admittedAt admittedDesk } }
}`,
);
