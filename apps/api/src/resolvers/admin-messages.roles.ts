/**
 * The role matrix's rows of the messages and newsletter subscribers (`src/schema/admin-messages.graphql`): every
 * operation is for staff and admins. The change names a malformed id, which the checks refuse, so the matrix changes
 * nothing. The shared fixture has no message, so `adminMessage` is asked beside the list under the operation's name
 * (an allowed caller gets the list; a refused one the role's error, whichever field answers first).
 */
import type { RoleCase } from './admin-testing';

const list = (field: string): RoleCase => ({ allowed: 'staff', document: `{ ${field} { total items { id } } }` });

/** Every operation of admin-messages.graphql and who may call it. */
export const MESSAGES_ROLE_CASES: Record<string, RoleCase> = {
  adminMessages: list('adminMessages'),
  adminMessage: {
    allowed: 'staff',
    document: 'query($id: ID!) { adminMessage: adminMessages(perPage: 1) { total } one: adminMessage(id: $id) { id } }',
    variables: () => ({ id: 'contact-1' }),
  },
  adminSubscribers: list('adminSubscribers'),
  setMessageHandled: {
    allowed: 'staff',
    document: 'mutation { setMessageHandled(id: "contact-abc", handled: true) { ok errors { field } } }',
  },
};
