import type { Page } from '@playwright/test';
import type { TGuestListResponse } from '@usher/contract/check-in';
import { expect, test } from '../../support/fixtures';
import { issueFreeTickets, seedPublishedEvent } from '../../support/seed-events';
import { toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 30 §3: a wrong check-in is taken back with a reason, and the date's check-in log says who did what.

const GUEST = 'Ada Lovelace';

for (const { name: width, context } of WIDTHS) {
  // Not full-page: Chromium resizes the viewport for one, and the dashboard's layout draws the screen anew.
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `/tmp/shots-undo/${name}-${context.viewport!.width}.png` });

  test(`[CHECK-IN] a check-in is undone with a reason and the log shows who did what (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    test.setTimeout(90_000);
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Undo at the Crypt',
      isFullNameRequired: true,
      daysFromToday: 0,
      ticketTypes: [{ name: 'Standard', price: 0, maxTicketCount: 10 }],
    });
    await issueFreeTickets(api, event, 'Standard', [{ fullName: GUEST }]);
    const list = (await api.get(`/api/client/check-in/${event.eventId}/guest-list/`)) as TGuestListResponse;
    await api.post(
      `/api/client/check-in/${event.eventId}/manual-check-in/${list.guests[0]!.ticketExternalId}`,
    );

    const page = await pageAs(api, context);
    await page.goto(`${event.path}/check-in/guests`);
    await page
      .getByRole('button', { name: new RegExp(GUEST) })
      .first()
      .click();
    await expect(page.getByText('Checked in by', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo check-in' })).toBeVisible();
    await shot(page, 'guest-details');
    await page.getByRole('button', { name: 'Undo check-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo check-in' });
    await dialog.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(dialog.getByText('Say why the check-in is undone.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Let the wrong guest in');
    await shot(page, 'undo-dialog');
    await dialog.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(toast(page, `Check-in undone: ${GUEST}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manual check in' })).toBeVisible();

    await page.goto(`${event.path}/check-in`);
    const log = page.getByRole('region', { name: 'Check-in log' });
    await expect(log.getByText('Reason: Let the wrong guest in')).toBeVisible();
    await expect(log.getByText('Undone')).toBeVisible();
    await expect(log.getByText('Checked in', { exact: true })).toBeVisible();
    await log.scrollIntoViewIfNeeded();
    await shot(page, 'check-in-log');
  });
}
