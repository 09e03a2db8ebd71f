import { describe, expect, it } from 'vitest';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import {
  checkEventForm,
  toEventFormValues,
  toEventRequest,
  type TEventFormValues,
} from './event-form-values';

const activityId = '4a1e8f0e-3a54-4d0b-9f4e-5f6a7b8c9d0e';
const now = new Date('2026-06-01T12:00:00Z');
const context = { activityId, soldCount: 0, savedStartAt: null, now };
const filled: TEventFormValues = {
  startAt: '2026-07-01 19:30:00',
  endAt: '2026-07-01 23:00:00',
  doorsOpenAt: '2026-07-01 19:00:00',
  maxTicketCount: '120',
};

describe('event form values', () => {
  it('sends London wall-clock times as UTC (BST is UTC+1 in July)', () => {
    expect(toEventRequest(activityId, filled)).toEqual({
      activityId,
      startAt: '2026-07-01T18:30:00Z',
      endAt: '2026-07-01T22:00:00Z',
      doorsOpenAt: '2026-07-01T18:00:00Z',
      maxTicketCount: 120,
    });
  });

  it('prefills the pickers with London time', () => {
    const event = {
      startAt: '2026-12-01T19:30:00Z',
      endAt: null,
      doorsOpenAt: '2026-07-01T18:00:00Z',
      maxTicketCount: 80,
    } as TEvent;
    expect(toEventFormValues(event)).toEqual({
      startAt: '2026-12-01 19:30:00',
      endAt: null,
      doorsOpenAt: '2026-07-01 19:00:00',
      maxTicketCount: '80',
    });
  });

  it('passes a complete date', () => {
    expect(checkEventForm(filled, context)).toEqual({});
  });

  it('names each broken §5 rule under its field', () => {
    expect(
      checkEventForm({ startAt: null, endAt: null, doorsOpenAt: null, maxTicketCount: '' }, context),
    ).toEqual({ startAt: MESSAGES.startRequired, maxTicketCount: MESSAGES.venueCapacity });
    expect(
      checkEventForm(
        { ...filled, endAt: '2026-07-01 18:00:00', doorsOpenAt: '2026-07-01 20:00:00' },
        context,
      ),
    ).toEqual({ endAt: MESSAGES.endAfterStart, doorsOpenAt: MESSAGES.doorsBeforeStart });
  });

  it('shows the order of the times and a missing capacity in one go', () => {
    expect(checkEventForm({ ...filled, endAt: '2026-07-01 18:00:00', maxTicketCount: '' }, context)).toEqual({
      endAt: MESSAGES.endAfterStart,
      maxTicketCount: MESSAGES.venueCapacity,
    });
  });

  it('keeps the capacity at or above the tickets sold', () => {
    expect(checkEventForm({ ...filled, maxTicketCount: '9' }, { ...context, soldCount: 10 })).toEqual({
      maxTicketCount: MESSAGES.venueCapacity,
    });
  });

  it('asks for a future start only when the start changes', () => {
    const past = { ...filled, startAt: '2026-05-01 19:30:00', endAt: null, doorsOpenAt: null };
    expect(checkEventForm(past, context)).toEqual({ startAt: MESSAGES.startInPast });
    expect(checkEventForm(past, { ...context, savedStartAt: '2026-05-01T18:30:00Z' })).toEqual({});
  });
});
