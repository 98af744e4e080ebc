/**
 * The role matrix's rows of the orders (`src/schema/admin-orders.graphql`): every operation is for staff and admins.
 * The change asks for a state that does not exist, so it is refused by the checks and the matrix changes nothing; the
 * reads name the fixture's delivered order (`AdminFixture.orderId`).
 */
import type { RoleCase } from './admin-testing';

/** Every operation of admin-orders.graphql and who may call it. */
export const ORDERS_ROLE_CASES: Record<string, RoleCase> = {
  adminOrders: { allowed: 'staff', document: '{ adminOrders { total items { id state } } }' },
  adminOrder: {
    allowed: 'staff',
    document: 'query($id: ID!) { adminOrder(id: $id) { id nextStates } }',
    variables: (f) => ({ id: String(f.orderId) }),
  },
  setOrderState: {
    allowed: 'staff',
    document: 'mutation($id: ID!) { setOrderState(id: $id, state: "lost") { ok errors { field } } }',
    variables: (f) => ({ id: String(f.orderId) }),
  },
};
