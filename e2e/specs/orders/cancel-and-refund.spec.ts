import type { Locator, Page } from '@playwright/test';
import type { ApiClient } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { expectNoSeriousViolations } from '../../support/axe';
import { seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { DESKTOP, PHONE } from '../../support/viewports';

// Issue 28 §2 and §7, the organiser's half: cancelling an order paid online says the guest and the amount and
// offers "Cancel and refund"; once done the order reads Refunded, its ticket answers red at the door, and the
// focus stays on the order rather than dropping to the page's body.

const STANDARD = { name: 'Standard', price: 1250, maxTicketCount: 40 };

/** A customer's purchase of two tickets through checkout and the test payment page, seeded over the API. */
async function buyOnline(api: ApiClient, eventId: string, variantId: string) {
  const hold = await api.post(`/api/public/event/${eventId}/holds`, {
    items: [{ identity: variantId, quantity: 2 }],
  });
  const order = await api.post(`/api/public/holds/${hold.id}/checkout`, {
    email: 'rita@example.test',
    fullName: 'Rita Refund',
  });
  await api.post(`/api/public/test-payments/${order.orderId}/pay`);
  return order as { orderId: string; orderReference: string };
}

const visible = (locator: Locator) => locator.locator('visible=true');

for (const [width, viewport] of [
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`[ORDERS] at ${width} Cancel of an order paid online names the guest and amount and can refund it`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    test.setTimeout(90_000);
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Refunds at the Mill',
      isFullNameRequired: true,
      isEmailRequired: true,
      ticketTypes: [STANDARD],
    });
    const online = await buyOnline(api, event.eventId, event.ticketTypeIds.Standard!);
    const { tickets } = await api.get(`/api/public/orders/${online.orderId}`);

    const page: Page = await pageAs(api, viewport);
    await page.goto(`${event.path}/orders`);
    await visible(page.getByRole('button', { name: `Cancel order ${online.orderReference}` })).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Rita Refund');
    await expect(dialog).toContainText('£25.00');
    await expect(dialog.getByRole('button', { name: 'Cancel only' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeVisible();
    const refund = dialog.getByRole('button', { name: 'Cancel and refund' });
    expect((await refund.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `e2e/test-results/cancel-and-refund-${viewport.viewport!.width}.png` });
    // Each way on must be readable: a light button of one shade of red once drew its red text on that red.
    await expectNoSeriousViolations(page, 'the cancel dialog of an order paid online');
    await refund.click();

    await expect(toast(page, 'Order was cancelled and refunded')).toBeVisible();
    await expect(visible(page.getByText('Refunded', { exact: true }))).toHaveCount(1);
    await expect(page.locator(':focus')).toHaveText(online.orderReference);
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', viewport.viewport!.width);

    const red = await api.post(
      `/api/client/check-in/${event.eventId}/check-in/${encodeURIComponent(tickets[0].qrLink)}`,
    );
    expect(red.color).toBe('red');
  });
}
