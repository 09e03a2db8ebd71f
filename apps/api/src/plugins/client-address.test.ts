import { describe, expect, it } from 'vitest';
import { addressBlock } from './client-address';

describe('addressBlock', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('2001:0DB8:0000:0000:ffff:1:2:3')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
  });
});
