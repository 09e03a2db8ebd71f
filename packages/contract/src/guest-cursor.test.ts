import { describe, expect, it } from 'vitest';
import { decodeGuestCursor, encodeGuestCursor } from './guest-cursor';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('the guest list cursor', () => {
  it('gives back the place it was made from, up to the largest a bigint sequence hands out here', () => {
    for (const position of ['1', '1024', '987654321', '999999999999999999']) {
      const cursor = encodeGuestCursor({ position });
      expect(cursor).toMatch(/^[\w-]+$/);
      expect(decodeGuestCursor(cursor)).toEqual({ position });
    }
  });

  it('refuses anything it did not make, including the cursors of the list’s former order', () => {
    const forms = [
      '',
      'p1',
      base64url('p0'),
      base64url('p-1'),
      base64url('p1.5'),
      base64url('p12 '),
      base64url('p1234567890123456789'),
      base64url("p1'; drop table tickets; --"),
      base64url('2026-01-01 00:00:00+00|3f1c2f4e-1111-4222-8333-444455556666|1'),
      '%%%',
    ];
    for (const cursor of forms) expect(decodeGuestCursor(cursor), cursor).toBeNull();
  });
});
