import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { TEST_PASSWORD, createMember, createOrganisation } from '../../../test/fixtures';
import { countAttemptsSince, recordAttempts } from './login-throttle.repository';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  isOverALimit,
  loginLimitsFor,
  windowStart,
  type LoginThrottle,
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
async function browserAt(app: TestApp, address: string) {
  const client = app.client();
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

  it('control: counting a failure only after its password check lets the same burst check more', async () => {
    // The same counters and limits, but the check and the record are apart, with argon2 between them.
    const checkThenRecord: LoginThrottle = {
      async reserve(db, email, ip) {
        const limits = loginLimitsFor(email, ip);
        const keys = limits.map((limit) => limit.key);
        return isOverALimit(limits, await countAttemptsSince(db, keys, windowStart()))
          ? null
          : { keys, ids: [] };
      },
      release: async () => {},
      fail: async (db, attempt) => {
        await recordAttempts(db, attempt.keys);
      },
    };
    const raceable = await startTestApp({ trustProxy: true }, { loginThrottle: checkThenRecord });
    try {
      const { email } = await createMember(raceable.db, await createOrganisation(raceable.db));
      const { checked } = await burst(raceable, email, 39);
      expect(checked).toBeGreaterThan(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    } finally {
      await raceable.close();
    }
  });
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
