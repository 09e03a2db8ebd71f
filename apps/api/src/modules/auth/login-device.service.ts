import crypto from 'node:crypto';

/** The cookie of a browser that has signed in to an account before. */
export const DEVICE_COOKIE = 'usher_device';
/** A browser stays known for a year after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** A browser known to one account: sign-ins from it are judged by its own failures only. */
export type LoginDevice = { accountId: string; deviceId: string };

const signatureOf = (secret: string, { accountId, deviceId }: LoginDevice) =>
  crypto.createHmac('sha256', secret).update(`login-device\0${accountId}\0${deviceId}`).digest();

export const newDeviceId = () => crypto.randomBytes(18).toString('base64url');

/** `<account id>.<device id>.<HMAC of both>`: only the app can name an account in it. */
export function deviceCookieValue(secret: string, device: LoginDevice): string {
  return `${device.accountId}.${device.deviceId}.${signatureOf(secret, device).toString('base64url')}`;
}

/** The device a cookie names, or null when it is missing, malformed or not signed by this app. */
export function readDeviceCookie(secret: string, value: string | undefined): LoginDevice | null {
  const [accountId, deviceId, signature, ...rest] = (value ?? '').split('.');
  if (!accountId || !deviceId || !signature || rest.length > 0) return null;
  const device = { accountId, deviceId };
  const expected = signatureOf(secret, device);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? device : null;
}
