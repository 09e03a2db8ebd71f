import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { londonDaysFromToday } from '../../support/pickers';
import { toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 15: the publish prompt is offered after the first ticket type of an unpublished activity, and after
// "Do it later" not again for that activity in the same browser session.

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const PROMPT = 'Do you want to publish this event so it is visible online?';

for (const { name: width, context } of WIDTHS) {
  test(`[ACTIVITIES] the publish prompt asks once per activity, not after every ticket type (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    const activity = await api.post('/api/client/activity/', { name: 'Harbour Talks', description: '' });
    const date = await api.post('/api/client/event/', {
      activityId: activity.id,
      startAt: londonDaysFromToday(6, 19, 30).toUTC().toISO(),
      maxTicketCount: 40,
    });
    const eventEdit = new RegExp(`/activity/${activity.id}/event/${date.id}/edit$`);
    const page = await pageAs(api, context);
    const addTicketType = async (name: string) => {
      await page.goto(`/activity/${activity.id}/event/${date.id}/ticket/create`);
      await textbox(page, 'Ticket type').fill(name);
      await textbox(page, 'Price').fill('8');
      await textbox(page, 'Availability').fill('10');
      await button(page, 'Save').click();
      await expect(toast(page, 'The ticket type was saved.')).toBeVisible();
    };

    await addTicketType('Standard');
    const prompt = page.getByRole('dialog', { name: PROMPT });
    await button(prompt, 'Do it later').click();
    await expect(page).toHaveURL(eventEdit);

    await addTicketType('Concession');
    await expect(page).toHaveURL(eventEdit);
    await expect(page.getByRole('dialog', { name: PROMPT })).toHaveCount(0);
    expect((await api.get(`/api/client/activity/${activity.id}`)).isPublished).toBe(false);
  });
}
