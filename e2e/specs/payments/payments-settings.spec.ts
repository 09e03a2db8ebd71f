import { MESSAGES } from '@usher/contract/messages';
import { expect, test } from '../../support/fixtures';
import { WIDTHS } from '../../support/viewports';

// The Settings screen's Payments card. The e2e server runs without Stripe settings and with TEST_PAYMENTS=true,
// so the card names the test payment page and offers nothing to press; Connect itself is covered by the API tests on a loopback Stripe.
for (const { name, context } of WIDTHS) {
  test(`[PAYMENTS] settings show how customers pay, at ${name}`, async ({ apiAsNewMerchant, pageAs }) => {
    const page = await pageAs(await apiAsNewMerchant(), context);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Payments' });
    await expect(card).toContainText(MESSAGES.paymentsByTestPage);
    await expect(card.getByRole('button', { name: 'Connect Stripe' })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(context.viewport!.width);
    await page.screenshot({ path: `e2e/test-results/payments-settings-${context.viewport!.width}.png` });
  });
}

for (const { name, context } of WIDTHS) {
  test(`[PAYMENTS] Connect Stripe toasts Stripe's failure, at ${name}`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const page = await pageAs(await apiAsNewMerchant(), context);
    // The server as it answers with STRIPE_CONNECT=true and Stripe unreachable (the e2e server has no Stripe).
    await page.route('**/api/client/payments', (route) =>
      route.fulfill({ json: { provider: 'stripe', connected: false, chargesEnabled: false } }),
    );
    await page.route('**/api/client/payments/stripe/connect', (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'Stripe could not be reached. Please try again in a moment.' },
      }),
    );
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Payments' });
    const connect = card.getByRole('button', { name: 'Connect Stripe' });
    await connect.scrollIntoViewIfNeeded();
    // Tap targets are 44 px where fingers tap (touch-targets.css); a mouse gets Mantine's own size.
    if (context.hasTouch) expect((await connect.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `e2e/test-results/payments-connect-${context.viewport!.width}.png` });
    await connect.click();
    await expect(page.getByText('Stripe could not be reached. Please try again in a moment.')).toBeVisible();
  });
}
