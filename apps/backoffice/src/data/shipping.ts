/** The shipping costs per country (`adminShippingCosts`, `adminShippingCost`, create, update, delete). */
import { SHIPPING_BANDS } from '@art/model';
import {
  AdminShippingCostDocument,
  AdminShippingCostsDocument,
  CreateShippingCostDocument,
  DeleteShippingCostDocument,
  UpdateShippingCostDocument,
  type AdminShippingCostInput,
} from '../generated/graphql';
import type { GraphQLRequest } from '../graphql-client';
import { numberOrNull, text, textOf, type ChangeAnswer, type ResourceHandler } from './resource';

/** A country's form values as `AdminShippingCostInput` (each band in euros; the schema checks them). */
export function shippingCostInput(values: Record<string, unknown>): AdminShippingCostInput {
  const bands = Object.fromEntries(SHIPPING_BANDS.map((band) => [band, numberOrNull(values[band]) as number]));
  return { countryCode: textOf(values, 'countryCode'), ...bands } as AdminShippingCostInput;
}

/** Deletes a country's shipping costs: `{ id }` when deleted, or the refusal. */
export async function deleteShippingCost(request: GraphQLRequest, id: string): Promise<ChangeAnswer> {
  const { deleteShippingCost: answer } = await request(DeleteShippingCostDocument, { id });
  return { ...answer, record: answer.ok ? { id } : null };
}

export const shipping: ResourceHandler = {
  async getList(request, { page, perPage, order, filter }) {
    const { adminShippingCosts } = await request(AdminShippingCostsDocument, {
      page,
      perPage,
      order,
      q: text(filter['q']),
    });
    return { data: adminShippingCosts.items, total: adminShippingCosts.total };
  },
  getOne: async (request, id) => (await request(AdminShippingCostDocument, { id })).adminShippingCost,
  async create(request, values) {
    const { createShippingCost } = await request(CreateShippingCostDocument, { input: shippingCostInput(values) });
    return { ...createShippingCost, record: createShippingCost.shippingCost };
  },
  async update(request, id, values) {
    const { updateShippingCost } = await request(UpdateShippingCostDocument, { id, input: shippingCostInput(values) });
    return { ...updateShippingCost, record: updateShippingCost.shippingCost };
  },
  delete: deleteShippingCost,
};
