import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { DEMO_PASSWORD } from './demo-accounts';
import { isLoopbackUrl } from './demo-password';
import { findDemoAccounts, seedDemo } from './demo-seed';
import { startDemo } from './demo-start';

const LOCAL = { publicUrl: 'http://localhost:3000', demoPassword: null };
const EMAILS = ['organiser@example.com', 'admin@example.com', 'door@example.com'];

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

/** The app as server.ts starts it on `database` with these settings, and what its sign-in screen is told. */
async function startAsServer(db: TestDatabase, config: { publicUrl: string; demoPassword: string | null }) {
  const { demoAccounts } = await startDemo(
    db.db,
    { ...config, demoData: 'always' },
    { kind: db.kind, isNew: false },
  );
  const app = await startTestApp({ demoAccounts }, { database: db });
  return { app, session: (await app.client().get('/api/auth/session')).body };
}

describe('the sign-in screen of a demo install', () => {
  it('names the demo accounts only when the demo organiser exists, and they sign in', async () => {
    expect(await findDemoAccounts(database.db, LOCAL)).toBeNull();
    const session = (await plain.client().get('/api/auth/session')).body;
    expect(session).not.toHaveProperty('demoAccounts');

    await seedDemo(database.db);
    // The demo organiser may take test payments without TEST_PAYMENTS (issue 28 §1).
    const demoOrganiser = await database.db
      .selectFrom('organizations')
      .select('is_demo')
      .where('name', '=', 'Riverside Live')
      .executeTakeFirstOrThrow();
    expect(demoOrganiser.is_demo).toBe(true);
    const demoAccounts = await findDemoAccounts(database.db, LOCAL);
    expect(demoAccounts).toEqual({ emails: EMAILS, password: 'demo1234' });
    const demo = await startAsServer(database, LOCAL);
    try {
      expect(demo.session.demoAccounts).toEqual(demoAccounts);
      for (const email of EMAILS) {
        expect((await demo.app.client().login(email, DEMO_PASSWORD)).status).toBe(200);
      }
    } finally {
      await demo.app.close();
    }
  });
});

describe('the demo on an address others reach (issue 28 §1)', () => {
  let shared: TestDatabase;
  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterAll(async () => {
    await shared?.drop();
  });

  it('tells loopback addresses from the others', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:3510',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(isLoopbackUrl(url)).toBe(true);
    }
    for (const url of [
      'https://tickets.example.org',
      'http://192.168.1.20:3000',
      'https://localhost.example.org',
    ]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });

  it('refuses to start with DEMO_DATA=always on an https PUBLIC_URL while the demo keeps the published password', async () => {
    const config = {
      publicUrl: 'https://tickets.example.org',
      demoPassword: null,
      demoData: 'always' as const,
    };
    const refusal = await startDemo(shared.db, config, { kind: shared.kind, isNew: true }).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toContain('DEMO_PASSWORD');
    expect((refusal as Error).message).toContain('organiser@example.com');
    expect(await findDemoAccounts(shared.db, config)).toBeNull();
  });

  it('with DEMO_PASSWORD the demo accounts take it, the old password no longer signs in, and none is listed', async () => {
    const config = { publicUrl: 'https://tickets.example.org', demoPassword: 'river-side-2026' };
    const demo = await startAsServer(shared, config);
    try {
      expect(demo.session).not.toHaveProperty('demoAccounts');
      for (const email of EMAILS) {
        expect((await demo.app.client().login(email, DEMO_PASSWORD)).status).toBe(401);
        expect((await demo.app.client().login(email, 'river-side-2026')).status).toBe(200);
      }
    } finally {
      await demo.app.close();
    }
    // A second start with the variable still set changes nothing and starts.
    const again = await startAsServer(shared, config);
    await again.app.close();
  });
});
