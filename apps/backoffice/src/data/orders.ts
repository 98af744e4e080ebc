/**
 * The shop's orders (`adminOrders`, `adminOrder`) and the one change made to them here, their state (`setOrderState`):
 * react-admin's `update` of an order sends only `state`, which the API checks against `ORDER_TRANSITIONS`. Orders are
 * neither created nor deleted from the back office.
 */
import {
  AdminOrderDocument,
  AdminOrdersDocument,
  SetOrderStateDocument,
  type AdminOrderSort,
} from '../generated/graphql';
import { sortOf, text, textOf, type ResourceHandler } from './resource';

/** react-admin's sort field → the orders list's sort enum. */
export const ORDER_SORTS = {
  id: 'ID',
  orderDate: 'ORDER_DATE',
  total: 'TOTAL',
  state: 'STATE',
} as const satisfies Record<string, AdminOrderSort>;

/** The list's filter values as the API's arguments (search, state, kind, order days `YYYY-MM-DD`). */
export function ordersFilter(filter: Record<string, unknown>) {
  return {
    q: text(filter['q']),
    state: text(filter['state']),
    kind: text(filter['kind']),
    from: text(filter['from']),
    to: text(filter['to']),
  };
}

export const orders: ResourceHandler = {
  async getList(request, { page, perPage, order, sortField, filter }) {
    const sort = sortOf(ORDER_SORTS, sortField);
    const { adminOrders } = await request(AdminOrdersDocument, { page, perPage, sort, order, ...ordersFilter(filter) });
    return { data: adminOrders.items, total: adminOrders.total };
  },
  getOne: async (request, id) => (await request(AdminOrderDocument, { id })).adminOrder,
  async update(request, id, values) {
    const { setOrderState } = await request(SetOrderStateDocument, { id, state: textOf(values, 'state') });
    return { ...setOrderState, record: setOrderState.order };
  },
};
