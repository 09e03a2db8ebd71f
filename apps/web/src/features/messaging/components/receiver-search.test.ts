import { describe, expect, it } from 'vitest';
import type { TReceiver } from '@usher/contract/mailing-lists';
import { matchingReceivers } from './receiver-search';

const receiver = (email: string | null, phone: string | null): TReceiver => ({
  id: null,
  email,
  phone,
  checked: true,
  unsubscribed: false,
});
const receivers = [
  receiver('ann@example.com', null),
  receiver(null, '+447700900123'),
  receiver('Bob@Example.com', '+447700900999'),
];

describe('matchingReceivers', () => {
  it('keeps every position for a blank search', () => {
    expect(matchingReceivers(receivers, '  ')).toEqual([0, 1, 2]);
  });

  it('finds emails in any case and phones typed with spaces', () => {
    expect(matchingReceivers(receivers, 'BOB')).toEqual([2]);
    expect(matchingReceivers(receivers, '900 123')).toEqual([1]);
    expect(matchingReceivers(receivers, 'example')).toEqual([0, 2]);
  });
});
