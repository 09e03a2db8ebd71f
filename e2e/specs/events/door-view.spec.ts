import { ACCOUNTS } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';
import { WIDTHS } from '../../support/viewports';

// Issue 9 §3: door staff (ROLE_controller) opening a date see the door view, not a greyed-out form.

for (const { name: width, context } of WIDTHS) {
  test(`[EVENTS] door staff open a date as its door view: times, figures and the way in (${width})`, async ({
    apiAs,
    pageAs,
  }) => {
    // The door account works for the demo organiser: the date is the test's own, in that organiser.
    const organiser = await apiAs(ACCOUNTS.organiser);
    const event = await seedPublishedEvent(organiser, {
      name: `Door View ${width}`,
      venueCapacity: 80,
      ticketTypes: [{ name: 'Standard', price: 900, maxTicketCount: 60 }],
    });
    const door = await apiAs(ACCOUNTS.door);
    const page = await pageAs(door, context);
    await page.goto(`${event.path}/edit`);

    await expect(page.getByRole('heading', { name: 'Event date', level: 1 })).toBeVisible();
    const base = `${event.path}/check-in`;
    await expect(page.getByRole('link', { name: 'Check in', exact: true })).toHaveAttribute('href', base);
    await expect(page.getByRole('link', { name: 'Guest list', exact: true })).toHaveAttribute(
      'href',
      `${base}/guests`,
    );
    await expect(page.getByRole('link', { name: 'Scan QR', exact: true })).toHaveAttribute(
      'href',
      `${base}/scan-qr`,
    );
    const figures = page.getByRole('region', { name: 'Date and time' });
    await expect(figures).toContainText('Venue capacity80');
    await expect(figures).toContainText('Total sold0');
    await expect(page.getByText('can no longer be changed')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
    // The door buttons come first on a phone: no scrolling to find them.
    await expect(page.getByRole('link', { name: 'Scan QR', exact: true })).toBeInViewport();

    await page.getByRole('link', { name: 'Guest list', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Guest List', level: 1 })).toBeVisible();
    await expect(page.getByText(/No tickets were sold\./)).toBeVisible();
  });
}
