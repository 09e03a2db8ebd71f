import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { londonDaysFromToday } from '../../support/pickers';
import { seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 9 §3 "Silent changes": every change of state says what happened, once.

const SAVED = 'Event information was saved.';
const PUBLISHED = 'The event was published: it is now visible online.';
const UNPUBLISHED = 'The event was unpublished: it is no longer visible online.';
const DATE_DELETED = 'The date was deleted.';
const UNPUBLISHED_WITH_LAST_DATE = 'The last date was deleted, so the event was unpublished.';
const FAILED_CHECK = 'Please fill in all required fields';

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// A loaded machine answers slowly: every step waits for a condition, with room to spare.
test.setTimeout(90_000);

/** The toast is on screen once, and only once. */
async function expectOneToast(page: Page, text: string) {
  await expect(toast(page, text)).toHaveCount(1, { timeout: 20_000 });
}

for (const { name: width, context } of WIDTHS) {
  test.describe(`on a ${width}`, () => {
    test(`[ACTIVITIES] creating, saving, Publish now, Unpublish and Publish each say so (${width})`, async ({
      apiAsNewMerchant,
      pageAs,
    }) => {
      const api = await apiAsNewMerchant();
      const page = await pageAs(api, context);

      await page.goto('/activity/create');
      await textbox(page, 'Name').fill('Harbour Lights');
      await button(page, 'Save').click();
      await expectOneToast(page, SAVED);
      await expect(page).toHaveURL(/\/$/);

      const [activity] = (await api.get('/api/client/activity/')).activities;
      const start = londonDaysFromToday(5, 19, 30);
      const date = await api.post('/api/client/event/', {
        activityId: activity.id,
        startAt: start.toUTC().toISO(),
        maxTicketCount: 50,
      });

      await page.goto(`/activity/${activity.id}/edit`);
      // The saved activity is in the form before anything is typed over it.
      await expect(textbox(page, 'Name')).toHaveValue('Harbour Lights', { timeout: 20_000 });
      await textbox(page, 'Name').fill('Harbour Lights Live');
      await expect(textbox(page, 'Name')).toHaveValue('Harbour Lights Live');
      await button(page, 'Save').click();
      await expect(page).toHaveURL(new RegExp(`/activity/${activity.id}/manage$`));
      await expectOneToast(page, SAVED);

      await page.goto(`/activity/${activity.id}/event/${date.id}/ticket/create`);
      await textbox(page, 'Ticket type').fill('Standard');
      await textbox(page, 'Price').fill('10');
      await textbox(page, 'Availability').fill('20');
      await button(page, 'Save').click();
      await expectOneToast(page, 'The ticket type was saved.');
      const prompt = page.getByRole('dialog').filter({ hasText: 'Do you want to publish this event' });
      await button(prompt, 'Publish now').click();
      await expectOneToast(page, PUBLISHED);
      expect((await api.get(`/api/client/activity/${activity.id}`)).isPublished).toBe(true);

      await page.goto(`/activity/${activity.id}/manage`);
      await button(page, 'Unpublish').click();
      await expectOneToast(page, UNPUBLISHED);
      await expect(page.getByText('Not Published', { exact: true })).toBeVisible();
      await button(page, 'Publish').click();
      await expect(toast(page, PUBLISHED).last()).toBeVisible();
      await expect(page.getByText('Published', { exact: true })).toBeVisible();
    });

    test(`[ACTIVITIES] deleting a date says whether the event went offline with it (${width})`, async ({
      apiAsNewMerchant,
      pageAs,
    }) => {
      const api = await apiAsNewMerchant();
      const seeded = await seedPublishedEvent(api, {
        name: 'River Quiz',
        ticketTypes: [{ name: 'Standard', price: 500, maxTicketCount: 30 }],
      });
      const second = await api.post('/api/client/event/', {
        activityId: seeded.activityId,
        startAt: londonDaysFromToday(8, 19, 30).toUTC().toISO(),
        maxTicketCount: 30,
      });
      const page = await pageAs(api, context);
      const deleteDate = async (eventId: string) => {
        await page.goto(`/activity/${seeded.activityId}/event/${eventId}/edit`);
        await button(page, 'Delete date').click();
        await button(page.getByRole('dialog', { name: 'Delete date' }), 'Yes').click();
        await expect(page).toHaveURL(new RegExp(`/activity/${seeded.activityId}/manage$`));
      };

      await deleteDate(second.id);
      await expectOneToast(page, DATE_DELETED);
      await expect(page.getByText('Published', { exact: true })).toBeVisible();

      await deleteDate(seeded.eventId);
      await expectOneToast(page, UNPUBLISHED_WITH_LAST_DATE);
      await expect(toast(page, DATE_DELETED)).toHaveCount(0);
      await expect(page.getByText('Not Published', { exact: true })).toBeVisible();
      expect((await api.get(`/api/client/activity/${seeded.activityId}`)).isPublished).toBe(false);
    });

    test(`[ACTIVITIES] the same toast never stacks, and creating an organiser says so (${width})`, async ({
      apiAsNewMerchant,
      pageAs,
    }) => {
      const api = await apiAsNewMerchant();
      const page = await pageAs(api, context);

      await page.goto('/activity/create');
      const save = button(page, 'Save');
      await save.click();
      await expect(toast(page, FAILED_CHECK)).toBeVisible();
      await save.click();
      await save.click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectOneToast(page, FAILED_CHECK);

      await page.goto('/create-organization');
      await textbox(page, 'Name').fill('Harbour Nights Ltd');
      await button(page, 'Create').click();
      await expect(page).toHaveURL(/\/settings$/);
      await expectOneToast(page, 'Harbour Nights Ltd was created. You are now working on it.');
    });
  });
}
