import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, signShortUnsubscribeToken, signUnsubscribeToken } from './unsubscribe.token';
import { maskAddress } from './unsubscribe.service';

const secret = 'a-test-secret';
const id = '0b8e6a2c-61c4-4a0e-9d0f-3f1f2d9c8e11';

describe('unsubscribe tokens', () => {
  it('read back the outbox id they were signed for, and carry no address', () => {
    const token = signUnsubscribeToken(secret, id);
    expect(readUnsubscribeToken(secret, token)).toBe(id);
    expect(token).not.toMatch(/@|\+44/);
    expect(token.length).toBeLessThanOrEqual(200);
  });

  it('refuse another key, another id with this signature, a changed signature and anything malformed', () => {
    const token = signUnsubscribeToken(secret, id);
    const [, signature] = token.split('.');
    const otherId = crypto.randomUUID();
    expect(readUnsubscribeToken('another-secret', token)).toBeNull();
    expect(readUnsubscribeToken(secret, `${otherId}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `${id}.${signature!.slice(0, -1)}A`)).toBeNull();
    for (const bad of ['', id, `${id}.`, `.${signature}`, `${token}.x`, `not-a-uuid.${signature}`]) {
      expect(readUnsubscribeToken(secret, bad)).toBeNull();
    }
  });
});

describe('unsubscribe tokens: only a whole signature of this message counts', () => {
  const token = signUnsubscribeToken(secret, id);
  const [, signature] = token.split('.');
  const otherId = crypto.randomUUID();

  it('refuse every truncation of the signature, down to one character', () => {
    for (let length = signature!.length - 1; length >= 1; length--) {
      expect(readUnsubscribeToken(secret, `${id}.${signature!.slice(0, length)}`)).toBeNull();
    }
    expect(readUnsubscribeToken(secret, `${id}.${signature}A`)).toBeNull();
  });

  it("refuse this message's id with another message's signature (another address)", () => {
    const [, othersSignature] = signUnsubscribeToken(secret, otherId).split('.');
    expect(readUnsubscribeToken(secret, `${id}.${othersSignature}`)).toBeNull();
  });

  it('read the short form of an SMS opt-out line, and refuse it truncated, extended or for another id', () => {
    const short = signShortUnsubscribeToken(secret, id);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(readUnsubscribeToken(secret, short)).toBe(id);
    const [shortId, shortSignature] = short.split('.');
    for (let length = shortSignature!.length - 1; length >= 1; length--) {
      expect(readUnsubscribeToken(secret, `${shortId}.${shortSignature!.slice(0, length)}`)).toBeNull();
    }
    expect(readUnsubscribeToken(secret, `${short}A`)).toBeNull();
    const [otherShortId] = signShortUnsubscribeToken(secret, otherId).split('.');
    expect(readUnsubscribeToken(secret, `${otherShortId}.${shortSignature}`)).toBeNull();
    // The long signature's first characters are not the short one: a long token cut short is no short token.
    expect(readUnsubscribeToken(secret, `${shortId}.${signature!.slice(0, 16)}`)).toBeNull();
    expect(readUnsubscribeToken('another-secret', short)).toBeNull();
  });
});

describe('maskAddress', () => {
  it('keeps enough to recognise the address', () => {
    expect(maskAddress('jane@example.com')).toBe('j***@example.com');
    expect(maskAddress('+447700900123')).toBe('+44*******123');
  });
});
