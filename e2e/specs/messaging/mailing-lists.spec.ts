import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ApiClient } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { issueFreeTickets, seedPublishedEvent } from '../../support/seed-events';
import { expectFieldError, toast } from '../../support/ui';
import { WIDTHS } from '../../support/viewports';

// Issue 11 §1–2: mailing lists by hand, from files and from other lists, as an organiser would, on a phone and
// a laptop. Every test works on a brand-new merchant's organiser, so lists never leak between tests.

// A file test walks two imports, a merge, a rename and a delete, with toasts closing on their own between.
test.setTimeout(60_000);

const LISTS = '/api/client/mailing-lists';
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function createList(api: ApiClient, name: string, receivers: object[]): Promise<string> {
  const created = await api.post(`${LISTS}/create-mailing-list`, { mailingList: { name, receivers } });
  return created.id;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Guests');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Toasts stack over the top of the page, where Delete list is: wait for them to close on their own, with the
 * pointer moved off them (a toast under the pointer stays open).
 */
async function waitForToastsToClose(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 600;
  await page.mouse.move(1, height - 1);
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
}

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

for (const { name: width, context } of WIDTHS) {
  test(`[MESSAGING] a list made by hand shows every §5 message first, then saves (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const page = await pageAs(await apiAsNewMerchant(), context);
    await page.goto('/messages/manage-lists');
    await expect(page.getByText('You have no mailing lists yet.', { exact: false })).toBeVisible();
    await expect(page.getByText('You currently do not have default lists')).toBeVisible();
    await page.getByRole('link', { name: 'Add New List' }).click();
    await expect(page).toHaveURL(/\/messages\/manage-lists\/create$/);

    await button(page, 'Save list').click();
    await expectFieldError(field(page, 'List name'), 'List title is required');
    await expect(toast(page, 'You should fill a list name and add at least one receiver')).toBeVisible();

    await field(page, 'List name').fill('Friends');
    await expect(field(page, 'Phone')).toHaveValue('+44');
    await button(page, 'Add receiver').click();
    await expectFieldError(field(page, 'Email'), 'Please add phone or email');
    await field(page, 'Email').fill('ann@');
    await button(page, 'Add receiver').click();
    await expectFieldError(field(page, 'Email'), 'Incorrect email format');
    await field(page, 'Email').fill('');
    await field(page, 'Phone').fill('07700 9001');
    await button(page, 'Add receiver').click();
    await expectFieldError(field(page, 'Phone'), 'Incorrect phone format');

    await field(page, 'Phone').fill('07700 900123');
    await field(page, 'Email').fill('ann@example.com');
    await button(page, 'Add receiver').click();
    await expect(page.getByRole('listitem').filter({ hasText: 'ann@example.com' })).toContainText(
      '+447700900123',
    );
    await field(page, 'Email').fill('bob@example.com');
    await field(page, 'Phone').fill('');
    await button(page, 'Add receiver').click();
    await field(page, 'Email').fill('ann@example.com');
    await button(page, 'Add receiver').click();
    await expectFieldError(field(page, 'Email'), 'This email or phone is already in the list.');
    await field(page, 'Email').fill('');

    await page.getByRole('button', { name: 'Edit bob@example.com' }).click();
    const editing = page.getByRole('listitem').filter({ has: button(page, 'Save receiver') });
    await editing.getByRole('textbox', { name: 'Phone' }).fill('07700 900456');
    await button(page, 'Save receiver').click();
    await expect(page.getByRole('listitem').filter({ hasText: 'bob@example.com' })).toContainText(
      '+447700900456',
    );
    await field(page, 'Email').fill('cut@example.com');
    await button(page, 'Add receiver').click();
    await page.getByRole('button', { name: 'Delete cut@example.com' }).click();
    await expect(page.getByRole('heading', { name: 'Receivers (2)' })).toBeVisible();

    await button(page, 'Save list').click();
    await expect(toast(page, 'The list was created.')).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/manage-lists\/$/);
    const card = page.getByRole('article', { name: 'Friends' });
    await expect(card).toContainText('2 receivers');
  });

  test(`[MESSAGING] a list grows from a CSV and an XLSX file after a preview, and from another list (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const api = await apiAsNewMerchant();
    const listId = await createList(api, 'Friends', [{ email: 'ann@example.com', phone: null }]);
    await createList(api, 'Team', [
      { email: 'ann@example.com', phone: null },
      { email: 'carl@example.com', phone: '+447700900333' },
    ]);
    const page = await pageAs(api, context);
    await page.goto(`/messages/manage-lists/edit/${listId}`);
    await expect(page.getByRole('heading', { name: 'Receivers (1)' })).toBeVisible();

    const csv = [
      'Name;Email;Mobile',
      'Ann;ann@example.com;',
      'Dan;dan@example.com;07700 900111',
      'Eve;eve@;',
      'Fay;;',
      'Dan again;DAN@example.com;',
      'Gil;gil@example.com;+44 7700 900444',
    ].join('\n');
    await chooseFile(page, 'guests.csv', 'text/csv', Buffer.from(csv));
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview).toContainText('2 new receiver(s) to add');
    await expect(preview).toContainText('1 already in the list');
    await expect(preview).toContainText('3 row(s) skipped');
    const skipped = page.getByRole('table', { name: 'Skipped rows' });
    await expect(skipped.getByRole('row', { name: '4 Incorrect email format' })).toBeVisible();
    await expect(skipped.getByRole('row', { name: '5 No phone or email' })).toBeVisible();
    await expect(skipped.getByRole('row', { name: '6 Already in the file' })).toBeVisible();
    await button(page, 'Import 2 receiver(s)').click();
    await expect(
      toast(page, '2 receiver(s) imported, 2 duplicate(s) and 2 invalid row(s) skipped.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Receivers (3)' })).toBeVisible();

    const workbook = await xlsx([
      ['Email', 'Telephone'],
      ['hana@example.com', '07700 900222'],
      ['dan@example.com', ''],
    ]);
    await chooseFile(page, 'guests.xlsx', 'application/octet-stream', workbook);
    await expect(preview).toContainText('1 new receiver(s) to add');
    await expect(preview).toContainText('1 already in the list');
    await expect(preview).toContainText('0 row(s) skipped');
    await button(page, 'Import 1 receiver(s)').click();
    await expect(
      toast(page, '1 receiver(s) imported, 1 duplicate(s) and 0 invalid row(s) skipped.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Receivers (4)' })).toBeVisible();

    await page.getByRole('combobox', { name: 'List to add' }).click();
    await page.getByRole('option', { name: 'Team (2)' }).click();
    await button(page, 'Add list').click();
    await expect(toast(page, '1 receiver(s) added, 1 already in the list.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Receivers (5)' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'carl@example.com' })).toBeVisible();

    await field(page, 'List name').fill('Friends and family');
    await button(page, 'Save name').click();
    await expect(toast(page, 'New name was saved')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Friends and family', level: 1 })).toBeVisible();

    await waitForToastsToClose(page);
    await button(page, 'Delete list').click();
    await expect(page.getByText('Are you sure you want to delete this list?')).toBeVisible();
    await button(page, 'Yes').click();
    await expect(toast(page, 'The list was deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/manage-lists\/$/);
    await expect(page.getByRole('article', { name: 'Team' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Friends and family' })).toHaveCount(0);
  });

  test(`[MESSAGING] a new list is made from an Excel file in one step: choose, preview, name, save (${width})`, async ({
    apiAsNewMerchant,
    pageAs,
  }) => {
    const page = await pageAs(await apiAsNewMerchant(), context);
    await page.goto('/messages/manage-lists/create');
    const workbook = await xlsx([
      ['Email', 'Telephone'],
      ['bartholomew.featherstonehaugh-worthington@extraordinarily-long-domain.example.co.uk', ''],
      ['ivy@example.com', '07700 900777'],
      ['not-an-email', ''],
    ]);
    await chooseFile(page, 'guests.xlsx', 'application/octet-stream', workbook);
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview).toContainText('2 new receiver(s) to add');
    await expect(preview).toContainText('1 row(s) skipped');
    await expect(page.getByText('The list will hold 2 receiver(s).')).toBeVisible();

    // The §5 checks still hold: a name is needed.
    await button(page, 'Save list').click();
    await expectFieldError(field(page, 'List name'), 'List title is required');
    await expect(toast(page, 'You should fill a list name and add at least one receiver')).toBeVisible();

    await field(page, 'List name').fill('From the spreadsheet');
    await button(page, 'Save list').click();
    await expect(toast(page, 'The list was created.')).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/manage-lists\/$/);
    const card = page.getByRole('article', { name: 'From the spreadsheet' });
    await expect(card).toContainText('2 receivers');

    // In the list editor a long address wraps only where an address can be cut: each piece on one line.
    await card.getByRole('link', { name: /Edit/ }).click();
    const address = page.locator('[data-email^="bartholomew."]');
    await expect(address).toBeVisible();
    const linesPerPiece = await address.evaluate((element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        }),
    );
    expect(linesPerPiece.length).toBeGreaterThan(5);
    expect(linesPerPiece).toEqual(linesPerPiece.map(() => 1));
  });
}

test('[MESSAGING] a list name being typed survives the list coming back from the server with another name', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const listId = await createList(api, 'Friends', [{ email: 'ann@example.com', phone: null }]);
  const page = await pageAs(api);
  await page.goto(`/messages/manage-lists/edit/${listId}`);
  await expect(field(page, 'List name')).toHaveValue('Friends');
  await field(page, 'List name').fill('Old friends');
  // Renamed elsewhere meanwhile; adding a receiver here fetches the list again, with that name.
  await api.post(`${LISTS}/update-mailing-list-info/${listId}`, { name: 'Renamed elsewhere' });
  await field(page, 'Email').fill('bob@example.com');
  await button(page, 'Add receiver').click();
  await expect(page.getByRole('heading', { name: 'Receivers (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Renamed elsewhere', level: 1 })).toBeVisible();
  await expect(field(page, 'List name')).toHaveValue('Old friends');
});

test('[MESSAGING] built-in lists come from the guests and open read-only', async ({
  apiAsNewMerchant,
  pageAs,
}) => {
  const api = await apiAsNewMerchant();
  const event = await seedPublishedEvent(api, {
    name: 'Jazz at the Crypt',
    ticketTypes: [{ name: 'Standard', price: 1250, maxTicketCount: 40 }],
  });
  await issueFreeTickets(api, event, 'Standard', [
    { fullName: 'Ada Lovelace', email: 'ada@example.com', phoneNumber: '07700 900001' },
    { fullName: 'Ada again', email: 'ada@example.com', phoneNumber: '07700 900001' },
    { fullName: 'Alan Turing', phoneNumber: '07700 900002' },
  ]);
  const page = await pageAs(api);
  await page.goto('/messages/manage-lists');
  const allGuests = page.getByRole('article', { name: 'All guests' });
  await expect(allGuests).toContainText('2 receivers');
  await expect(page.getByRole('article', { name: 'Jazz at the Crypt' })).toContainText('2 receivers');
  await allGuests.getByRole('link', { name: 'Show All guests' }).click();
  await expect(page.getByRole('heading', { name: 'All guests', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Built-in lists are made from your guests and can not be changed.'),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'ada@example.com' })).toBeVisible();
  await expect(button(page, 'Add receiver')).toHaveCount(0);
  await expect(button(page, 'Delete list')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
