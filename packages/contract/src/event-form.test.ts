import { describe, expect, it } from 'vitest';
import {
  eventFormSchema,
  toEventFormValues,
  toEventRequest,
  type TEventFormContext,
  type TEventFormValues,
} from './event-form';
import type { TEvent } from './events';
import { MESSAGES } from './messages';

const activityId = '4a1e8f0e-3a54-4d0b-9f4e-5f6a7b8c9d0e';
const now = new Date('2026-06-01T12:00:00Z');
const context: TEventFormContext = { activityId, soldCount: 0, savedStartAt: null, now };
const filled: TEventFormValues = {
  startAt: '2026-07-01 19:30:00',
  endAt: '2026-07-01 23:00:00',
  doorsOpenAt: '2026-07-01 19:00:00',
  maxTicketCount: '120',
};

/** The field messages the form shows, one per field. */
function messages(values: TEventFormValues, formContext = context): Record<string, string> {
  const result = eventFormSchema(formContext).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('event form', () => {
  it('sends London wall-clock times as UTC (BST is UTC+1 in July)', () => {
    const expected = {
      activityId,
      startAt: '2026-07-01T18:30:00Z',
      endAt: '2026-07-01T22:00:00Z',
      doorsOpenAt: '2026-07-01T18:00:00Z',
      maxTicketCount: 120,
    };
    expect(toEventRequest(activityId, filled)).toEqual(expected);
    expect(eventFormSchema(context).parse(filled)).toEqual(expected);
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
    expect(messages(filled)).toEqual({});
  });

  it('names each broken §5 rule under its field', () => {
    expect(messages({ startAt: null, endAt: null, doorsOpenAt: null, maxTicketCount: '' })).toEqual({
      startAt: MESSAGES.startRequired,
      maxTicketCount: MESSAGES.venueCapacity,
    });
    expect(messages({ ...filled, endAt: '2026-07-01 18:00:00', doorsOpenAt: '2026-07-01 20:00:00' })).toEqual(
      {
        endAt: MESSAGES.endAfterStart,
        doorsOpenAt: MESSAGES.doorsBeforeStart,
      },
    );
  });

  it('shows the order of the times and a missing capacity in one go', () => {
    expect(messages({ ...filled, endAt: '2026-07-01 18:00:00', maxTicketCount: '' })).toEqual({
      endAt: MESSAGES.endAfterStart,
      maxTicketCount: MESSAGES.venueCapacity,
    });
  });

  it('keeps the capacity at or above the tickets sold', () => {
    expect(messages({ ...filled, maxTicketCount: '9' }, { ...context, soldCount: 10 })).toEqual({
      maxTicketCount: MESSAGES.venueCapacity,
    });
    expect(messages({ ...filled, maxTicketCount: '10' }, { ...context, soldCount: 10 })).toEqual({});
  });

  it('asks for a future start only when the start changes', () => {
    const past = { ...filled, startAt: '2026-05-01 19:30:00', endAt: null, doorsOpenAt: null };
    expect(messages(past)).toEqual({ startAt: MESSAGES.startInPast });
    expect(messages(past, { ...context, savedStartAt: '2026-05-01T18:30:00Z' })).toEqual({});
  });
});
