import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../plugins/log-redaction';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';

let testApp: TestApp;
let webDistDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-web-'));
  await fs.writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Usher</title></head><body><div id="root"></div></body></html>',
  );
  // The server's own logger options, at the level that logs every request and every unrouted path.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  testApp = await startTestApp({ webDistDir }, { logger: { ...loggerOptions('debug'), stream } });
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

describe('a door link in logs and Referer headers (issue 30 §4)', () => {
  it('logs no token, PIN or door cookie, and the crew page and door API answer with no-referrer', async () => {
    const admin = await signedInClient(testApp, await createOrganisation(testApp.db), 'admin');
    const { activity, event } = await createActivityWithDate(admin, { published: true });
    expect(activity.id).toBeDefined();
    const link = await admin.post(`/api/client/event/${event.id}/door-links`, { name: 'Gate', pin: '97531' });
    const token = (link.body.url as string).split('/door/')[1]!;

    const page = await testApp.client().get(`/door/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    const crew = testApp.client();
    const started = await crew.post(`/api/door/${token}/start`, {
      pin: '97531',
      deviceName: 'Sam at gate A',
    });
    expect(started.status).toBe(200);
    expect(started.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = /usher_door=([^;]+)/.exec(started.headers.getSetCookie().join('\n'))![1]!;
    expect((await crew.get(`/api/door/${token}/guests?search=nobody`)).headers.get('referrer-policy')).toBe(
      'no-referrer',
    );
    await crew.post(`/api/door/${token}/no-such-route`, {});
    await crew.get(`/api/door/${token}/guests?search=no`);
    // Elsewhere the usual policy stays.
    expect((await admin.get('/api/client/user')).headers.get('referrer-policy')).toBeNull();

    const logged = logLines.join('');
    expect(logged).toContain('/api/door/[token]/start');
    expect(logged).toContain('/door/[token]');
    expect(logged).toContain('/api/door/[token]/no-such-route');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(cookie);
    expect(logged).not.toContain('97531');
  });
});
