/**
 * The ticket office's data handlers (invitations, tickets) and the users' disabling through the data provider: list
 * variables (sort enums, filters), form values as the API's inputs (blank code, catalogue and expiry as null), the
 * revocation and the disabling as react-admin updates, refusals under their fields, and the same zod schemas the API
 * runs.
 */
import { HttpError } from 'ra-core';
import { formZod } from '@art/model';
import { adminInvitationForm, adminInvitationUpdateForm } from '@art/admin-model';
import { createDataProvider } from '../data-provider';
import { createGraphQLRequest } from '../graphql-client';
import { fakeFetch, operationOf } from '../test-fetch';
import { schemaValidator } from '../validation';
import { invitationInput, invitationUpdateInput } from './invitations';
import { ticketsFilter } from './tickets';
import { yesNoFilter } from './users';

function provider(answer: Parameters<typeof fakeFetch>[0], lang = 'es') {
  const fake = fakeFetch(answer);
  const request = createGraphQLRequest({ lang: () => lang, fetch: fake.fetch });
  return { dataProvider: createDataProvider(request), calls: fake.calls };
}

const page = (items: unknown[]) => ({ items, total: items.length });

const INVITATION = {
  id: '3',
  code: 'VIP-NORTE-2026',
  catalogPrefix: 'AM26',
  label: 'Galería Norte',
  maxUses: 20,
  uses: 2,
  expiresAt: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  status: 'active',
};

describe('the invitations handler', () => {
  it('lists with the sort enum, the catalogue filter and the search', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminInvitations: page([INVITATION]) } } }));
    const result = await dataProvider.getList('invitations', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'uses', order: 'DESC' },
      filter: { q: ' norte ', catalog: 'AM26' },
    });
    expect(result).toEqual({ data: [INVITATION], total: 1 });
    expect(operationOf(calls[0]!)).toBe('AdminInvitations');
    expect(calls[0]!.variables).toEqual({
      page: 1,
      perPage: 25,
      sort: 'USES',
      order: 'DESC',
      q: 'norte',
      catalog: 'AM26',
    });
  });

  it('creates with blank code, catalogue and expiry as null, and shows a refusal under its field', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: {
        data: {
          createInvitation: {
            ok: false,
            errors: [{ field: 'code', message: 'Ya hay otra invitación con ese código.' }],
            invitation: null,
          },
        },
      },
    }));
    const values = { label: 'Galería Norte', maxUses: '20', expiresAt: '', catalogPrefix: ' ', code: '' };
    const error: unknown = await dataProvider.create('invitations', { data: values }).catch((e: unknown) => e);
    expect(operationOf(calls[0]!)).toBe('CreateInvitation');
    expect(calls[0]!.variables).toEqual({
      input: { label: 'Galería Norte', maxUses: 20, expiresAt: null, catalogPrefix: null, code: null },
    });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, body: { errors: { code: 'Ya hay otra invitación con ese código.' } } });
  });

  it('updates label, uses and expiry only (the code never changes)', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { updateInvitation: { ok: true, errors: [], invitation: INVITATION } } },
    }));
    const result = await dataProvider.update('invitations', {
      id: '3',
      data: { ...INVITATION, maxUses: 30, expiresAt: '2099-03-01T10:00' },
      previousData: INVITATION,
    });
    expect(result.data).toEqual(INVITATION);
    const input = calls[0]!.variables['input'] as Record<string, unknown>;
    expect(Object.keys(input).sort()).toEqual(['expiresAt', 'label', 'maxUses']);
    expect(input['expiresAt']).toBe(new Date('2099-03-01T10:00').toISOString());
  });

  it('validates with the API’s schemas: uses out of range, a past expiry, a bad code', () => {
    const create = schemaValidator(formZod(adminInvitationForm), invitationInput);
    expect(create({ label: 'L', maxUses: 1 })).toEqual({});
    const errors = create({ label: '', maxUses: 0, expiresAt: '2001-01-01T10:00', code: 'x!' });
    expect(Object.keys(errors).sort()).toEqual(['code', 'expiresAt', 'label', 'maxUses']);
    expect(errors['code']?.message).toBe('errors:admin.invitationCode');
    expect(errors['expiresAt']?.message).toBe('errors:admin.expiresPast');
    const update = schemaValidator(formZod(adminInvitationUpdateForm), invitationUpdateInput);
    expect(update({ label: '<b>x</b>', maxUses: 10_001 })['maxUses']?.message).toBe('errors:admin.range');
    expect(update({ label: '<b>x</b>', maxUses: 10 })).toEqual({});
  });
});

describe('the tickets handler', () => {
  const TICKET = {
    id: '9',
    code: 'AM26-7K3M-Q9TX-2HRB',
    invitationId: '3',
    invitationCode: 'VIP-NORTE-2026',
    name: 'Lucía',
    email: 'lucia@example.com',
    lang: 'es',
    createdAt: '2026-01-11T10:00:00.000Z',
    state: 'valid',
    admittedAt: null,
    admittedDesk: null,
    revokedAt: null,
  };

  it('lists newest first with the search, state and invitation filters', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminTickets: page([TICKET]) } } }));
    await dataProvider.getList('tickets', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: ' lucia ', state: 'valid', invitationId: '3' },
    });
    expect(operationOf(calls[0]!)).toBe('AdminTickets');
    expect(calls[0]!.variables).toEqual({
      page: 1,
      perPage: 25,
      sort: 'CREATED_AT',
      order: 'DESC',
      q: 'lucia',
      state: 'valid',
      invitationId: '3',
    });
    expect(ticketsFilter({})).toEqual({ q: undefined, invitationId: undefined, state: undefined });
  });

  it('revokes a ticket as its update, and shows the refusal', async () => {
    const revoked = { ...TICKET, state: 'revoked', revokedAt: '2026-01-12T10:00:00.000Z' };
    const { dataProvider, calls } = provider(() => ({
      body: { data: { revokeTicket: { ok: true, errors: [], ticket: revoked } } },
    }));
    const result = await dataProvider.update('tickets', { id: '9', data: { revoke: true }, previousData: TICKET });
    expect(operationOf(calls[0]!)).toBe('RevokeTicket');
    expect(calls[0]!.variables).toEqual({ id: '9' });
    expect(result.data).toEqual(revoked);

    const refused = provider(() => ({
      body: {
        data: {
          revokeTicket: {
            ok: false,
            errors: [{ field: 'id', message: 'Esta entrada ya estaba revocada.' }],
            ticket: null,
          },
        },
      },
    }));
    const error: unknown = await refused.dataProvider
      .update('tickets', { id: '9', data: { revoke: true }, previousData: TICKET })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
  });
});

describe('the users handler', () => {
  const USER = {
    id: '0b4c2a9e-1111-4222-8333-444455556666',
    email: 'ana@example.com',
    fullName: 'Ana',
    role: 'staff',
    createdAt: '2025-01-01T00:00:00.000Z',
    disabled: false,
    disabledAt: null,
  };

  it('filters by disabled, and disables with setUserDisabled (the role form still sets the role)', async () => {
    const { dataProvider, calls } = provider((call) =>
      operationOf(call) === 'AdminUsers'
        ? { body: { data: { adminUsers: page([USER]) } } }
        : operationOf(call) === 'SetUserDisabled'
          ? { body: { data: { setUserDisabled: { ok: true, errors: [], user: { ...USER, disabled: true } } } } }
          : { body: { data: { setUserRole: { ok: true, errors: [], user: USER } } } },
    );
    await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { disabled: 'true' },
    });
    expect(calls[0]!.variables['disabled']).toBe(true);
    const disabled = await dataProvider.update('users', {
      id: USER.id,
      data: { setDisabled: true },
      previousData: USER,
    });
    expect(operationOf(calls[1]!)).toBe('SetUserDisabled');
    expect(calls[1]!.variables).toEqual({ id: USER.id, disabled: true });
    expect(disabled.data).toMatchObject({ disabled: true });
    await dataProvider.update('users', { id: USER.id, data: { ...USER, role: 'editor' }, previousData: USER });
    expect(operationOf(calls[2]!)).toBe('SetUserRole');
    expect([yesNoFilter('false'), yesNoFilter(''), yesNoFilter(true)]).toEqual([false, undefined, true]);
  });
});
