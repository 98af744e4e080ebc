/**
 * The sales settings' data handlers (discount codes, shipping costs, special orders) through the data provider: list
 * variables (sort enums, search), form values as the API's inputs (blank dates and uses as null, bands in euros, an
 * address's blank parts as null, the works' ids), deletion through the update, refusals under their fields, and the
 * same zod schemas the API runs.
 */
import { HttpError } from 'ra-core';
import { adminCouponInputSchema, adminShippingCostInputSchema, adminSpecialOrderInputSchema } from '@art/admin-model';
import { createDataProvider } from '../data-provider';
import { createGraphQLRequest } from '../graphql-client';
import { fakeFetch, operationOf } from '../test-fetch';
import { schemaValidator } from '../validation';
import { couponInput } from './coupons';
import { shippingCostInput } from './shipping';
import { specialOrderInput } from './special-orders';

function provider(answer: Parameters<typeof fakeFetch>[0], lang = 'es') {
  const fake = fakeFetch(answer);
  const request = createGraphQLRequest({ lang: () => lang, fetch: fake.fetch });
  return { dataProvider: createDataProvider(request), calls: fake.calls };
}

const page = (items: unknown[]) => ({ items, total: items.length });
const coupon = { id: 'VERANO-25', code: 'VERANO-25', kind: 'percent', value: 12.5, status: 'active' };

describe('the discount codes handler', () => {
  it('lists with the sort enum and the search, and reads one by its code', async () => {
    const { dataProvider, calls } = provider((call) =>
      operationOf(call) === 'AdminCoupons'
        ? { body: { data: { adminCoupons: page([coupon]) } } }
        : { body: { data: { adminCoupon: coupon } } },
    );
    const result = await dataProvider.getList('coupons', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'usedCount', order: 'DESC' },
      filter: { q: ' veran ' },
    });
    expect(result).toEqual({ data: [coupon], total: 1 });
    expect(calls[0]!.variables).toEqual({ page: 1, perPage: 25, sort: 'USED_COUNT', order: 'DESC', q: 'veran' });
    await dataProvider.getOne('coupons', { id: 'VERANO-25' });
    expect(calls[1]!.variables).toEqual({ code: 'VERANO-25' });
  });

  it('sends blank dates and uses as null, and shows a refusal under its field', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: {
        data: {
          createCoupon: {
            ok: false,
            errors: [{ field: 'code', message: 'Ya hay un código promocional con ese código.' }],
            coupon: null,
          },
        },
      },
    }));
    const error: unknown = await dataProvider
      .create('coupons', {
        data: { code: 'verano-25', kind: 'amount', value: '10,5', validFrom: '', validTo: null, maxUses: '' },
      })
      .catch((e: unknown) => e);
    expect(calls[0]!.variables).toEqual({
      input: { code: 'verano-25', kind: 'amount', value: 10.5, validFrom: null, validTo: null, maxUses: null },
    });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      body: { errors: { code: 'Ya hay un código promocional con ese código.' } },
    });
  });

  it('deletes a code, and shows the refusal of a used one', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: {
        data: { deleteCoupon: { ok: false, errors: [{ field: 'code', message: 'Este código ya se ha usado.' }] } },
      },
    }));
    const error: unknown = await dataProvider
      .delete('coupons', { id: 'VERANO-25', previousData: coupon })
      .catch((e: unknown) => e);
    expect(operationOf(calls[0]!)).toBe('DeleteCoupon');
    expect(calls[0]!.variables).toEqual({ code: 'VERANO-25' });
    expect(error).toMatchObject({ status: 400, message: 'Este código ya se ha usado.' });
  });

  it('checks the form with the schema the API runs', () => {
    const validate = schemaValidator(adminCouponInputSchema, couponInput);
    expect(validate({ code: 'VERANO-25', kind: 'percent', value: 12.5 })).toEqual({});
    expect(
      validate({
        code: 'a b',
        kind: 'percent',
        value: 120,
        validFrom: '2026-02-01T10:00:00Z',
        validTo: '2026-01-01T10:00:00Z',
        maxUses: 0,
      }),
    ).toEqual({
      code: { message: 'errors:admin.couponCode', args: {} },
      value: { message: 'errors:admin.positiveMax', args: { min: 0, max: 100 } },
      validTo: { message: 'errors:admin.couponDates', args: {} },
      maxUses: { message: 'errors:admin.range', args: { min: 1, max: 1_000_000 } },
    });
  });
});

describe('the shipping costs handler', () => {
  const bands = { lessThan200: 15, lessThan400: 20, lessThan600: 25, lessThan900: 30, moreThan900: 0 };

  it('lists with the search and sends the bands in euros', async () => {
    const { dataProvider, calls } = provider((call) =>
      operationOf(call) === 'AdminShippingCosts'
        ? { body: { data: { adminShippingCosts: page([]) } } }
        : {
            body: {
              data: { updateShippingCost: { ok: true, errors: [], shippingCost: { id: '2', countryCode: 'ES' } } },
            },
          },
    );
    await dataProvider.getList('shipping', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'countryCode', order: 'ASC' },
      filter: { q: 'españa' },
    });
    expect(calls[0]!.variables).toEqual({ page: 1, perPage: 25, order: 'ASC', q: 'españa' });
    await dataProvider.update('shipping', {
      id: '2',
      data: { countryCode: 'es', ...bands, lessThan400: '20,5' },
      previousData: { id: '2' },
    });
    expect(calls[1]!.variables).toEqual({ id: '2', input: { countryCode: 'es', ...bands, lessThan400: 20.5 } });
  });

  it('deletes a country’s costs', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { deleteShippingCost: { ok: true, errors: [] } } },
    }));
    const deleted = await dataProvider.delete('shipping', { id: '2', previousData: { id: '2' } });
    expect(operationOf(calls[0]!)).toBe('DeleteShippingCost');
    expect(deleted.data).toEqual({ id: '2' });
  });

  it('checks the form with the schema the API runs', () => {
    const validate = schemaValidator(adminShippingCostInputSchema, shippingCostInput);
    expect(validate({ countryCode: 'fr', ...bands })).toEqual({});
    expect(validate({ countryCode: 'Francia', ...bands, lessThan200: -1, moreThan900: 1.005 })).toEqual({
      countryCode: { message: 'errors:admin.country', args: {} },
      lessThan200: { message: 'errors:admin.range', args: { min: 0, max: 100_000 } },
      moreThan900: { message: 'errors:admin.decimals', args: { max: 2 } },
    });
  });
});

describe('the special orders handler', () => {
  const address = {
    name: 'Claire',
    surname: 'Martin',
    phone: '+33 6 12 34 56 78',
    route: '12 rue de Rivoli',
    postalCode: '75001',
    locality: 'Paris',
    province: 'Île-de-France',
    countryCode: 'FR',
  };
  const values = {
    clientEmail: 'claire@example.com',
    clientName: 'Claire',
    clientSurname: 'Martin',
    clientPhone: '+33 6 12 34 56 78',
    shippingAddress: address,
    sameBilling: true,
    workIds: ['4', '7'],
    transport: '',
    observations: '',
  };

  it('sends the address with blank parts as null, no billing address when the same, and the works', async () => {
    const order = {
      id: '12',
      orderCode: 'AM-X',
      subtotal: 10,
      transport: 0,
      taxes: 1.74,
      total: 10,
      paymentUrl: 'https://shop/x',
    };
    const { dataProvider, calls } = provider(() => ({
      body: { data: { createSpecialOrder: { ok: true, errors: [], order } } },
    }));
    const made = await dataProvider.create('special-orders', { data: values });
    expect(made.data).toEqual(order);
    expect(calls[0]!.variables).toEqual({
      input: {
        clientEmail: 'claire@example.com',
        clientName: 'Claire',
        clientSurname: 'Martin',
        clientPhone: '+33 6 12 34 56 78',
        shippingAddress: {
          ...address,
          floor: null,
          aditionalInfo: null,
          fiscalName: null,
          fiscalDocument: null,
          CACode: null,
        },
        billingAddress: null,
        workIds: ['4', '7'],
        transport: null,
        observations: '',
      },
    });
  });

  it('checks the form with the schema the API runs', () => {
    const validate = schemaValidator(adminSpecialOrderInputSchema, specialOrderInput);
    expect(validate(values)).toEqual({});
    expect(
      validate({
        ...values,
        clientEmail: 'no',
        shippingAddress: { ...address, route: '' },
        workIds: [],
        transport: -1,
      }),
    ).toEqual({
      clientEmail: { message: 'errors:admin.email', args: {} },
      shippingAddress: { message: 'errors:order.routeRequired', args: { max: 200 } },
      workIds: { message: 'errors:admin.required', args: {} },
      transport: { message: 'errors:admin.range', args: { min: 0, max: 100_000 } },
    });
  });
});
