import type { Locator, Page } from '@playwright/test';
import type { TGuestListResponse } from '@usher/contract/check-in';
import { expect, test } from '../../support/fixtures';
import { qrImageFile, ticketCheckInCode } from '../../support/qr-codes';
import { issueFreeTickets, seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { PHONE } from '../../support/viewports';

// Issue 30 "Done when": the organiser makes a door link with a PIN for one ticket type; a phone with no account
// opens it, scans green, is refused a ticket of another type at this door, undoes a check-in with a reason; the
// log names the crew's phone; after Revoke the crew's next scan is refused. All at 360 px.

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const DOOR = 'Main gate';
const DEVICE = 'Sam at gate A';
const PIN = '2468';
const STANDARD_GUEST = 'Ada Lovelace';
const VIP_GUEST = 'Grace Hopper';
const BY = `${DOOR} (${DEVICE})`;

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-door-links/${name}.png` });

test('[CHECK-IN] a door link lets a crew phone with no account check in its ticket type only, until revoked', async ({
  apiAsNewMerchant,
  pageAs,
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'Door crew night',
    isFullNameRequired: true,
    daysFromToday: 0,
    ticketTypes: [
      { name: 'Standard', price: 0, maxTicketCount: 10 },
      { name: 'VIP', price: 0, maxTicketCount: 10 },
    ],
  });
  await issueFreeTickets(api, event, 'Standard', [{ fullName: STANDARD_GUEST }]);
  await issueFreeTickets(api, event, 'VIP', [{ fullName: VIP_GUEST }]);
  const { guests } = (await api.get(
    `/api/client/check-in/${event.eventId}/guest-list/`,
  )) as TGuestListResponse;
  const codeOf = (name: string) =>
    ticketCheckInCode(api, guests.find((guest) => guest.guestName === name)!.ticketExternalId);
  const standardCode = await codeOf(STANDARD_GUEST);
  const vipCode = await codeOf(VIP_GUEST);

  const organiser = await pageAs(api, PHONE);
  const links = organiser.getByRole('region', { name: 'Door links' });
  let url = '';

  await test.step('the organiser makes a link with a PIN for Standard and sees its QR once', async () => {
    await organiser.goto(`${event.path}/check-in`);
    await button(links, 'New door link').click();
    const form = organiser.getByRole('dialog', { name: 'New door link' });
    await button(form, 'Create link').click();
    await expect(form.getByText('Please give the door link a name (at most 80 characters)')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(DOOR);
    await form.getByRole('combobox', { name: 'Ticket types' }).click();
    await organiser.getByRole('option', { name: 'Standard' }).click();
    await form.getByLabel('PIN').fill('12');
    await button(form, 'Create link').click();
    await expect(form.getByText('The PIN must be 4 to 8 digits')).toBeVisible();
    await form.getByLabel('PIN').fill(PIN);
    await shot(organiser, 'organiser-form');
    await button(form, 'Create link').click();

    const created = organiser.getByRole('dialog', { name: `Door link “${DOOR}”` });
    await expect(created.getByRole('img', { name: 'QR code of the door link' })).toBeVisible();
    url = await created.getByRole('textbox', { name: 'Door link' }).inputValue();
    expect(url).toMatch(/\/door\/[^/]{22,}$/);
    await expect(created.getByText('Copy it now: it is not shown again.')).toBeVisible();
    await shot(organiser, 'organiser-created');
    await button(created, 'Done').click();
    await expect(links.getByText(`${DOOR} …${url.slice(-4)}`)).toBeVisible();
    await expect(links.getByText('Active')).toBeVisible();
  });

  const crewContext = await browser.newContext({ ...PHONE });
  const crew = await crewContext.newPage();
  const scanResult = crew.getByRole('dialog', { name: 'Scan result' });
  const uploadQr = async (code: string) => {
    await expect(crew.getByRole('radio', { name: 'Upload image' })).toBeChecked();
    const chooser = crew.waitForEvent('filechooser');
    await button(crew, 'Choose QR image').click();
    await (await chooser).setFiles(await qrImageFile(code));
  };

  try {
    await test.step('a phone with no account opens the link with the PIN and its name', async () => {
      await crew.goto(url);
      await crew.getByLabel('PIN').fill('1111');
      await crew.getByRole('textbox', { name: 'Your name and place' }).fill(DEVICE);
      await shot(crew, 'crew-start');
      await button(crew, 'Start').click();
      await expect(crew.getByText('Wrong PIN')).toBeVisible();
      await crew.getByLabel('PIN').fill(PIN);
      await button(crew, 'Start').click();
      await expect(crew.getByRole('heading', { name: DOOR, level: 1 })).toBeVisible();
      await expect(crew.getByText('Admits: Standard')).toBeVisible();
    });

    await test.step('it scans Standard green and VIP as the wrong door', async () => {
      // Headless Chromium has no camera: the scanner falls back to a chosen image, as the organiser's does.
      await expect(
        crew.getByText('Could not get access to your phone camera.', { exact: true }),
      ).toBeVisible();
      await uploadQr(standardCode);
      await expect(scanResult.getByRole('status')).toHaveText(new RegExp(`Checked in.*${STANDARD_GUEST}`));
      await shot(crew, 'crew-green');
      await button(scanResult, 'Close').click();
      await uploadQr(vipCode);
      await expect(scanResult.getByRole('status')).toHaveText('This ticket is not valid at this door.');
      await shot(crew, 'crew-wrong-door');
      await button(scanResult, 'Close').click();
    });

    await test.step('it finds the Standard guest and undoes the check-in with a reason', async () => {
      await crew.getByRole('link', { name: 'Guests' }).click();
      await crew.getByRole('searchbox', { name: 'Find a guest' }).fill('Ada');
      const guest = crew.getByRole('list', { name: 'Guests' }).getByRole('listitem');
      await expect(guest).toContainText(STANDARD_GUEST);
      await expect(guest).toContainText(`by ${BY}`);
      await guest.getByRole('button', { name: `Undo check-in of ${STANDARD_GUEST}` }).click();
      const dialog = crew.getByRole('dialog', { name: 'Undo check-in' });
      await dialog.getByLabel('Reason').fill('Scanned the wrong phone');
      await shot(crew, 'crew-undo');
      await button(dialog, 'Undo').click();
      await expect(toast(crew, `Check-in undone: ${STANDARD_GUEST}`)).toBeVisible();
      await expect(guest.getByRole('button', { name: `Check in ${STANDARD_GUEST}` })).toBeVisible();
      await shot(crew, 'crew-guests');
      // Back to the scanner (through the toast, as a thumb would), where the next guest is scanned.
      await crew.getByRole('link', { name: 'Scan' }).click();
      await expect(crew.getByRole('button', { name: 'Choose QR image' })).toBeVisible();
    });

    await test.step('the organiser sees the check-in, the refusal and the undo with the phone', async () => {
      await organiser.reload();
      const log = organiser.getByRole('region', { name: 'Check-in log' });
      await expect(log.getByText('Reason: Scanned the wrong phone')).toBeVisible();
      await expect(log.getByText('This ticket is not valid at this door.')).toBeVisible();
      await expect(log.getByText(new RegExp(`\\(${DEVICE}\\)`))).toHaveCount(3);
      await log.scrollIntoViewIfNeeded();
      await shot(organiser, 'organiser-log');
    });

    await test.step('after Revoke the crew phone is told the link is no longer valid', async () => {
      // The phone's offline copy syncs every 5 s and a 401 there closes the door too: held back here, so this
      // step shows the scan's own answer (crew-offline.spec.ts covers the sync's).
      await crew.route(/\/offline(-scans)?(\?|$)/, (route) => route.abort());
      await button(links, `Revoke ${DOOR}`).click();
      const confirm = organiser.getByRole('dialog', { name: 'Revoke door link' });
      await button(confirm, 'Yes').click();
      await expect(toast(organiser, 'Door link revoked')).toBeVisible();
      await expect(links.getByText('Revoked')).toBeVisible();
      await links.scrollIntoViewIfNeeded();
      await shot(organiser, 'organiser-revoked');

      await uploadQr(standardCode);
      await expect(crew.getByRole('heading', { name: 'Door closed' })).toBeVisible();
      await expect(crew.getByText('This door link is no longer valid.')).toBeVisible();
      await shot(crew, 'crew-closed');

      // A desktop shows the links as a table.
      await organiser.setViewportSize({ width: 1280, height: 800 });
      await expect(links.getByRole('table', { name: 'Door links' })).toContainText('Revoked');
      await links.scrollIntoViewIfNeeded();
      await shot(organiser, 'organiser-desktop');
    });
  } finally {
    await crewContext.close();
  }
});
