import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { TINY_GIF, solidPng } from '../../support/images';
import { expectFieldError, expectNoFieldError, toast } from '../../support/ui';

// Every test works on a brand-new merchant's own organiser, so saving never touches the demo organiser.

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

const GOOD = {
  Description: 'Comedy and live music by the river since 2012.',
  Phone: '+447700900123',
  Email: 'hello@riverside.example',
  Country: 'United Kingdom',
  City: 'Bristol',
  'Line 1': '1 Harbourside',
  'Line 2': 'Unit 4',
  'Post code': 'BS1 5TY',
};
type Label = keyof typeof GOOD;

async function fill(page: Page, values: Partial<Record<Label, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(field(page, 'Name')).toBeVisible();
}

for (const phone of ['+44770090012', '+4477009001a', '+44']) {
  test(`[ORGANISATIONS] settings refuse the phone ${phone} with "Incorrect phone format" and the failed-check toast`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const page = await pageAs(await apiAsNewMerchant());
    await openSettings(page);

    await fill(page, { ...GOOD, Phone: phone });
    await save(page);

    await expectFieldError(field(page, 'Phone'), 'Incorrect phone format');
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
    await expect(toast(page, 'Organizer details were updated')).toHaveCount(0);
  });
}

test('[ORGANISATIONS] the settings phone keeps +44 and digits only, 13 characters at most (§5 mask)', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openSettings(page);
  const phone = field(page, 'Phone');

  await phone.fill('');
  await phone.pressSequentially('07700 900-123');
  await expect(phone).toHaveValue('+447700900123');
  await phone.pressSequentially('45');
  await expect(phone).toHaveValue('+447700900123');
  await phone.fill('+44 (0) 7700 9001ab23');
  await expect(phone).toHaveValue('+447700900123');

  await fill(page, { ...GOOD, Phone: '07700 900123' });
  await save(page);
  await expect(toast(page, 'Organizer details were updated')).toBeVisible();
  await page.reload();
  await expect(phone).toHaveValue('+447700900123');
});

test('[ORGANISATIONS] settings refuse a malformed email with "Incorrect email format"', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openSettings(page);

  await fill(page, { ...GOOD, Email: 'hello@riverside' });
  await save(page);

  await expectFieldError(field(page, 'Email'), 'Incorrect email format');
  await expectNoFieldError(field(page, 'Phone'));
  await expect(toast(page, 'Organizer details were updated')).toHaveCount(0);
});

const addressParts = [
  { label: 'Country', message: 'Country is required' },
  { label: 'City', message: 'City is required' },
  { label: 'Line 1', message: 'Line 1 is required' },
  { label: 'Post code', message: 'Post code is required' },
] as const;
for (const { label, message } of addressParts) {
  test(`[ORGANISATIONS] settings without ${label} show "${message}"`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const page = await pageAs(await apiAsNewMerchant());
    await openSettings(page);

    await fill(page, { ...GOOD, [label]: '' });
    await save(page);

    await expectFieldError(field(page, label), message);
    for (const other of addressParts.filter((part) => part.label !== label)) {
      await expectNoFieldError(field(page, other.label));
    }
    await expect(toast(page, 'Organizer details were updated')).toHaveCount(0);
  });
}

test('[ORGANISATIONS] good settings save with "Organizer details were updated" and are there after a reload', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openSettings(page);
  const reminders = page.getByRole('checkbox', { name: 'Availability reminders' });
  const wasReminding = await reminders.isChecked();

  await fill(page, GOOD);
  await reminders.setChecked(!wasReminding);
  await save(page);

  await expect(toast(page, 'Organizer details were updated')).toBeVisible();
  await page.reload();
  for (const [label, value] of Object.entries(GOOD)) await expect(field(page, label)).toHaveValue(value);
  await expect(reminders).toBeChecked({ checked: !wasReminding });
});

test('[ORGANISATIONS] renaming the organiser in settings shows "New name was saved" and the switcher follows', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openSettings(page);
  const name = `Harbour Nights ${Date.now()}`;

  await fill(page, GOOD);
  await field(page, 'Name').fill(name);
  await save(page);

  await expect(toast(page, 'New name was saved')).toBeVisible();
  await expect(toast(page, 'Organizer details were updated')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
  await page.reload();
  await expect(field(page, 'Name')).toHaveValue(name);
});

test('[ORGANISATIONS] a .gif logo is refused with "Wrong image format"', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openSettings(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/client/storage/')) uploads++;
  });

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: TINY_GIF });

  await expect(toast(page, 'Wrong image format')).toBeVisible();
  await expect(page.getByLabel('No logo yet')).toBeVisible();
  expect(uploads).toBe(0);
});

test('[ORGANISATIONS] a GIF renamed to .png is refused by the server with "Wrong image format"', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openSettings(page);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_GIF });

  await expect(toast(page, 'Wrong image format')).toBeVisible();
  await expect(page.getByLabel('No logo yet')).toBeVisible();
});

test('[ORGANISATIONS] a PNG logo is accepted and shown as the logo', async ({ apiAsNewMerchant, pageAs }) => {
  const api = await apiAsNewMerchant();
  const { currentOrg } = await api.get('/api/client/user');
  const page = await pageAs(api);
  await openSettings(page);
  await expect(page.getByLabel('No logo yet')).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng() });

  const logo = page.getByRole('img', { name: `${currentOrg.name} logo` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveJSProperty('naturalWidth', 350);
  await expect(page.getByLabel('No logo yet')).toHaveCount(0);
  await expect(toast(page, 'Wrong image format')).toHaveCount(0);
  await page.reload();
  await expect(logo).toHaveJSProperty('naturalWidth', 350);
});
