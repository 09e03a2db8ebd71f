import type * as WorkerThreads from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import {
  repeatedPart,
  SHARED_STRINGS_HEAD,
  SHARED_STRINGS_TAIL,
  workbookAround,
} from '../../../test/hostile-xlsx';
import { fileForm, receiversOf } from '../../../test/mailing-list-fixtures';
import type * as SpreadsheetLimits from './spreadsheet.limits';
import { MAX_PARALLEL_RECEIVER_FILE_READS, MAX_XLSX_UNCOMPRESSED_BYTES } from './spreadsheet.limits';

/** The worker's heap and time, small here so that a file runs out of them in seconds rather than a minute. */
const workerLimits = vi.hoisted(() => ({ heapMb: 256, timeoutMs: 60_000 }));
const realLimits = { ...workerLimits };
vi.mock('./spreadsheet.limits', async (importOriginal) => ({
  ...(await importOriginal<typeof SpreadsheetLimits>()),
  get RECEIVER_FILE_WORKER_HEAP_MB() {
    return workerLimits.heapMb;
  },
  get RECEIVER_FILE_WORKER_TIMEOUT_MS() {
    return workerLimits.timeoutMs;
  },
}));

/** Every worker the app starts, to see whether a stopped one is really gone. */
const workers = vi.hoisted(() => [] as WorkerThreads.Worker[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof WorkerThreads>();
  class RecordedWorker extends original.Worker {
    constructor(...args: ConstructorParameters<typeof original.Worker>) {
      super(...args);
      workers.push(this);
    }
  }
  return { ...original, Worker: RecordedWorker };
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());
afterEach(() => {
  Object.assign(workerLimits, realLimits);
});

const BASE = '/api/client/mailing-lists';
const TOO_LARGE = MESSAGES.receiverFileTooLargeOpened(MAX_XLSX_UNCOMPRESSED_BYTES / 1024 / 1024);
const CSV = 'email\nbob@example.test\n';

async function organiserWithList() {
  const organizationId = await createOrganisation(testApp.db);
  const admin = await signedInClient(testApp, organizationId, 'admin');
  const created = await admin.post(`${BASE}/create-mailing-list`, {
    mailingList: { name: 'Friends', receivers: [{ email: 'ann@example.test', phone: null }] },
  });
  return { admin, listId: created.body.id as string };
}
type Admin = Awaited<ReturnType<typeof organiserWithList>>['admin'];

const importFile = (admin: Admin, listId: string, name: string, bytes: Buffer | string) =>
  admin.request('POST', `${BASE}/import-from-file/${listId}`, { form: fileForm(name, bytes) });

/** `megabytes` of rich-text shared strings: within the size limits, but each one an object graph in exceljs's cache. */
const richTextWorkbook = (megabytes: number) =>
  workbookAround(
    repeatedPart({
      head: SHARED_STRINGS_HEAD,
      chunk: '<si><r><t>a</t></r><r><t>b</t></r></si>'.repeat((1024 * 1024) / 40),
      times: megabytes,
      tail: SHARED_STRINGS_TAIL,
    }),
    [],
  );

describe('the worker that reads receiver files', () => {
  it('answers 400 when a file within the size limits fills its heap, and reads the next file', async () => {
    workerLimits.heapMb = 48;
    const { admin, listId } = await organiserWithList();
    const response = await importFile(admin, listId, 'guests.xlsx', richTextWorkbook(20));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: TOO_LARGE, errors: { file: TOO_LARGE } });
    expect(await receiversOf(testApp.db, listId)).toHaveLength(1);
    expect((await importFile(admin, listId, 'guests.csv', CSV)).body).toMatchObject({ added: 1 });
  });

  it(
    'stops a worker that outlives its time with a 400, and frees its turn for the next file',
    { timeout: 120_000 },
    async () => {
      workerLimits.timeoutMs = 3000;
      const { admin, listId } = await organiserWithList();
      // Read in a 256 MB heap this file takes well over 30 s; more of them than may be read at once, so a
      // worker left running past its time would keep the last file waiting for its turn.
      const slow = richTextWorkbook(60);
      const first = workers.length;
      const responses = await Promise.all(
        Array.from({ length: MAX_PARALLEL_RECEIVER_FILE_READS + 1 }, () =>
          importFile(admin, listId, 'guests.xlsx', slow),
        ),
      );
      for (const response of responses) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: TOO_LARGE, errors: { file: TOO_LARGE } });
      }
      const started = workers.slice(first);
      expect(started).toHaveLength(MAX_PARALLEL_RECEIVER_FILE_READS + 1);
      await vi.waitFor(
        () => expect(started.map((worker) => worker.threadId)).toEqual(started.map(() => -1)),
        {
          timeout: 10_000,
        },
      );
      expect(await receiversOf(testApp.db, listId)).toHaveLength(1);
      Object.assign(workerLimits, realLimits);
      expect((await importFile(admin, listId, 'guests.csv', CSV)).body).toMatchObject({ added: 1 });
    },
  );
});
