import crypto from 'node:crypto';

export const PRE_SESSION_COOKIE = 'usher_pre';

/**
 * The CSRF token is an HMAC of the session cookie (or, before sign-in, of a random pre-session cookie).
 * A page on another site can make the browser send the cookie but cannot read the token to echo it.
 */
export function csrfTokenFor(secret: string, cookieValue: string): string {
  return crypto.createHmac('sha256', secret).update(cookieValue).digest('base64url');
}

export function isCsrfTokenValid(
  secret: string,
  cookieValue: string | undefined,
  token: string | undefined,
): boolean {
  if (!cookieValue || !token) return false;
  const expected = Buffer.from(csrfTokenFor(secret, cookieValue));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
