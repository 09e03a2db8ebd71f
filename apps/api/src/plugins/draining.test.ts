import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('a process that drains before it stops', () => {
  it('answers 503 on /api/health with the reason, and goes on answering the rest with its connection closed', async () => {
    const client = testApp.client();
    const before = await client.get('/api/health');
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).not.toBe('close');

    testApp.app.draining = true;
    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      status: 'unavailable',
      database: testDatabaseKind,
      message: MESSAGES.serverStopping,
    });
    const session = await client.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.headers.get('connection')).toBe('close');
  });
});
