import type { Page } from '@playwright/test';
import { MESSAGES } from '@usher/contract/messages';
import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';
import { WIDTHS } from '../../support/viewports';

// Issue 28 §7: checkout is not one way. "Change tickets" and the browser's Back both free the customer's own
// places and bring the choice back to the date; a checkout opened in another tab still leads back to the date.

// Three page loads each, two of them the full app: longer than one screen's default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function holdBothPlaces(page: Page, ticketTypeId: string): Promise<void> {
  const add = page.getByRole('button', { name: 'Add one Standard' });
  await add.click();
  await add.click();
  await expect(page.getByTestId(`quantity-${ticketTypeId}`)).toHaveText('2');
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  // The checkout is the full app, loaded afresh: slow on a busy machine.
  await expect(page.getByText('2 × Standard')).toBeVisible({ timeout: 30_000 });
}

/** The date with the customer's choice back and their own places free again: the hold can be placed again. */
async function expectChoiceBack(page: Page, eventId: string, ticketTypeId: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/e/${eventId}$`));
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.choiceKept })).toBeVisible();
  await expect(page.getByTestId(`quantity-${ticketTypeId}`)).toHaveText('2');
  await expect(page.getByText('Sold out')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  // The checkout is the full app, loaded afresh: slow on a busy machine.
  await expect(page.getByText('2 × Standard')).toBeVisible({ timeout: 30_000 });
}

for (const { name: widthName, context } of WIDTHS) {
  test(`[ORDERS] "Change tickets" releases the hold and returns to the date with the same choice (${widthName})`, async ({
    apiAsNewMerchant,
    browser,
  }) => {
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: `Harbour Lights ${unique()}`,
      ticketTypes: [{ name: 'Standard', price: 1200, maxTicketCount: 2 }],
    });
    const ticketTypeId = event.ticketTypeIds.Standard!;
    const visitor = await browser.newContext(context);
    try {
      const page = await visitor.newPage();
      await page.goto(`/e/${event.eventId}`);
      await holdBothPlaces(page, ticketTypeId);
      const change = page.getByRole('button', { name: MESSAGES.changeTickets });
      const box = (await change.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: `/tmp/shots-customer/change-tickets-${context.viewport!.width}.png` });
      await change.click();
      await expectChoiceBack(page, event.eventId, ticketTypeId);
    } finally {
      await visitor.close();
    }
  });
}

test('[ORDERS] Back from the checkout frees the own places and keeps the choice', async ({
  apiAsNewMerchant,
  browser,
}) => {
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: `Quay Sessions ${unique()}`,
    ticketTypes: [{ name: 'Standard', price: 900, maxTicketCount: 2 }],
  });
  const ticketTypeId = event.ticketTypeIds.Standard!;
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(`/e/${event.eventId}`);
    await holdBothPlaces(page, ticketTypeId);
    await page.goBack();
    await expectChoiceBack(page, event.eventId, ticketTypeId);
  } finally {
    await visitor.close();
  }
});

test('[ORDERS] a checkout opened in another tab leads back to the date', async ({
  apiAsNewMerchant,
  browser,
}) => {
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: `Dockside Folk ${unique()}`,
    ticketTypes: [{ name: 'Standard', price: 900, maxTicketCount: 5 }],
  });
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(`/e/${event.eventId}`);
    await page.getByRole('button', { name: 'Add one Standard' }).click();
    await page.getByRole('button', { name: 'Get tickets' }).click();
    await expect(page).toHaveURL(/\/checkout\//);
    // Another tab has its own session storage: the hold is not known there.
    const other = await visitor.newPage();
    await other.goto(page.url());
    await expect(other.getByText(MESSAGES.holdNotOnThisDevice)).toBeVisible({ timeout: 30_000 });
    await other.getByRole('link', { name: 'Choose tickets again' }).click();
    await expect(other).toHaveURL(new RegExp(`/e/${event.eventId}$`));
    await expect(other.getByRole('button', { name: 'Get tickets' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});
