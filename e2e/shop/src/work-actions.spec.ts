import { E2E, WORK_OFFER_TEXTS, caseWorkPath, defineWorkActionTests, expect, test, worksByCase } from '@art/e2e-shared';

// Issue 18: each state of a work leads to exactly one right action on the shop, labelled for it, on the shop itself
// (e2e/shared `work-actions.ts`); and the fair's priced, available works of the Market lead to the shop's page,
// where they go into the cart.
defineWorkActionTests('shop');

for (const lang of ['es', 'en'] as const) {
  test(`fair → shop (${lang}): "buy in the Market" opens the work on the shop, with its add-to-cart`, async ({
    page,
    context,
  }) => {
    const t = WORK_OFFER_TEXTS[lang];
    await context.addCookies([E2E.fair, E2E.shop].map((url) => ({ name: 'acceptCookies', value: '1', url })));
    const work = (await worksByCase('AM25')).buyable;
    if (!work) throw new Error('The test seed has no buyable fair work in the Market');
    await page.goto(`${E2E.fair}${caseWorkPath('fair', lang, work)}`);
    await page.locator('main [data-work-offer]').getByRole('link', { name: t.buyInMarket, exact: true }).click();
    await expect(page).toHaveURL(`${E2E.shop}${caseWorkPath('shop', lang, work)}`);
    const action = page.locator('main [data-work-offer] [data-work-action]');
    await expect(action).toHaveCount(1);
    await expect(action.getByRole('button', { name: t.addToCart })).toBeEnabled();
  });
}
