import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECEIVER_FILE_BYTES, MAX_RECEIVER_FILE_ROWS } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { fileForm, receiversOf } from '../../../test/mailing-list-fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const BASE = '/api/client/mailing-lists';

async function organiserWithList() {
  const organizationId = await createOrganisation(testApp.db);
  const admin = await signedInClient(testApp, organizationId, 'admin');
  const created = await admin.post(`${BASE}/create-mailing-list`, {
    mailingList: { name: 'Friends', receivers: [{ email: 'ann@example.test', phone: null }] },
  });
  return { organizationId, admin, listId: created.body.id as string };
}
type Admin = Awaited<ReturnType<typeof organiserWithList>>['admin'];

const readFile = (admin: Admin, name: string, bytes: Buffer | string) =>
  admin.request('POST', `${BASE}/read-file`, { form: fileForm(name, bytes) });
const importFile = (admin: Admin, listId: string, name: string, bytes: Buffer | string) =>
  admin.request('POST', `${BASE}/import-from-file/${listId}`, { form: fileForm(name, bytes) });

const CSV_WITH_HEADER = [
  'Name,Email address,Mobile',
  'Ann,ann@example.test,07700 900001',
  'Bob,Bob@Example.test,+44 7700 900002',
  'Cat,,07700900003',
  'Dan,dan@,',
  'Eve,eve@example.test,12345',
  'Fay,,',
  'Gus,bob@example.test,',
  '',
  'Hal,hal@example.test,+44 (0)7700 900008',
].join('\r\n');

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Guests');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('read-file: a preview that saves nothing', () => {
  it('finds the columns by header, normalises UK phones and gives each skipped row its reason', async () => {
    const { admin, listId } = await organiserWithList();
    const response = await readFile(admin, 'guests.txt', CSV_WITH_HEADER);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      receivers: [
        { email: 'ann@example.test', phone: '+447700900001' },
        { email: 'bob@example.test', phone: '+447700900002' },
        { email: null, phone: '+447700900003' },
        { email: 'hal@example.test', phone: '+447700900008' },
      ],
      skipped: [
        { row: 5, reason: 'badEmail' },
        { row: 6, reason: 'badPhone' },
        { row: 7, reason: 'noContact' },
        { row: 8, reason: 'duplicate' },
      ],
    });
    expect(await receiversOf(testApp.db, listId)).toHaveLength(1);
  });

  it('finds the columns by content when there is no header, with ; as the delimiter', async () => {
    const { admin } = await organiserWithList();
    const csv = '07700 900001;Ann;ann@example.test\n;Bob;bob@example.test\n07700900003;Cat;\n';
    const response = await readFile(admin, 'export.csv', csv);
    expect(response.status).toBe(200);
    expect(response.body.receivers).toEqual([
      { email: 'ann@example.test', phone: '+447700900001' },
      { email: 'bob@example.test', phone: null },
      { email: null, phone: '+447700900003' },
    ]);
  });

  it('reads an Excel file by its content whatever its name, phones stored as numbers too', async () => {
    const { admin } = await organiserWithList();
    const bytes = await xlsxOf([
      ['E-mail', 'Telephone'],
      [{ text: 'ann@example.test', hyperlink: 'mailto:ann@example.test' }, 7700900001],
      ['bob@example.test', '+44 7700 900002'],
      ['not an email', null],
    ]);
    const response = await readFile(admin, 'guests.csv', bytes);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      receivers: [
        { email: 'ann@example.test', phone: '+447700900001' },
        { email: 'bob@example.test', phone: '+447700900002' },
      ],
      skipped: [{ row: 4, reason: 'badEmail' }],
    });
  });
});

describe('import-from-file', () => {
  it('adds a CSV with a header, counting duplicates with the list and invalid rows', async () => {
    const { admin, listId } = await organiserWithList();
    const response = await importFile(admin, listId, 'guests.csv', CSV_WITH_HEADER);
    expect(response.status).toBe(200);
    // ann@ is already in the list; Gus repeats Bob's email; Dan, Eve and Fay are invalid.
    expect(response.body).toEqual({ added: 3, duplicates: 2, invalid: 3 });
    expect(await receiversOf(testApp.db, listId)).toHaveLength(4);
  });

  it('adds an XLSX made by a spreadsheet', async () => {
    const { admin, listId } = await organiserWithList();
    const bytes = await xlsxOf([
      ['bob@example.test', '07700 900002'],
      ['cat@example.test', ''],
    ]);
    const response = await importFile(admin, listId, 'guests.xlsx', bytes);
    expect(response.body).toEqual({ added: 2, duplicates: 0, invalid: 0 });
  });

  it.each([
    [
      'junk',
      'guests.csv',
      Buffer.from([0x00, 0x01, 0x02, 0x89, 0x50, 0x4e, 0x47]),
      MESSAGES.receiverFileUnreadable,
    ],
    [
      'a zip that is not a spreadsheet',
      'guests.xlsx',
      Buffer.from('PK\u0003\u0004 broken zip'),
      MESSAGES.receiverFileUnreadable,
    ],
    [
      'text with no email or phone',
      'notes.csv',
      'dear diary\ntoday was fine\n',
      MESSAGES.receiverFileUnreadable,
    ],
    ['an empty file', 'guests.csv', '', MESSAGES.receiverFileEmpty],
    ['a header only', 'guests.csv', 'email,phone\n', MESSAGES.receiverFileEmpty],
    [
      'a file over 10 MB',
      'big.csv',
      'a@b.co\n'.repeat(MAX_RECEIVER_FILE_BYTES / 7 + 1),
      MESSAGES.receiverFileTooLarge,
    ],
    [
      'a file over 100,000 rows',
      'many.csv',
      `email\n${'a@b.co\n'.repeat(MAX_RECEIVER_FILE_ROWS + 1)}`,
      MESSAGES.receiverFileTooManyRows(MAX_RECEIVER_FILE_ROWS),
    ],
  ])('refuses %s with a clear 400 and saves nothing', async (_label, name, bytes, message) => {
    const { admin, listId } = await organiserWithList();
    for (const response of [
      await importFile(admin, listId, name, bytes),
      await readFile(admin, name, bytes),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message, errors: { file: message } });
    }
    expect(await receiversOf(testApp.db, listId)).toHaveLength(1);
  });

  it('refuses a malformed multipart body and a body that is not multipart with 400', async () => {
    const { admin, listId } = await organiserWithList();
    const broken = await admin.request('POST', `${BASE}/import-from-file/${listId}`, {
      rawBody: Buffer.from('--xyz\r\ncontent-disposition: form-data; name="file"'),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBe(400);
    const json = await admin.post(`${BASE}/read-file`, { file: 'ann@example.test' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(MESSAGES.receiverFileUnreadable);
  });

  it("answers 404 for another organiser's list and door staff 403, saving nothing", async () => {
    const { organizationId, listId } = await organiserWithList();
    const other = await organiserWithList();
    expect((await importFile(other.admin, listId, 'a.csv', 'cat@example.test\n')).status).toBe(404);
    const door = await signedInClient(testApp, organizationId, 'controller');
    expect((await importFile(door, listId, 'a.csv', 'cat@example.test\n')).status).toBe(403);
    expect((await readFile(door, 'a.csv', 'cat@example.test\n')).status).toBe(403);
    expect(await receiversOf(testApp.db, listId)).toHaveLength(1);
  });

  it('imports 50,000 rows in one go', { timeout: 120_000 }, async () => {
    const { admin, listId } = await organiserWithList();
    const rows = Array.from(
      { length: 50_000 },
      (_, index) => `guest${index}@example.test,07${String(700_000_000 + index).padStart(9, '0')}`,
    );
    const csv = ['email,phone', ...rows, 'ann@example.test,', 'nobody,'].join('\n');
    const started = performance.now();
    const response = await importFile(admin, listId, 'big.csv', csv);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ added: 50_000, duplicates: 1, invalid: 1 });
    expect(performance.now() - started).toBeLessThan(60_000);
    const count = await testApp.db
      .selectFrom('mailing_list_receivers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('mailing_list_id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(50_001);
    const list = await admin.get(`${BASE}/get-my-mailing-list/${listId}`);
    expect(list.body.receivers).toHaveLength(50_001);
    expect(list.body.receivers[50_000]).toMatchObject({
      email: 'guest49999@example.test',
      phone: '+447700049999',
    });
  });
});
