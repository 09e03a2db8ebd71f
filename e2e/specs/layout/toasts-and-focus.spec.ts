import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { DESKTOP, PHONE } from '../../support/viewports';

// Issue 28 §7: on a phone a toast sits at the bottom, off the checkout's countdown and heading; a text field in
// focus shows a ring, not a 1 px change of colour.

test.describe.configure({ timeout: 90_000 });

async function openCheckout(page: Page, eventId: string): Promise<void> {
  await page.goto(`/e/${eventId}`);
  await page.getByRole('button', { name: 'Add one Standard' }).click();
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  // The checkout is the full app, loaded afresh: slow on a busy machine.
  await expect(page.getByRole('timer')).toBeVisible({ timeout: 30_000 });
}

test('[LAYOUT] on a 360 px phone the toast sits at the bottom, clear of the countdown and the heading', async ({
  apiAsNewMerchant,
  browser,
}) => {
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'Toast Test',
    ticketTypes: [{ name: 'Standard', price: 500, maxTicketCount: 10 }],
  });
  const visitor = await browser.newContext(PHONE);
  try {
    const page = await visitor.newPage();
    await openCheckout(page, event.eventId);
    const held = toast(page, 'Your tickets are held for you for 15 minutes.');
    await expect(held).toBeVisible();
    await page.screenshot({ path: 'e2e/test-results/toast-360.png' });
    const toastBox = (await held.boundingBox())!;
    const timerBox = (await page.getByRole('timer').boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(PHONE.viewport!.height / 2);
    for (const covered of [timerBox, headingBox]) {
      expect(toastBox.y).toBeGreaterThanOrEqual(covered.y + covered.height);
    }
  } finally {
    await visitor.close();
  }
});

test('[LAYOUT] a text field in focus shows a 2 px ring', async ({ apiAsNewMerchant, browser }) => {
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'Focus Test',
    ticketTypes: [{ name: 'Standard', price: 500, maxTicketCount: 10 }],
  });
  const visitor = await browser.newContext(DESKTOP);
  try {
    const page = await visitor.newPage();
    await openCheckout(page, event.eventId);
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.focus();
    const ring = await email.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(ring).toEqual({ width: '2px', style: 'solid' });
  } finally {
    await visitor.close();
  }
});
