import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { TEST_PASSWORD, createMember, createOrganisation } from '../../../test/fixtures';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './login-throttle.service';

let testApp: TestApp;
let organizationId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  organizationId = await createOrganisation(testApp.db);
});
afterAll(() => testApp.close());

describe('sign-in with a local account', () => {
  it('signs in, reports the session and signs out', async () => {
    const { email } = await createMember(testApp.db, organizationId, 'admin');
    const client = testApp.client();
    expect((await client.get('/api/auth/session')).body.authenticated).toBe(false);
    expect((await client.get('/api/client/user')).status).toBe(401);

    const login = await client.login(email.toUpperCase(), TEST_PASSWORD);
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('usher_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await client.get('/api/auth/session');
    expect(session.body).toMatchObject({ authenticated: true, csrfToken: login.body.csrfToken });
    const user = await client.get('/api/client/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      email,
      permissions: ['ROLE_admin'],
      currentOrg: { guid: organizationId },
    });

    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/client/user')).status).toBe(401);
  });

  it("gives a signed-in session the user's own answer, so the dashboard starts with one call", async () => {
    const { email } = await createMember(testApp.db, organizationId, 'admin');
    const client = testApp.client();
    expect((await client.get('/api/auth/session')).body.user).toBeUndefined();
    await client.login(email, TEST_PASSWORD);
    const session = await client.get('/api/auth/session');
    expect(session.body.user).toEqual((await client.get('/api/client/user')).body);
  });

  it('answers 401 with the spec message for a wrong password or an unknown address', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const wrongPassword = await testApp.client().login(email, 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe('Incorrect email or password');
    const unknown = await testApp.client().login('nobody@example.test', TEST_PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Incorrect email or password');
  });

  it('refuses a sign-in without the CSRF token', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const response = await testApp
      .client()
      .post('/api/auth/login', { email, password: TEST_PASSWORD }, { csrf: false });
    expect(response.status).toBe(403);
  });

  it("refuses a signed-in write with another session's token, then an altered one, then takes its own", async () => {
    const { email } = await createMember(testApp.db, organizationId, 'admin');
    const client = testApp.client();
    await client.login(email, TEST_PASSWORD);
    const other = testApp.client();
    await other.login(email, TEST_PASSWORD);
    const own = client.csrfToken!;
    const write = (token: string) =>
      client.request('POST', '/api/auth/logout', { csrf: false, headers: { 'x-csrf-token': token } });
    expect((await client.get('/api/client/user')).status).toBe(200);
    expect((await write(other.csrfToken!)).status).toBe(403);
    expect((await write(`${own.slice(0, -1)}${own.endsWith('A') ? 'B' : 'A'}`)).status).toBe(403);
    expect((await write(own)).status).toBe(200);
    expect((await client.get('/api/client/user')).status).toBe(401);
  });

  it('locks an account after repeated failures, even with the right password', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      expect((await testApp.client().login(email, 'wrong')).status).toBe(401);
    }
    const locked = await testApp.client().login(email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
  });

  it('revokes the previous session of a browser that signs in again', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const client = testApp.client();
    await client.login(email, TEST_PASSWORD);
    const firstCookie = client.cookieHeader();
    const again = await client.login(email, TEST_PASSWORD);
    expect(again.status).toBe(200);
    expect(client.cookieHeader()).not.toBe(firstCookie);
    expect((await client.get('/api/client/user')).status).toBe(200);

    const withOldCookie = await fetch(`${testApp.baseUrl}/api/client/user`, {
      headers: { cookie: firstCookie },
    });
    expect(withOldCookie.status).toBe(401);
    const live = await testApp.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id_hash')
      .where('users.email', '=', email)
      .where('sessions.revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('keeps the session of another browser of the same user', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const phone = testApp.client();
    const laptop = testApp.client();
    await phone.login(email, TEST_PASSWORD);
    await laptop.login(email, TEST_PASSWORD);
    expect((await phone.get('/api/client/user')).status).toBe(200);
    expect((await laptop.get('/api/client/user')).status).toBe(200);
  });

  it('refuses a signed-out session at once, even one this process has just seen', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const client = testApp.client();
    await client.login(email, TEST_PASSWORD);
    expect((await client.get('/api/client/user')).status).toBe(200);
    const cookie = client.cookieHeader();
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    const afterSignOut = await fetch(`${testApp.baseUrl}/api/client/user`, { headers: { cookie } });
    expect(afterSignOut.status).toBe(401);
  });

  it('ends a revoked session at once', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const client = testApp.client();
    await client.login(email, TEST_PASSWORD);
    await testApp.db.updateTable('sessions').set({ revoked_at: new Date() }).execute();
    expect((await client.get('/api/client/user')).status).toBe(401);
  });

  it('ends a session idle for more than 3 hours and one older than 12 hours', async () => {
    const idle = testApp.client();
    const { email } = await createMember(testApp.db, organizationId);
    await idle.login(email, TEST_PASSWORD);
    await testApp.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 3 * 60 * 60 * 1000 - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await idle.get('/api/client/user')).status).toBe(401);

    const old = testApp.client();
    await old.login(email, TEST_PASSWORD);
    await testApp.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await old.get('/api/client/user')).status).toBe(401);
  });

  it('never stores the session token itself', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const client = testApp.client();
    const login = await client.login(email, TEST_PASSWORD);
    const token = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('usher_session='))!
      .split(';')[0]!
      .split('=')[1]!;
    const stored = await testApp.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(token);
  });
});

describe('health and docs', () => {
  it('reports the database in use', async () => {
    const health = await testApp.client().get('/api/health');
    expect(health.body).toEqual({ status: 'ok', database: testApp.app.databaseKind });
  });

  it('serves an OpenAPI document with every API route', async () => {
    const docs = await testApp.client().get('/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/client/user',
        '/api/client/organization-details/update',
        '/api/client/storage/raw',
      ]),
    );
  });
});
