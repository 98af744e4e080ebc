/**
 * The orders' data handler through the data provider: the list's variables (sort enum, search, state, kind and day
 * filters), one order, the change of state as `setOrderState` with the state alone, a refusal under its field, and
 * no create or delete.
 */
import { HttpError } from 'ra-core';
import { createDataProvider, NOT_SUPPORTED } from '../data-provider';
import { createGraphQLRequest } from '../graphql-client';
import { fakeFetch, operationOf } from '../test-fetch';
import { ordersFilter } from './orders';

function provider(answer: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(answer);
  const request = createGraphQLRequest({ lang: () => 'es', fetch: fake.fetch });
  return { dataProvider: createDataProvider(request), calls: fake.calls };
}

const order = { id: '3', orderCode: 'AM-PAID000001', state: 'paid', total: 900, nextStates: ['shipped'] };

describe('the orders handler', () => {
  it('lists with the sort enum and every filter, blanks left out', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminOrders: { items: [order], total: 1 } } } }));
    const result = await dataProvider.getList('orders', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'total', order: 'DESC' },
      filter: { q: ' núñez ', state: 'paid', kind: 'shop', from: '2025-03-01', to: '', unknown: 'x' },
    });
    expect(result).toEqual({ data: [order], total: 1 });
    expect(operationOf(calls[0]!)).toBe('AdminOrders');
    expect(calls[0]!.variables).toEqual({
      page: 2,
      perPage: 10,
      sort: 'TOTAL',
      order: 'DESC',
      q: 'núñez',
      state: 'paid',
      kind: 'shop',
      from: '2025-03-01',
    });
  });

  it('sends an unknown sort field as the API default', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminOrders: { items: [], total: 0 } } } }));
    await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'client', order: 'ASC' },
    });
    expect(calls[0]!.variables['sort']).toBeUndefined();
  });

  it('reads one order', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminOrder: order } } }));
    expect(await dataProvider.getOne('orders', { id: '3' })).toEqual({ data: order });
    expect(operationOf(calls[0]!)).toBe('AdminOrder');
    expect(calls[0]!.variables).toEqual({ id: '3' });
  });

  it('changes the state alone with setOrderState', async () => {
    const shipped = { ...order, state: 'shipped', nextStates: ['delivered'] };
    const { dataProvider, calls } = provider(() => ({
      body: { data: { setOrderState: { ok: true, errors: [], order: shipped } } },
    }));
    const result = await dataProvider.update('orders', {
      id: '3',
      data: { ...order, state: 'shipped' },
      previousData: order,
    });
    expect(result).toEqual({ data: shipped });
    expect(operationOf(calls[0]!)).toBe('SetOrderState');
    expect(calls[0]!.variables).toEqual({ id: '3', state: 'shipped' });
  });

  it('rejects a refused change with its translated message under the field', async () => {
    const message = 'Solo un administrador puede cancelar un pedido o marcarlo como reembolsado.';
    const { dataProvider } = provider(() => ({
      body: { data: { setOrderState: { ok: false, errors: [{ field: 'state', message }], order: null } } },
    }));
    const error = (await dataProvider
      .update('orders', { id: '3', data: { state: 'cancelled' }, previousData: order })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(message);
    expect(error.body).toMatchObject({ errors: { state: message } });
  });

  it('neither creates nor deletes orders', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: {} } }));
    await expect(dataProvider.create('orders', { data: {} })).rejects.toThrow(NOT_SUPPORTED);
    await expect(dataProvider.delete('orders', { id: '3', previousData: order })).rejects.toThrow(NOT_SUPPORTED);
    expect(calls).toEqual([]);
  });

  it('reads the filter values as the API arguments', () => {
    expect(ordersFilter({ q: '  ', state: 'expired', to: '2025-03-31' })).toEqual({
      q: undefined,
      state: 'expired',
      kind: undefined,
      from: undefined,
      to: '2025-03-31',
    });
  });
});
