import type { CHECK_IN_DEVICE_HEADER, TScanAnswer } from '@usher/contract/check-in';
import { api } from '../../../lib/api-client';
import { getDeviceId } from './device-id';

/** The contract's header name, checked by type so that its zod schemas stay out of this chunk. */
const DEVICE_HEADER: typeof CHECK_IN_DEVICE_HEADER = 'x-check-in-device';

/** A check-in POST with this device's id; a dropped connection or timeout is an ApiError with status 0. */
export function postCheckIn(
  path: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<TScanAnswer> {
  return api.post<TScanAnswer>(path, undefined, {
    headers: { [DEVICE_HEADER]: getDeviceId(), ...headers },
    signal,
  });
}
