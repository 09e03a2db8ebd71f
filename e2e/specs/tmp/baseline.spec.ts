import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/accounts';
import { seedPublishedEvent } from '../../support/seed-events';

test('baseline screenshots', async ({ apiAsNewMerchant, apiAs, browser }) => {
  test.setTimeout(120_000);
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, { name: 'Jazz at the Crypt', customFields: ['Table number'], ticketTypes: [{ name: 'Standard', price: 1250, maxTicketCount: 40 }] });
  await api.post(`/api/client/activity/${event.activityId}/update`, { ...(await api.get(`/api/client/activity/${event.activityId}`)), description: '<p>An evening of jazz.</p><ul><li>Three sets</li><li>Bar open late</li><li>Free programme</li></ul><p>Doors at seven.</p>' }).catch((e) => console.log(String(e)));
  for (let i = 0; i < 6; i++) {
    await api.post('/api/client/order/free', { phoneNumber: '07700900123', fullName: `Guest Number ${i}`, email: `a.very.long.email.address.${i}@example-company.co.uk`, customField1: `Table ${i}`, items: [{ identity: event.ticketTypeIds.Standard, quantity: 1 }] });
  }
  const context = await browser.newContext({ storageState: await api.storageState(), viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/ux-base-list.png' });
  await page.goto(`/activity/${event.activityId}/manage`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/ux-base-manage.png', fullPage: true });
  await page.goto(`${event.path}/check-in/guests`);
  await expect(page.getByText('checked in').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/ux-base-guests.png' });
  const door = await apiAs(ACCOUNTS.door);
  const demo = await door.get('/api/client/activity/');
  console.log(JSON.stringify(demo).slice(0, 500));
});
