import { expect, test } from '@playwright/test';
import { E2E } from '@art/e2e-shared';

// The footer's contact form with JavaScript off: it posts to the contact page, whose action checks and sends it.
// Desktop project only: the form is the same at every width, and the API limits messages per address.
test.use({ javaScriptEnabled: false });

test('the footer contact form posts to the contact page, which checks it and sends it', async ({ page }) => {
  await page.goto(`${E2E.fair}/en/artists`);
  const form = page.locator('footer form').first();
  await form.getByLabel(/Name/).fill('Ana');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/en/contact`);
  await expect(page.getByRole('alert').filter({ hasText: 'Email: This field is required.' })).toBeVisible();
  // The contact page is a form itself: its footer has none, the visitor goes on in the page's own (same fields, same action).
  await expect(page.locator('footer form')).toHaveCount(0);
  const again = page.locator('main form[data-form="contact"]');
  await again.getByLabel(/Name/).fill('Ana');
  await again.getByLabel(/Email/).fill('ana@example.com');
  await again.getByLabel(/Message/).fill('Hello.\nIs the fair open on Sunday?');
  await again.getByRole('checkbox').check();
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/en/contact`);
  await expect(
    page.getByText('Thank you, we have received your message. We will reply as soon as possible.'),
  ).toBeVisible();
});
