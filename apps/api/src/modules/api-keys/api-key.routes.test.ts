import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient, type RoleSet } from '../../../test/fixtures';
import type { TestClient } from '../../../test/test-client';

let testApp: TestApp;
let master: TestClient;

beforeAll(async () => {
  testApp = await startTestApp();
  master = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
});
afterAll(() => testApp.close());

const create = (client: TestClient, body: unknown) => client.post('/api/client/api-keys', body);

/** Every text column of every table of the database, searched for a value. */
async function tablesHolding(value: string): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(testApp.db);
  const holding = [];
  for (const { table_name } of rows) {
    const found = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table_name)} t where t::text like ${`%${value}%`}`.execute(
      testApp.db,
    );
    if (found.rows[0]!.n > 0) holding.push(table_name);
  }
  return holding;
}

describe('POST /api/client/api-keys', () => {
  it('answers the key once, usk_ and 32 base62 characters, and keeps only its hash', async () => {
    const response = await create(master, {
      name: '  Door system  ',
      scopes: ['orders:read', 'events:read'],
    });
    expect(response.status).toBe(201);
    const key: string = response.body.key;
    expect(key).toMatch(/^usk_[0-9A-Za-z]{32}$/);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Door system',
      scopes: ['events:read', 'orders:read'],
      key,
      keyPrefix: key.slice(0, 8),
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(await tablesHolding(key.slice(4))).toEqual([]);
    const list = await master.get('/api/client/api-keys');
    expect(JSON.stringify(list.body)).not.toContain(key.slice(4));
  });

  it('draws a different key each time', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 5; i++)
      keys.add((await create(master, { name: 'k', scopes: ['events:read'] })).body.key);
    expect(keys.size).toBe(5);
  });

  it.each([
    [{ name: '', scopes: ['events:read'] }, 'name'],
    [{ name: 'x', scopes: [] }, 'scopes'],
    [{ name: 'x', scopes: ['events:write'] }, 'scopes.0'],
    [{ name: 'x' }, 'scopes'],
    [{ name: 'x'.repeat(101), scopes: ['events:read'] }, 'name'],
  ])('refuses %j with 400 on %s and stores nothing', async (body, field) => {
    const before = await testApp.db.selectFrom('api_keys').select('id').execute();
    const response = await create(master, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await testApp.db.selectFrom('api_keys').select('id').execute()).toHaveLength(before.length);
  });
});

describe('GET /api/client/api-keys and revoke', () => {
  it('lists the organiser’s keys newest first without the key, and revokes one', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const owner = await signedInClient(testApp, organizationId, 'master');
    const first = (await create(owner, { name: 'First', scopes: ['events:read'] })).body;
    const second = (await create(owner, { name: 'Second', scopes: ['guests:read'] })).body;
    const list = await owner.get('/api/client/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.apiKeys.map((k: { name: string }) => k.name)).toEqual(['Second', 'First']);
    expect(list.body.apiKeys[0]).toEqual({
      id: second.id,
      name: 'Second',
      scopes: ['guests:read'],
      keyPrefix: second.keyPrefix,
      createdAt: second.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    const revoked = await owner.post(`/api/client/api-keys/${first.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: first.id, revokedAt: expect.any(String) });
    const again = await owner.post(`/api/client/api-keys/${first.id}/revoke`);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
  });

  it('answers 404 for another organiser’s key and leaves it alone', async () => {
    const theirs = (await create(master, { name: 'Theirs', scopes: ['events:read'] })).body;
    const other = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    expect((await other.post(`/api/client/api-keys/${theirs.id}/revoke`)).status).toBe(404);
    expect((await other.post('/api/client/api-keys/not-a-uuid/revoke')).status).toBe(404);
    expect((await other.get('/api/client/api-keys')).body.apiKeys).toEqual([]);
    const row = await testApp.db
      .selectFrom('api_keys')
      .select('revoked_at')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
  });

  it.each<RoleSet>(['masterWithoutControl', 'admin', 'controller', 'none'])(
    'answers 403 to %s on every key route',
    async (roleSet) => {
      const key = (await create(master, { name: 'Kept', scopes: ['events:read'] })).body;
      const organizationId = (
        await testApp.db
          .selectFrom('api_keys')
          .select('organization_id')
          .where('id', '=', key.id)
          .executeTakeFirstOrThrow()
      ).organization_id;
      const member = await signedInClient(testApp, organizationId, roleSet);
      expect((await member.get('/api/client/api-keys')).status).toBe(403);
      expect((await create(member, { name: 'x', scopes: ['events:read'] })).status).toBe(403);
      expect((await member.post(`/api/client/api-keys/${key.id}/revoke`)).status).toBe(403);
    },
  );

  it('answers 401 signed out', async () => {
    const anonymous = testApp.client();
    expect((await anonymous.get('/api/client/api-keys')).status).toBe(401);
  });
});
