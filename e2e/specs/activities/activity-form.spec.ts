import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { solidPng } from '../../support/images';
import { londonDaysFromToday, openCalendar, pickDateTime } from '../../support/pickers';
import { expectFieldError, expectNoFieldError, toast } from '../../support/ui';

// Step 1 of a brand-new organiser's walk (issue 3): the §5 "Activity" rules of /activity/create, then a
// valid activity saved and the §2 redirect to the list. Every test is a new merchant with an empty organiser.

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const FAILED_CHECK = 'Please fill in all required fields';

async function openCreate(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Add New Event' }).first().click();
  await expect(page).toHaveURL(/\/activity\/create$/);
  await expect(page.getByRole('heading', { name: 'Create event', level: 1 })).toBeVisible();
}

/** Chooses a file through the dropzone's own file dialog, as a person clicking it would. */
async function chooseImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Upload image/ }).click();
  await (await chooser).setFiles(file);
}

test('[ACTIVITIES] Save on an empty activity form names the missing name and shows the failed-check toast', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openCreate(page);

  await save(page);

  await expect(toast(page, FAILED_CHECK)).toBeVisible();
  await expectFieldError(field(page, 'Name'), 'Name is required');
  // Nothing else is required while everything else is blank: the address may be left out whole.
  for (const label of ['Age restriction', 'Country', 'City', 'Line 1', 'Line 2', 'Post code']) {
    await expectNoFieldError(field(page, label));
  }
  await expect(page).toHaveURL(/\/activity\/create$/);
});

test('[ACTIVITIES] one address part asks for country, city, line 1 and post code; line 2 stays optional', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openCreate(page);
  await field(page, 'Name').fill('Quiz night');

  await field(page, 'City').fill('Bristol');
  await save(page);

  await expect(toast(page, FAILED_CHECK)).toBeVisible();
  await expectFieldError(field(page, 'Country'), 'Country is required');
  await expectFieldError(field(page, 'Line 1'), 'Line 1 is required');
  await expectFieldError(field(page, 'Post code'), 'Post code is required');
  await expectNoFieldError(field(page, 'City'));
  await expectNoFieldError(field(page, 'Line 2'));
  await expectNoFieldError(field(page, 'Name'));

  await field(page, 'City').clear();
  await field(page, 'Post code').fill('BS1 5TY');
  await save(page);

  await expectFieldError(field(page, 'City'), 'City is required');
  await expectNoFieldError(field(page, 'Post code'));
  await expect(page).toHaveURL(/\/activity\/create$/);
});

test('[ACTIVITIES] an online event needs its link, an age restriction must be above 0, custom fields need a name', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openCreate(page);
  await field(page, 'Name').fill('Webinar');

  await page.getByRole('checkbox', { name: 'Online event' }).check();
  await field(page, 'Age restriction').fill('0');
  await page.getByRole('switch', { name: /Custom fields/ }).check();
  await save(page);

  await expect(toast(page, FAILED_CHECK)).toBeVisible();
  await expectFieldError(field(page, 'Link for online event'), 'Link for online event is required');
  await expectFieldError(field(page, 'Age restriction'), 'Age restriction value is incorrect');
  await expect(page.getByText('Name of at least 1 custom field is required')).toBeVisible();
  await expect(field(page, 'Custom field 1')).toHaveAttribute('aria-invalid', 'true');

  // The age keeps only digits and a single dot.
  await field(page, 'Age restriction').fill('');
  await field(page, 'Age restriction').pressSequentially('1a8.5.');
  await expect(field(page, 'Age restriction')).toHaveValue('18.5');
});

const TEXT_FILE = Buffer.from('This is a text file, not a picture.\n');

test('[ACTIVITIES] a .txt file as the image is refused with "Wrong image format" before it is sent', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openCreate(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/client/storage/')) uploads++;
  });

  await chooseImage(page, { name: 'poster.txt', mimeType: 'text/plain', buffer: TEXT_FILE });

  await expect(toast(page, 'Wrong image format')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Event image' })).toHaveCount(0);
  expect(uploads).toBe(0);
});

test('[ACTIVITIES] a text file renamed .png is refused by the server with "Wrong image format"', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const page = await pageAs(await apiAsNewMerchant());
  await openCreate(page);
  const upload = page.waitForResponse((response) => response.url().includes('/api/client/storage/raw'));

  // Renamed .png, the browser calls it image/png: only its bytes tell, and the server reads them.
  await chooseImage(page, { name: 'poster.png', mimeType: 'image/png', buffer: TEXT_FILE });

  expect((await upload).status()).toBe(400);
  await expect(toast(page, 'Wrong image format')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Event image' })).toHaveCount(0);
});

test('[ACTIVITIES] a valid activity with image, bold description and a custom field saves and goes to the list', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const page = await pageAs(api);
  await openCreate(page);
  const name = `Riverside Comedy ${Date.now()}`;

  await chooseImage(page, { name: 'poster.png', mimeType: 'image/png', buffer: solidPng() });
  await expect(page.getByRole('img', { name: 'Event image' })).toBeVisible();
  await field(page, 'Name').fill(name);
  const description = page.getByLabel('Description').getByRole('textbox');
  await description.click();
  await description.pressSequentially('Stand-up by the water, ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await description.pressSequentially('every Friday');
  await page.getByRole('button', { name: 'Bold' }).click();
  await description.pressSequentially('.');
  await field(page, 'Age restriction').fill('18');
  await field(page, 'Country').fill('United Kingdom');
  await field(page, 'City').fill('Bristol');
  await field(page, 'Line 1').fill('1 Harbourside');
  await field(page, 'Post code').fill('BS1 5TY');
  await page.getByRole('checkbox', { name: 'Email required' }).check();
  await page.getByRole('switch', { name: /Custom fields/ }).check();
  await field(page, 'Custom field 1').fill('Dietary requirements');
  await save(page);

  // §2: Save goes to / after create.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Stand-up by the water, every Friday.');
  await expect(card).toContainText('Not Published');

  await card.getByRole('link', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('strong')).toHaveText('every Friday');
  await expect(page.getByText('1 Harbourside, Bristol, BS1 5TY, United Kingdom')).toBeVisible();
  await expect(page.getByText('Age restriction: 18+')).toBeVisible();

  // What the page does not show: the custom field's name and the guest-information choice.
  const [saved] = (await api.get('/api/client/activity/')).activities;
  expect(saved).toMatchObject({
    name,
    isEmailRequired: true,
    isFullNameRequired: false,
    customField1: 'Dietary requirements',
    customField2: null,
    address: { line2: null },
  });
  expect(saved.description).toContain('<strong>every Friday</strong>');
});

test('[ACTIVITIES] the end and doors-open pickers of a new date open on the month of its start', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const activity = await api.post('/api/client/activity/', { name: 'Spring gala', description: '' });
  const page = await pageAs(api);
  await page.goto(`/activity/${activity.id}/event/create`);
  // Three months ahead, so the start's month is never today's.
  const start = londonDaysFromToday(92, 19, 30);

  await pickDateTime(page, 'Start', start);

  for (const label of ['End', 'Doors open']) {
    await page.getByRole('button', { name: label, exact: true }).click();
    const calendar = openCalendar(page);
    await expect(
      calendar.getByRole('button', { name: start.setLocale('en-US').toFormat('LLLL yyyy'), exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
  }
});
