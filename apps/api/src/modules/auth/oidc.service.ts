import * as client from 'openid-client';
import type { AppConfig } from '../../config';
import type { OidcPendingSignIn } from './oidc-state.service';

export type OidcSettings = NonNullable<AppConfig['oidc']>;

/** Who the provider says signed in; email and name may be missing when the provider has none to share. */
export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  /** null when the provider does not say. */
  emailVerified: boolean | null;
  name: string | null;
};

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
const SCOPE = 'openid email profile';

/** Plain HTTP is allowed only for a provider on this machine (tests, local development). */
export function isLoopbackIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}

/** Discovery runs once per process and settings; a failed discovery is forgotten so the next sign-in retries. */
const configurations = new Map<string, Promise<client.Configuration>>();

function discover(settings: OidcSettings): Promise<client.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  let configuration = configurations.get(key);
  if (!configuration) {
    configuration = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      client.ClientSecretBasic(settings.clientSecret),
      isLoopbackIssuer(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    configurations.set(key, configuration);
    configuration.catch(() => configurations.delete(key));
  }
  return configuration;
}

/** The provider's sign-in page, bound to this browser by state, nonce and a PKCE (S256) challenge. */
export async function beginOidcSignIn(
  settings: OidcSettings,
  redirectUri: string,
  returnTo: string,
): Promise<{ url: URL; pending: OidcPendingSignIn }> {
  const configuration = await discover(settings);
  const pending = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo,
    issuedAt: Date.now(),
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, pending };
}

const verified = (value: unknown) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Exchanges the code after checking state, nonce and PKCE; reads the user info only when the ID token has no email. */
export async function completeOidcSignIn(
  settings: OidcSettings,
  callbackUrl: URL,
  pending: OidcPendingSignIn,
): Promise<OidcIdentity> {
  const configuration = await discover(settings);
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    pkceCodeVerifier: pending.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  let profile: Record<string, unknown> = claims;
  if (!text(claims.email)) {
    profile = { ...claims, ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)) };
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(profile.email)?.toLowerCase() ?? null,
    emailVerified: verified(profile.email_verified),
    name: text(profile.name),
  };
}
