/**
 * The ticket office's screens and the users' disabling in the app over a fake API: the invitations' list, creation,
 * edit and page with its tickets, the tickets' list with its state filter and the "Revoke" button (asked for
 * confirmation before anything is sent), and the disabled chip and "Disable"/"Enable" button of users, every label
 * translated (no missing key) in Spanish and in English; a label with markup is shown as text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationOf, type RecordedCall } from '../test-fetch';
import { renderApp } from '../test-app';

const ticket = {
  __typename: 'AdminTicket',
  id: '9',
  code: 'AM26-7K3M-Q9TX-2HRB',
  invitationId: '3',
  invitationCode: 'VIP-NORTE-2026',
  name: 'Lucía Gómez',
  email: 'lucia@example.com',
  lang: 'es',
  createdAt: '2026-01-11T10:00:00.000Z',
  state: 'valid',
  admittedAt: null,
  admittedDesk: null,
  revokedAt: null,
};
const invitation = {
  __typename: 'AdminInvitation',
  id: '3',
  code: 'VIP-NORTE-2026',
  catalogPrefix: 'AM26',
  label: '<b>Galería</b> Norte',
  maxUses: 20,
  uses: 1,
  expiresAt: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  status: 'active',
};
const user = {
  __typename: 'AdminUser',
  id: '0b4c2a9e-1111-4222-8333-444455556666',
  email: 'ana@example.com',
  fullName: 'Ana Prueba',
  role: 'staff',
  createdAt: '2025-01-01T00:00:00.000Z',
  disabled: true,
  disabledAt: '2026-01-01T00:00:00.000Z',
};

function answerAs(role: 'staff' | 'admin') {
  return (call: RecordedCall) => {
    switch (operationOf(call)) {
      case 'AdminSession':
        return { adminSession: { id: 'me', email: `${role}@x.es`, fullName: 'Yo', role } };
      case 'AdminInvitations':
        return { adminInvitations: { items: [invitation], total: 1 } };
      case 'AdminInvitation':
        return { adminInvitation: { ...invitation, tickets: [ticket] } };
      case 'AdminTickets':
        return { adminTickets: { items: [ticket], total: 1 } };
      case 'RevokeTicket':
        return {
          revokeTicket: { ok: true, errors: [], ticket: { ...ticket, state: 'revoked', revokedAt: ticket.createdAt } },
        };
      case 'AdminUsers':
        return { adminUsers: { items: [user], total: 1 } };
      case 'AdminUser':
        return { adminUser: user };
      case 'SetUserDisabled':
        return { setUserDisabled: { ok: true, errors: [], user: { ...user, disabled: false, disabledAt: null } } };
      default:
        return {};
    }
  };
}

describe('the ticket office screens', () => {
  it.each([
    ['es', 'Activa', 'Entregada a'],
    ['en', 'Active', 'Given to'],
  ] as const)(
    'lists invitations in %s with uses and status; a label with markup is text',
    async (lang, status, column) => {
      const { missing } = await renderApp('#/invitations', lang, answerAs('staff'));
      const row = (await screen.findByText('VIP-NORTE-2026')).closest('tr')!;
      expect(within(row).getByText(status)).toBeInTheDocument();
      expect(within(row).getByText('1 / 20')).toBeInTheDocument();
      expect(within(row).getByText('<b>Galería</b> Norte')).toBeInTheDocument();
      expect(row.querySelector('b')).toBeNull();
      expect(screen.getAllByText(column).length).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    },
  );

  it('shows an invitation with the tickets it issued (en)', async () => {
    const { missing } = await renderApp('#/invitations/3/show', 'en', answerAs('staff'));
    expect(await screen.findByText('AM26-7K3M-Q9TX-2HRB')).toBeInTheDocument();
    expect(screen.getByText('Lucía Gómez')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('refuses a new invitation without label or with a bad code before anything is sent (es)', async () => {
    const { calls, missing } = await renderApp('#/invitations/create', 'es', answerAs('staff'));
    const code = await screen.findByLabelText(/^Código/);
    await userEvent.type(code, 'x!');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText(/El código son de 4 a 32 letras/)).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('CreateInvitation');
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', '#/invitations/create', 'Guardar', 'Debe estar entre 1 y 10000.'],
    ['en', '#/invitations/3', 'Save', 'It must be between 1 and 10000.'],
  ] as const)('refuses 0 maximum uses with the app’s message (%s, %s)', async (lang, hash, save, message) => {
    const { calls, missing } = await renderApp(hash, lang, answerAs('staff'));
    const maxUses = await screen.findByLabelText(lang === 'es' ? 'Usos máximos' : 'Maximum uses');
    // No native constraint (`min`, `max`): the browser would refuse first, in its own words and language (issue 34).
    expect(maxUses).not.toHaveAttribute('min');
    expect(maxUses).not.toHaveAttribute('max');
    await userEvent.clear(maxUses);
    await userEvent.type(maxUses, '0');
    await userEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('CreateInvitation');
    expect(calls.map(operationOf)).not.toContain('UpdateInvitation');
    expect(missing).toEqual([]);
  });

  it('revokes a valid ticket only after the confirmation (es)', async () => {
    const { calls, missing } = await renderApp('#/tickets', 'es', answerAs('staff'));
    const row = (await screen.findByText('AM26-7K3M-Q9TX-2HRB')).closest('tr')!;
    expect(within(row).getByText('Válida')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('¿Revocar la entrada AM26-7K3M-Q9TX-2HRB?')).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('RevokeTicket');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.map(operationOf)).toContain('RevokeTicket'));
    expect(calls.find((c) => operationOf(c) === 'RevokeTicket')!.variables).toEqual({ id: '9' });
    expect(await screen.findByText('Entrada revocada')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('lists tickets in English with the state filter', async () => {
    const { calls, missing } = await renderApp(
      '#/tickets?filter=%7B%22state%22%3A%22valid%22%7D',
      'en',
      answerAs('admin'),
    );
    expect(await screen.findByText('AM26-7K3M-Q9TX-2HRB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    const list = calls.find((c) => operationOf(c) === 'AdminTickets')!;
    expect(list.variables['state']).toBe('valid');
    expect(missing).toEqual([]);
  });
});

describe('the users’ disabling', () => {
  it('shows the disabled chip and filter in the list (es)', async () => {
    const { missing } = await renderApp('#/users', 'es', answerAs('admin'));
    const row = (await screen.findByText('ana@example.com')).closest('tr')!;
    expect(within(row).getByText('Desactivada')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('enables a disabled user from the edit screen (en)', async () => {
    const { calls, missing } = await renderApp(`#/users/${user.id}`, 'en', answerAs('admin'));
    await userEvent.click(await screen.findByRole('button', { name: 'Enable again' }));
    await waitFor(() => expect(calls.map(operationOf)).toContain('SetUserDisabled'));
    expect(calls.find((c) => operationOf(c) === 'SetUserDisabled')!.variables).toEqual({
      id: user.id,
      disabled: false,
    });
    expect(missing).toEqual([]);
  });
});
