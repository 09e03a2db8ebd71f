import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';

let testApp: TestApp;
let organizationId: string;

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><image href="https://evil.example/x.png"/><rect width="5" height="5"/></svg>';

function form(fileName: string, bytes: Buffer, type = 'application/octet-stream') {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return data;
}

beforeAll(async () => {
  testApp = await startTestApp();
  organizationId = await createOrganisation(testApp.db);
});
afterAll(() => testApp.close());

describe('POST /api/client/storage/raw', () => {
  it('stores a PNG and serves it with a restrictive Content-Security-Policy', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const upload = await client.request('POST', '/api/client/storage/raw', {
      form: form('logo.png', PNG, 'image/png'),
    });
    expect(upload.status).toBe(200);
    expect(upload.body.url).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    const served = await fetch(`${testApp.baseUrl}${upload.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('accepts a JPEG named .jpeg', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const upload = await client.request('POST', '/api/client/storage/raw', {
      form: form('photo.jpeg', JPEG),
    });
    expect(upload.status).toBe(200);
    expect(upload.body.url).toMatch(/\.jpg$/);
  });

  it.each([
    ['a .gif', 'logo.gif', GIF],
    ['a GIF renamed .png', 'logo.png', GIF],
    ['text renamed .jpg', 'notes.jpg', Buffer.from('hello there')],
    ['HTML renamed .svg', 'page.svg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PNG named .exe', 'logo.exe', PNG],
  ])('refuses %s with "Wrong image format"', async (_label, fileName, bytes) => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const before = await testApp.db.selectFrom('uploads').select('id').execute();
    const response = await client.request('POST', '/api/client/storage/raw', { form: form(fileName, bytes) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Wrong image format');
    expect(await testApp.db.selectFrom('uploads').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a file over 5 MB', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await client.request('POST', '/api/client/storage/raw', { form: form('big.png', big) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The file is larger than 5Mb');
  });

  const pngPart = (boundary: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  it.each([
    ['no boundary', 'multipart/form-data', pngPart('xyz')],
    ['a boundary that is not in the body', 'multipart/form-data; boundary=other', pngPart('xyz')],
    ['a truncated body', 'multipart/form-data; boundary=xyz', pngPart('xyz').subarray(0, 90)],
    ['junk', 'multipart/form-data; boundary=xyz', Buffer.from('\u0000\u0001 not multipart at all')],
    ['an empty body', 'multipart/form-data; boundary=xyz', Buffer.alloc(0)],
    [
      'a part header without its end',
      'multipart/form-data; boundary=xyz',
      Buffer.from('--xyz\r\ncontent-disp'),
    ],
  ])('answers malformed multipart (%s) with 400 and stores nothing', async (_label, contentType, body) => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const before = await testApp.db.selectFrom('uploads').select('id').execute();
    const response = await client.request('POST', '/api/client/storage/raw', {
      headers: { 'content-type': contentType },
      rawBody: body,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Wrong image format');
    expect(await testApp.db.selectFrom('uploads').select('id').execute()).toHaveLength(before.length);
  });

  it('sanitises an SVG so no script or outside reference survives', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const upload = await client.request('POST', '/api/client/storage/raw', {
      form: form('logo.svg', Buffer.from(HOSTILE_SVG)),
    });
    expect(upload.status).toBe(200);
    const served = await fetch(`${testApp.baseUrl}${upload.body.url}`);
    expect(served.headers.get('content-type')).toContain('image/svg+xml');
    const text = await served.text();
    expect(text).toContain('<rect');
    expect(text).not.toMatch(/script|onload|evil\.example/);
  });

  it('answers 401 signed out, 403 for door staff and 403 without the CSRF token', async () => {
    expect(
      (await testApp.client().request('POST', '/api/client/storage/raw', { form: form('a.png', PNG) }))
        .status,
    ).toBe(401);
    const door = await signedInClient(testApp, organizationId, 'controller');
    expect((await door.request('POST', '/api/client/storage/raw', { form: form('a.png', PNG) })).status).toBe(
      403,
    );
    const master = await signedInClient(testApp, organizationId, 'master');
    expect(
      (await master.request('POST', '/api/client/storage/raw', { form: form('a.png', PNG), csrf: false }))
        .status,
    ).toBe(403);
  });

  it('lets an organiser use its own upload as a logo, but not another organiser’s', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const upload = await client.request('POST', '/api/client/storage/raw', { form: form('logo.png', PNG) });
    const set = await client.post(`/api/client/manage-org/org/${organizationId}/image`, {
      avatarUrl: upload.body.url,
    });
    expect(set.status).toBe(200);
    expect((await client.get('/api/client/organization-details')).body.avatarUrl).toBe(upload.body.url);

    const otherOrganizationId = await createOrganisation(testApp.db);
    const other = await signedInClient(testApp, otherOrganizationId, 'master');
    const stolen = await other.post(`/api/client/manage-org/org/${otherOrganizationId}/image`, {
      avatarUrl: upload.body.url,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('Wrong image format');
    const foreign = await other.post(`/api/client/manage-org/org/${otherOrganizationId}/image`, {
      avatarUrl: 'https://tracker.example/pixel.png',
    });
    expect(foreign.status).toBe(400);
  });
});
