import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations, settle } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';
import { WIDTHS } from '../../support/viewports';

// Issue 15: a skip link first in the tab order; dialogs with enough contrast and without a second banner
// landmark; on these screens moderate axe findings count too.

test.setTimeout(90_000);

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

for (const { name: width, context } of WIDTHS) {
  test(`[ACCESSIBILITY] the first Tab reaches "Skip to content", which moves the keyboard into the screen (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const page = await pageAs(await apiAsNewMerchant(), context);
    await page.goto('/');
    await settle(page);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is the screen's own first control, past the header and the menu.
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
    await expectNoSeriousViolations(page, '/ after the skip link', { withModerate: true });
  });

  test(`[ACCESSIBILITY] the date screen and its delete and duplicate dialogs have no moderate axe finding (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    const seeded = await seedPublishedEvent(api, {
      name: 'Axe dialogs',
      publish: false,
      ticketTypes: [{ name: 'Standard', price: 500, maxTicketCount: 20 }],
    });
    const page = await pageAs(api, context);
    await page.goto(`${seeded.path}/edit`);
    await settle(page);
    await expectNoSeriousViolations(page, 'event date', { withModerate: true });

    await button(page, 'Delete date').click();
    const confirm = page.getByRole('dialog', { name: 'Delete date' });
    await expect(button(confirm, 'Yes')).toBeVisible();
    // The page's header stays the only banner while a dialog is open.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'delete date confirmation', { withModerate: true });
    await button(confirm, 'No').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await button(page, 'Duplicate').click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate date' });
    await expect(button(duplicate, 'Duplicate')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'duplicate dialog', { withModerate: true });
  });
}
