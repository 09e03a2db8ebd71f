import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createOrganisation, signedInClient } from '../../test/fixtures';
import { createActivityWithDate } from '../../test/activity-fixtures';
import { rawRequest } from '../../test/raw-http';

let testApp: TestApp;
let master: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  testApp = await startTestApp();
  master = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
});
afterAll(() => testApp.close());

/** The cookie and CSRF headers a signed-in browser sends, for requests made without the test client. */
async function signedInHeaders() {
  const session = await master.get('/api/auth/session');
  return { 'x-csrf-token': session.body.csrfToken as string, cookie: master.cookieHeader() };
}

describe('POST to an action that takes no parameters', () => {
  it('accepts no body and no content type, as a plain client such as curl sends it', async () => {
    const headers = await signedInHeaders();
    const response = await rawRequest(testApp.baseUrl, [
      'POST /api/client/shop-admin-hub/disable-shop-promotion HTTP/1.1',
      `x-csrf-token: ${headers['x-csrf-token']}`,
      `cookie: ${headers.cookie}`,
    ]);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ isEnabled: false });
  });

  it('accepts a zero-length body without a content type', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/client/shop-admin-hub/disable-shop-promotion`, {
      method: 'POST',
      headers: await signedInHeaders(),
    });
    expect(response.status).toBe(200);
  });

  it('accepts an empty body sent as application/json, as browsers send it', async () => {
    const { activity } = await createActivityWithDate(master);
    const headers = { ...(await signedInHeaders()), 'content-type': 'application/json' };
    const disable = await fetch(`${testApp.baseUrl}/api/client/shop-admin-hub/disable-shop-promotion`, {
      method: 'POST',
      headers,
      body: '',
    });
    expect(disable.status).toBe(200);
    const publish = await fetch(`${testApp.baseUrl}/api/client/activity/${activity.id}/publish`, {
      method: 'POST',
      headers,
      body: '',
    });
    expect(publish.status).toBe(200);
  });

  it('still refuses an empty body where the action needs one, with the field messages', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/client/manage-org/org/create`, {
      method: 'POST',
      headers: { ...(await signedInHeaders()), 'content-type': 'application/json' },
      body: '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});
