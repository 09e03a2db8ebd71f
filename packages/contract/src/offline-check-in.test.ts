import { describe, expect, it } from 'vitest';
import { offlineTicketHash } from './offline-check-in';

describe('offlineTicketHash', () => {
  it('is the hex HMAC-SHA-256 of the code under the key text (expected values from Python hmac)', async () => {
    const key = 'a1'.repeat(32);
    expect(await offlineTicketHash(key, 'QR-123')).toBe(
      'b9ef6d9535206a4a6421f210faac23f5c3f7d7d4ccbb732eb946d7b9da83b87d',
    );
    expect(await offlineTicketHash(key, 'ünïcode ✓')).toBe(
      'b4dd6c1df9f7fbf34bb175c5ef607ee8fef61fe47ae9a6872d51fcb445861747',
    );
    expect(await offlineTicketHash(key, '')).toBe(
      '4dcbeed4762cbb31dd92783571e0c3511a3e7e4f879e01e13385667f82f6272b',
    );
  });
});
