/**
 * The messages' and subscribers' data handlers through the data provider: list variables (sort enum, search, kind and
 * handled filters, status), one message by its id, the handled mark sent as `setMessageHandled` and a refusal shown
 * as the API's translated message; and the first line the list shows of a message.
 */
import { HttpError } from 'ra-core';
import { createDataProvider } from '../data-provider';
import { createGraphQLRequest } from '../graphql-client';
import { fakeFetch, operationOf } from '../test-fetch';
import { firstLine, handledFilter } from './messages';
import { SUBSCRIBERS_CSV_URL } from './subscribers';

function provider(answer: Parameters<typeof fakeFetch>[0], lang = 'es') {
  const fake = fakeFetch(answer);
  const request = createGraphQLRequest({ lang: () => lang, fetch: fake.fetch });
  return { dataProvider: createDataProvider(request), calls: fake.calls };
}

const message = { id: 'contact-3', kind: 'contact', fromName: 'Ana', text: 'Hola', handledAt: null };

describe('the messages handler', () => {
  it('lists with the sort enum, the search, the kind and the handled filter', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { adminMessages: { items: [message], total: 1 } } },
    }));
    const result = await dataProvider.getList('messages', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: ' precio ', kind: 'contact', handled: 'false' },
    });
    expect(result).toEqual({ data: [message], total: 1 });
    expect(operationOf(calls[0]!)).toBe('AdminMessages');
    expect(calls[0]!.variables).toEqual({
      page: 2,
      perPage: 10,
      sort: 'CREATED_AT',
      order: 'DESC',
      q: 'precio',
      kind: 'contact',
      handled: false,
    });
  });

  it('reads one message by its id', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminMessage: message } } }));
    expect(await dataProvider.getOne('messages', { id: 'contact-3' })).toEqual({ data: message });
    expect(calls[0]!.variables).toEqual({ id: 'contact-3' });
  });

  it('sends the handled mark as setMessageHandled, and shows a refusal', async () => {
    const handled = { ...message, handledAt: '2025-03-01T10:00:00.000Z', handledBy: 'staff@x.es' };
    const { dataProvider, calls } = provider((call) =>
      call.variables['id'] === 'contact-3'
        ? { body: { data: { setMessageHandled: { ok: true, errors: [], message: handled } } } }
        : {
            body: {
              data: {
                setMessageHandled: {
                  ok: false,
                  errors: [{ field: 'id', message: 'No existe ningún mensaje con ese identificador.' }],
                  message: null,
                },
              },
            },
          },
    );
    const done = await dataProvider.update('messages', {
      id: 'contact-3',
      data: { handled: true },
      previousData: message,
    });
    expect(done).toEqual({ data: handled });
    expect(operationOf(calls[0]!)).toBe('SetMessageHandled');
    expect(calls[0]!.variables).toEqual({ id: 'contact-3', handled: true });
    await dataProvider.update('messages', { id: 'contact-3', data: { handled: 'yes' }, previousData: message });
    expect(calls[1]!.variables).toEqual({ id: 'contact-3', handled: false });
    const refused = dataProvider.update('messages', { id: 'x-1', data: { handled: true }, previousData: message });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ message: 'No existe ningún mensaje con ese identificador.' });
  });

  it('reads the handled filter and cuts the first line', () => {
    expect(handledFilter('true')).toBe(true);
    expect(handledFilter(false)).toBe(false);
    expect(handledFilter('')).toBeUndefined();
    expect(firstLine('\n  Hola, ¿qué tal?\nSegunda')).toBe('Hola, ¿qué tal?');
    expect(firstLine('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(firstLine('')).toBe('');
  });
});

describe('the subscribers handler', () => {
  it('lists with the sort enum, the search and the status', async () => {
    const subscriber = { id: '1', email: 'lucia@example.com', status: 'confirmed' };
    const { dataProvider, calls } = provider(() => ({
      body: { data: { adminSubscribers: { items: [subscriber], total: 1 } } },
    }));
    const result = await dataProvider.getList('subscribers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'lucia', status: 'confirmed' },
    });
    expect(result).toEqual({ data: [subscriber], total: 1 });
    expect(calls[0]!.variables).toEqual({
      page: 1,
      perPage: 25,
      sort: 'EMAIL',
      order: 'ASC',
      q: 'lucia',
      status: 'confirmed',
    });
    expect(SUBSCRIBERS_CSV_URL).toBe('/api/admin/subscribers.csv');
  });
});
