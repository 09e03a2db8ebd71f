import type { Locator, Page } from '@playwright/test';
import { londonDay } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import type { ApiClient } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { DESKTOP, PHONE } from '../../support/viewports';

// Issue 16 "Done when", the organiser's half: an order on the test payment page (checkout and its Pay, over the
// API) and one in cash; the organiser sees the cash sale with fee and net and the chart, the test payment apart
// from them (issue 28 §1: no money moved), finds the test order by the guest's name, the door scans its ticket
// green, and a cancelled order's ticket answers red.

const STANDARD = { name: 'Standard', price: 1050, maxTicketCount: 40 };
const CANCELLED = 'This ticket has been cancelled.';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Today in London as the chart reads it out: `26 Nov 2026`. */
function todayLabel(): string {
  const [year, month, day] = londonDay(new Date()).split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** A customer's purchase through checkout and the test payment page, seeded over the API. */
async function buyOnline(api: ApiClient, eventId: string, variantId: string, fullName: string) {
  const hold = await api.post(`/api/public/event/${eventId}/holds`, {
    items: [{ identity: variantId, quantity: 2 }],
  });
  const order = await api.post(`/api/public/holds/${hold.id}/checkout`, {
    email: 'olivia@example.test',
    fullName,
  });
  await api.post(`/api/public/test-payments/${order.orderId}/pay`);
  return order as { orderId: string; orderReference: string };
}

const visible = (locator: Locator) => locator.locator('visible=true');

for (const [width, viewport] of [
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`[ORDERS] at ${width} the organiser sees a sale with fee, net and the chart, finds and cancels orders`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    test.setTimeout(90_000);
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Folk in the Barn',
      isFullNameRequired: true,
      isEmailRequired: true,
      ticketTypes: [STANDARD],
    });
    const variantId = event.ticketTypeIds.Standard!;
    const online = await buyOnline(api, event.eventId, variantId, 'Olivia Online');
    const cash = await api.post('/api/client/order/free', {
      phoneNumber: '07700 900321',
      email: 'carl@example.test',
      fullName: 'Carl Cash',
      address: null,
      items: [{ identity: variantId, quantity: 1 }],
    });

    const page: Page = await pageAs(api, viewport);
    await page.goto(`${event.path}/edit`);
    const sales = page.getByRole('region', { name: 'Sales' });
    const channels = sales.getByRole('table', { name: 'Sales per channel' });
    // The test payment page's order is no sale: in no row, no total and no day, but said apart.
    await expect(channels.getByRole('row', { name: /Online/ })).toHaveText(/Online\s*0£0\.00£0\.00£0\.00/);
    await expect(channels.getByRole('row', { name: /Cash/ })).toHaveText(/Cash\s*1£10\.50£0\.00£10\.50/);
    await expect(channels.getByRole('row', { name: /Total/ })).toHaveText(/Total\s*1£10\.50£0\.00£10\.50/);
    await expect(sales.getByText(MESSAGES.testPaymentsApart(2, '£21.00'))).toBeVisible();
    await expect(
      sales.getByRole('list', { name: 'Tickets sold per day' }).getByRole('listitem'),
    ).toHaveAttribute('aria-label', `${todayLabel()}: 1 ticket`);
    await sales.screenshot({ path: `e2e/test-results/sales-section-${viewport.viewport!.width}.png` });
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', viewport.viewport!.width);
    await page.screenshot({
      path: `e2e/test-results/organiser-sales-${viewport.viewport!.width}.png`,
      fullPage: true,
    });

    await sales.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search orders' }).fill('olivia');
    await expect(visible(page.getByText(online.orderReference))).toHaveCount(1);
    await expect(visible(page.getByText(cash.orderReference))).toHaveCount(0);

    const { tickets } = await api.get(`/api/public/orders/${online.orderId}`);
    const green = await api.post(
      `/api/client/check-in/${event.eventId}/check-in/${encodeURIComponent(tickets[0].qrLink)}`,
    );
    expect(green.color).toBe('green');

    await page.getByRole('textbox', { name: 'Search orders' }).fill('Carl');
    await expect(visible(page.getByText(online.orderReference))).toHaveCount(0);
    await visible(page.getByRole('button', { name: `Cancel order ${cash.orderReference}` })).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(toast(page, 'Order was cancelled')).toBeVisible();
    await expect(visible(page.getByText('Cancelled', { exact: true }))).toHaveCount(1);
    await page.screenshot({
      path: `e2e/test-results/organiser-orders-${viewport.viewport!.width}.png`,
      fullPage: true,
    });
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', viewport.viewport!.width);

    const red = await api.post(
      `/api/client/check-in/${event.eventId}/manual-check-in/${cash.tickets[0].ticketExternalId}`,
    );
    expect(red).toEqual({ color: 'red', message: CANCELLED });
  });
}
