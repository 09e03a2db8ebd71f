import { ZEventRequest, type TEvent, type TEventRequest } from '@usher/contract/events';
import { londonWallClockToUtc, utcToLondonWallClock } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';

/** What the form holds: London wall-clock times as the pickers give them (`YYYY-MM-DD HH:mm:ss`), capacity as typed. */
export type TEventFormValues = {
  startAt: string | null;
  endAt: string | null;
  doorsOpenAt: string | null;
  maxTicketCount: string;
};
export type TEventField = keyof TEventFormValues;
export const EVENT_FIELDS: readonly TEventField[] = ['startAt', 'endAt', 'doorsOpenAt', 'maxTicketCount'];

const toPickerValue = (instant: string | null) =>
  instant ? `${utcToLondonWallClock(instant).replace('T', ' ')}:00` : null;

export function toEventFormValues(event?: TEvent): TEventFormValues {
  return {
    startAt: toPickerValue(event?.startAt ?? null),
    endAt: toPickerValue(event?.endAt ?? null),
    doorsOpenAt: toPickerValue(event?.doorsOpenAt ?? null),
    maxTicketCount: event?.maxTicketCount ? String(event.maxTicketCount) : '',
  };
}

/** London wall-clock readings become UTC instants (§5); a missing start is left for the schema to name. */
export function toEventRequest(activityId: string, values: TEventFormValues): TEventRequest {
  const toUtc = (value: string | null) => (value ? londonWallClockToUtc(value) : null);
  return {
    activityId,
    startAt: toUtc(values.startAt) ?? '',
    endAt: toUtc(values.endAt),
    doorsOpenAt: toUtc(values.doorsOpenAt),
    maxTicketCount: values.maxTicketCount === '' ? Number.NaN : Number(values.maxTicketCount),
  };
}

export type TEventCheckContext = {
  activityId: string;
  /** Tickets sold of capacity-affecting types; the capacity may not go below it. */
  soldCount: number;
  /** The saved start: an unchanged start may already have passed, a new one must be in the future. */
  savedStartAt: string | null;
  now?: Date;
};

/** The §5 event date rules, with the contract's schema and texts: one message per field. */
export function checkEventForm(
  values: TEventFormValues,
  { activityId, soldCount, savedStartAt, now = new Date() }: TEventCheckContext,
): Partial<Record<TEventField, string>> {
  const request = toEventRequest(activityId, values);
  const errors: Partial<Record<TEventField, string>> = {};
  const parsed = ZEventRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TEventField;
      if (EVENT_FIELDS.includes(field)) errors[field] ??= issue.message;
    }
  }
  if (!errors.maxTicketCount && request.maxTicketCount < soldCount) {
    errors.maxTicketCount = MESSAGES.venueCapacity;
  }
  const isNewStart = !savedStartAt || Date.parse(savedStartAt) !== Date.parse(request.startAt);
  if (!errors.startAt && isNewStart && Date.parse(request.startAt) <= now.getTime()) {
    errors.startAt = MESSAGES.startInPast;
  }
  return errors;
}
