import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import {
  honestPart,
  repeatedPart,
  SHARED_STRINGS_HEAD,
  SHARED_STRINGS_TAIL,
  sharedString,
  workbookAround,
} from '../../../test/hostile-xlsx';
import { fileForm, receiversOf } from '../../../test/mailing-list-fixtures';
import { MAX_RECEIVER_CELL_CHARS, MAX_XLSX_UNCOMPRESSED_BYTES } from './spreadsheet.limits';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const BASE = '/api/client/mailing-lists';
const MB = 1024 * 1024;
const TOO_LARGE = MESSAGES.receiverFileTooLargeOpened(MAX_XLSX_UNCOMPRESSED_BYTES / MB);

async function organiserWithList() {
  const organizationId = await createOrganisation(testApp.db);
  const admin = await signedInClient(testApp, organizationId, 'admin');
  const created = await admin.post(`${BASE}/create-mailing-list`, {
    mailingList: { name: 'Friends', receivers: [{ email: 'ann@example.test', phone: null }] },
  });
  return { admin, listId: created.body.id as string };
}
type Admin = Awaited<ReturnType<typeof organiserWithList>>['admin'];

const sharedStrings = (...texts: string[]) =>
  honestPart('', SHARED_STRINGS_HEAD + texts.map(sharedString).join('') + SHARED_STRINGS_TAIL);
/** About 1 MB of shared strings, 32 of 32,000 characters each. */
const STRINGS_MB = sharedString('a'.repeat(32_000)).repeat(32);
/** Shared strings of 4.1 GB (nearly the most a plain zip header can state) in about 4.5 MB. */
const bombStrings = (declaredSize?: number) =>
  repeatedPart(
    { head: SHARED_STRINGS_HEAD, chunk: STRINGS_MB, times: 4000, tail: SHARED_STRINGS_TAIL },
    declaredSize,
  );

/**
 * Sends a file and asks /api/health again and again until the file's answer arrives: the slowest health
 * answer, how much the process grew (the worker's memory is the process's too) and how long the file took.
 */
async function whileReading(send: () => Promise<{ status: number; body: any }>) {
  const health = testApp.client();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let slowestHealth = 0;
  let isAnswered = false;
  const started = performance.now();
  const answer = send().finally(() => {
    isAnswered = true;
  });
  while (!isAnswered) {
    const asked = performance.now();
    expect((await health.get('/api/health')).status).toBe(200);
    slowestHealth = Math.max(slowestHealth, performance.now() - asked);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const response = await answer;
  return {
    response,
    seconds: (performance.now() - started) / 1000,
    slowestHealth,
    rssGrowthMb: (Math.max(peakRss, process.memoryUsage().rss) - rssBefore) / MB,
  };
}

const readFile = (admin: Admin, bytes: Buffer | string, name = 'guests.xlsx') =>
  admin.request('POST', `${BASE}/read-file`, { form: fileForm(name, bytes) });
const importFile = (admin: Admin, listId: string, bytes: Buffer | string, name = 'guests.xlsx') =>
  admin.request('POST', `${BASE}/import-from-file/${listId}`, { form: fileForm(name, bytes) });

describe('hostile spreadsheets', () => {
  it('reads a hand-made workbook of ordinary size, so the bombs below are real workbooks', async () => {
    const { admin } = await organiserWithList();
    const bytes = workbookAround(sharedStrings('Email'), ['bob@example.test', 'cat@example.test']);
    const response = await readFile(admin, bytes);
    expect(response.status).toBe(200);
    expect(response.body.receivers).toEqual([
      { email: 'bob@example.test', phone: null },
      { email: 'cat@example.test', phone: null },
    ]);
  });

  it.each([
    ['shared strings of 4 GB in 4 MB (a zip bomb)', () => workbookAround(bombStrings(), [])],
    [
      'shared strings that inflate to 4 GB while their header says 1 MB',
      () => workbookAround(bombStrings(MB), []),
    ],
    [
      'one cell of 300 MB',
      () =>
        workbookAround(
          repeatedPart({
            head: `${SHARED_STRINGS_HEAD}<si><t>`,
            chunk: 'a'.repeat(MB),
            times: 300,
            tail: `</t></si>${SHARED_STRINGS_TAIL}`,
          }),
          [],
        ),
    ],
  ])(
    'refuses %s quickly with a 400, saving nothing, while the server keeps its memory and answers others',
    { timeout: 120_000 },
    async (_label, build) => {
      const { admin, listId } = await organiserWithList();
      const bytes = build();
      expect(bytes.length).toBeLessThan(5 * MB);
      for (const send of [() => importFile(admin, listId, bytes), () => readFile(admin, bytes)]) {
        const { response, seconds, slowestHealth, rssGrowthMb } = await whileReading(send);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: TOO_LARGE, errors: { file: TOO_LARGE } });
        // Generous for a loaded 2-core machine (health alone peaks near 200 ms there); without the limits the
        // 300 MB cell held the event loop for seconds.
        expect(seconds).toBeLessThan(20);
        expect(slowestHealth).toBeLessThan(1000);
        expect(rssGrowthMb).toBeLessThan(200);
      }
      expect(await receiversOf(testApp.db, listId)).toHaveLength(1);
    },
  );

  it.each([
    ['a CSV', 'guests.csv', (cell: string) => `email,notes\nbob@example.test,${cell}\n`],
    [
      'an XLSX',
      'guests.xlsx',
      (cell: string) => workbookAround(sharedStrings('Email'), ['bob@example.test', cell]),
    ],
  ])(
    `refuses %s with a cell over ${MAX_RECEIVER_CELL_CHARS} characters, naming its row`,
    async (_label, name, build) => {
      const { admin, listId } = await organiserWithList();
      const atLimit = await readFile(admin, build('x'.repeat(MAX_RECEIVER_CELL_CHARS)), name);
      expect(atLimit.status).toBe(200);
      const overLimit = build('x'.repeat(MAX_RECEIVER_CELL_CHARS + 1));
      const message = MESSAGES.receiverFileCellTooLong(name.endsWith('csv') ? 2 : 3, MAX_RECEIVER_CELL_CHARS);
      for (const response of [
        await importFile(admin, listId, overLimit, name),
        await readFile(admin, overLimit, name),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message, errors: { file: message } });
      }
      expect(await receiversOf(testApp.db, listId)).toHaveLength(1);
    },
  );
});
