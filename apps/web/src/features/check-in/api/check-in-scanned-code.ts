import type { CHECK_IN_NONCE_HEADER, TScanAnswer } from '@usher/contract/check-in';
import { isApiError } from '../../../lib/api-client';
import { postCheckIn } from './post-check-in';
import { randomId } from './random-id';

/** The contract's header name, checked by type so that its zod schemas stay out of this chunk. */
const NONCE_HEADER: typeof CHECK_IN_NONCE_HEADER = 'x-check-in-nonce';

/** Waits before each automatic retry: short, as a guest is standing at the door. */
const RETRY_DELAYS_MS = [400, 1200, 2500];
/** A request that has not answered by then is given up and retried. */
const ATTEMPT_TIMEOUT_MS = 8000;

/**
 * One scan of one code. Its nonce is made once: every retry of this scan, automatic or by hand, sends the same
 * nonce, so the server answers the first answer again and never checks the ticket in twice.
 */
export type TScan = { code: string; nonce: string };

/** Sends one scan somewhere, retrying with its nonce after the given waits. */
export type TCheckIn = (scan: TScan, retryDelaysMs?: readonly number[]) => Promise<TScanAnswer>;

export function newScan(code: string): TScan {
  return { code, nonce: randomId() };
}

/** No answer (network, timeout) or a server fault: safe to send again because the nonce is the same. */
function isWorthRetrying(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A check-in POST, retried after a dropped connection, a timeout or a 5xx, always with the same nonce. */
export async function postCheckInOnce(
  path: string,
  nonce: string,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<TScanAnswer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await postCheckIn(path, { [NONCE_HEADER]: nonce }, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS));
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || !isWorthRetrying(error)) throw error;
      await wait(delay);
    }
  }
}

export function checkInScannedCode(
  eventId: string,
  scan: TScan,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<TScanAnswer> {
  const path = `/api/client/check-in/${encodeURIComponent(eventId)}/check-in/${encodeURIComponent(scan.code)}`;
  return postCheckInOnce(path, scan.nonce, retryDelaysMs);
}
