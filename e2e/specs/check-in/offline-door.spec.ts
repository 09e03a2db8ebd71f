import type { Page } from '@playwright/test';
import type { TGuestListResponse } from '@usher/contract/check-in';
import { expect, test } from '../../support/fixtures';
import { toast } from '../../support/ui';
import { qrImageFile, ticketCheckInCode } from '../../support/qr-codes';
import { issueFreeTickets, seedPublishedEvent } from '../../support/seed-events';
import { WIDTHS } from '../../support/viewports';

// The one spec that needs the door's service worker: the config blocks it everywhere else.
test.use({ serviceWorkers: 'allow' });

// Issue 18, the door without a network: a date prepared for offline, the network cut, 20 guests let in (plus one
// already in, one cancelled, one unknown code, one of another date) from a keyboard-wedge scanner and one QR
// image, one more checked in by hand from the offline guest list (issue 28), the queue sent when the network
// returns, a conflict with a second device listed, and the copy wiped at sign-out.

const GUEST = 'Ada Lovelace';
const CANCELLED_GUEST = 'Grace Hopper';
const BY_HAND_GUEST = 'Mary Seacole';
const NOT_RECOGNISED = 'QR code not recognised. Please check the details with guest list.';
const VALID = 20;

/**
 * A keyboard-wedge scanner: the code's keys and Enter reach the page in one burst, as a USB or Bluetooth scanner
 * sends them (a few ms apart). Playwright's own typing goes key by key through the browser's debugger protocol,
 * which on a loaded machine lands keys 100-400 ms apart, slower than a person: the reader rightly ignores that.
 */
const wedge = (page: Page, code: string) =>
  page.evaluate((text) => {
    for (const key of [...text, 'Enter']) {
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }, code);

/** The door's IndexedDB, read in the page: how many dates and tickets it holds. */
const doorCounts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ dates: number; tickets: number }>((resolve, reject) => {
        const open = indexedDB.open('usher-door');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('dates')) return resolve({ dates: 0, tickets: 0 });
          const tx = db.transaction(['dates', 'tickets']);
          const dates = tx.objectStore('dates').count();
          const tickets = tx.objectStore('tickets').count();
          tx.oncomplete = () => resolve({ dates: dates.result, tickets: tickets.result });
        };
      }),
  );

for (const { name: width, context } of WIDTHS) {
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `/tmp/shots-offweb/${name}-${context.viewport!.width}.png` });

  test(`[CHECK-IN] a date prepared for offline lets guests in with no network and syncs after (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    test.setTimeout(300_000);
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Jazz at the Crypt',
      isFullNameRequired: true,
      ticketTypes: [{ name: 'Standard', price: 0, maxTicketCount: 60 }],
    });
    const other = await seedPublishedEvent(api, {
      name: 'Folk Night',
      ticketTypes: [{ name: 'Standard', price: 0, maxTicketCount: 10 }],
    });
    await issueFreeTickets(api, event, 'Standard', [{ fullName: GUEST, quantity: VALID + 1 }]);
    await issueFreeTickets(api, event, 'Standard', [{ fullName: CANCELLED_GUEST }]);
    await issueFreeTickets(api, event, 'Standard', [{ fullName: BY_HAND_GUEST }]);
    await issueFreeTickets(api, other, 'Standard', [{ fullName: 'Someone Else' }]);
    const guestList = (eventId: string): Promise<TGuestListResponse> =>
      api.get(`/api/client/check-in/${eventId}/guest-list/?pageSize=200`);
    const { guests } = await guestList(event.eventId);
    const cancelled = guests.find((guest) => guest.guestName === CANCELLED_GUEST)!;
    const ours = guests.filter((guest) => guest.guestName === GUEST);
    const codes = await Promise.all(ours.map((guest) => ticketCheckInCode(api, guest.ticketExternalId)));
    const [conflictCode, ...validCodes] = codes as [string, ...string[]];
    // A cancelled ticket's page is gone: its code is read before the cancel.
    const cancelledCode = await ticketCheckInCode(api, cancelled.ticketExternalId);
    const [otherGuest] = (await guestList(other.eventId)).guests;
    const otherCode = await ticketCheckInCode(api, otherGuest!.ticketExternalId);
    await api.post(`/api/client/order/${cancelled.orderReference}/cancel`);

    const page = await pageAs(api, context);
    const banner = page.getByRole('status', { name: 'Offline door' });
    const answer = page.getByRole('status').filter({ hasNotText: 'scan(s) waiting' });
    const scan = async (code: string, expected: string | RegExp) => {
      await wedge(page, code);
      await expect(answer.getByText(expected)).toBeVisible();
    };

    await test.step('1. the check-in home offers the date for offline; the copy lands in IndexedDB', async () => {
      await page.goto(`${event.path}/check-in`);
      const ready = page.getByRole('button', { name: 'Get this date ready for offline' });
      // The whole label is in sight, on a phone too.
      const label = ready.locator('.mantine-Button-label');
      expect(
        await label.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
      expect((await label.boundingBox())!.x + (await label.boundingBox())!.width).toBeLessThanOrEqual(
        (await ready.boundingBox())!.x + (await ready.boundingBox())!.width,
      );
      await ready.click();
      // The toast says what is ready, not the button's label again.
      await expect(toast(page, `Ready for offline: ${VALID + 3} ticket(s) on this device.`)).toBeVisible();
      await expect(banner).toContainText('0 scan(s) waiting to be sent');
      await expect(banner).toContainText('Last sync');
      expect(await doorCounts(page)).toEqual({ dates: 1, tickets: VALID + 3 });
      // The service worker holds the app's code, so the door opens again with no network.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await shot(page, 'offline-home-online');
    });

    await test.step('2. offline: 20 greens from the scanner, one orange, one red (by QR image), two unknown', async () => {
      await page.getByRole('link', { name: 'Scan QR', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Scan QR', level: 1 })).toBeVisible();
      await page.getByRole('switch', { name: 'Continuous scanning' }).check();
      await page.context().setOffline(true);
      await expect(banner).toContainText('Offline');

      for (const code of validCodes) await scan(code, `Checked in: ${GUEST}, Standard`);
      await scan(conflictCode, `Checked in: ${GUEST}, Standard`);
      await scan(validCodes[0]!, new RegExp(`^Already checked in at .*: ${GUEST}, Standard$`));
      await expect(page.locator('[data-color="orange"]')).toBeVisible();
      await shot(page, 'offline-orange');
      await scan('no-such-ticket-code', NOT_RECOGNISED);
      await scan(otherCode, NOT_RECOGNISED);

      // The camera path's other door: a QR image chosen from the phone (headless Chromium has no camera).
      await expect(page.getByRole('radio', { name: 'Upload image' })).toBeChecked();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose QR image' }).click();
      await (await chooser).setFiles(await qrImageFile(cancelledCode));
      await expect(answer.getByText('This ticket has been cancelled.')).toBeVisible();
      await expect(page.locator('[data-color="red"]')).toBeVisible();
      await shot(page, 'offline-red');

      await expect(banner).toContainText(`${VALID + 5} scan(s) waiting to be sent`);
      await shot(page, 'offline-scan');
    });

    await test.step('3. meanwhile a second device lets one of these guests in online', async () => {
      await api.post(`/api/client/check-in/${event.eventId}/check-in/${encodeURIComponent(conflictCode)}`);
    });

    await test.step('4. the guest list, a check-in by hand and a reload work offline, from the copy', async () => {
      await page.getByRole('navigation', { name: 'Door' }).getByRole('link', { name: 'Guests' }).click();
      await page.getByRole('searchbox', { name: 'Search guests' }).fill('hopper');
      const rows = page.getByRole('list', { name: 'Guests' }).getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('Cancelled');
      await page.getByRole('searchbox', { name: 'Search guests' }).fill(cancelled.orderReference);
      await expect(rows).toHaveCount(1);
      // The rows of one order say which of its tickets each is.
      await page.getByRole('searchbox', { name: 'Search guests' }).fill(GUEST);
      await expect(rows).toHaveCount(VALID + 1);
      for (const number of [1, VALID + 1]) {
        await expect(rows.filter({ hasText: `Ticket ${number} of ${VALID + 1}` })).toHaveCount(1);
      }
      await page.getByRole('searchbox', { name: 'Search guests' }).fill('');
      await expect(page.getByText(`${VALID + 1} of ${VALID + 3} checked in (on this device)`)).toBeVisible();
      await shot(page, 'offline-guests');

      // Issue 28: a guest checked in by hand with no network is answered at once and queued with the scans.
      await page.getByRole('searchbox', { name: 'Search guests' }).fill('seacole');
      await expect(rows).toHaveCount(1);
      await shot(page, 'offline-guest-to-check-in');
      await rows.getByRole('button', { name: /Manual check in/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Manual check in' });
      await expect(dialog).toContainText('Check in this ticket manually?');
      await shot(page, 'offline-manual-confirm');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(toast(page, `Checked in: ${BY_HAND_GUEST}, Standard`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(rows).toContainText('Checked In Yes');
      await expect(rows.getByRole('button')).toHaveCount(0);
      await expect(banner).toContainText(`${VALID + 6} scan(s) waiting to be sent`);
      await page.getByRole('searchbox', { name: 'Search guests' }).fill('');
      await expect(page.getByText(`${VALID + 2} of ${VALID + 3} checked in (on this device)`)).toBeVisible();
      await shot(page, 'offline-guests-by-hand');

      await page.goto(`${event.path}/check-in`);
      await expect(page.getByRole('heading', { name: 'Check in', level: 1 })).toBeVisible();
      await expect(banner).toContainText(`${VALID + 6} scan(s) waiting to be sent`);
    });

    await test.step('5. online again: the queue goes, the server has the 20 with their scan times, the conflict is listed', async () => {
      const offlineFrom = Date.now() - 120_000;
      await page.context().setOffline(false);
      // The sync says what it sent.
      await expect(toast(page, `Back online: ${VALID + 6} scan(s) made offline were sent.`)).toBeVisible({
        timeout: 20_000,
      });
      await expect(banner).toContainText('0 scan(s) waiting to be sent', { timeout: 20_000 });
      const list = page.getByRole('list', { name: 'Check these scans' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list).toContainText(/This ticket is for another event: Folk Night/);
      await expect(list).toContainText(/Already checked in/);
      await shot(page, 'offline-synced');

      const after = await guestList(event.eventId);
      expect(after.checkedInCount).toBe(VALID + 2);
      const byHand = after.guests.find((guest) => guest.guestName === BY_HAND_GUEST)!;
      expect(byHand.checkedIn).toBe(true);
      expect(Date.parse(byHand.checkedInAt!)).toBeGreaterThan(offlineFrom);
      for (const guest of after.guests.filter((one) => one.guestName === GUEST)) {
        expect(guest.checkedIn).toBe(true);
        expect(Date.parse(guest.checkedInAt!)).toBeGreaterThan(offlineFrom);
        expect(Date.parse(guest.checkedInAt!)).toBeLessThanOrEqual(Date.now());
      }
      await page.getByRole('link', { name: 'Show guest list' }).click();
      await expect(page.getByText(new RegExp(`^${VALID + 2} of \\d+ checked in$`))).toBeVisible();
    });

    await test.step('6. sign-out wipes the copy from the device', async () => {
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in/);
      expect(await doorCounts(page)).toEqual({ dates: 0, tickets: 0 });
    });
  });
}

test('[CHECK-IN] a keyboard-wedge stream of 30 codes at 3 a second is answered in order, none lost', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'Gate scanner',
    ticketTypes: [{ name: 'Standard', price: 0, maxTicketCount: 40 }],
  });
  await issueFreeTickets(api, event, 'Standard', [{ fullName: GUEST, quantity: 30 }]);
  const { guests } = await api.get(`/api/client/check-in/${event.eventId}/guest-list/?pageSize=200`);
  const codes = await Promise.all(
    (guests as { ticketExternalId: string }[]).map((guest) => ticketCheckInCode(api, guest.ticketExternalId)),
  );
  const page = await pageAs(api, WIDTHS[0].context);
  await page.goto(`${event.path}/check-in/scan-qr`);
  await page.getByRole('switch', { name: 'Continuous scanning' }).check();
  // Every answer the screen shows, in order, as it appears.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const shown = document.querySelector('[data-answer-id]');
      const id = shown?.getAttribute('data-answer-id');
      if (shown && id && seen[seen.length - 1] !== id) seen.push(id);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  const started = Date.now();
  for (const [index, code] of codes.entries()) {
    await wedge(page, code);
    const next = started + (index + 1) * 333;
    if (next > Date.now()) await page.waitForTimeout(next - Date.now());
  }
  await expect
    .poll(async () => (await api.get(`/api/client/check-in/${event.eventId}/guest-list/`)).checkedInCount)
    .toBe(30);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen).toEqual(Array.from({ length: 30 }, (_, index) => String(index + 1)));
});
