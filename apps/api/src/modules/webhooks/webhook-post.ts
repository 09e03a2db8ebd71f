import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PinnedAddress } from './url-guard';

/** Only an answer within this time counts (issue 29 §2); a slower receiver's attempt failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type PostOutcome =
  | { kind: 'answered'; status: number; durationMs: number }
  | { kind: 'failed'; error: string; durationMs: number };

/** A lookup that answers the address already checked, so the connection goes nowhere else. */
function pinnedLookup(pinned: PinnedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

/**
 * POSTs a JSON body and answers the status, or why there was none. Redirects are not followed (node's client
 * never does): a 3xx is an answer like any other, and not a 2xx. TLS still checks the certificate against the
 * URL's name, whatever address the connection was pinned to.
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  pinned: PinnedAddress | null,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostOutcome> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Usher-Webhooks/1',
        },
        signal: AbortSignal.timeout(timeoutMs),
        agent: false,
        ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
      },
      (response) => {
        // The body is not read: only the status counts, and a receiver that trickles one cannot hold us.
        response.resume();
        response.destroy();
        resolve({ kind: 'answered', status: response.statusCode ?? 0, durationMs: elapsed() });
      },
    );
    request.on('error', (error: Error & { code?: string }) => {
      const reason =
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : (error.code ?? error.message);
      resolve({ kind: 'failed', error: reason, durationMs: elapsed() });
    });
    request.end(body);
  });
}
