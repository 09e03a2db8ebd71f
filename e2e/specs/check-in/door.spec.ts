import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import type { TGuestListResponse } from '@usher/contract/check-in';
import { expect, test } from '../../support/fixtures';
import { LONDON, showLondon } from '../../support/pickers';
import { CODES_ZXING_MISSES, qrImageFile, ticketCheckInCode } from '../../support/qr-codes';
import { seedPublishedEvent } from '../../support/seed-events';
import { expectFieldError, toast } from '../../support/ui';

// The door issue's "Done when", as the door would live it: free and cash tickets issued at the box office, then
// the guest list, its CSV, a manual check-in, QR scans by uploaded image (headless Chromium has no camera), and the
// check-in home counting along. One test, because every step starts where the last one ended.

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const link = (scope: Page | Locator, name: string) => scope.getByRole('link', { name, exact: true });
const textbox = (page: Page | Locator, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

const TABLE_LABEL = 'Table number';
const STANDARD = { name: 'Standard', price: 1250, maxTicketCount: 40 };
const VIP = { name: 'VIP', price: 3000, maxTicketCount: 10 };
const GUEST = 'Ada Lovelace';
const TABLE = 'Table 12';
/** A GB number as the box office dials it, and as the server keeps it (E.164). */
const PHONE_TYPED = '07700 900123';
const PHONE = '+447700900123';
const NOT_RECOGNISED = 'QR code not recognised. Please check the details with guest list.';
/** Mantine's green.9 and orange.9: the colour of the verdict the server answered (§4). */
const GREEN = 'rgb(43, 138, 62)';
const ORANGE = 'rgb(217, 72, 15)';

// The door works from a phone: an iPhone SE's screen below the browser's own bars.
test.use({ viewport: { width: 375, height: 560 } });

test('[CHECK-IN] the box office issues 3 tickets and the door finds, exports, checks in and scans them', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'Jazz at the Crypt',
    isFullNameRequired: true,
    customFields: [TABLE_LABEL],
    ticketTypes: [STANDARD, VIP],
  });
  const dateStart = showLondon(DateTime.fromISO(event.startAt));
  const page = await pageAs(api);
  const guestList = (): Promise<TGuestListResponse> =>
    api.get(`/api/client/check-in/${event.eventId}/guest-list/`);
  const checkedInRegion = page.getByRole('region', { name: 'Checked in', exact: true });
  const scanResult = page.getByRole('dialog', { name: 'Scan result' });

  /** On the scan screen: no camera, so upload mode; the QR image holding `code` is chosen as a person would. */
  const uploadQr = async (code: string) => {
    await expect(page.getByRole('heading', { name: 'Scan QR', level: 1 })).toBeVisible();
    await expect(page.getByText('Could not get access to your phone camera.', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Upload image' })).toBeChecked();
    const chooser = page.waitForEvent('filechooser');
    await button(page, 'Choose QR image').click();
    await (await chooser).setFiles(await qrImageFile(code));
    await expect(scanResult).toBeVisible();
  };

  await test.step('1. free tickets: nothing chosen, then 2 + 1 and the receiver form messages', async () => {
    await page.goto(`${event.path}/free-cash-tickets`);
    await expect(page.getByRole('heading', { name: 'Free or cash tickets', level: 1 })).toBeVisible();
    const claim = button(page, 'Claim');
    const chooseTickets = page.getByText('Please choose your tickets', { exact: true });

    // From the bottom of the screen, as after reading the ticket types on a phone.
    await claim.scrollIntoViewIfNeeded();
    await claim.click();

    await expect(chooseTickets).toBeVisible();
    await expect(chooseTickets).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Receiver' })).toHaveCount(0);

    await button(page, `Add one ${STANDARD.name}`).click();
    await button(page, `Add one ${STANDARD.name}`).click();
    await button(page, `Add one ${VIP.name}`).click();
    await expect(page.getByRole('group', { name: `${STANDARD.name} quantity` })).toHaveText('2');
    await expect(page.getByRole('group', { name: `${VIP.name} quantity` })).toHaveText('1');
    await expect(chooseTickets).toHaveCount(0);
    await expect(page.getByText('3 tickets', { exact: true })).toBeVisible();
    await expect(page.getByText('To collect in cash: £55.00')).toBeVisible();
    await claim.click();

    const receiver = page.getByRole('region', { name: 'Receiver' });
    await expect(receiver).toBeVisible();
    const phone = textbox(receiver, 'Phone');
    const fullName = textbox(receiver, 'Full name');
    const table = textbox(receiver, TABLE_LABEL);
    const issue = button(receiver, 'Issue tickets');

    await issue.click();
    await expect(toast(page, 'Please fill in all required fields').last()).toBeVisible();
    await expectFieldError(phone, 'Phone is required');
    await expectFieldError(fullName, 'Full name is required');
    await expectFieldError(table, `${TABLE_LABEL} is required`);

    await phone.fill('12');
    await issue.click();
    await expectFieldError(phone, 'Incorrect phone format');
    await expectFieldError(fullName, 'Full name is required');
    expect((await guestList()).guests).toHaveLength(0);

    await phone.fill(PHONE_TYPED);
    await fullName.fill(GUEST);
    await table.fill(TABLE);

    // Second thoughts after Claim: every ticket taken off again. Issuing from the foot of the form brings the
    // message into view far above it, and issues nothing.
    const standard = page.getByRole('group', { name: `${STANDARD.name} quantity` });
    const vip = page.getByRole('group', { name: `${VIP.name} quantity` });
    await button(page, `Remove one ${STANDARD.name}`).click();
    await button(page, `Remove one ${STANDARD.name}`).click();
    await button(page, `Remove one ${VIP.name}`).click();
    await expect(page.getByText('0 tickets', { exact: true })).toBeVisible();
    await issue.scrollIntoViewIfNeeded();
    await expect(standard).not.toBeInViewport();
    await issue.click();
    await expect(chooseTickets).toBeInViewport();
    await expect(page.getByRole('dialog', { name: 'Tickets issued' })).toHaveCount(0);
    expect((await guestList()).guests).toHaveLength(0);

    await button(page, `Add one ${STANDARD.name}`).click();
    await button(page, `Add one ${STANDARD.name}`).click();
    await button(page, `Add one ${VIP.name}`).click();
    await expect(standard).toHaveText('2');
    await expect(vip).toHaveText('1');
    await expect(chooseTickets).toHaveCount(0);
    await expect(receiver).toBeVisible();
    await expect(phone).toHaveValue(PHONE_TYPED);
    await issue.click();

    const issued = page.getByRole('dialog', { name: 'Tickets issued' });
    await expect(issued).toContainText(`Your tickets have been successfully sent via SMS to ${PHONE}`);
    const { guests } = await guestList();
    expect(guests).toHaveLength(3);
    await expect(issued).toContainText(guests[0]!.orderReference);
    await expect(issued.getByRole('link', { name: /^Ticket \d of 3$/ })).toHaveCount(3);
    await button(issued, 'Issue more tickets').click();
    await expect(issued).toBeHidden();
  });

  const { guests } = await guestList();
  const reference = guests[0]!.orderReference;
  const byIndex = (index: number) => guests.find((guest) => guest.ticketIndex === index)!;
  const [manual, scanned] = [byIndex(1), byIndex(2)];
  // On the phone each ticket is a compact row of the guest list; a tap on the guest opens its details.
  const cards = page.getByRole('list', { name: 'Guests' }).getByRole('listitem').filter({ hasText: GUEST });
  const card = (index: number) => cards.filter({ hasText: `${index} of 3` });
  const openDetails = async (row: Locator) => {
    const toggle = row.getByRole('button', { name: new RegExp(GUEST) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  };

  await test.step('2. check-in home before anyone is in, then the guest list and its search', async () => {
    await page.goto(`${event.path}/check-in`);
    await expect(page.getByRole('heading', { name: 'Check in', level: 1 })).toBeVisible();
    await expect(checkedInRegion).toContainText('No one checked in yet');
    await expect(checkedInRegion.getByLabel('Checked in in total')).toHaveCount(0);

    await link(page, 'Show guest list').click();
    await expect(page).toHaveURL(new RegExp(`${event.path}/check-in/guests$`));
    await expect(page.getByRole('heading', { name: 'Guest List', level: 1 })).toBeVisible();
    await expect(page.getByText('0 of 3 checked in', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(3);
    for (const guest of guests) {
      const one = card(guest.ticketIndex);
      await expect(one).toHaveCount(1);
      await expect(one).toContainText(GUEST);
      await expect(one).toContainText(guest.ticketVariantName);
      await expect(button(one, 'Manual check in')).toBeVisible();
      await openDetails(one);
      await expect(one).toContainText(`Checked InNo`);
      await expect(one).toContainText(`Order reference${reference}`);
      await expect(one).toContainText(`Ticket type${guest.ticketVariantName}`);
      await expect(one).toContainText(`Phone${PHONE}`);
      await expect(one).toContainText(`${TABLE_LABEL}${TABLE}`);
    }

    // Each search starts from an empty result, so finding the guests again is the search's own answer.
    const search = page.getByRole('searchbox', { name: 'Search guests' });
    const noMatch = page.getByText('No guests match this search.', { exact: true });
    for (const found of ['Lovelace', reference]) {
      await search.fill('nobody');
      await expect(noMatch).toBeVisible();
      await expect(cards).toHaveCount(0);
      await search.fill(found);
      await expect(cards).toHaveCount(3);
      await expect(noMatch).toHaveCount(0);
    }
    await search.fill('');
    await expect(cards).toHaveCount(3);
  });

  await test.step('3. Share CSV file downloads the guest list as UTF-8 with a BOM', async () => {
    // Desktop Chromium cannot share files, so the button downloads; a share sheet would never end the test.
    const canShareFiles = await page.evaluate(
      () => navigator.canShare?.({ files: [new File(['x'], 'x.csv', { type: 'text/csv' })] }) ?? false,
    );
    expect(canShareFiles, 'this browser would open the share sheet instead of downloading').toBe(false);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Share CSV file').click(),
    ]);
    const londonDay = DateTime.fromISO(event.startAt).setZone(LONDON).toFormat('yyyy-MM-dd');
    expect(download.suggestedFilename()).toBe(`guest-list-${londonDay}.csv`);
    const bytes = await fs.readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    const [header, ...rows] = lines;
    for (const column of ['Name', 'Phone', 'Ticket type', 'Order reference', 'Checked in']) {
      expect(header).toContain(column);
    }
    for (const row of rows) {
      expect(row).toContain(GUEST);
      expect(row).toContain(PHONE);
      expect(row).toContain(reference);
      expect(row).toContain(TABLE);
    }
  });

  await test.step('4. Manual check in: Cancel changes nothing, OK checks the ticket in', async () => {
    const first = card(manual.ticketIndex);
    const confirm = page.getByRole('dialog', { name: 'Manual check in' });

    await openDetails(first);
    await button(first, 'Manual check in').click();
    await expect(confirm).toContainText('Check in this ticket manually?');
    await expect(button(confirm, 'OK')).toBeVisible();
    await button(confirm, 'Cancel').click();

    await expect(confirm).toBeHidden();
    await expect(first).toContainText('Checked InNo');
    await expect(button(first, 'Manual check in')).toBeVisible();
    await expect(page.getByText('0 of 3 checked in', { exact: true })).toBeVisible();
    expect((await guestList()).checkedInCount).toBe(0);

    await button(first, 'Manual check in').click();
    await expect(confirm).toContainText('Check in this ticket manually?');
    await button(confirm, 'OK').click();

    await expect(confirm).toBeHidden();
    await expect(toast(page, `Checked in: ${GUEST}, ${manual.ticketVariantName}`)).toBeVisible();
    await expect(first).toContainText('Checked InYes');
    await expect(button(first, 'Manual check in')).toHaveCount(0);
    await expect(page.getByText('1 of 3 checked in', { exact: true })).toBeVisible();
    for (const other of guests.filter((guest) => guest !== manual)) {
      await openDetails(card(other.ticketIndex));
      await expect(card(other.ticketIndex)).toContainText('Checked InNo');
    }
  });

  const scannedCode = await ticketCheckInCode(api, scanned.ticketExternalId);

  await test.step('5. Scan QR falls back to upload mode, and an uploaded ticket QR checks the guest in', async () => {
    await link(page, 'Close').click();
    await expect(page).toHaveURL(new RegExp(`${event.path}/check-in$`));
    await link(page, 'Scan QR').click();
    await expect(page).toHaveURL(new RegExp(`${event.path}/check-in/scan-qr$`));

    await uploadQr(scannedCode);

    // The date is tomorrow: the green answer says so, so the door notices a guest who came a day early.
    const verdict = scanResult.getByText(
      `Checked in: ${GUEST}, ${scanned.ticketVariantName}. This ticket is for ${dateStart}, not today.`,
      { exact: true },
    );
    await expect(verdict).toBeVisible();
    await expect(verdict).toHaveCSS('color', GREEN);
    await button(scanResult, 'Close').click();
    await expect(scanResult).toBeHidden();
    const after = await guestList();
    expect(after.checkedInCount).toBe(2);
    expect(after.guests.find((guest) => guest.ticketIndex === scanned.ticketIndex)?.checkedIn).toBe(true);
  });

  await test.step('6. the check-in home counts 2 in, per ticket type', async () => {
    await link(page.getByRole('navigation', { name: 'Breadcrumbs' }), 'Check in').click();
    await expect(page.getByRole('heading', { name: 'Check in', level: 1 })).toBeVisible();
    await expect(checkedInRegion.getByLabel('Checked in in total')).toHaveText('2');
    await expect(checkedInRegion).not.toContainText('No one checked in yet');
    for (const ticketType of [STANDARD, VIP]) {
      const sold = guests.filter((guest) => guest.ticketVariantName === ticketType.name).length;
      const checkedIn = [manual, scanned].filter(
        (guest) => guest.ticketVariantName === ticketType.name,
      ).length;
      await expect(checkedInRegion).toContainText(
        new RegExp(`${ticketType.name}\\s*${checkedIn} of ${sold}`),
      );
    }
  });

  await test.step('7. the same QR again answers orange: already checked in', async () => {
    await link(page, 'Scan QR').click();
    await uploadQr(scannedCode);

    const verdict = scanResult.getByText(/^Already checked in at /);
    await expect(verdict).toBeVisible();
    // When the scan before checked the ticket in, in London time (§9), then who and which ticket type.
    const { guests: now } = await guestList();
    const { checkedInAt, checkedInBy } = now.find((guest) => guest.ticketIndex === scanned.ticketIndex)!;
    expect(checkedInAt).toBeTruthy();
    expect(checkedInBy).toBeTruthy();
    await expect(verdict).toHaveText(
      `Already checked in at ${showLondon(DateTime.fromISO(checkedInAt!))} by ${checkedInBy}: ${GUEST}, ${scanned.ticketVariantName}. This ticket is for ${dateStart}, not today.`,
    );
    await expect(verdict).toHaveCSS('color', ORANGE);
    await button(scanResult, 'Close').click();
    await expect(scanResult).toBeHidden();
    expect((await guestList()).checkedInCount).toBe(2);
  });

  await test.step('8. a QR that is no ticket is not recognised, with Close and Guest list', async () => {
    // The image is read: the code reaches the server, which knows no such ticket (not an unreadable image).
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/check-in/not-a-ticket'),
    );
    await uploadQr('not-a-ticket');

    expect((await answer).status()).toBe(404);
    await expect(scanResult.getByText(NOT_RECOGNISED, { exact: true })).toBeVisible();
    await expect(button(scanResult, 'Close')).toBeVisible();
    await expect(link(scanResult, 'Guest list')).toBeVisible();
    await button(scanResult, 'Close').click();
    await expect(scanResult).toBeHidden();

    // Codes the first reader cannot locate are still read, by the second one, and reach the server.
    for (const code of CODES_ZXING_MISSES) {
      const read = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith(`/check-in/${code}`),
      );
      await uploadQr(code);
      expect((await read).status()).toBe(404);
      await button(scanResult, 'Close').click();
      await expect(scanResult).toBeHidden();
    }

    // Once more, and this time on to the guest list to look the guest up.
    await uploadQr('not-a-ticket');
    await expect(scanResult.getByText(NOT_RECOGNISED, { exact: true })).toBeVisible();
    await link(scanResult, 'Guest list').click();
    await expect(page).toHaveURL(new RegExp(`${event.path}/check-in/guests$`));
    await expect(page.getByText('2 of 3 checked in', { exact: true })).toBeVisible();
    await openDetails(card(scanned.ticketIndex));
    await expect(card(scanned.ticketIndex)).toContainText('Checked InYes');
    expect((await guestList()).checkedInCount).toBe(2);
  });
});
