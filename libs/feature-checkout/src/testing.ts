/** Results shaped like the API's answers to the checkout's operations, for its tests. */
import type { CheckoutPageData } from './documents';

/** Step 1's data of a buyer with one saved address: Spain and France with their shipping costs, and Japan without. */
export function checkoutPageFixture(overrides: Partial<CheckoutPageData> = {}): CheckoutPageData {
  return {
    me: {
      id: 'u1',
      name: 'Ana',
      surname: 'Rey',
      email: 'ana@example.com',
      phone: '600000000',
      prefix: '+34',
      shippingAddresses: [
        {
          id: '4',
          fullAddress: 'Calle Mayor 1, 2º, 28013 Madrid, Madrid, España',
          floor: '2º',
          route: 'Calle Mayor 1',
          postalCode: '28013',
          locality: 'Madrid',
          province: 'Madrid',
          country: 'España',
          countryCode: 'ES',
          aditionalInfo: 'Portero',
          fiscalName: null,
          fiscalDocument: null,
          CACode: null,
        },
      ],
    },
    countries: [
      { code: 'ES', name: 'España', dial_code: '+34' },
      { code: 'FR', name: 'Francia', dial_code: '+33' },
      { code: 'JP', name: 'Japón', dial_code: '+81' },
    ],
    getShippingCosts: [
      {
        id: '1',
        countryCode: 'ES',
        lessThan200: 15,
        lessThan400: 20,
        lessThan600: 25,
        lessThan900: 30,
        moreThan900: 40,
      },
      {
        id: '2',
        countryCode: 'FR',
        lessThan200: 30,
        lessThan400: 40,
        lessThan600: 50,
        lessThan900: 60,
        moreThan900: 80,
      },
    ],
    ...overrides,
  };
}
