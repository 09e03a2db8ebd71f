import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createOrganisation, signedInClient } from '../../test/fixtures';
import { rawRequest, type RawResponse } from '../../test/raw-http';
import type { TestClient } from '../../test/test-client';
import { registerErrorHandler } from './errors';

let testApp: TestApp;
let master: TestClient;

beforeAll(async () => {
  testApp = await startTestApp();
  master = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
});
afterAll(() => testApp.close());

const MARKER = 'echo-marker-91c2';

function expectMessageOnly(response: RawResponse, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(response.body)).toEqual({ message });
  expect(response.body).not.toContain(MARKER);
}

describe("Fastify's own router and parser errors", () => {
  it('answers a bad percent-encoding in the path with 400 and no echo', async () => {
    for (const path of [
      `/api/public/event/${MARKER}%zz`,
      `/${MARKER}%E0%A4%A`,
      `/api/client/event/%${MARKER}`,
    ]) {
      const response = await rawRequest(testApp.baseUrl, [`GET ${path} HTTP/1.1`]);
      expectMessageOnly(response, 400, MESSAGES.malformedRequest);
    }
  });

  it('answers an over-long path part with 414', async () => {
    const response = await rawRequest(testApp.baseUrl, [
      `POST /api/client/event/${MARKER}${'a'.repeat(200)}/update HTTP/1.1`,
      'content-length: 0',
    ]);
    expectMessageOnly(response, 414, MESSAGES.urlTooLong);
  });

  it('answers a URL beyond the header limit with 431', async () => {
    const response = await rawRequest(testApp.baseUrl, [`GET /${MARKER}${'a'.repeat(20_000)} HTTP/1.1`]);
    expectMessageOnly(response, 431, MESSAGES.requestTooLarge);
  });

  it('answers a request line that is not HTTP with 400', async () => {
    const response = await rawRequest(testApp.baseUrl, [`${MARKER} \u0001 nonsense`]);
    expectMessageOnly(response, 400, MESSAGES.malformedRequest);
  });

  it('answers a NUL in a header with 400', async () => {
    const response = await rawRequest(testApp.baseUrl, [
      'GET /api/health HTTP/1.1',
      `x-check-in-nonce: ${MARKER}\u0000`,
    ]);
    expectMessageOnly(response, 400, MESSAGES.malformedRequest);
  });

  it('answers JSON that does not parse with 400 and no echo', async () => {
    const raw = await postRaw('/api/client/manage-org/org/create', 'application/json', `{"name": "${MARKER}`);
    expectMessageOnly(raw, 400, MESSAGES.malformedRequest);
  });

  it('answers a content type no route reads with 415', async () => {
    const raw = await postRaw('/api/client/manage-org/org/create', 'text/x-nonsense', MARKER);
    expectMessageOnly(raw, 415, MESSAGES.malformedRequest);
  });

  it('answers an unparsable content type with 415', async () => {
    const raw = await postRaw('/api/client/manage-org/org/create', `${MARKER}/;;;=`, MARKER);
    expectMessageOnly(raw, 415, MESSAGES.malformedRequest);
  });

  it('answers a JSON body over the limit with 413', async () => {
    const raw = await postRaw(
      '/api/client/manage-org/org/create',
      'application/json',
      JSON.stringify({ name: MARKER + 'x'.repeat(1_100_000) }),
    );
    expectMessageOnly(raw, 413, MESSAGES.requestTooLarge);
  });

  it('answers an unknown route with 404 in the same shape', async () => {
    const unknown = await rawRequest(testApp.baseUrl, [`GET /api/${MARKER} HTTP/1.1`]);
    expectMessageOnly(unknown, 404, MESSAGES.notFound);
    const method = await rawRequest(testApp.baseUrl, [`DELETE /api/health?${MARKER} HTTP/1.1`]);
    expect(JSON.parse(method.body)).toEqual({ message: expect.any(String) });
    expect(method.body).not.toContain(MARKER);
  });
});

describe('database data errors', () => {
  // Every input the contract lets through is storable; these reach the database on purpose to show that any
  // data error left (class 22) is the client's and answered 400, never 500.
  const queries: [string, string][] = [
    ['22021 (a NUL in text)', "select convert_from('\\x6100'::bytea, 'UTF8')"],
    ['22P05 (NUL in JSON text)', `select '"\\u0000"'::jsonb ->> 0`],
    ['22011 (substring error)', "select substring('abc' from 1 for -1)"],
    ['22003 (number out of range)', 'select 2147483648::int'],
    ['22P02 (invalid text representation)', "select 'not a uuid'::uuid"],
  ];

  it.each(queries)('answers %s with 400', async (_, query) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/probe', async () => {
      await sql.raw(query).execute(testApp.db);
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.invalidRequest });
  });
});

async function signedInHeaders(): Promise<string[]> {
  const session = await master.get('/api/auth/session');
  return [`x-csrf-token: ${session.body.csrfToken}`, `cookie: ${master.cookieHeader()}`];
}

async function postRaw(path: string, contentType: string, body: string) {
  return rawRequest(
    testApp.baseUrl,
    [
      `POST ${path} HTTP/1.1`,
      `content-type: ${contentType}`,
      `content-length: ${Buffer.byteLength(body)}`,
      ...(await signedInHeaders()),
    ],
    body,
  );
}
