import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInManually } from './check-in-manually';
import { checkInScannedCode, newScan } from './check-in-scanned-code';

const EVENT_ID = 'f4615df0-dbb9-4c25-807e-5e02c1706797';
const NO_WAIT = [0, 0, 0];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();

/** The scan requests sent, without the session call that fetched the CSRF token. */
const scanCalls = () =>
  fetchMock.mock.calls
    .filter(([path]) => String(path).includes('/check-in/'))
    .map(([path, init]) => ({ path: String(path), headers: init?.headers as Record<string, string> }));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The scan answers one after another; the session call always answers its token. */
function answerScansWith(...answers: Array<() => Promise<Response>>) {
  const queue = [...answers];
  fetchMock.mockImplementation(async (path) => {
    if (String(path) === '/api/auth/session') {
      return json(200, { authenticated: true, csrfToken: 'csrf-1', oidcEnabled: false });
    }
    const next = queue.shift();
    if (!next) throw new Error('more scan calls than expected');
    return next();
  });
}

const dropped = () => Promise.reject(new TypeError('Failed to fetch'));
const green = () =>
  Promise.resolve(json(200, { color: 'green', message: 'Checked in: Ada Lovelace, Standard' }));

describe('checkInScannedCode', () => {
  it('retries a scan whose answer was lost with the same nonce, so the guest is checked in once and sees green', async () => {
    answerScansWith(dropped, dropped, green);
    const scan = newScan('K116wXD-BYQk-09qpO3Karu1');

    await expect(checkInScannedCode(EVENT_ID, scan, NO_WAIT)).resolves.toEqual({
      color: 'green',
      message: 'Checked in: Ada Lovelace, Standard',
    });

    const calls = scanCalls();
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.headers['x-check-in-nonce']))).toEqual(new Set([scan.nonce]));
    expect(calls[0]!.path).toBe(`/api/client/check-in/${EVENT_ID}/check-in/K116wXD-BYQk-09qpO3Karu1`);
    expect(calls[0]!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('gives each new scan its own nonce and every scan the same device id', async () => {
    answerScansWith(green, green);
    await checkInScannedCode(EVENT_ID, newScan('code-1'), NO_WAIT);
    await checkInScannedCode(EVENT_ID, newScan('code-1'), NO_WAIT);

    const [first, second] = scanCalls();
    expect(first!.headers['x-check-in-nonce']).not.toBe(second!.headers['x-check-in-nonce']);
    expect(first!.headers['x-check-in-device']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers['x-check-in-device']).toBe(first!.headers['x-check-in-device']);
  });

  it('sends codes with characters of their own as one path segment', async () => {
    answerScansWith(green);
    await checkInScannedCode(EVENT_ID, newScan('a/b?c'), NO_WAIT);
    expect(scanCalls()[0]!.path).toBe(`/api/client/check-in/${EVENT_ID}/check-in/a%2Fb%3Fc`);
  });

  it('gives up after three retries and says something went wrong', async () => {
    answerScansWith(dropped, dropped, dropped, dropped);
    await expect(checkInScannedCode(EVENT_ID, newScan('code-1'), NO_WAIT)).rejects.toMatchObject({
      status: 0,
      message: 'Something went wrong. Please try again.',
    });
    expect(scanCalls()).toHaveLength(4);
  });

  it('does not retry a code the server does not recognise', async () => {
    const message = 'QR code not recognised. Please check the details with guest list.';
    answerScansWith(() => Promise.resolve(json(404, { message })));
    await expect(checkInScannedCode(EVENT_ID, newScan('not-a-ticket'), NO_WAIT)).rejects.toMatchObject({
      status: 404,
      message,
    });
    expect(scanCalls()).toHaveLength(1);
  });
});

describe('checkInManually', () => {
  it('sends a manual check-in whose answer was lost again with the same nonce', async () => {
    answerScansWith(dropped, green);
    await expect(checkInManually({ eventId: EVENT_ID, ticketExternalId: 'ticket-1' })).resolves.toMatchObject(
      {
        color: 'green',
      },
    );
    const [first, second] = scanCalls();
    expect(first!.path).toContain('/manual-check-in/ticket-1');
    expect(first!.headers['x-check-in-nonce']).toBeTruthy();
    expect(second!.headers['x-check-in-nonce']).toBe(first!.headers['x-check-in-nonce']);
  });
});
