import { expect, test } from '../../support/fixtures';
import { londonDaysFromToday } from '../../support/pickers';
import { seedPublishedEvent } from '../../support/seed-events';
import { WIDTHS } from '../../support/viewports';

// Issue 15 §2: the cash screen prices a promo code as it is typed, before Claim, with the verdict under it.

for (const { name: width, context } of WIDTHS) {
  test(`[ORDERS] the total to collect follows the promo code as it is typed, before Claim (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Jazz at the Crypt',
      ticketTypes: [
        { name: 'Standard', price: 1250, maxTicketCount: 40 },
        { name: 'VIP', price: 3000, maxTicketCount: 10 },
      ],
    });
    await api.post('/api/client/promo', {
      code: 'DOOR10',
      percentageAmount: 10,
      validUntil: londonDaysFromToday(30, 12).toUTC().toISO(),
      appliesAtAll: true,
    });
    const page = await pageAs(api, context);
    await page.goto(`${event.path}/free-cash-tickets`);
    await page.getByRole('button', { name: 'Add one VIP', exact: true }).click();
    await page.getByRole('button', { name: 'Add one Standard', exact: true }).click();
    const total = page.getByTestId('to-collect');
    await expect(total).toHaveText('To collect in cash: £42.50');

    const code = page.getByRole('textbox', { name: 'Promo code' });
    await code.pressSequentially('door1', { delay: 30 });
    await expect(page.getByText('This promo code does not exist.')).toBeVisible();
    await expect(total).toHaveText('To collect in cash: £42.50');
    await code.pressSequentially('0', { delay: 30 });
    await expect(page.getByText('Valid: 10% off each ticket it applies to.')).toBeVisible();
    await expect(total).toHaveText('To collect in cash: £42.50 £38.25 (£4.25 off)');
    // Priced before Claim: the receiver's form is not open yet.
    await expect(page.getByRole('region', { name: 'Receiver' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Claim', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-door/cash-promo-${context.viewport!.width}.png` });

    await code.clear();
    await expect(total).toHaveText('To collect in cash: £42.50');
    await expect(page.getByText(/^Valid: /)).toHaveCount(0);
  });
}
