import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { EventDatesList } from './event-dates-list';

const fetchMock = mockFetch();

const date = (id: string, waitingCount: number): TEvent => ({
  id,
  activityId: 'a1',
  startAt: '2026-11-21T20:30:00Z',
  endAt: null,
  doorsOpenAt: null,
  maxTicketCount: 1,
  soldCount: 1,
  ticketsSold: true,
  isReserved: true,
  isOver: false,
  activityName: 'Stand-up Sundays',
  activityPublished: true,
  hasGuestsEmails: true,
  waitingCount,
  ticketVariantCards: [
    { id: 'v1', name: 'Standard', price: 1200, maxTicketCount: 1, sold: 1, isAffectEventTicketCount: true },
  ],
  checkedInData: [],
});

describe('EventDatesList', () => {
  it('says how many wait on a date, only where someone does', async () => {
    fetchMock.mockResolvedValue(json(200, { events: [date('e1', 3), date('e2', 0)] }));
    renderAt('/', '/', <EventDatesList activityId="a1" mode="current" />);
    const list = await screen.findByRole('region', { name: 'Dates' });
    expect(await within(list).findByText(MESSAGES.waitingCount(3))).toBeTruthy();
    expect(within(list).getAllByText(/waiting$/)).toHaveLength(1);
  });
});
