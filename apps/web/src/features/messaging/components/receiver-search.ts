import type { TReceiver } from '@usher/contract/mailing-lists';

/** Positions of the receivers whose email or phone holds `query` (any case, phone spaces ignored); all when blank. */
export function matchingReceivers(receivers: readonly TReceiver[], query: string): number[] {
  const needle = query.trim().toLowerCase().replace(/\s/g, '');
  const positions: number[] = [];
  receivers.forEach((receiver, index) => {
    if (!needle || receiver.email?.toLowerCase().includes(needle) || receiver.phone?.includes(needle))
      positions.push(index);
  });
  return positions;
}
