import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { expectFieldError, toast } from '../../support/ui';

const promotionSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Promote my organiser in the influencer hub' });
const description = (page: Page) => page.getByRole('textbox', { name: 'One-line description' });

test('[ORGANISATIONS] promotion cannot be enabled without a description', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await page.goto('/promotion-settings');
  await expect(promotionSwitch(page)).not.toBeChecked();

  await promotionSwitch(page).click();

  await expect(toast(page, 'Please fill all the required fields')).toBeVisible();
  await expectFieldError(description(page), 'Description is required');
  await expect(promotionSwitch(page)).not.toBeChecked();
  await page.reload();
  await expect(promotionSwitch(page)).not.toBeChecked();
});

test('[ORGANISATIONS] promotion is enabled with a description and disabled again', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await page.goto('/promotion-settings');
  await expect(page.getByText('11.99% ex VAT')).toBeVisible();
  const text = 'Live comedy nights by the river';

  await description(page).fill(text);
  await promotionSwitch(page).click();

  await expect(toast(page, 'Promotion was enabled')).toBeVisible();
  await expect(promotionSwitch(page)).toBeChecked();
  await page.reload();
  await expect(promotionSwitch(page)).toBeChecked();
  await expect(description(page)).toHaveValue(text);

  await promotionSwitch(page).click();

  await expect(toast(page, 'Promotion was disabled')).toBeVisible();
  await expect(promotionSwitch(page)).not.toBeChecked();
  await page.reload();
  await expect(promotionSwitch(page)).not.toBeChecked();
});
