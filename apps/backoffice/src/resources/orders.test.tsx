/**
 * The orders' screens in the app over a fake API: the list's rows with their state, every label translated (no missing
 * key) in Spanish and English, the order's page with its works, addresses, amounts and payment attempts, the
 * "mark as shipped" button that changes the state and says so, the confirmation before cancelling, and staff, whom the
 * API offers no cancelling, seeing no such button; on a phone, the state buttons still say what they do (issue 34).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationOf, type RecordedCall } from '../test-fetch';
import { renderApp } from '../test-app';

const address = {
  __typename: 'AdminOrderAddress',
  name: 'José',
  surname: 'Núñez',
  phone: '+34 600 000 000',
  route: 'Calle Mayor 1',
  floor: '2º B',
  postalCode: '28013',
  locality: 'Madrid',
  province: 'Madrid',
  countryCode: 'ES',
  countryNameES: 'España',
  countryNameEN: 'Spain',
  aditionalInfo: null,
  fiscalName: null,
  fiscalDocument: null,
  CACode: null,
};

/** The order as the API answers a caller of `role`, in `state`. */
function orderOf(role: string, state: string) {
  const next: Record<string, string[]> = {
    paid: role === 'admin' ? ['shipped', 'cancelled', 'refunded'] : ['shipped'],
    shipped: ['delivered'],
    cancelled: role === 'admin' ? ['refunded'] : [],
  };
  return {
    __typename: 'AdminOrder',
    id: '3',
    orderCode: 'AM-PAID000001',
    kind: 'shop',
    state,
    nextStates: next[state] ?? [],
    lang: 'es',
    email: 'jose@example.com',
    userId: null,
    userEmail: null,
    clientName: null,
    clientSurname: null,
    clientPhone: null,
    clientType: 'particular',
    paymentMethod: 'card',
    couponCode: null,
    observations: '',
    subtotal: 900,
    transport: 0,
    discount: 0,
    taxes: 156.2,
    total: 900,
    currency: 'EUR',
    orderDate: '2025-03-10T10:00:00.000Z',
    holdUntil: null,
    confirmDate: '2025-03-10T10:05:00.000Z',
    shippingAddress: address,
    billingAddress: null,
    items: [
      {
        __typename: 'AdminOrderItem',
        workId: '12',
        title: 'Jardín de invierno',
        artistName: 'Ana Muñoz',
        units: 1,
        unitPrice: 900,
      },
    ],
    paymentAttempts: [
      {
        __typename: 'AdminPaymentAttempt',
        id: '1',
        redsysOrder: '5002BBBB',
        amount: 900,
        state: 'paid',
        responseCode: '0000',
        authorisationCode: 'A1B2C3',
        createdAt: '2025-03-10T10:01:00.000Z',
        notifiedAt: '2025-03-10T10:05:00.000Z',
      },
    ],
  };
}

/** A fake API for a caller of `role`: the order moves when `setOrderState` is called. */
function api(role: string) {
  let state = 'paid';
  return (call: RecordedCall) => {
    switch (operationOf(call)) {
      case 'AdminSession':
        return { adminSession: { id: 'u1', email: `${role}@x.es`, fullName: role, role } };
      case 'AdminOrders':
        return { adminOrders: { items: [orderOf(role, state)], total: 1 } };
      case 'AdminOrder':
        return { adminOrder: orderOf(role, state) };
      case 'SetOrderState':
        state = String(call.variables['state']);
        return { setOrderState: { __typename: 'AdminOrderResult', ok: true, errors: [], order: orderOf(role, state) } };
      default:
        return {};
    }
  };
}

describe('the orders screens', () => {
  it.each([
    ['es', 'Pagado', 'José Núñez · jose@example.com', 'Pedidos'],
    ['en', 'Paid', 'José Núñez · jose@example.com', 'Orders'],
  ] as const)('lists orders in %s with their state', async (lang, state, client, menu) => {
    const { missing, calls } = await renderApp('#/orders', lang, api('staff'));
    const row = (await screen.findByText('AM-PAID000001')).closest('tr')!;
    expect(within(row).getByText(state)).toBeInTheDocument();
    expect(within(row).getByText(client)).toBeInTheDocument();
    expect(within(row).getByText(/900,00|900\.00/)).toBeInTheDocument();
    expect((await screen.findAllByRole('menuitem', { name: new RegExp(menu) })).length).toBeGreaterThan(0);
    expect(calls.find((c) => operationOf(c) === 'AdminOrders')!.variables).toMatchObject({
      sort: 'ORDER_DATE',
      order: 'DESC',
    });
    expect(missing).toEqual([]);
  });

  it('shows an order and marks it shipped, with a notice and its new state (staff, es)', async () => {
    const { missing, calls } = await renderApp('#/orders/3/show', 'es', api('staff'));
    expect(await screen.findByText('Jardín de invierno')).toBeInTheDocument();
    expect(screen.getByText('Ana Muñoz')).toBeInTheDocument();
    expect(screen.getByText('5002BBBB')).toBeInTheDocument();
    expect(screen.getByText('A1B2C3')).toBeInTheDocument();
    expect(screen.getByText('España')).toBeInTheDocument();
    expect(screen.getByText('La misma dirección de envío')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como reembolsado' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como enviado' }));
    expect(await screen.findByText('Estado del pedido: Enviado')).toBeInTheDocument();
    const set = calls.find((c) => operationOf(c) === 'SetOrderState')!;
    expect(set.variables).toEqual({ id: '3', state: 'shipped' });
    expect((await screen.findAllByText('Enviado')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Marcar como entregado' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('asks before an admin cancels an order (en)', async () => {
    const { missing, calls } = await renderApp('#/orders/3/show', 'en', api('admin'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel order AM-PAID000001?')).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('SetOrderState');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Order state: Cancelled')).toBeInTheDocument();
    expect(calls.find((c) => operationOf(c) === 'SetOrderState')!.variables).toEqual({ id: '3', state: 'cancelled' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as refunded' })).toBeInTheDocument());
    expect(missing).toEqual([]);
  });
});

/**
 * A browser `width` pixels wide for MUI's `useMediaQuery` (jsdom has no `matchMedia`): the `min-width` and `max-width`
 * queries of the theme's breakpoints, e.g. `(max-width:599.95px)`.
 */
function matchMediaAt(width: number) {
  return (query: string) => {
    const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    return {
      matches: bounds.length > 0 && bounds.every(([, side, px]) => (side === 'min' ? width >= +px! : width <= +px!)),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

describe('the order’s page on a phone (375 px)', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn(matchMediaAt(375)) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    // jsdom has none: the other screens keep the desktop layout.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it.each([
    ['es', 'staff', ['Marcar como enviado']],
    ['en', 'admin', ['Mark as shipped', 'Cancel order', 'Mark as refunded']],
  ] as const)('names each state button in words (%s, %s)', async (lang, role, names) => {
    const { missing } = await renderApp('#/orders/3/show', lang, api(role));
    for (const name of names) {
      // Its text, not only a tooltip's name: react-admin's button was an empty icon button below `sm`.
      expect(await screen.findByRole('button', { name })).toHaveTextContent(name);
    }
    expect(missing).toEqual([]);
  });
});
