import type { Locator, Page } from '@playwright/test';
import type { ApiClient } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { waitForInbox } from '../../support/inbox';
import { seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 31, "Done when": a customer joins the waiting list of a sold-out date from the share link and sees their
// number; the organiser cancels an order; the offer's email leads to the entry's page, the customer pays on the test
// payment page and lands on the confirmation with their tickets; the organiser sees the entry purchased.

const SHOTS = '/tmp/shots-waitlist';
const unique = () => Math.random().toString(36).slice(2, 8).toLowerCase();
const visible = (locator: Locator) => locator.locator('visible=true');

/** The date's one place, bought online through checkout and the test payment page, over the API. */
async function buyTheLastPlace(api: ApiClient, eventId: string, variantId: string) {
  const hold = await api.post(`/api/public/event/${eventId}/holds`, {
    items: [{ identity: variantId, quantity: 1 }],
  });
  const order = await api.post(`/api/public/holds/${hold.id}/checkout`, {
    email: `first-${unique()}@example.test`,
    fullName: 'Fay First',
  });
  await api.post(`/api/public/test-payments/${order.orderId}/pay`);
  return order as { orderId: string; orderReference: string };
}

/** On a phone, a target for a thumb: 44 px each way (a desktop's mouse needs less). */
async function expectThumbSized(locator: Locator, isPhone: boolean): Promise<void> {
  if (!isPhone) return;
  const box = (await locator.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { name: widthName, context } of WIDTHS) {
  const width = context.viewport!.width;
  const isPhone = Boolean(context.hasTouch);
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });

  test(`[WAITLIST] a customer joins a sold-out date's list, is offered the freed place and buys it (${widthName})`, async ({
    apiAsNewMerchant,
    pageAs,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const api = await apiAsNewMerchant();
    const name = `Sold Out Quartet ${unique().toUpperCase()}`;
    const event = await seedPublishedEvent(api, {
      name,
      ticketTypes: [{ name: 'Standard', price: 1500, maxTicketCount: 1 }],
    });
    const variantId = event.ticketTypeIds.Standard!;
    const first = await buyTheLastPlace(api, event.eventId, variantId);

    // The organiser turns the list on from the activity's screen, with a window of two hours.
    const organiser = await pageAs(api, context);
    await organiser.goto(`/activity/${event.activityId}/manage`);
    const settings = organiser.getByRole('region', { name: 'Waiting list' });
    await settings.getByRole('switch', { name: 'Waiting list' }).check({ force: true });
    await settings.getByRole('textbox', { name: 'Keep each offer for' }).fill('2');
    await settings.getByRole('combobox', { name: 'Unit' }).click();
    await organiser.getByRole('option', { name: 'hours' }).click();
    await expect(settings.getByText('has 2 hours (120 minutes) to buy them')).toBeVisible();
    await settings.getByRole('button', { name: 'Save waiting list' }).click();
    await expect(toast(organiser, 'The waiting list settings were saved.')).toBeVisible();
    await shot(organiser, 'settings');
    await expectNoSeriousViolations(organiser, "the activity's waiting list settings");

    // The customer comes from the share link to a sold-out date and joins its list.
    const email = `waiting-${unique()}@example.test`;
    const visitor = await browser.newContext(context);
    try {
      const page = await visitor.newPage();
      await page.goto(`/a/${event.activityId}`);
      await expect(page).toHaveURL(new RegExp(`/e/${event.eventId}$`));
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      // The type's one place is taken: it reads sold out, with the way to join its list.
      await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
      const join = page.getByRole('button', { name: 'Join the waiting list: Standard' });
      await expectThumbSized(join, isPhone);
      await join.click();
      const form = page.getByRole('form', { name: 'Join the waiting list' });
      await form.getByRole('button', { name: 'Join the waiting list' }).click();
      await expect(form.getByText('Full name is required')).toBeVisible();
      await form.getByRole('textbox', { name: 'Full name' }).fill('Wendy Waiting');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('12');
      await form.getByRole('button', { name: 'Join the waiting list' }).click();
      await expect(form.getByText('Incorrect phone format')).toBeVisible();
      await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('07700 900123');
      const add = form.getByRole('button', { name: 'Add one Standard on the waiting list' });
      await expectThumbSized(add, isPhone);
      await expectThumbSized(form.getByRole('textbox', { name: 'Email' }), isPhone);
      await expectThumbSized(form.getByRole('button', { name: 'Join the waiting list' }), isPhone);
      await expectNoHorizontalScroll(page);
      await shot(page, 'join-form');
      await expectNoSeriousViolations(page, '/e/{eventId} with the waiting list form');
      await form.getByRole('button', { name: 'Join the waiting list' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: "You're number 1 on the waiting list" }),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'joined');

      // The same email again is refused inline.
      await page.reload();
      await page.getByRole('button', { name: 'Join the waiting list: Standard' }).click();
      await page.getByRole('textbox', { name: 'Full name' }).fill('Wendy Waiting');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page
        .getByRole('form', { name: 'Join the waiting list' })
        .getByRole('button', { name: 'Join the waiting list' })
        .click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'You are already on the waiting list for this ticket.' }),
      ).toBeVisible();

      // The organiser sees one waiting, on the date's list and the activity's dates, and cancels the order.
      await organiser.goto(`/activity/${event.activityId}/manage`);
      await expect(organiser.getByText('1 waiting')).toBeVisible();
      await organiser.goto(`${event.path}/orders`);
      await visible(organiser.getByRole('button', { name: `Cancel order ${first.orderReference}` })).click();
      await organiser.getByRole('dialog').getByRole('button', { name: 'Cancel only' }).click();
      await expect(toast(organiser, 'Order was cancelled')).toBeVisible();

      // The offer's email leads to the entry's page, and from there into the checkout of the offered hold.
      const [offer] = await waitForInbox(
        baseURL!,
        (inbox) =>
          inbox.emails.filter(
            (message) => message.to.includes(email) && message.subject.startsWith('Tickets are held for you'),
          ),
        1,
      );
      const link = /\/waitlist\/[0-9a-f-]{36}/.exec(offer!.text)![0];
      await page.goto(link);
      await expect(page.getByText('Offered', { exact: true })).toBeVisible();
      await expect(
        page.getByText(/Your tickets are held for you until \d\d \w{3} \d{4}, \d\d:\d\d/),
      ).toBeVisible();
      await expect(page.getByText('1 × Standard')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, 'offered');
      await expectNoSeriousViolations(page, '/waitlist/{entryId} with an offer');
      const buy = page.getByRole('button', { name: 'Buy your tickets' });
      await expectThumbSized(buy, isPhone);
      await buy.click();

      await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?event=/);
      await expect(page.getByRole('timer')).toContainText(/Tickets held for 1:[45]\d:\d\d/);
      await expect(page.getByText('1 × Standard')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to your waiting list place' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Pay £15.00' }).click();

      await expect(page).toHaveURL(/\/pay\/test\/[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'Pay £15.00' }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open ticket' })).toHaveCount(1);
      await shot(page, 'confirmation');

      // The entry's page and the organiser's list both say purchased.
      await page.goto(link);
      await expect(page.getByText('Purchased', { exact: true })).toBeVisible();
      await organiser.goto(`${event.path}/edit`);
      const list = organiser.getByRole('region', { name: 'Waiting list' });
      await expect(list.getByTestId('waitlist-count-purchased')).toHaveText('Purchased 1');
      await expect(list.getByText('Wendy Waiting')).toBeVisible();
      await expect(list.getByText('Purchased', { exact: true }).last()).toBeVisible();
      await expectNoHorizontalScroll(organiser);
      await shot(organiser, 'organiser-list');
      await expectNoSeriousViolations(organiser, "the date's waiting list section");
    } finally {
      await visitor.close();
    }
  });
}
