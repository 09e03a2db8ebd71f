import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TGuest } from '@usher/contract/check-in';
import { json, mockFetch } from '../../../test/fetch-mock';
import { GUEST_PAGES_KEPT, getGuestListQueryOptions, guestsThrough } from './get-guest-list';

const GUESTS = 300;
const fetchMock = mockFetch();

/** The server's pages of 50 by cursor: the page after `c{n}` starts at guest 50 × n. */
function servePages() {
  fetchMock.mockImplementation(async (input) => {
    const page = Number(new URL(String(input), 'http://x').searchParams.get('after')?.slice(1) ?? 0);
    const guests = Array.from({ length: 50 }, (_, index) => ({ guestName: `Guest ${page * 50 + index}` }));
    return json(200, {
      guests: guests as TGuest[],
      total: GUESTS,
      page: 1,
      pageSize: 50,
      ticketCount: GUESTS,
      checkedInCount: 0,
      customFieldLabels: [null, null, null, null, null],
      nextCursor: (page + 1) * 50 < GUESTS ? `c${page + 1}` : null,
    });
  });
}
const askedAfter = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams.get('after'));

describe('the guest list pages', () => {
  it('keeps four pages however far the door goes, so a refresh asks four, and asks earlier ones again', async () => {
    servePages();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(client, getGuestListQueryOptions('e1', {}));
    const stop = observer.subscribe(() => {});
    try {
      await observer.refetch();
      for (let more = 0; more < 5; more++) await observer.fetchNextPage();
      let { data } = observer.getCurrentResult();
      expect(data!.pages).toHaveLength(GUEST_PAGES_KEPT);
      expect(data!.pages[0]!.guests[0]!.guestName).toBe('Guest 100');
      expect(guestsThrough(data!.pages.at(-1)!)).toBe(300);

      fetchMock.mockClear();
      await observer.refetch();
      expect(askedAfter()).toEqual(['c2', 'c3', 'c4', 'c5']);

      fetchMock.mockClear();
      await observer.fetchPreviousPage();
      expect(askedAfter()).toEqual(['c1']);
      ({ data } = observer.getCurrentResult());
      expect(data!.pages.map((page) => page.guests[0]!.guestName)).toEqual([
        'Guest 50',
        'Guest 100',
        'Guest 150',
        'Guest 200',
      ]);
      expect(observer.getCurrentResult().hasPreviousPage).toBe(true);
      expect(guestsThrough(data!.pages.at(-1)!)).toBe(250);
    } finally {
      stop();
      client.clear();
    }
  });
});
