import type { Locator, Page } from '@playwright/test';
import type { DateTime } from 'luxon';
import { expect, test } from '../../support/fixtures';
import { LONDON, londonDaysFromToday, openCalendar } from '../../support/pickers';
import { seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 15: Duplicate opens on Once, its calendars open on the month of the date being copied, and its toast
// says how many dates were made.

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const monthOf = (day: DateTime) => day.setZone(LONDON).setLocale('en-US').toFormat('LLLL yyyy');
const dayName = (day: DateTime) => day.setZone(LONDON).setLocale('en-US').toFormat('d LLLL yyyy');

/** Opens a date picker of the dialog and checks the month its calendar shows before anything is picked. */
async function openPickerOn(page: Page, label: string, month: string): Promise<Locator> {
  await button(page, label).click();
  const calendar = openCalendar(page);
  await expect(calendar.getByRole('button', { name: /^\p{L}+ \d{4}$/u })).toHaveText(month);
  return calendar;
}

for (const { name: width, context } of WIDTHS) {
  test(`[EVENTS] Duplicate opens on Once, on the date's month, and says how many dates it made (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    // Months away, so a calendar opening on today's month would show another month.
    const seeded = await seedPublishedEvent(api, {
      name: 'Autumn Quiz',
      daysFromToday: 100,
      ticketTypes: [{ name: 'Standard', price: 500, maxTicketCount: 20 }],
    });
    const start = londonDaysFromToday(100, 19, 30);
    // Three days in the month of the date, all still in the future.
    const first = start.day > 15 ? start.minus({ days: 10 }) : start.plus({ days: 3 });
    const last = first.plus({ days: 2 });
    const page = await pageAs(api, context);
    await page.goto(`${seeded.path}/edit`);

    await button(page, 'Duplicate').click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate date' });
    await expect(dialog.getByRole('radio', { name: 'Once' })).toBeChecked();
    const onceCalendar = await openPickerOn(page, 'Duplicate date', monthOf(start));
    // The field toggles its calendar: on a phone the calendar covers the rest of the dialog.
    await button(page, 'Duplicate date').click();
    await expect(onceCalendar).toBeHidden();

    await dialog.getByText('Daily', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Daily' })).toBeChecked();
    let calendar = await openPickerOn(page, 'First date', monthOf(start));
    await button(calendar, dayName(first)).click();
    // A picked day closes its calendar; the next one opened while it still fades out would be a second match.
    await expect(calendar).toBeHidden();
    calendar = await openPickerOn(page, 'Last date', monthOf(first));
    await button(calendar, dayName(last)).click();
    await button(dialog, 'Duplicate').click();

    const review = page.getByRole('dialog', { name: 'Create 3 dates?' });
    await button(review, 'Create 3 dates').click();
    await expect(toast(page, '3 dates were created.')).toBeVisible();
    await expect(toast(page, 'Event information was saved.')).toHaveCount(0);
    await expect(review).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Closing forgot the choice: the dialog starts again on Once, with nothing picked.
    await button(page, 'Duplicate').click();
    await expect(dialog.getByRole('radio', { name: 'Once' })).toBeChecked();
    await expect(button(dialog, 'Duplicate date')).toHaveText('Pick a date');
  });
}
