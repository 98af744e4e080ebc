/**
 * The sales settings' screens in the app over a fake API: the discount codes and shipping costs lists (an admin's,
 * every label translated in Spanish and English), a code's edit screen, a refused value shown under its field before
 * anything is sent (in the app's language: no browser constraint speaks first), and the special order's create screen
 * (staff), which shows the payment link once made.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationOf, type RecordedCall } from '../test-fetch';
import { renderApp } from '../test-app';

const coupon = {
  __typename: 'AdminCoupon',
  id: 'VERANO-25',
  code: 'VERANO-25',
  kind: 'percent',
  value: 12.5,
  validFrom: '2026-01-01T10:00:00.000Z',
  validTo: null,
  maxUses: 10,
  usedCount: 2,
  status: 'active',
};
const shippingCost = {
  __typename: 'AdminShippingCost',
  id: '3',
  countryCode: 'FR',
  countryNameES: 'Francia',
  countryNameEN: 'France',
  lessThan200: 25,
  lessThan400: 35,
  lessThan600: 45,
  lessThan900: 60,
  moreThan900: 90,
};
const made = {
  __typename: 'AdminSpecialOrder',
  id: '41',
  orderCode: 'AM-ABCDEFGHJK',
  subtotal: 2500,
  transport: 90,
  taxes: 449.5,
  total: 2590,
  paymentUrl: 'https://shop.example.com/es/shop/cesta/pago/AM-ABCDEFGHJK',
};

/** The works the special order's picker offers. */
const SALE_WORKS = [
  { id: '4', title: 'Blue painting', artistName: 'Ana Muñoz', price: 2500 },
  { id: '7', title: 'Night garden', artistName: 'Luis Pintor', price: 1200 },
];

const answerAs = (role: 'admin' | 'staff') => (call: RecordedCall) => {
  switch (operationOf(call)) {
    case 'AdminSession':
      return { adminSession: { id: 'u1', email: `${role}@x.es`, fullName: 'Persona', role } };
    case 'AdminCoupons':
      return { adminCoupons: { items: [coupon], total: 1 } };
    case 'AdminCoupon':
      return { adminCoupon: coupon };
    case 'AdminShippingCosts':
      return { adminShippingCosts: { items: [shippingCost], total: 1 } };
    case 'AdminShippingCost':
      return { adminShippingCost: shippingCost };
    case 'AdminSaleWorks': {
      const ids = (call.variables as { ids?: string[] }).ids;
      const q = (call.variables as { q?: string }).q ?? '';
      const items = SALE_WORKS.filter((w) =>
        ids ? ids.includes(w.id) : w.title.toLowerCase().includes(q.toLowerCase()),
      );
      return { adminSaleWorks: { items, total: items.length } };
    }
    case 'CreateSpecialOrder':
      return { createSpecialOrder: { ok: true, errors: [], order: made } };
    default:
      return {};
  }
};

describe('the sales settings screens', () => {
  it.each([
    ['es', '#/coupons', 'VERANO-25', 'Activo'],
    ['en', '#/coupons', 'VERANO-25', 'Percentage (%)'],
    ['es', '#/shipping', 'FR', 'Francia'],
    ['en', '#/shipping', 'FR', 'France'],
  ] as const)('lists in %s at %s, with translated columns', async (lang, hash, text, translated) => {
    const { missing } = await renderApp(hash, lang, answerAs('admin'));
    const row = (await screen.findAllByText(text))[0]!.closest('tr')!;
    expect(within(row).getAllByText(translated).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('edits a code with its code fixed, and refuses a percentage over 100 before calling the API (es)', async () => {
    const { calls, missing } = await renderApp('#/coupons/VERANO-25', 'es', answerAs('admin'));
    // The code is shown as text, not as a field that could be changed.
    const value = await screen.findByDisplayValue('12.5');
    expect(screen.queryByDisplayValue('VERANO-25')).not.toBeInTheDocument();
    expect(screen.getAllByText('VERANO-25').length).toBeGreaterThan(0);
    await userEvent.clear(value);
    await userEvent.type(value, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe ser mayor que 0 y como mucho 100.')).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('UpdateCoupon');
    expect(screen.getByRole('button', { name: 'Borrar' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', 'Usos máximos', 'Guardar', 'Debe estar entre 1 y 1000000.'],
    ['en', 'Maximum uses', 'Save', 'It must be between 1 and 1000000.'],
  ] as const)('refuses 0 maximum uses with the app’s message (%s)', async (lang, label, save, message) => {
    const { calls, missing } = await renderApp('#/coupons/VERANO-25', lang, answerAs('admin'));
    const maxUses = await screen.findByLabelText(label);
    // No native constraint (`min`, `max`): the browser would refuse first, in its own words and language (issue 34).
    expect(maxUses).not.toHaveAttribute('min');
    expect(maxUses).not.toHaveAttribute('max');
    await userEvent.clear(maxUses);
    await userEvent.type(maxUses, '0');
    await userEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.map(operationOf)).not.toContain('UpdateCoupon');
    expect(missing).toEqual([]);
  });

  it('makes a special order as staff and shows its payment link and the order (en)', async () => {
    const { calls, missing } = await renderApp('#/special-orders/create', 'en', answerAs('staff'));
    await userEvent.type(await screen.findByLabelText(/E-mail of the client/), 'claire@example.com');
    await userEvent.type(screen.getByLabelText(/Client's name/), 'Claire');
    await userEvent.type(screen.getByLabelText(/Client's surname/), 'Martin');
    await userEvent.type(screen.getByLabelText(/Client's phone/), '+33 6 12 34 56 78');
    for (const [label, value] of [
      ['Name', 'Claire'],
      ['Surname', 'Martin'],
      ['Phone', '+33 6 12 34 56 78'],
      ['Street and number', '12 rue de Rivoli'],
      ['Postcode', '75001'],
      ['Town', 'Paris'],
      ['Province', 'Paris'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    }
    const country = screen.getByLabelText(/^Country/);
    await userEvent.clear(country);
    await userEvent.type(country, 'FR');
    // The works are picked by title from those for sale, each shown with its artist and price.
    const works = screen.getByLabelText(/^Works/);
    await userEvent.type(works, 'blue');
    await userEvent.click(await screen.findByRole('option', { name: /Blue painting · Ana Muñoz · .*2,500\.00/ }));
    await userEvent.type(works, 'night');
    await userEvent.click(await screen.findByRole('option', { name: /Night garden · Luis Pintor/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(made.paymentUrl)).toHaveAttribute('href', made.paymentUrl);
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', '#/orders/41/show');
    const sent = calls.find((call) => operationOf(call) === 'CreateSpecialOrder')!;
    expect(sent.variables).toMatchObject({ input: { clientEmail: 'claire@example.com', workIds: ['4', '7'] } });
    expect(missing).toEqual([]);
  });

  it('does not show the codes to staff', async () => {
    await renderApp('#/special-orders/create', 'es', answerAs('staff'));
    expect(await screen.findAllByText('Nuevo pedido especial')).not.toHaveLength(0);
    // The menu names the screen by what it does (`app.specialOrders.menu`), not as a list of special orders.
    expect(await screen.findByRole('menuitem', { name: 'Nuevo pedido especial' })).toBeInTheDocument();
    expect(screen.queryByText('Códigos promocionales')).not.toBeInTheDocument();
  });
});
