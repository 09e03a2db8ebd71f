import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open-database';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { createMember, createOrganisation, TEST_PASSWORD } from '../../../test/fixtures';
import { startLoopbackWebhooks } from '../../../test/loopback-webhooks';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import { TestClient } from '../../../test/test-client';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';

// A real server process killed with SIGKILL while its webhook request is unanswered: the next process sends the
// event again, with the same webhook-id, once the dead process's claim has run out.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The environment of two processes on one database, with an organiser and its master made in it. */
async function sharedDatabase(): Promise<{ env: Record<string, string>; member: { email: string } }> {
  if (testDatabaseKind === 'postgres') {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.drop());
    const organizationId = await createOrganisation(database.db);
    const member = await createMember(database.db, organizationId, 'master');
    return { env: { DATABASE_URL: database.url! }, member };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-webhooks-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  const organizationId = await createOrganisation(handle.db);
  const member = await createMember(handle.db, organizationId, 'master');
  await handle.db.destroy();
  return { env: { DATA_DIR: dataDir }, member };
}

describe('a process killed mid-delivery', { timeout: 300_000 }, () => {
  it('sends the event again after the restart, with the same webhook-id', async () => {
    const receiver = await startLoopbackWebhooks();
    cleanups.push(() => receiver.close());
    receiver.answer = () => (receiver.received.length === 1 ? 'hang' : 200);
    const { env, member } = await sharedDatabase();
    const processEnv = { ...env, WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', DEMO_DATA: 'never' };

    const first: ServerProcess = await startServerProcess(processEnv);
    cleanups.push(() => first.stop());
    const master = new TestClient(first.url);
    expect((await master.login(member.email, TEST_PASSWORD)).status).toBe(200);
    const created = await master.post('/api/client/webhooks', { url: receiver.url, events: ['order.paid'] });
    expect(created.status).toBe(201);
    const { variants } = await createActivityWithDate(master, {
      published: true,
      variants: [{ name: 'Free', price: 0, max: 10 }],
    });
    const order = await master.post('/api/client/order/free', {
      phoneNumber: '07700 900123',
      address: null,
      fullName: 'Mary Seacole',
      email: 'mary@example.test',
      customField1: 'Vegetarian',
      items: [{ identity: variants[0].id, quantity: 1 }],
    });
    expect(order.status).toBe(200);

    const [hung] = await receiver.waitFor(1, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}; the first process said: ${first.stderr().slice(-2000)}`);
    });
    expect((await first.kill('SIGKILL')).signal).toBe('SIGKILL');

    const second = await startServerProcess(processEnv);
    cleanups.push(() => second.stop());
    const [, again] = await receiver.waitFor(2, 120_000).catch((error: Error) => {
      throw new Error(`${error.message}; the second process said: ${second.stderr().slice(-2000)}`);
    });
    expect(again!.headers['webhook-id']).toBe(hung!.headers['webhook-id']);
    expect(again!.json).toMatchObject({
      type: 'order.paid',
      data: { orderReference: order.body.orderReference },
    });
  });
});
