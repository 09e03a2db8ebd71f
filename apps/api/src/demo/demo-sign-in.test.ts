import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { findDemoAccounts, seedDemo } from './demo-seed';

let database: TestDatabase;
let plain: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  plain = await startTestApp({}, { database });
});
afterAll(async () => {
  await plain?.close();
  await database?.drop();
});

describe('the sign-in screen of a demo install', () => {
  it('names the demo accounts only when the demo organiser exists, and they sign in', async () => {
    expect(await findDemoAccounts(database.db)).toBeNull();
    const session = (await plain.client().get('/api/auth/session')).body;
    expect(session).not.toHaveProperty('demoAccounts');

    await seedDemo(database.db);
    const demoAccounts = await findDemoAccounts(database.db);
    expect(demoAccounts).toEqual({
      emails: ['organiser@example.com', 'admin@example.com', 'door@example.com'],
      password: 'demo1234',
    });
    // As server.ts starts it on a database with the demo organiser.
    const demo = await startTestApp({ demoAccounts }, { database });
    try {
      const client = demo.client();
      expect((await client.get('/api/auth/session')).body.demoAccounts).toEqual(demoAccounts);
      for (const email of demoAccounts!.emails) {
        expect((await demo.client().login(email, demoAccounts!.password)).status).toBe(200);
      }
    } finally {
      await demo.close();
    }
  });
});
