import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { TEST_PASSWORD, createMember, createOrganisation } from '../../../test/fixtures';
import { WithoutLoginLocks } from '../../../test/race-seams';
import type { TestClient } from '../../../test/test-client';
import { testDatabaseKind } from '../../../test/test-database';
import { DEVICE_COOKIE } from './login-device.service';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_DEVICE,
} from './login-throttle.service';

let testApp: TestApp;
let organizationId: string;
let nextAddress = 1;

/** A client address no other test uses, as the proxy in front of the app reports it. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  testApp = await startTestApp({ trustProxy: true });
  organizationId = await createOrganisation(testApp.db);
});
afterAll(() => testApp.close());

/** A browser with its CSRF token, ready to sign in from `address` as the proxy in front of the app reports it. */
async function browserAt(app: TestApp, address: string, client: TestClient = app.client()) {
  await client.refreshSession();
  return (email: string, password: string) =>
    client.request('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    });
}

async function signIn(app: TestApp, address: string, email: string, password: string) {
  return (await browserAt(app, address))(email, password);
}

/** Wrong passwords and the right one, all sent at once from one address; the statuses in answer order. */
async function burst(app: TestApp, email: string, wrong: number) {
  const address = freshAddress();
  const passwords = [...Array.from({ length: wrong }, (_, index) => `wrong ${index}`), TEST_PASSWORD];
  const browsers = await Promise.all(passwords.map(() => browserAt(app, address)));
  const responses = await Promise.all(browsers.map((signInAs, index) => signInAs(email, passwords[index]!)));
  const statuses = responses.map((response) => response.status);
  // Every answer but 429 comes from a password check (argon2).
  return { statuses, checked: statuses.filter((status) => status !== 429).length };
}

describe('sign-in throttling under parallel requests', () => {
  it('checks no more passwords than the limit when wrong ones and the right one arrive at once', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const { statuses, checked } = await burst(testApp, email, 39);
    expect(new Set(statuses)).toEqual(new Set([401, 429, ...(statuses.includes(200) ? [200] : [])]));
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  // On PGlite, one session runs one transaction at a time, so the count and the record can not interleave
  // there; the locks are what keeps them together on PostgreSQL.
  it.skipIf(testDatabaseKind === 'pglite')(
    "control: without the counters' locks the same burst checks more passwords",
    async () => {
      const raceable = await startTestApp(
        { trustProxy: true },
        { databasePlugins: [new WithoutLoginLocks()] },
      );
      try {
        const { email } = await createMember(raceable.db, await createOrganisation(raceable.db));
        const { checked } = await burst(raceable, email, 39);
        expect(checked).toBeGreaterThan(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
      } finally {
        await raceable.close();
      }
    },
  );
});

describe('sign-in throttling per account and address', () => {
  it('locks the account for the address that failed, not for another address', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      expect((await signIn(testApp, attacker, email, 'wrong')).status).toBe(401);
    }
    const locked = await signIn(testApp, attacker, email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MESSAGES.tooManySignIns);

    expect((await signIn(testApp, freshAddress(), email, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    for (let host = 1; host <= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; host++) {
      expect((await signIn(testApp, `2001:db8:0:7::${host}`, email, 'wrong')).status).toBe(401);
    }
    expect((await signIn(testApp, '2001:db8:0:7::99', email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(testApp, '2001:db8:0:8::1', email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits one address guessing over many accounts', async () => {
    const sprayer = freshAddress();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      const { email } = await createMember(testApp.db, organizationId);
      expect((await signIn(testApp, sprayer, email, 'wrong')).status).toBe(401);
    }
    const { email } = await createMember(testApp.db, organizationId);
    expect((await signIn(testApp, sprayer, email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(testApp, freshAddress(), email, TEST_PASSWORD)).status).toBe(200);
  });

  it('locks the account from every address once guesses from many addresses reach the backstop', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const failFromNewAddress = async () => {
      const address = freshAddress();
      for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
        expect((await signIn(testApp, address, email, 'wrong')).status).toBe(401);
      }
    };
    const addressesToBackstop = MAX_FAILURES_PER_ACCOUNT / MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    for (let address = 1; address < addressesToBackstop; address++) await failFromNewAddress();
    const justBelow = await signIn(testApp, freshAddress(), email, TEST_PASSWORD);
    expect(justBelow.status).toBe(200);

    await failFromNewAddress();
    const locked = await signIn(testApp, freshAddress(), email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MESSAGES.tooManySignIns);
  });
});

describe('sign-in from a browser that signed in before', () => {
  /** Five wrong passwords from each of 20 addresses: far past the account-wide backstop. */
  async function guessFromTwentyAddresses(email: string) {
    for (let address = 0; address < 20; address++) {
      const signInAs = await browserAt(testApp, freshAddress());
      for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
        expect([401, 429]).toContain((await signInAs(email, 'wrong')).status);
      }
    }
  }

  async function knownBrowser(email: string) {
    const browser = testApp.client();
    const signInAs = await browserAt(testApp, freshAddress(), browser);
    expect((await signInAs(email, TEST_PASSWORD)).status).toBe(200);
    expect(browser.cookie(DEVICE_COOKIE)).toBeTruthy();
    return browser;
  }

  it('lets the known browser in at once while guesses from elsewhere keep the account limited', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const known = await knownBrowser(email);
    await guessFromTwentyAddresses(email);

    const fromUnknown = await signIn(testApp, freshAddress(), email, TEST_PASSWORD);
    expect(fromUnknown.status).toBe(429);
    expect(fromUnknown.body.message).toBe(MESSAGES.tooManySignIns);

    const fromKnown = await (await browserAt(testApp, freshAddress(), known))(email, TEST_PASSWORD);
    expect(fromKnown.status).toBe(200);
  });

  it('treats a forged or tampered device cookie as an unknown browser', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const other = await createMember(testApp.db, organizationId);
    const known = await knownBrowser(email);
    const otherBrowser = await knownBrowser(other.email);
    await guessFromTwentyAddresses(email);

    const [accountId, deviceId, signature] = known.cookie(DEVICE_COOKIE)!.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const [, otherDevice, otherSignature] = otherBrowser.cookie(DEVICE_COOKIE)!.split('.');
    for (const forged of [
      `${accountId}.${deviceId}.${flipped}`,
      `${accountId}.${otherDevice}.${otherSignature}`,
      `${accountId}.${deviceId}`,
      otherBrowser.cookie(DEVICE_COOKIE)!,
    ]) {
      const browser = testApp.client();
      browser.setCookie(DEVICE_COOKIE, forged);
      const answer = await (await browserAt(testApp, freshAddress(), browser))(email, TEST_PASSWORD);
      expect(answer.status, forged).toBe(429);
    }
  });

  it('limits a known browser by its own failures', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const known = await knownBrowser(email);
    const signInAs = await browserAt(testApp, freshAddress(), known);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_DEVICE; attempt++) {
      expect((await signInAs(email, 'wrong')).status).toBe(401);
    }
    expect((await signInAs(email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(testApp, freshAddress(), email, TEST_PASSWORD)).status).toBe(200);
  });

  it('sets the device cookie httpOnly and SameSite=Lax, Secure as COOKIE_SECURE says', async () => {
    const { email } = await createMember(testApp.db, organizationId);
    const client = testApp.client();
    await client.refreshSession();
    const response = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${DEVICE_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(/;\s*Secure/i.test(cookie!)).toBe(testApp.config.cookieSecure);
  });
});
