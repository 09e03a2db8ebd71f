import { expect, type Locator, type Page } from '@playwright/test';
import type { DateTime } from 'luxon';
import type { ApiClient } from './api';
import { londonDaysFromToday, pickDateTime } from './pickers';

/** A code's row (desktop table) or card (phone) on /codes. */
export function codeEntry(page: Page, code: string): Locator {
  return page.locator('tbody tr, article').filter({ hasText: new RegExp(`^${code}`) });
}

export type CodeFormInput = {
  code: string;
  discountType: 'Percentage' | 'Money';
  discount: string;
  validUntil: DateTime;
  cap?: string;
};

/** Fills the create form's code, discount, validity and cap as an organiser would. */
export async function fillCodeForm(page: Page, input: CodeFormInput): Promise<void> {
  await page.getByRole('textbox', { name: 'Promo code' }).fill(input.code);
  await page.getByRole('radio', { name: input.discountType }).check();
  const unit = input.discountType === 'Percentage' ? '%' : '£';
  await page.getByRole('textbox', { name: `Discount (${unit})` }).fill(input.discount);
  await pickDateTime(page, 'Valid until', input.validUntil);
  if (input.cap) await page.getByRole('textbox', { name: 'Cap on tickets' }).fill(input.cap);
}

/** Opens a row of the scope tree (an activity's dates or a date's ticket types). */
export async function expandScope(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** A code for all of the organiser's events, valid for 30 days, made over the API. */
export async function seedPromoCode(
  api: ApiClient,
  body: { code: string; percentageAmount?: number; fixedAmount?: number },
): Promise<{ id: string }> {
  return api.post('/api/client/promo', {
    percentageAmount: null,
    fixedAmount: null,
    ...body,
    validUntil: londonDaysFromToday(30, 12).toUTC().toISO(),
    appliesAtAll: true,
  });
}
