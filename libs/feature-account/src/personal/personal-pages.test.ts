/**
 * @jest-environment node
 */
import { pageAt } from '@art/page-kit/testing';
import { loadBillingPage } from './personal-pages';

describe('loadBillingPage', () => {
  it('loads the addresses and the orders', async () => {
    const page = pageAt('shop', '/es/shop/facturacion', (operation) =>
      operation === 'MyOrders'
        ? { me: { id: 'u1', orders: [] } }
        : { me: { id: 'u1', shippingAddresses: [] }, countries: [] },
    );
    await loadBillingPage(page);
    expect(page.asked.map((asked) => asked.operation).sort()).toEqual(['MyAddresses', 'MyOrders']);
  });
});
