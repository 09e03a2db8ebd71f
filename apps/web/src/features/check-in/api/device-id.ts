import { randomId } from './random-id';

const DEVICE_ID_KEY = 'usher.check-in-device';

/** Kept for the page's life when storage is refused (private browsing), so the id is at least stable per visit. */
let sessionDeviceId: string | null = null;

/** This browser's id, sent with every check-in so the record says which phone let the guest in. */
export function getDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const created = sessionDeviceId ?? randomId();
    localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    sessionDeviceId ??= randomId();
    return sessionDeviceId;
  }
}
