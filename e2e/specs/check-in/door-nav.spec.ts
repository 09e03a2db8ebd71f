import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { issueFreeTickets, seedPublishedEvent } from '../../support/seed-events';
import { WIDTHS } from '../../support/viewports';

// Issue 15 §2, door staff on a phone: Home, Scan and Guests one tap apart within the thumb's reach, the search
// in view however far the list scrolls, and guests of the same name told apart by ticket and order.

const NAME = 'Oliver Bennett';
/** Four orders of one name, one of them for two tickets: five rows that read alike but for ticket and order. */
const BENNETT_ORDERS = [1, 2, 1, 1];
const OTHERS = 30;

/** The guests on screen, as rows on a phone or table rows on a desktop. */
const guestRows = (page: Page, isPhone: boolean): Locator =>
  isPhone
    ? page.getByRole('list', { name: 'Guests' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Guests' }).locator('tbody tr');

for (const { name: width, context } of WIDTHS) {
  const isPhone = context.viewport!.width < 768;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `/tmp/shots-door/${name}-${context.viewport!.width}.png`, fullPage: false });

  test(`[CHECK-IN] Home, Scan and Guests are one tap apart, the search stays in view, and four ${NAME}s are told apart (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    test.setTimeout(90_000);
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Jazz at the Crypt',
      isFullNameRequired: true,
      ticketTypes: [{ name: 'Standard', price: 1250, maxTicketCount: 60 }],
    });
    await issueFreeTickets(
      api,
      event,
      'Standard',
      BENNETT_ORDERS.map((quantity) => ({ fullName: NAME, quantity })),
    );
    await issueFreeTickets(
      api,
      event,
      'Standard',
      Array.from({ length: OTHERS }, (_, n) => ({
        fullName: `Guest ${String(n).padStart(2, '0')} Lovelace`,
      })),
    );
    const { guests } = await api.get(`/api/client/check-in/${event.eventId}/guest-list/?pageSize=50`);
    const someone = guests.find((guest: { guestName: string }) => guest.guestName !== NAME);
    await api.post(`/api/client/check-in/${event.eventId}/manual-check-in/${someone.ticketExternalId}`);

    const page = await pageAs(api, context);
    const door = page.getByRole('navigation', { name: 'Door' });
    const doorLink = (name: string) => door.getByRole('link', { name, exact: true });
    const home = `${event.path}/check-in`;

    await page.goto(home);
    await expect(page.getByRole('heading', { name: 'Check in', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scan QR', exact: true })).toBeVisible();
    if (isPhone) {
      // A bar along the bottom edge, three targets a thumb can hit.
      await expect(door).toBeVisible();
      const bar = (await door.boundingBox())!;
      expect(bar.y + bar.height).toBeCloseTo(context.viewport!.height, 0);
      for (const name of ['Home', 'Scan', 'Guests']) {
        const box = (await doorLink(name).boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(88);
      }
      await expect(doorLink('Home')).toHaveAttribute('aria-current', 'page');
      // The last line of the screen scrolls clear of the bar.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const lastLine = page.getByRole('region', { name: 'Checked in', exact: true });
      expect((await lastLine.boundingBox())!.y + (await lastLine.boundingBox())!.height).toBeLessThanOrEqual(
        bar.y,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
    } else {
      // The home's own big buttons lead on; tabs would repeat them.
      await expect(door).toBeHidden();
    }
    await shot(page, 'door-home');

    await (isPhone ? doorLink('Guests') : page.getByRole('link', { name: 'Show guest list' })).click();
    await expect(page).toHaveURL(new RegExp(`${home}/guests$`));
    await expect(door).toBeVisible();
    await expect(doorLink('Guests')).toHaveAttribute('aria-current', 'page');
    const rows = guestRows(page, isPhone);
    await expect(rows).toHaveCount(BENNETT_ORDERS.length + 1 + OTHERS);
    await expect(rows.getByText(isPhone ? 'Checked in' : 'Yes', { exact: true })).toHaveCount(1);

    // The search stays on screen, below the header, at the foot of the list.
    const search = page.getByRole('searchbox', { name: 'Search guests' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(rows.last()).toBeInViewport();
    await expect(search).toBeInViewport();
    const searchBox = (await search.boundingBox())!;
    expect(searchBox.y).toBeGreaterThanOrEqual(60);
    const isOnTop = await search.evaluate((input) => {
      const box = input.getBoundingClientRect();
      return input.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(isOnTop).toBe(true);
    await shot(page, 'door-guests-scrolled');

    await search.fill(NAME);
    await expect(rows).toHaveCount(BENNETT_ORDERS.length + 1);
    const texts = await rows.allInnerTexts();
    const tickets = texts.map((text) => text.match(/(\d+) of (\d+)/)![0]);
    const orders = texts.map((text) => text.match(/USH-[0-9A-Z]+/)![0]);
    expect(new Set(orders).size).toBe(BENNETT_ORDERS.length);
    expect(new Set(texts.map((_, i) => `${tickets[i]} ${orders[i]}`)).size).toBe(texts.length);
    expect(tickets.sort()).toEqual(['1 of 1', '1 of 1', '1 of 1', '1 of 2', '2 of 2']);
    if (isPhone) for (const text of texts) expect(text).toMatch(/Standard · Ticket \d of \d[^]*Order USH-/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'door-guests-bennett');

    await doorLink('Scan').click();
    await expect(page).toHaveURL(new RegExp(`${home}/scan-qr$`));
    await expect(page.getByRole('heading', { name: 'Scan QR', level: 1 })).toBeVisible();
    await expect(doorLink('Scan')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Choose QR image' })).toBeVisible();
    await shot(page, 'door-scan');

    await doorLink('Home').click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
  });
}
