import { describe, expect, it } from 'vitest';
import { openPendingSignIn, safeReturnTo, sealPendingSignIn } from './oidc-state.service';

const pending = { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/', issuedAt: Date.now() };

describe('the pending sign-in cookie', () => {
  it('opens only with the key that sealed it, untouched and within 10 minutes', () => {
    const sealed = sealPendingSignIn('key', pending);
    expect(openPendingSignIn('key', sealed)).toEqual(pending);
    expect(openPendingSignIn('other key', sealed)).toBeNull();
    expect(openPendingSignIn('key', `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(openPendingSignIn('key', undefined)).toBeNull();
    const old = sealPendingSignIn('key', { ...pending, issuedAt: Date.now() - 11 * 60 * 1000 });
    expect(openPendingSignIn('key', old)).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/events?tab=past', '/events?tab=past'],
    [undefined, '/'],
    ['events', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['/\t/evil.example/', '/'],
    ['https://evil.example/', '/'],
  ])('%j lands on %j', (returnTo, expected) => {
    expect(safeReturnTo(returnTo, 'https://usher.example')).toBe(expected);
  });
});
