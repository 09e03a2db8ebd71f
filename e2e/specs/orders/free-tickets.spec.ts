import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const NOT_ENOUGH = 'There are not enough tickets left for this choice.';

test('[ORDERS] tickets issued meanwhile elsewhere: the refusal shows on the ticket selection and the counters refresh', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'Quiz at the Anchor',
    ticketTypes: [{ name: 'Standard', price: 500, maxTicketCount: 2 }],
  });
  const page = await pageAs(api);
  await page.goto(`${event.path}/free-cash-tickets`);
  const tickets = page.getByRole('region', { name: 'Tickets' });
  const counters = page.getByTestId(`counters-${event.ticketTypeIds.Standard}`);
  await expect(counters).toHaveText('0 sold · 2 available');

  await button(page, 'Add one Standard').click();
  await button(page, 'Add one Standard').click();
  await button(page, 'Claim').click();
  const receiver = page.getByRole('region', { name: 'Receiver' });
  await receiver.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900123');
  // Meanwhile the box office's other phone issues one of the two.
  await api.post('/api/client/order/free', {
    phoneNumber: '07700 900124',
    items: [{ identity: event.ticketTypeIds.Standard, quantity: 1 }],
  });
  await button(receiver, 'Issue tickets').click();

  await expect(tickets.getByRole('alert')).toHaveText(NOT_ENOUGH);
  await expect(tickets.getByRole('alert')).toBeInViewport();
  // The toast says it too (the line above and the toast are both alerts).
  await expect(toast(page, NOT_ENOUGH).last()).toBeVisible();
  await expect(counters).toHaveText('1 sold · 1 available');
  await expect(page.getByRole('dialog', { name: 'Tickets issued' })).toHaveCount(0);

  await button(page, 'Remove one Standard').click();
  await expect(tickets.getByRole('alert')).toHaveCount(0);
  await button(receiver, 'Issue tickets').click();
  await expect(page.getByRole('dialog', { name: 'Tickets issued' })).toBeVisible();
});
