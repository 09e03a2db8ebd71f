import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';
import { DESKTOP } from '../../support/viewports';

// Issue 28 §7: at 1280 px the orders table sits inside its box, Refund and Cancel in sight without scrolling.

test('[ORDERS] at 1280 px the orders table fits its box with Refund and Cancel visible', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  test.setTimeout(90_000);
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'Orders Fit',
    isFullNameRequired: true,
    ticketTypes: [{ name: 'Standard', price: 1050, maxTicketCount: 40 }],
  });
  const variantId = event.ticketTypeIds.Standard!;
  const hold = await api.post(`/api/public/event/${event.eventId}/holds`, {
    items: [{ identity: variantId, quantity: 2 }],
  });
  const online = await api.post(`/api/public/holds/${hold.id}/checkout`, {
    email: 'bartholomew.featherstonehaugh@example-long-domain.test',
    fullName: 'Bartholomew Featherstonehaugh-Cholmondeley',
    phoneNumber: '07700 900123',
  });
  await api.post(`/api/public/test-payments/${online.orderId}/pay`);

  const page = await pageAs(api, DESKTOP);
  await page.goto(`${event.path}/orders`);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toBeVisible();
  const refund = page.getByRole('button', { name: `Refund order ${online.orderReference}` });
  const cancel = page.getByRole('button', { name: `Cancel order ${online.orderReference}` });
  await expect(cancel).toBeVisible();
  await page.screenshot({ path: 'e2e/test-results/orders-table-1280.png', fullPage: true });

  // Nothing of the table is cut off by its box: no scrolling inside it, no scrolling of the page.
  const box = table.locator('xpath=..');
  const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 1280);
  const boxRight = (await box.boundingBox())!;
  for (const button of [refund, cancel]) {
    const shape = (await button.boundingBox())!;
    expect(shape.x + shape.width).toBeLessThanOrEqual(boxRight.x + boxRight.width);
    // The whole word, as a keyboard user tabbing to it sees it.
    await expect(button).toHaveText(/^(Refund|Cancel)$/);
    expect(shape.width).toBeGreaterThanOrEqual(await button.evaluate((element) => element.scrollWidth));
  }
});
