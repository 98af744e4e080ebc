/**
 * The role matrix's rows of the sales settings (`src/schema/admin-commerce.graphql`): discount codes and shipping
 * costs are for admins alone, special orders for staff and admins. The changes' inputs are refused by the checks (a
 * code too short, a negative value, an unknown country, a client with no e-mail), and the deletions name rows that do
 * not exist, so the matrix changes nothing; the reads name the fixture's code and shipping costs
 * (`prepareCommerceRows` of `admin-commerce-fixture.ts`, `AdminFixture.commerce`).
 */
import type { RoleCase } from './admin-testing';

const BAD_COUPON = { code: 'x', kind: 'gift', value: -1 };
const BAD_SHIPPING = {
  countryCode: 'ZZZ',
  lessThan200: -1,
  lessThan400: 0,
  lessThan600: 0,
  lessThan900: 0,
  moreThan900: 0,
};
const BAD_ADDRESS = { name: '', surname: '', phone: '', route: '', postalCode: '', locality: '', countryCode: '' };
const BAD_SPECIAL = {
  clientEmail: '',
  clientName: '',
  clientSurname: '',
  clientPhone: '',
  shippingAddress: BAD_ADDRESS,
  workIds: [],
};

/** Every operation of admin-commerce.graphql and who may call it. */
export const COMMERCE_ROLE_CASES: Record<string, RoleCase> = {
  adminCoupons: { allowed: 'admin', document: '{ adminCoupons { total items { id status } } }' },
  adminCoupon: {
    allowed: 'admin',
    document: 'query($code: String!) { adminCoupon(code: $code) { id } }',
    variables: (f) => ({ code: f.commerce.couponCode }),
  },
  adminShippingCosts: { allowed: 'admin', document: '{ adminShippingCosts { total items { id } } }' },
  adminSaleWorks: { allowed: 'staff', document: '{ adminSaleWorks(q: "a") { total items { id } } }' },
  adminShippingCost: {
    allowed: 'admin',
    document: 'query($id: ID!) { adminShippingCost(id: $id) { id } }',
    variables: (f) => ({ id: String(f.commerce.shippingId) }),
  },
  createCoupon: {
    allowed: 'admin',
    document: 'mutation($input: AdminCouponInput!) { createCoupon(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_COUPON }),
  },
  updateCoupon: {
    allowed: 'admin',
    document:
      'mutation($code: String!, $input: AdminCouponInput!) { updateCoupon(code: $code, input: $input) { ok errors { field } } }',
    variables: (f) => ({ code: f.commerce.couponCode, input: BAD_COUPON }),
  },
  deleteCoupon: {
    allowed: 'admin',
    document: 'mutation { deleteCoupon(code: "NO-SUCH-CODE") { ok errors { field } } }',
  },
  createShippingCost: {
    allowed: 'admin',
    document: 'mutation($input: AdminShippingCostInput!) { createShippingCost(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_SHIPPING }),
  },
  updateShippingCost: {
    allowed: 'admin',
    document:
      'mutation($id: ID!, $input: AdminShippingCostInput!) { updateShippingCost(id: $id, input: $input) { ok errors { field } } }',
    variables: (f) => ({ id: String(f.commerce.shippingId), input: BAD_SHIPPING }),
  },
  deleteShippingCost: {
    allowed: 'admin',
    document: 'mutation { deleteShippingCost(id: "999999") { ok errors { field } } }',
  },
  createSpecialOrder: {
    allowed: 'staff',
    document: 'mutation($input: AdminSpecialOrderInput!) { createSpecialOrder(input: $input) { ok errors { field } } }',
    variables: () => ({ input: BAD_SPECIAL }),
  },
};
