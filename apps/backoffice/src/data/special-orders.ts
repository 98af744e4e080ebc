/**
 * The special orders (`createSpecialOrder`): the team makes an order for a client with an account. Only the creation
 * is offered here; the order is then one of the orders' list (kind `special`), and the answer carries the shop's
 * payment page for the client.
 */
import {
  CreateSpecialOrderDocument,
  type AdminOrderAddressInput,
  type AdminSpecialOrderInput,
} from '../generated/graphql';
import { ORDER_ADDRESS_FIELDS } from '@art/model';
import { numberOrNull, strings, text, textOf, type ResourceHandler } from './resource';

const OPTIONAL = new Set<string>(['floor', 'province', 'aditionalInfo', 'fiscalName', 'fiscalDocument', 'CACode']);

/** An address group of the form as `AdminOrderAddressInput` (blank optional parts as null). */
export function orderAddressInput(value: unknown): AdminOrderAddressInput {
  const group = (value ?? {}) as Record<string, unknown>;
  const out: Record<string, string | null> = {};
  for (const field of ORDER_ADDRESS_FIELDS) {
    out[field] = OPTIONAL.has(field) ? (text(group[field]) ?? null) : textOf(group, field);
  }
  return out as unknown as AdminOrderAddressInput;
}

/** A special order's form values as `AdminSpecialOrderInput` (no billing address: the shipping one). */
export function specialOrderInput(values: Record<string, unknown>): AdminSpecialOrderInput {
  return {
    clientEmail: textOf(values, 'clientEmail'),
    clientName: textOf(values, 'clientName'),
    clientSurname: textOf(values, 'clientSurname'),
    clientPhone: textOf(values, 'clientPhone'),
    shippingAddress: orderAddressInput(values['shippingAddress']),
    billingAddress: values['sameBilling'] === false ? orderAddressInput(values['billingAddress']) : null,
    workIds: strings(values['workIds']),
    transport: numberOrNull(values['transport']),
    observations: text(values['observations']) ?? '',
  };
}

export const specialOrders: ResourceHandler = {
  async create(request, values) {
    const { createSpecialOrder } = await request(CreateSpecialOrderDocument, { input: specialOrderInput(values) });
    return { ...createSpecialOrder, record: createSpecialOrder.order };
  },
};
