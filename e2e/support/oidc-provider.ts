/**
 * A stand-in for the payment provider's OpenID sign-in, started by playwright.config.ts beside the app.
 * Every authorisation signs in a brand-new merchant and approves at once, so each test that needs an
 * organiser of its own gets one (the app gives a new OIDC user an organiser they control). Loopback only.
 */
import crypto from 'node:crypto';
import http from 'node:http';

const port = Number(process.env.OIDC_PORT ?? 3211);
const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:3210';
const clientId = process.env.OIDC_CLIENT_ID ?? 'usher-e2e';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'usher-e2e-secret';
const issuer = `http://127.0.0.1:${port}`;
const redirectUri = `${appUrl}/api/auth/oidc/callback`;

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = 'e2e';
type Grant = { subject: string; nonce: string; codeChallenge: string };
const grants = new Map<string, Grant>();

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signIdToken(claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const payload = base64url(JSON.stringify(claims));
  const signature = crypto.sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

function authorize(url: URL, response: http.ServerResponse): void {
  const query = url.searchParams;
  if (query.get('client_id') !== clientId || query.get('redirect_uri') !== redirectUri) {
    return send(response, 400, { error: 'invalid_request' });
  }
  const code = crypto.randomBytes(24).toString('base64url');
  grants.set(code, {
    subject: `merchant-${crypto.randomUUID()}`,
    nonce: query.get('nonce') ?? '',
    codeChallenge: query.get('code_challenge') ?? '',
  });
  const callback = new URL(redirectUri);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', query.get('state') ?? '');
  callback.searchParams.set('iss', issuer);
  response.writeHead(302, { location: callback.href });
  response.end();
}

/** client_secret_basic: both halves are form-url-encoded before base64 (RFC 6749 §2.3.1). */
function isOurClient(authorization: string | undefined): boolean {
  const [scheme, credentials = ''] = (authorization ?? '').split(' ');
  const [id = '', secret = ''] = Buffer.from(credentials, 'base64').toString('utf8').split(':');
  const decode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));
  return scheme?.toLowerCase() === 'basic' && decode(id) === clientId && decode(secret) === clientSecret;
}

async function token(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const form = await readForm(request);
  const grant = grants.get(form.get('code') ?? '');
  grants.delete(form.get('code') ?? '');
  const challenge = base64url(
    crypto
      .createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest(),
  );
  if (!isOurClient(request.headers.authorization)) return send(response, 401, { error: 'invalid_client' });
  if (!grant || challenge !== grant.codeChallenge) return send(response, 400, { error: 'invalid_grant' });
  const now = Math.floor(Date.now() / 1000);
  const idToken = signIdToken({
    iss: issuer,
    aud: clientId,
    sub: grant.subject,
    iat: now,
    exp: now + 300,
    nonce: grant.nonce,
    email: `${grant.subject}@example.test`,
    email_verified: true,
    name: `Merchant ${grant.subject.slice(9, 17)}`,
  });
  send(response, 200, {
    access_token: crypto.randomUUID(),
    token_type: 'Bearer',
    expires_in: 300,
    id_token: idToken,
  });
}

const discovery = {
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  jwks_uri: `${issuer}/jwks`,
  response_types_supported: ['code'],
  subject_types_supported: ['public'],
  id_token_signing_alg_values_supported: ['RS256'],
  token_endpoint_auth_methods_supported: ['client_secret_basic'],
  code_challenge_methods_supported: ['S256'],
  authorization_response_iss_parameter_supported: true,
  scopes_supported: ['openid', 'email', 'profile'],
};

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', issuer);
  if (url.pathname === '/.well-known/openid-configuration') return send(response, 200, discovery);
  if (url.pathname === '/jwks') {
    return send(response, 200, {
      keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
    });
  }
  if (url.pathname === '/authorize') return authorize(url, response);
  if (url.pathname === '/token' && request.method === 'POST') {
    return void token(request, response).catch(() => send(response, 500, { error: 'server_error' }));
  }
  send(response, 404, { error: 'not_found' });
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
