import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { issueFreeTickets, seedPublishedEvent, type SeededEvent } from '../../support/seed-events';
import { DESKTOP, PHONE } from '../../support/viewports';
import type { ApiClient } from '../../support/api';

// Issue 9 §3 "Guest list": a compact row per guest on a phone (details on tap) and a table on a desktop.

const TABLE_LABEL = 'Table number';
const GUESTS = 14;
const guestName = (n: number) => `Guest ${String(n).padStart(2, '0')} Lovelace`;
/** Long enough that it cannot fit beside its label on a 360 px phone. */
const guestEmail = (n: number) => `a.rather.long.name.${n}@example-company.co.uk`;

async function seedGuests(api: ApiClient): Promise<SeededEvent> {
  const event = await seedPublishedEvent(api, {
    name: 'Jazz at the Crypt',
    customFields: [TABLE_LABEL],
    ticketTypes: [{ name: 'Standard', price: 1250, maxTicketCount: 40 }],
  });
  await issueFreeTickets(
    api,
    event,
    'Standard',
    Array.from({ length: GUESTS }, (_, n) => ({
      fullName: guestName(n),
      email: guestEmail(n),
      answers: [`Table ${n}`],
    })),
  );
  return event;
}

/**
 * Where the email's text wraps: -1 when it is on one line, otherwise the index of the first character on the
 * second line.
 */
function emailWrapIndex(link: Locator): Promise<number> {
  return link.evaluate((element) => {
    const text = element.textContent ?? '';
    const range = document.createRange();
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let offset = 0; offset < node.textContent!.length; offset++) {
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    if (tops.length !== text.length) throw new Error('the email is not plain text');
    return tops.findIndex((top) => top > tops[0]!);
  });
}

async function rowsInFirstScreen(page: Page, rows: Locator): Promise<number> {
  const height = page.viewportSize()!.height;
  let count = 0;
  for (const box of await rows.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    if (box.bottom <= height) count++;
  }
  return count;
}

test('[CHECK-IN] on a 360 px phone each guest is one compact row, and a tap opens every field', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const event = await seedGuests(api);
  const page = await pageAs(api, PHONE);
  await page.goto(`${event.path}/check-in/guests`);

  const rows = page.getByRole('list', { name: 'Guests' }).getByRole('listitem');
  await expect(rows).toHaveCount(GUESTS);
  await expect(page.getByRole('table')).toHaveCount(0);
  for (const box of await rows.evaluateAll((elements) =>
    elements.map((e) => e.getBoundingClientRect().height),
  ))
    // The name and the button, then which ticket of which order on a line of its own.
    expect(box).toBeLessThanOrEqual(80);
  // Two guests a screen before; now the counter, the search and rows share the first screen, with each row's
  // ticket and order on a line of its own and the door's bar at the bottom (issue 15).
  expect(await rowsInFirstScreen(page, rows)).toBeGreaterThanOrEqual(3);

  const first = rows.filter({ hasText: guestName(0) });
  const {
    guests: [zero],
  } = await api.get(`/api/client/check-in/${event.eventId}/guest-list/?search=Guest%2000`);
  await expect(first).toContainText(`Standard · Ticket 1 of 1 · Order ${zero.orderReference}`);
  await expect(first.getByRole('button', { name: 'Manual check in' })).toBeVisible();
  const email = first.getByRole('link', { name: /example-company/ });
  await expect(email).toHaveCount(0);

  await first.getByRole('button', { name: new RegExp(guestName(0)) }).click();
  await expect(email).toHaveText(guestEmail(0));
  await expect(email).toHaveAttribute('href', `mailto:${guestEmail(0)}`);
  await expect(first).toContainText(`${TABLE_LABEL}Table 0`);
  await expect(first).toContainText('Checked InNo');
  await expect(first.getByRole('link', { name: 'Open ticket' })).toBeVisible();
  const { guests } = await api.get(`/api/client/check-in/${event.eventId}/guest-list/?search=Guest%2000`);
  await expect(first).toContainText(`Order reference${guests[0].orderReference}`);
  // The email wraps, if at all, after its '@', never in the middle of a word.
  const wrap = await emailWrapIndex(email);
  expect([-1, guestEmail(0).indexOf('@')]).toContain(wrap);
  const emailBox = (await email.boundingBox())!;
  expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(360);

  await first.getByRole('button', { name: 'Manual check in' }).click();
  await page.getByRole('dialog', { name: 'Manual check in' }).getByRole('button', { name: 'OK' }).click();
  await expect(first.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Manual check in' })).toHaveCount(0);
  await expect(first).toContainText('Checked InYes');
});

test('[CHECK-IN] on a 1280 px desktop the guests are a table to compare, details open below a row', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const event = await seedGuests(api);
  const page = await pageAs(api, DESKTOP);
  await page.goto(`${event.path}/check-in/guests`);

  const table = page.getByRole('table', { name: 'Guests' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('list', { name: 'Guests' })).toHaveCount(0);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Name',
    'Ticket type',
    'Ticket',
    'Order reference',
    'Email',
    TABLE_LABEL,
    'Checked In',
  ]);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(GUESTS);
  // Three cards a screen before: now a screenful of rows.
  expect(await rowsInFirstScreen(page, rows)).toBeGreaterThanOrEqual(8);

  const grace = rows.filter({ hasText: guestName(3) });
  await expect(grace).toContainText(guestEmail(3));
  await expect(grace).toContainText('Table 3');
  await grace.getByRole('button', { name: guestName(3) }).click();
  const details = rows.filter({ hasText: 'Open ticket' });
  await expect(details).toHaveCount(1);
  await expect(details).toContainText('Checked InNo');
  await expect(details.getByRole('link', { name: 'Open ticket' })).toBeVisible();
  await expect(details).toContainText('Phone+447700900123');
  // Nothing is cut off at the right: the table fits the screen with its one question.
  const tableBox = (await table.boundingBox())!;
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(1280);
  await expect(table.getByRole('columnheader', { name: 'Checked In' })).toBeInViewport();

  await grace.getByRole('button', { name: 'Manual check in' }).click();
  const confirm = page.getByRole('dialog', { name: 'Manual check in' });
  await expect(confirm).toContainText('Check in this ticket manually?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(grace.getByRole('cell').filter({ hasText: /^Yes$/ })).toBeVisible();
  await expect(details).toContainText('Checked InYes');
  await expect(page.getByText('1 of 14 checked in', { exact: true })).toBeVisible();
});

for (const [width, context] of [
  ['360 px phone', PHONE],
  ['1280 px desktop', DESKTOP],
] as const) {
  test(`[CHECK-IN] the door screens say why while the event is not published (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Unannounced Gig',
      ticketTypes: [{ name: 'Standard', price: 1000, maxTicketCount: 10 }],
      publish: false,
    });
    const page = await pageAs(api, context);
    const why = page.getByText(
      'This event is not published yet: publish it before issuing tickets or checking guests in.',
    );
    const toPublish = page.getByRole('link', { name: 'Open the event to publish' });

    await page.goto(`${event.path}/check-in`);
    await expect(why).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scan QR' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Show guest list' })).toHaveCount(0);

    await page.goto(`${event.path}/check-in/guests`);
    await expect(why).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share CSV file' })).toHaveCount(0);

    await page.goto(`${event.path}/check-in/scan-qr`);
    await expect(why).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose QR image' })).toBeHidden();
    await expect(page.getByText('Starting camera…')).toBeHidden();

    await toPublish.click();
    await expect(page).toHaveURL(new RegExp(`/activity/${event.activityId}/manage$`));
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
  });
}
