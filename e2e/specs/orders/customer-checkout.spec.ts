import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, settle } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { waitForInbox } from '../../support/inbox';
import { seedPromoCode } from '../../support/promo-codes';
import { seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 16 §1: a customer signed out goes from the share link to payment in three screens (date, checkout,
// payment), then lands on the confirmation with the tickets, which also arrive by email.

const SHOTS = '/tmp/shots-customer';
const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });

for (const { name: widthName, context } of WIDTHS) {
  const width = context.viewport!.width;

  test(`[ORDERS] a customer buys tickets with a promo code and pays on the test payment page (${widthName})`, async ({
    apiAsNewMerchant,
    browser,
    baseURL,
  }) => {
    // Three screens, a reload and axe on each: longer than one screen's default.
    test.setTimeout(120_000);
    const api = await apiAsNewMerchant();
    const name = `Riverside Jazz ${unique()}`;
    const event = await seedPublishedEvent(api, {
      name,
      isFullNameRequired: true,
      ticketTypes: [{ name: 'Standard', price: 1200, maxTicketCount: 2 }],
    });
    const code = `JAZZ${unique()}`;
    await seedPromoCode(api, { code, percentageAmount: 25 });
    const email = `guest-${unique().toLowerCase()}@example.com`;

    const visitor = await browser.newContext(context);
    try {
      const page = await visitor.newPage();
      // The activity's share link: with one date to come it opens that date.
      await page.goto(`/a/${event.activityId}`);
      await expect(page).toHaveURL(new RegExp(`/e/${event.eventId}$`));
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

      // Screen 1: the quantity stops at what is left (toBuy: 2).
      const add = page.getByRole('button', { name: 'Add one Standard' });
      const addBox = (await add.boundingBox())!;
      expect(addBox.width).toBeGreaterThanOrEqual(44);
      expect(addBox.height).toBeGreaterThanOrEqual(44);
      await add.click();
      await add.click();
      await expect(page.getByTestId(`quantity-${event.ticketTypeIds.Standard}`)).toHaveText('2');
      await expect(add).toBeDisabled();
      // The grey + says why.
      await expect(page.getByRole('status').filter({ hasText: 'Only 2 left' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'event', width);
      await page.getByRole('button', { name: 'Get tickets' }).click();

      // Screen 2: checkout with the countdown, the lines, the code and the guest form.
      await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?event=[0-9a-f-]{36}$/);
      await expect(toast(page, 'Your tickets are held for you for 15 minutes.')).toBeVisible();
      await expect(page.getByRole('timer')).toContainText(/Tickets held for 1[45]:\d\d/);
      await expect(page.getByText('2 × Standard')).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText('£24.00');
      await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(`${code} applied`)).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText('£18.00');
      await page.getByRole('button', { name: 'Pay £18.00' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Full name' }).fill('Mary Seacole');
      // A reload keeps the hold (the code is typed again: it is applied by the customer).
      await page.reload();
      await expect(page.getByText('2 × Standard')).toBeVisible();
      await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByTestId('checkout-total')).toHaveText('£18.00');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Full name' }).fill('Mary Seacole');
      await expectNoHorizontalScroll(page);
      await shot(page, 'checkout', width);
      await expectNoSeriousViolations(page, '/checkout/{holdId}');
      await page.getByRole('button', { name: 'Pay £18.00' }).click();

      // Screen 3: the test payment page.
      await expect(page).toHaveURL(/\/pay\/test\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Test payment — no money moves' })).toBeVisible();
      await expect(page.getByTestId('test-payment-total')).toHaveText('£18.00');
      await expectNoHorizontalScroll(page);
      await shot(page, 'test-payment', width);
      await expectNoSeriousViolations(page, '/pay/test/{orderId}');
      await page.getByRole('button', { name: 'Pay £18.00' }).click();

      // The confirmation with the tickets.
      await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
      await expect(page.getByText(`Your tickets have been sent to ${email}.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open ticket' })).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'PDF' })).toHaveCount(2);
      await expect(page.getByAltText('QR code of ticket 1')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'confirmation', width);
      await settle(page);
      await expectNoSeriousViolations(page, '/order/{orderId}');

      const emails = await waitForInbox(
        baseURL!,
        (inbox) => inbox.emails.filter((message) => message.to.includes(email)),
        1,
      );
      expect(emails[0]!.text).toContain(name);

      await page.getByRole('link', { name: 'Open ticket' }).first().click();
      await expect(page).toHaveURL(/\/t\/[A-Za-z0-9_-]+$/);
      await expect(page.getByText('Mary Seacole')).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test(`[ORDERS] free tickets skip the payment and land on the confirmation (${widthName})`, async ({
    apiAsNewMerchant,
    browser,
  }) => {
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: `Open Rehearsal ${unique()}`,
      ticketTypes: [{ name: 'Community', price: 0, maxTicketCount: 20 }],
    });
    const visitor = await browser.newContext(context);
    try {
      const page = await visitor.newPage();
      await page.goto(`/e/${event.eventId}`);
      await page.getByRole('button', { name: 'Add one Community' }).click();
      await page.getByRole('button', { name: 'Get tickets' }).click();
      await expect(page).toHaveURL(/\/checkout\//);
      await page.getByRole('textbox', { name: 'Email' }).fill(`free-${unique().toLowerCase()}@example.com`);
      await page.getByRole('button', { name: 'Get free tickets' }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
      await expect(toast(page, 'Your tickets are ready.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open ticket' })).toHaveCount(1);
    } finally {
      await visitor.close();
    }
  });

  test(`[ORDERS] the organiser's shop window lists a published activity and leads into it (${widthName})`, async ({
    apiAsNewMerchant,
    browser,
  }) => {
    const api = await apiAsNewMerchant();
    const name = `Shop Window Gig ${unique()}`;
    const event = await seedPublishedEvent(api, {
      name,
      daysFromToday: 5,
      ticketTypes: [
        { name: 'Standing', price: 1000, maxTicketCount: 40 },
        { name: 'Seated', price: 2500, maxTicketCount: 10 },
      ],
    });
    const { currentOrg } = await api.get('/api/client/user');
    const visitor = await browser.newContext(context);
    try {
      const page = await visitor.newPage();
      await page.goto(`/o/${currentOrg.guid}`);
      const card = page.getByRole('link', { name });
      await expect(card).toBeVisible();
      await expect(card).toContainText('£10.00 – £25.00');
      await expectNoHorizontalScroll(page);
      await shot(page, 'shop-window', width);
      await expectNoSeriousViolations(page, '/o/{guid} with its shop window');
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/(a/${event.activityId}|e/${event.eventId})$`));
    } finally {
      await visitor.close();
    }
  });
}
