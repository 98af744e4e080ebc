import { defineFaqKeyboardTests, expectNoSeriousViolations, test, E2E } from '@art/e2e-shared';

// The shop's FAQ, from the keyboard (e2e/shared/src/faq.ts) and for accessibility (the fair's information pages:
// e2e/fair/src/info.spec.ts).

test.beforeEach(async ({ context }) => {
  // Accepted cookies keep the banner from covering the bottom of the pages (the cookies page test withdraws them).
  for (const url of [E2E.fair, E2E.shop]) await context.addCookies([{ name: 'acceptCookies', value: '1', url }]);
});

test.describe('FAQ', () => {
  defineFaqKeyboardTests([
    [E2E.shop, '/es/shop/faq', 'Preguntas frecuentes', '¿Cómo puedo pagar?', 'Con tarjeta de crédito o débito'],
    [E2E.shop, '/en/shop/faq', 'Frequently asked questions', 'How can I pay?', 'By credit or debit card'],
  ]);
});

for (const url of [`${E2E.shop}/en/shop/faq`]) {
  test(`${url.replace(/^http:\/\/localhost:\d+/, '')} has no serious or critical accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(url);
    await expectNoSeriousViolations(page);
  });
}
