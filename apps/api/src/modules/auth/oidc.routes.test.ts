import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganisation } from '../../../test/fixtures';
import { TestBrowser, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider';
import { startTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let provider: TestOidcProvider;

beforeAll(async () => {
  testApp = await startTestApp();
  // The provider must know the callback URL, which exists only once the app listens.
  provider = await startOidcProvider(`${testApp.baseUrl}/api/auth/oidc/callback`);
  testApp.app.config.oidc = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    label: 'Sign in with Test Pay',
  };
});
afterAll(async () => {
  await testApp?.close();
  await provider?.close();
});

const newAccountId = () => `merchant-${crypto.randomUUID().slice(0, 8)}`;
const appHost = () => new URL(testApp.baseUrl).host;

/** Signs in at the provider and returns the browser, the callback it was sent to and the app's answer to it. */
async function signIn(accountId: string, startPath = '/api/auth/oidc/start') {
  const browser = new TestBrowser();
  const callback = await browser.signInAtProvider(
    `${testApp.baseUrl}${startPath}`,
    provider.issuer,
    accountId,
  );
  const landing = await browser.request(callback);
  return { browser, callback, landing };
}

async function currentUser(browser: TestBrowser) {
  const response = await browser.request(`${testApp.baseUrl}/api/client/user`);
  return { status: response.status, body: (await response.json()) as any };
}

const usersWithSubject = (subject: string) =>
  testApp.db.selectFrom('users').selectAll().where('oidc_subject', '=', subject).execute();

describe('sign-in with the payment provider (OIDC)', () => {
  it('sends the browser to the provider with state, nonce and PKCE kept in a short-lived sealed cookie', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(`${testApp.baseUrl}/api/auth/oidc/start`);
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${testApp.baseUrl}/api/auth/oidc/callback`);
    const state = location.searchParams.get('state')!;
    expect(state).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();

    const cookie = start.headers.getSetCookie().find((c) => c.startsWith('usher_oidc='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).not.toContain(state);
  });

  it('signs a new merchant in, creating their user and an organiser they control', async () => {
    const accountId = newAccountId();
    const { browser, landing } = await signIn(
      accountId,
      '/api/auth/oidc/start?returnTo=%2Fevents%3Ftab%3Dpast',
    );
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/events?tab=past');
    const cookies = landing.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('usher_session='))).toMatch(/HttpOnly/i);
    expect(browser.cookie(appHost(), 'usher_oidc')).toBeUndefined();

    const user = await currentUser(browser);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      email: `${accountId}@example.test`,
      name: `Merchant ${accountId}`,
      permissions: ['ROLE_MASTER', 'organization.control'],
      currentOrg: { name: `Merchant ${accountId}'s events` },
    });
    const [row] = await usersWithSubject(accountId);
    expect(row).toMatchObject({ oidc_issuer: provider.issuer, password_hash: null });
  });

  it('signs the same subject in again as the same user, with no second user or organiser', async () => {
    const accountId = newAccountId();
    const first = await currentUser((await signIn(accountId)).browser);
    const again = await signIn(accountId);
    expect(again.landing.headers.get('location')).toBe('/');
    const second = await currentUser(again.browser);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.organizations).toEqual(first.body.organizations);
    expect(await usersWithSubject(accountId)).toHaveLength(1);
  });

  it('links an existing local account with the same email, which keeps its organiser and role', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const member = await createMember(testApp.db, organizationId, 'admin');
    const accountId = newAccountId();
    provider.accounts.set(accountId, { email: member.email.toUpperCase(), email_verified: true });

    const { browser } = await signIn(accountId);
    const user = await currentUser(browser);
    expect(user.body).toMatchObject({
      id: member.userId,
      permissions: ['ROLE_admin'],
      currentOrg: { guid: organizationId },
    });
    expect(user.body.organizations).toHaveLength(1);
    expect((await usersWithSubject(accountId)).map((row) => row.id)).toEqual([member.userId]);
  });

  it('does not link a local account when the provider says the email is unverified', async () => {
    const member = await createMember(testApp.db, await createOrganisation(testApp.db));
    const accountId = newAccountId();
    provider.accounts.set(accountId, { email: member.email, email_verified: false });

    const { browser, landing } = await signIn(accountId);
    expect(landing.headers.get('location')).toBe('/sign-in?error=oidc');
    expect((await currentUser(browser)).status).toBe(401);
    expect(await usersWithSubject(accountId)).toHaveLength(0);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new TestBrowser();
    const callback = new URL(
      await browser.signInAtProvider(
        `${testApp.baseUrl}/api/auth/oidc/start`,
        provider.issuer,
        newAccountId(),
      ),
    );
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const landing = await browser.request(callback.href);
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/sign-in?error=oidc');
    expect(landing.headers.getSetCookie().some((c) => c.startsWith('usher_session='))).toBe(false);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('sends the browser back to sign-in when the user declines consent at the provider', async () => {
    const browser = new TestBrowser();
    const callback = await browser.signInAtProvider(
      `${testApp.baseUrl}/api/auth/oidc/start`,
      provider.issuer,
      newAccountId(),
      { deny: true },
    );
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const landing = await browser.request(callback);
    expect(landing.headers.get('location')).toBe('/sign-in?error=oidc');
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const { callback } = await signIn(newAccountId());
    const landing = await new TestBrowser().request(callback);
    expect(landing.headers.get('location')).toBe('/sign-in?error=oidc');
  });

  it('lands on the home page when returnTo would leave the site', async () => {
    const { landing } = await signIn(newAccountId(), '/api/auth/oidc/start?returnTo=%2F%2Fevil.example%2F');
    expect(landing.headers.get('location')).toBe('/');
  });

  it('answers 404 when OIDC is not configured', async () => {
    const configured = testApp.app.config.oidc;
    testApp.app.config.oidc = null;
    try {
      expect((await testApp.client().get('/api/auth/oidc/start')).status).toBe(404);
    } finally {
      testApp.app.config.oidc = configured;
    }
  });
});
