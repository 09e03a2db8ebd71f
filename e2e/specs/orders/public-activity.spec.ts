import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { londonDaysFromToday } from '../../support/pickers';
import { seedPublishedEvent } from '../../support/seed-events';
import { WIDTHS } from '../../support/viewports';

// Issue 15 §2: the public activity page shows each date's prices and the age limit before a guest picks a date.

for (const { name: width, context } of WIDTHS) {
  test(`[ORDERS] the public activity page shows each date's price range and 18+ (${width})`, async ({
    apiAsNewMerchant,
    browser,
  }) => {
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Jazz at the Crypt',
      ticketTypes: [
        { name: 'Standing', price: 1000, maxTicketCount: 40 },
        { name: 'VIP', price: 2500, maxTicketCount: 10 },
      ],
    });
    const start = londonDaysFromToday(8, 18);
    const freeDate = await api.post('/api/client/event/', {
      activityId: event.activityId,
      startAt: start.toUTC().toISO(),
      endAt: start.plus({ hours: 2 }).toUTC().toISO(),
      doorsOpenAt: null,
      maxTicketCount: 50,
    });
    await api.post('/api/client/ticket-variant/', {
      eventId: freeDate.id,
      name: 'Open rehearsal',
      price: 0,
      maxTicketCount: 50,
      isAffectEventTicketCount: true,
    });
    const activity = await api.get(`/api/client/activity/${event.activityId}`);
    await api.post(`/api/client/activity/${event.activityId}/update`, { ...activity, minAge: 18 });

    const visitor = await browser.newContext(context);
    try {
      const page: Page = await visitor.newPage();
      await page.goto(`/a/${event.activityId}`);
      await expect(page.getByRole('heading', { name: 'Jazz at the Crypt', level: 1 })).toBeVisible();
      await expect(page.getByText('Age restriction: 18+', { exact: true })).toBeVisible();
      const dates = page.getByRole('region', { name: 'Choose a date' }).getByRole('link');
      await expect(dates).toHaveCount(2);
      // Each date is a link named by what it shows: the date, until when, and its prices.
      await expect(dates.nth(0)).toHaveAccessibleName(/£10\.00 – £25\.00/);
      await expect(dates.nth(0)).toContainText('£10.00 – £25.00');
      await expect(dates.nth(1)).toContainText(/Free$/);
      for (const index of [0, 1]) {
        const box = (await dates.nth(index).boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(context.viewport!.width);
      }
      await page.screenshot({ path: `/tmp/shots-door/public-activity-${context.viewport!.width}.png` });
      await dates.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/e/${freeDate.id}$`));
    } finally {
      await visitor.close();
    }
  });
}
