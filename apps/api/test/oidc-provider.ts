import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderAccount } from 'oidc-provider';

export type TestOidcAccount = { email?: string; email_verified?: boolean; name?: string };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims by account id; an id not listed signs in as `${id}@example.test`, verified. */
  accounts: Map<string, TestOidcAccount>;
  close(): Promise<void>;
};

/** A real OpenID provider on a free loopback port, with one client and oidc-provider's dev login and consent forms. */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'usher-test';
  const clientSecret = crypto.randomBytes(24).toString('base64url');
  const accounts = new Map<string, TestOidcAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [crypto.randomBytes(24).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, id: string): ProviderAccount => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: `${id}@example.test`,
        email_verified: true,
        name: `Merchant ${id}`,
        ...accounts.get(id),
      }),
    }),
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser with a cookie jar per host that walks the provider's dev forms with fetch. */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const target = new URL(url);
    const jar = this.jars.get(target.host) ?? new Map<string, string>();
    this.jars.set(target.host, jar);
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(target, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  cookie(host: string, name: string): string | undefined {
    return this.jars.get(host)?.get(name);
  }

  /**
   * Follows redirects from `startUrl`, signing in at the provider as `accountId` and consenting,
   * and returns the first URL outside the provider (the app's callback, with code and state) unvisited.
   * With `deny`, the user signs in but declines the consent screen.
   */
  async signInAtProvider(
    startUrl: string,
    providerIssuer: string,
    accountId: string,
    { deny = false } = {},
  ): Promise<string> {
    const isAtProvider = (url: string) => new URL(url).origin === new URL(providerIssuer).origin;
    let url = startUrl;
    for (let step = 0; step < 20; step++) {
      const response = await this.request(url);
      if (response.status >= 300 && response.status < 400) {
        const next = new URL(response.headers.get('location')!, url).href;
        if (isAtProvider(url) && !isAtProvider(next)) return next;
        url = next;
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action || !prompt) {
        throw new Error(`unexpected provider page ${response.status} at ${url}: ${html.slice(0, 300)}`);
      }
      if (prompt === 'consent' && deny) {
        url = new URL(`${action.replaceAll('&amp;', '&')}/abort`, url).href;
        continue;
      }
      const fields: Record<string, string> = { prompt };
      if (prompt === 'login') Object.assign(fields, { login: accountId, password: 'any' });
      const submitted = await this.request(new URL(action.replaceAll('&amp;', '&'), url).href, fields);
      const location = submitted.headers.get('location');
      if (!location) throw new Error(`the provider refused the ${prompt} form: ${submitted.status}`);
      url = new URL(location, url).href;
    }
    throw new Error('the provider kept redirecting');
  }
}
