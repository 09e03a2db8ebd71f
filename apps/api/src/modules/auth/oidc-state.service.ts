import crypto from 'node:crypto';

export const OIDC_STATE_COOKIE = 'usher_oidc';
export const OIDC_STATE_MAX_AGE_MS = 10 * 60 * 1000;

/** What the callback needs to check the provider's answer; it lives only in the browser's cookie, sealed. */
export type OidcPendingSignIn = {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  issuedAt: number;
};

const keyFrom = (secret: string) => crypto.createHash('sha256').update(`oidc-state:${secret}`).digest();

/** AES-256-GCM: the browser can neither read the PKCE verifier and nonce nor change any of it unnoticed. */
export function sealPendingSignIn(secret: string, pending: OidcPendingSignIn): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The pending sign-in, or null when the cookie is missing, tampered with, sealed by another key or too old. */
export function openPendingSignIn(secret: string, cookie: string | undefined): OidcPendingSignIn | null {
  const [iv, sealed, tag] = (cookie ?? '').split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !sealed || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
    decipher.setAuthTag(tag);
    const pending = JSON.parse(
      Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8'),
    ) as OidcPendingSignIn;
    return Date.now() - pending.issuedAt <= OIDC_STATE_MAX_AGE_MS ? pending : null;
  } catch {
    return null;
  }
}

/** A same-site path to land on after sign-in; anything that could leave the site becomes '/'. */
export function safeReturnTo(returnTo: string | undefined, publicUrl: string): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) {
    return '/';
  }
  try {
    const base = new URL(publicUrl);
    const target = new URL(returnTo, base);
    return target.origin === base.origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}
