import type { TSessionResponse } from '@usher/contract/auth';
import type { CHECK_IN_DEVICE_HEADER, TScanAnswer } from '@usher/contract/check-in';
import { MESSAGES } from '@usher/contract/messages';
import { ApiError, api } from '../../../lib/api-client';
import { getDeviceId } from './device-id';
import { noticeSignedOut } from './notice-signed-out';

/** The contract's header name, checked by type so that its zod schemas stay out of this chunk. */
const DEVICE_HEADER: typeof CHECK_IN_DEVICE_HEADER = 'x-check-in-device';

/*
 * The shared api client cannot send extra headers, and a check-in must carry the device (and, for a scan, the
 * nonce). So check-ins use this fetch, with the same CSRF rules: the token comes from the session, and is asked
 * for again once when the server calls it stale.
 */
let csrfToken: string | null = null;

async function readCsrfToken(isRefresh: boolean): Promise<string> {
  if (!csrfToken || isRefresh) {
    csrfToken = (await api.get<TSessionResponse>('/api/auth/session')).csrfToken;
  }
  return csrfToken;
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new ApiError(response.status, body.message);
  } catch {
    // A proxy or crash page: keep the generic message.
  }
  return new ApiError(response.status, MESSAGES.serverError);
}

/** A check-in POST with this device's id; a dropped connection or timeout is an ApiError with status 0. */
export async function postCheckIn(
  path: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
  isCsrfRetry = false,
): Promise<TScanAnswer> {
  const token = await readCsrfToken(isCsrfRetry);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'x-csrf-token': token,
        [DEVICE_HEADER]: getDeviceId(),
        ...headers,
      },
      signal,
    });
    if (response.ok) return (await response.json()) as TScanAnswer;
  } catch {
    throw new ApiError(0, MESSAGES.serverError);
  }
  const error = await readError(response);
  if (error.status === 403 && error.message === MESSAGES.csrfMissing && !isCsrfRetry) {
    return postCheckIn(path, headers, signal, true);
  }
  if (error.status === 401) noticeSignedOut();
  throw error;
}
