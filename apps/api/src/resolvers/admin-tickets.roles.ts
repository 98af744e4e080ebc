/**
 * The role matrix's rows of the ticket office (`src/schema/admin-tickets.graphql`): every operation is for staff and
 * admins. The changes' inputs are refused by the checks (a blank label, uses out of range, a bad code, an unknown
 * ticket), so the matrix changes nothing; the reads name the fixture's rows (`AdminFixture.ticketIds`).
 */
import type { RoleCase } from './admin-testing';

const BAD_INVITATION = { label: '', maxUses: 0, code: 'x' };
const BAD_INVITATION_UPDATE = { label: '', maxUses: 10_001 };

/** Every operation of admin-tickets.graphql and who may call it. */
export const TICKETS_ROLE_CASES: Record<string, RoleCase> = {
  adminInvitations: { allowed: 'staff', document: '{ adminInvitations { total items { id } } }' },
  adminInvitation: {
    allowed: 'staff',
    document: 'query($id: ID!) { adminInvitation(id: $id) { id tickets { id } } }',
    variables: (f) => ({ id: String(f.ticketIds.invitation) }),
  },
  adminTickets: { allowed: 'staff', document: '{ adminTickets { total items { id } } }' },
  createInvitation: {
    allowed: 'staff',
    document: 'mutation($input: AdminInvitationInput!) { createInvitation(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_INVITATION }),
  },
  updateInvitation: {
    allowed: 'staff',
    document:
      'mutation($id: ID!, $input: AdminInvitationUpdateInput!) { updateInvitation(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.ticketIds.invitation), input: BAD_INVITATION_UPDATE }),
  },
  revokeTicket: {
    allowed: 'staff',
    document: 'mutation($id: ID!) { revokeTicket(id: $id) { ok errors { field } } }',
    variables: () => ({ id: '999999' }),
  },
};
