import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let webDistDir: string;
const ENTRY = '/assets/index-abc123.js';
const script = Buffer.from(
  Array.from({ length: 2000 }, (_, line) => `export const value${line} = "usher line ${line}";`).join('\n'),
);

beforeAll(async () => {
  // A build as `vite build` leaves it: each asset with its brotli and gzip copies beside it.
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-web-'));
  await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.mkdir(path.join(webDistDir, 'assets'));
  const entry = path.join(webDistDir, ENTRY);
  await fs.writeFile(entry, script);
  await fs.writeFile(`${entry}.br`, zlib.brotliCompressSync(script));
  await fs.writeFile(`${entry}.gz`, zlib.gzipSync(script));
  testApp = await startTestApp({ webDistDir });
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

/** A GET that leaves the body as sent (fetch would decompress it). */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${testApp.baseUrl}${url}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

function expectCachedScript(headers: http.IncomingHttpHeaders) {
  expect(headers['content-type']).toMatch(/javascript/);
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers.vary).toMatch(/accept-encoding/i);
}

describe('precompressed static files', () => {
  it('sends the brotli copy to a browser that accepts it, decompressing to the same bytes', async () => {
    const response = await getRaw(ENTRY, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expectCachedScript(response.headers);
    expect(response.body.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(response.body).equals(script)).toBe(true);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await getRaw(ENTRY, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expectCachedScript(response.headers);
    expect(zlib.gunzipSync(response.body).equals(script)).toBe(true);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await getRaw(ENTRY, {});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expectCachedScript(response.headers);
    expect(response.body.equals(script)).toBe(true);
  });
});
