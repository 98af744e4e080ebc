/** The discount codes (`adminCoupons`, `adminCoupon`, `createCoupon`, `updateCoupon`, `deleteCoupon`). */
import {
  AdminCouponDocument,
  AdminCouponsDocument,
  CreateCouponDocument,
  DeleteCouponDocument,
  UpdateCouponDocument,
  type AdminCouponInput,
  type AdminCouponSort,
} from '../generated/graphql';
import type { GraphQLRequest } from '../graphql-client';
import { numberOrNull, sortOf, text, textOf, type ChangeAnswer, type ResourceHandler } from './resource';

/** react-admin's sort field → the codes list's sort enum. */
export const COUPON_SORTS = {
  code: 'CODE',
  id: 'CODE',
  validFrom: 'VALID_FROM',
  validTo: 'VALID_TO',
  usedCount: 'USED_COUNT',
} as const satisfies Record<string, AdminCouponSort>;

/** A date-time field's value (a `Date`, or the text of a `datetime-local` input) as ISO 8601, or null when blank. */
export function instantOrNull(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const typed = text(value);
  if (typed === undefined) return null;
  // A `datetime-local` value has no zone: it is the browser's local time.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(typed)) {
    const local = new Date(typed);
    return Number.isNaN(local.getTime()) ? typed : local.toISOString();
  }
  return typed;
}

/** A code's form values as `AdminCouponInput` (blank dates and uses as null; the schema checks the rest). */
export function couponInput(values: Record<string, unknown>): AdminCouponInput {
  return {
    code: textOf(values, 'code'),
    kind: textOf(values, 'kind'),
    value: numberOrNull(values['value']) as number,
    validFrom: instantOrNull(values['validFrom']),
    validTo: instantOrNull(values['validTo']),
    maxUses: numberOrNull(values['maxUses']),
  };
}

/** Deletes a code never used: `{ id }` when deleted, or the refusal (a used code) under its field. */
export async function deleteCoupon(request: GraphQLRequest, code: string): Promise<ChangeAnswer> {
  const { deleteCoupon: answer } = await request(DeleteCouponDocument, { code });
  return { ...answer, record: answer.ok ? { id: code } : null };
}

export const coupons: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(COUPON_SORTS, sortField);
    const { adminCoupons } = await request(AdminCouponsDocument, { page, perPage, sort, order, q: text(filter['q']) });
    return { data: adminCoupons.items, total: adminCoupons.total };
  },
  getOne: async (request, id) => (await request(AdminCouponDocument, { code: id })).adminCoupon,
  async create(request, values) {
    const { createCoupon } = await request(CreateCouponDocument, { input: couponInput(values) });
    return { ...createCoupon, record: createCoupon.coupon };
  },
  async update(request, id, values) {
    const { updateCoupon } = await request(UpdateCouponDocument, { code: id, input: couponInput(values) });
    return { ...updateCoupon, record: updateCoupon.coupon };
  },
  delete: deleteCoupon,
};
