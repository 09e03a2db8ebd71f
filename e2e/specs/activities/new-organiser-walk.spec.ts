import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { londonDaysFromToday, openCalendar, pickDate, pickDateTime, showLondon } from '../../support/pickers';
import { expectFieldError, toast } from '../../support/ui';

// Issue 3: a brand-new organiser's first activity, through the UI only, from the first date to deleting it
// again. One test, because every step starts where the last one ended; test.step names each part.

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const FAILED_CHECK = 'Please fill in all required fields';
const PUBLISH_PROMPT = 'Do you want to publish this event so it is visible online?';

/** The date's London time: ten days ahead, so the weekly copies and the picker's past days never get in the way. */
const START = londonDaysFromToday(10, 19, 30);
const END = START.plus({ hours: 3 });
const DOORS = START.minus({ minutes: 30 });
/** Weekly for 6 weeks: one copy a week on the same weekday, 1 to 6 weeks after the date. */
const COPIES = [1, 2, 3, 4, 5, 6].map((weeks) => START.plus({ weeks }));

// The organiser's computer is not in London: what they enter and see must be London time all the same (§9).
test.use({ timezoneId: 'America/New_York' });

type TicketType = { name: string; price: string; availability: string; countsTowardVenue: boolean };
const STANDARD: TicketType = { name: 'Standard', price: '12.50', availability: '4', countsTowardVenue: true };
const VIP: TicketType = { name: 'VIP', price: '30', availability: '3', countsTowardVenue: true };
const PROGRAMME: TicketType = { name: 'Programme', price: '5', availability: '2', countsTowardVenue: false };
const VENUE_CAPACITY = '5';

async function fillTicketType(page: Page, ticket: TicketType): Promise<void> {
  await textbox(page, 'Ticket type').fill(ticket.name);
  await textbox(page, 'Price').fill(ticket.price);
  await textbox(page, 'Availability').fill(ticket.availability);
  await page
    .getByRole('checkbox', { name: 'Counts toward venue capacity' })
    .setChecked(ticket.countsTowardVenue);
  await button(page, 'Save').click();
}

test('[ACTIVITIES] a new organiser creates an activity, a date and ticket types, publishes, shares, duplicates and deletes it', async ({
  apiAsNewMerchant,
  pageAs,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await apiAsNewMerchant();
  const page = await pageAs(api);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/New_York',
  );
  // Under 25 characters, so the breadcrumbs show it whole (§2).
  const name = 'Harbourside Comedy';
  const dates = page.getByRole('region', { name: 'Dates', exact: true });
  let activityPath = '';
  let eventPath = '';

  await test.step('1. create the activity and land on the list', async () => {
    await page.getByRole('link', { name: 'Add New Event' }).first().click();
    await textbox(page, 'Name').fill(name);
    const description = page.getByLabel('Description').getByRole('textbox');
    await description.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await description.pressSequentially('Laughs by the harbour');
    await button(page, 'Save').click();

    await expect(page).toHaveURL(/\/$/);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('No dates yet');
    await card.getByRole('link', { name: 'Manage' }).click();
    await expect(page).toHaveURL(/\/activity\/[\w-]+\/manage$/);
    activityPath = new URL(page.url()).pathname.replace(/\/manage$/, '');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Not Published', { exact: true })).toBeVisible();
    await expect(dates).toContainText('No dates yet.');
  });

  await test.step('2a. add a date: the §5 "Event date" messages first, then a valid London time', async () => {
    await page.getByRole('link', { name: 'Add New Date' }).click();
    await expect(page).toHaveURL(new RegExp(`${activityPath}/event/create$`));
    await expect(page.getByRole('heading', { name: 'Add date', level: 1 })).toBeVisible();
    const capacity = textbox(page, 'Venue capacity');

    await button(page, 'Save').click();

    await expect(toast(page, FAILED_CHECK).last()).toBeVisible();
    await expectFieldError(
      capacity,
      'Venue capacity is required and can not be less than amount of sold tickets',
    );
    await expect(page.getByText('Start date and time are required')).toBeVisible();

    // The pickers refuse past days: yesterday cannot be chosen (when the open month shows it; on the 1st
    // it may belong to the month before).
    await button(page, 'Start').click();
    await expect(openCalendar(page)).toBeVisible();
    const yesterday = START.minus({ days: 11 }).setLocale('en-US').toFormat('d LLLL yyyy');
    const yesterdayButton = openCalendar(page).getByRole('button', { name: yesterday, exact: true });
    if ((await yesterdayButton.count()) > 0) await expect(yesterdayButton).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(openCalendar(page)).toBeHidden();

    // Capacity keeps digits only and no leading zero: "0" and letters leave it empty.
    await capacity.fill('0');
    await expect(capacity).toHaveValue('');
    await capacity.pressSequentially('a0b');
    await expect(capacity).toHaveValue('');
    // The order of the times is checked once each field is good on its own.
    await capacity.fill(VENUE_CAPACITY);
    await pickDateTime(page, 'Start', START);
    await pickDateTime(page, 'End', START.minus({ hours: 1 }));
    await pickDateTime(page, 'Doors open', START.plus({ minutes: 15 }));
    await button(page, 'Save').click();

    await expect(toast(page, FAILED_CHECK).last()).toBeVisible();
    await expect(page.getByText('End date and time must be later than start date and time')).toBeVisible();
    await expect(
      page.getByText('Doors open date and time must be earlier than start date and time'),
    ).toBeVisible();
    await expect(page.getByText('Start date and time are required')).toHaveCount(0);
    await expect(capacity).not.toHaveAttribute('aria-invalid', 'true');

    await pickDateTime(page, 'End', END);
    await pickDateTime(page, 'Doors open', DOORS);
    await button(page, 'Save').click();

    // A new date lands where its first ticket type is added.
    await expect(toast(page, 'The date was created. Now add its first ticket type.').last()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${activityPath}/event/[\\w-]+/ticket/create$`));
    await expect(page.getByRole('heading', { name: 'Add ticket type', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: `Manage ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${activityPath}/manage$`));
    await expect(dates).toContainText(showLondon(START));
    await expect(dates).toContainText(showLondon(END));
    await expect(dates).toContainText(showLondon(DOORS));
    await expect(dates).toContainText('No ticket types yet');
    // The server holds the London time the organiser chose, as UTC (§5).
    const [event] = (await api.get(`/api/client${activityPath}/events`)).events;
    expect(Date.parse(event.startAt)).toBe(START.toMillis());
    expect(Date.parse(event.doorsOpenAt)).toBe(DOORS.toMillis());
    expect(event.maxTicketCount).toBe(Number(VENUE_CAPACITY));
  });

  await test.step('2b. add ticket types: Do it later on the first, no second prompt, then Publish', async () => {
    await dates.getByRole('link', { name: 'Manage' }).click();
    await expect(page).toHaveURL(new RegExp(`${activityPath}/event/[\\w-]+/edit$`));
    eventPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await expect(page.getByRole('heading', { name: 'Event date', level: 1 })).toBeVisible();
    await expect(button(page, 'Start')).toHaveText(showLondon(START));

    await page.getByRole('link', { name: 'Add ticket type' }).click();
    await expect(page).toHaveURL(new RegExp(`${eventPath}/ticket/create$`));
    await button(page, 'Save').click();
    await expect(toast(page, FAILED_CHECK).last()).toBeVisible();
    await expectFieldError(textbox(page, 'Ticket type'), 'Ticket type is required');
    await expectFieldError(textbox(page, 'Price'), 'Price is required');
    await expectFieldError(
      textbox(page, 'Availability'),
      'Availability is required and can not be less than amount of sold tickets',
    );

    await fillTicketType(page, STANDARD);
    const prompt = page.getByRole('dialog').filter({ hasText: PUBLISH_PROMPT });
    await expect(prompt).toBeVisible();
    await expect(button(prompt, 'Do it later')).toBeVisible();
    await expect(button(prompt, 'Publish now')).toBeVisible();
    await button(prompt, 'Do it later').click();

    await expect(page).toHaveURL(new RegExp(`${eventPath}/edit$`));
    const ticketTypes = page.getByRole('listitem').filter({ hasText: STANDARD.name });
    await expect(ticketTypes).toContainText('£12.50 · 0 sold of 4');

    // "Do it later" is remembered for this activity (issue 15): the next ticket type asks nothing.
    await page.getByRole('link', { name: 'Add ticket type' }).click();
    await fillTicketType(page, VIP);
    await expect(page).toHaveURL(new RegExp(`${eventPath}/edit$`));
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: VIP.name })).toContainText(
      '£30.00 · 0 sold of 3',
    );
    await page.getByRole('link', { name: `Manage ${name}` }).click();
    await button(page, 'Publish').click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.goto(`${eventPath}/edit`);

    // Published now (§4): saving a ticket type goes straight back to the date, with no prompt.
    await page.getByRole('link', { name: 'Add ticket type' }).click();
    await fillTicketType(page, PROGRAMME);
    await expect(page).toHaveURL(new RegExp(`${eventPath}/edit$`));
    await expect(prompt).toHaveCount(0);
    const programme = page.getByRole('listitem').filter({ hasText: PROGRAMME.name });
    await expect(programme).toContainText('£5.00 · 0 sold of 2');
    await expect(programme).not.toContainText('Counts toward venue capacity');
    await expect(page.getByRole('listitem').filter({ hasText: VIP.name })).toContainText(
      'Counts toward venue capacity',
    );
  });

  let shortLink = '';
  await test.step('3a. the manage screen shows Published and copies the short link', async () => {
    await page.getByRole('link', { name: `Manage ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${activityPath}/manage$`));
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(button(page, 'Unpublish')).toBeEnabled();
    await expect(dates).toContainText('Standard 0/4');
    await expect(dates).toContainText('VIP 0/3');
    await expect(dates).toContainText('Programme 0/2');

    await button(page, 'Short link').click();

    await expect(toast(page, 'Copied to clipboard').last()).toBeVisible();
    shortLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(shortLink).toMatch(new RegExp(`^${baseURL}/s/[A-Za-z0-9]+$`));
  });

  await test.step('3b. a signed-out visitor opens the short link and meets the ticket limits', async () => {
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(shortLink);

      await expect(visitor).toHaveURL(/\/e\/[\w-]+$/);
      await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(visitor.getByText(`${showLondon(START)} – ${showLondon(END)}`)).toBeVisible();
      const tickets = visitor.getByRole('region', { name: 'Tickets' });
      for (const ticket of [STANDARD, VIP, PROGRAMME]) {
        await expect(tickets.getByText(ticket.name, { exact: true })).toBeVisible();
      }
      const quantity = (ticket: TicketType) =>
        visitor.getByRole('group', { name: `${ticket.name} quantity` });
      const add = (ticket: TicketType) => button(visitor, `Add one ${ticket.name}`);
      const remove = (ticket: TicketType) => button(visitor, `Remove one ${ticket.name}`);
      const addUntilDisabled = async (ticket: TicketType, expected: number) => {
        for (let count = 1; count <= expected; count++) {
          await add(ticket).click();
          await expect(quantity(ticket)).toHaveText(String(count));
        }
        await expect(add(ticket)).toBeDisabled();
      };

      // Standard stops at its own availability (4), with the venue (5) not yet full.
      await expect(remove(STANDARD)).toBeDisabled();
      await addUntilDisabled(STANDARD, 4);
      // VIP has 3 of its own, but the venue has one place left.
      await addUntilDisabled(VIP, 1);
      await expect(tickets).toContainText('£80.00');
      // Two Standard back frees two places: VIP now stops at its own 3, the venue is full again.
      await remove(STANDARD).click();
      await remove(STANDARD).click();
      await expect(quantity(STANDARD)).toHaveText('2');
      await expect(add(STANDARD)).toBeEnabled();
      await add(VIP).click();
      await add(VIP).click();
      await expect(quantity(VIP)).toHaveText('3');
      await expect(add(VIP)).toBeDisabled();
      await expect(add(STANDARD)).toBeDisabled();
      // The programme does not take a place in the venue: it is exempt, and stops at its own 2.
      await addUntilDisabled(PROGRAMME, 2);
      await expect(tickets).toContainText('£125.00');
    } finally {
      await visitorContext.close();
    }
  });

  await test.step('4. duplicate the date weekly for 6 weeks and see the copies in Dates', async () => {
    await page.goto(`${eventPath}/edit`);
    await expect(page.getByRole('heading', { name: 'Event date', level: 1 })).toBeVisible();
    await button(page, 'Duplicate').click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate date' });
    await expect(dialog).toBeVisible();

    await dialog.getByText('Weekly', { exact: true }).click();
    await button(dialog, 'Duplicate').click();
    await expect(dialog.getByText('First date is required')).toBeVisible();
    await expect(dialog.getByText('Last date is required')).toBeVisible();
    await expect(dialog.getByText('Please select at least one day of the week')).toBeVisible();

    await pickDate(page, 'First date', COPIES[0]!);
    await pickDate(page, 'Last date', COPIES[5]!);
    // The weekday chips are labels over hidden checkboxes: click the label, as a person does.
    const weekday = START.setLocale('en-US').toFormat('ccc');
    await dialog.getByText(weekday, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: weekday })).toBeChecked();
    await button(dialog, 'Duplicate').click();

    const review = page.getByRole('dialog', { name: 'Create 6 dates?' });
    await expect(review).toBeVisible();
    await expect(review.getByRole('list', { name: 'New dates' }).getByRole('listitem')).toHaveText(
      COPIES.map(showLondon),
    );
    await button(review, 'Create 6 dates').click();

    await expect(toast(page, '6 dates were created.')).toBeVisible();
    await expect(review).toBeHidden();
    await page.getByRole('link', { name: `Manage ${name}` }).click();
    await expect(page.getByRole('heading', { name: /^Dates\s*\(7\)$/, level: 2 })).toBeVisible();
    for (const start of [START, ...COPIES]) {
      await expect(dates).toContainText(showLondon(start));
      await expect(dates).toContainText(showLondon(start.plus({ hours: 3 })));
    }
    await expect(dates.getByRole('link', { name: 'Manage' })).toHaveCount(7);
  });

  await test.step('5. unpublish, delete a date, delete the activity', async () => {
    await button(page, 'Unpublish').click();
    await expect(page.getByText('Not Published', { exact: true })).toBeVisible();
    await expect(button(page, 'Publish')).toBeEnabled();

    // The dates are listed in order: the last is the sixth week's copy.
    await dates.getByRole('link', { name: 'Manage' }).last().click();
    await expect(button(page, 'Start')).toHaveText(showLondon(COPIES[5]!));
    await button(page, 'Delete date').click();
    const confirmDate = page.getByRole('dialog', { name: 'Delete date' });
    await expect(confirmDate).toContainText('Are you sure you want to delete this date?');
    await button(confirmDate, 'Yes').click();

    await expect(page).toHaveURL(new RegExp(`${activityPath}/manage$`));
    await expect(page.getByRole('heading', { name: /^Dates\s*\(6\)$/, level: 2 })).toBeVisible();
    await expect(dates).not.toContainText(showLondon(COPIES[5]!));
    await expect(dates).toContainText(showLondon(COPIES[4]!));

    await page.getByRole('link', { name: 'Edit event' }).click();
    await expect(page).toHaveURL(new RegExp(`${activityPath}/edit$`));
    await button(page, 'Delete event').click();
    const confirmActivity = page.getByRole('dialog', { name: 'Delete event' });
    await expect(confirmActivity).toContainText('Are you sure you want to delete this activity?');
    await expect(button(confirmActivity, 'No')).toBeVisible();
    await button(confirmActivity, 'Yes').click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.getByText('No activities were found.')).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No activities were found.')).toBeVisible();
  });
});
