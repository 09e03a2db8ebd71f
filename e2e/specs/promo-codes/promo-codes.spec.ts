import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { londonDaysFromToday, pickDateTime, showLondon } from '../../support/pickers';
import { codeEntry, expandScope, fillCodeForm, seedPromoCode } from '../../support/promo-codes';
import { seedPublishedEvent } from '../../support/seed-events';
import { expectFieldError, toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 10: an organiser runs a discount campaign from /codes, at both widths.

const MESSAGES = {
  codeRequired: 'Promo code is required',
  discountInvalid: 'Discount value is not valid',
  validUntilRequired: 'Valid date and time are required',
  percentageRange: 'Percentage must be between 0 and 100',
  scopeRequired: 'Choose where the code applies',
  codeTaken: 'You already have a promo code with this name. Choose another one.',
  created: 'Promo code was created',
  deleted: 'Promo code was deleted',
  notValidHere: 'This code is not valid for this event.',
};

const TAP = 44;
/** On a touch screen a control is at least 44 px high (and wide, for an icon). */
async function expectTappable(control: Locator, isSquare = false): Promise<void> {
  const box = (await control.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(TAP);
  if (isSquare) expect(box.width).toBeGreaterThanOrEqual(TAP);
}

const createButton = (page: Page) => page.getByRole('button', { name: 'Create code', exact: true });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Create this promo code?' });

for (const { name: width, context } of WIDTHS) {
  test(`[PROMO_CODES] the Valid until calendar opens on the month of the last date the code applies to (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    await seedPublishedEvent(api, {
      name: 'Winter Gala',
      daysFromToday: 100,
      ticketTypes: [{ name: 'Standard', price: 800, maxTicketCount: 50 }],
    });
    const page = await pageAs(api, context);
    await page.goto('/codes/create');
    await page.getByRole('button', { name: 'Valid until', exact: true }).click();
    const month = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('table') })
      .getByRole('button', { name: /^\p{L}+ \d{4}$/u });
    await expect(month).toHaveText(londonDaysFromToday(100, 19).setLocale('en-US').toFormat('LLLL yyyy'));
  });

  test(`[PROMO_CODES] each §5 message shows under its field on /codes/create (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    await seedPublishedEvent(api, {
      name: 'Quiz Night',
      ticketTypes: [{ name: 'Standard', price: 800, maxTicketCount: 50 }],
    });
    await seedPromoCode(api, { code: 'TAKEN', percentageAmount: 10 });
    const page = await pageAs(api, context);
    await page.goto('/codes/create');

    const code = page.getByRole('textbox', { name: 'Promo code' });
    const discount = page.getByRole('textbox', { name: 'Discount (%)' });
    const validUntil = page.getByRole('button', { name: 'Valid until', exact: true });
    await page.getByRole('radio', { name: 'Chosen dates' }).check();
    await createButton(page).click();
    await expectFieldError(code, MESSAGES.codeRequired);
    await expectFieldError(discount, MESSAGES.discountInvalid);
    await expectFieldError(validUntil, MESSAGES.validUntilRequired);
    await expect(page.getByText(MESSAGES.scopeRequired)).toBeVisible();
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible();

    // Letters and digits only, digits only, and a time that has already passed today.
    await code.fill('spring-25!');
    await expect(code).toHaveValue('spring25');
    await discount.fill('150');
    await pickDateTime(page, 'Valid until', londonDaysFromToday(0, 0, 0));
    await createButton(page).click();
    await expectFieldError(discount, MESSAGES.percentageRange);
    await expectFieldError(validUntil, MESSAGES.validUntilRequired);
    await expect(confirmDialog(page)).toHaveCount(0);

    // The server's 400 lands on the field too: the name is taken, ignoring case.
    await page.getByRole('radio', { name: 'All organisation events' }).check();
    await fillCodeForm(page, {
      code: 'taken',
      discountType: 'Percentage',
      discount: '10',
      validUntil: londonDaysFromToday(10, 18),
    });
    await createButton(page).click();
    await confirmDialog(page).getByRole('button', { name: 'Create code' }).click();
    await expectFieldError(code, MESSAGES.codeTaken);
    await expect(page).toHaveURL(/\/codes\/create$/);
  });

  test(`[PROMO_CODES] an organiser creates, uses and deletes codes (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Jazz at the Crypt',
      isFullNameRequired: true,
      ticketTypes: [
        { name: 'Standard', price: 1500, maxTicketCount: 50 },
        { name: 'VIP', price: 3000, maxTicketCount: 10 },
      ],
    });
    const date = showLondon(londonDaysFromToday(1, 19, 30));
    const validUntil = londonDaysFromToday(30, 18);
    const page = await pageAs(api, context);

    // A percentage code for chosen dates.
    await page.goto('/codes');
    await expect(page.getByText('A promo code gives guests a percentage')).toBeVisible();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await fillCodeForm(page, { code: 'SPRING25', discountType: 'Percentage', discount: '25', validUntil });
    await page.getByRole('radio', { name: 'Chosen dates' }).check();
    await expandScope(page, 'Dates of Jazz at the Crypt');
    if (context.hasTouch) {
      await expectTappable(page.getByRole('button', { name: 'Dates of Jazz at the Crypt' }), true);
      await expectTappable(page.locator('label').filter({ hasText: date }));
      await expectTappable(page.locator('label').filter({ hasText: 'Chosen dates' }));
    }
    await page.getByRole('checkbox', { name: date }).check();
    await createButton(page).click();
    const spring = confirmDialog(page);
    await expect(spring).toContainText('Code: SPRING25');
    await expect(spring).toContainText('Discount: 25% off each ticket');
    await expect(spring).toContainText(`Valid until: ${showLondon(validUntil)} (London time)`);
    await expect(spring).toContainText('Cap: No cap');
    await expect(spring.getByRole('listitem')).toHaveText([`Jazz at the Crypt, ${date}`]);
    await spring.getByRole('button', { name: 'Create code' }).click();
    await expect(toast(page, MESSAGES.created)).toBeVisible();
    await expect(page).toHaveURL(/\/codes$/);

    // A money code with a cap, for one ticket type.
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await fillCodeForm(page, { code: 'CASH5', discountType: 'Money', discount: '5', validUntil, cap: '10' });
    await page.getByRole('radio', { name: 'Chosen ticket types' }).check();
    await expandScope(page, 'Dates of Jazz at the Crypt');
    await expandScope(page, `Ticket types of ${date}`);
    await page.getByRole('checkbox', { name: 'VIP' }).check();
    await createButton(page).click();
    const cash = confirmDialog(page);
    await expect(cash).toContainText('Discount: £5.00 off each ticket');
    await expect(cash).toContainText('Cap: 10 tickets');
    await expect(cash.getByRole('listitem')).toHaveText([`Jazz at the Crypt, ${date}, VIP`]);
    await cash.getByRole('button', { name: 'Create code' }).click();
    await expect(toast(page, MESSAGES.created)).toBeVisible();

    // Both on /codes, newest first.
    await expect(codeEntry(page, 'CASH5')).toContainText('£5.00');
    await expect(codeEntry(page, 'CASH5')).toContainText('Chosen 1 ticket type');
    await expect(codeEntry(page, 'CASH5')).toContainText('0 / 10');
    await expect(codeEntry(page, 'SPRING25')).toContainText('25%');
    await expect(codeEntry(page, 'SPRING25')).toContainText('Chosen 1 date');
    await expect(codeEntry(page, 'SPRING25')).toContainText(showLondon(validUntil));

    if (context.hasTouch) {
      await expectTappable(page.getByRole('link', { name: 'Add', exact: true }));
      await expectTappable(page.getByRole('link', { name: 'Info about CASH5' }));
    }

    // The detail reads the scope back.
    await page.getByRole('link', { name: 'Info about CASH5' }).click();
    const scope = page.getByRole('region', { name: 'Applies to' });
    await expect(scope).toContainText('Jazz at the Crypt');
    await expect(scope).toContainText(`${date} · VIP`);
    await expect(page.getByText('Fixed discount')).toBeVisible();
    await expect(page.getByText('£5.00 off each ticket')).toBeVisible();
    const detailPath = new URL(page.url()).pathname;

    // Two cash tickets with the money code.
    await page.goto(`${event.path}/free-cash-tickets`);
    await page.getByRole('button', { name: 'Add one VIP', exact: true }).click();
    await page.getByRole('button', { name: 'Add one VIP', exact: true }).click();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('cash5');
    await expect(page.getByText('Valid: £5.00 off each ticket it applies to. 10 uses left.')).toBeVisible();
    await expect(page.getByTestId('to-collect')).toHaveText('To collect in cash: £60.00 £50.00 (£10.00 off)');
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    const receiver = page.getByRole('region', { name: 'Receiver' });
    await receiver.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900123');
    await receiver.getByRole('textbox', { name: 'Full name' }).fill('Mary Seacole');
    await receiver.getByRole('button', { name: 'Issue tickets' }).click();
    await expect(page.getByRole('dialog', { name: 'Tickets issued' })).toBeVisible();

    // The guest list shows the code on the ticket.
    await page.goto(`${event.path}/check-in/guests`);
    await page
      .getByRole('button', { name: /Mary Seacole/ })
      .first()
      .click();
    await expect(page.locator('main')).toContainText('Promo codeCASH5');

    // The detail counts the uses and the discount given.
    await page.goto(detailPath);
    await expect(page.getByText('2 tickets, £10.00 off')).toBeVisible();

    // Deleting a code keeps it listed, marked Deleted.
    await page.goto('/codes');
    await page.getByRole('link', { name: 'Info about SPRING25' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete promo code' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(toast(page, MESSAGES.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/codes$/);
    await expect(codeEntry(page, 'SPRING25')).toContainText('Deleted');
    await expect(codeEntry(page, 'CASH5')).not.toContainText('Deleted');
  });

  test(`[PROMO_CODES] a code past its validUntil shows a disabled Expired button (${width})`, async ({
    apiAs,
    pageAs,
  }) => {
    // The demo organiser's SUMMER code expired 30 days before the demo data was made.
    const page = await pageAs(await apiAs(ACCOUNTS.organiser), context);
    await page.goto('/codes');
    const summer = codeEntry(page, 'SUMMER');
    await expect(summer.getByRole('button', { name: 'SUMMER expired' })).toBeDisabled();
    await expect(summer.getByRole('link', { name: /Info/ })).toHaveCount(0);
    await expect(
      codeEntry(page, 'RIVERSIDE10').getByRole('link', { name: 'Info about RIVERSIDE10' }),
    ).toBeVisible();
  });

  test(`[PROMO_CODES] a guest applies a code on the public page, signed out (${width})`, async ({
    apiAsNewMerchant,
    browser,
  }) => {
    const api = await apiAsNewMerchant();
    const event = await seedPublishedEvent(api, {
      name: 'Folk in the Park',
      ticketTypes: [
        { name: 'Standard', price: 1500, maxTicketCount: 50 },
        { name: 'Child', price: 500, maxTicketCount: 50 },
      ],
    });
    await seedPromoCode(api, { code: 'GUEST10', percentageAmount: 10 });
    const visitor = await browser.newContext(context);
    try {
      const page = await visitor.newPage();
      await page.goto(`/e/${event.eventId}`);
      const field = page.getByRole('textbox', { name: 'Promo code' });
      await field.fill('nope');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expectFieldError(field, MESSAGES.notValidHere);

      await field.fill('guest10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'GUEST10 applied' })).toBeVisible();
      await expect(page.getByText('£13.50')).toBeVisible();
      await expect(page.getByText('£4.50')).toBeVisible();
      await page.getByRole('button', { name: 'Add one Standard', exact: true }).click();
      await expect(page.getByText('Total', { exact: true }).locator('..')).toContainText('£13.50');
    } finally {
      await visitor.close();
    }
  });
}
