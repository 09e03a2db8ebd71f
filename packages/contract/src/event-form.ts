import { z } from 'zod';
import { ZEventRequest, type TEvent, type TEventRequest } from './events';
import { addFieldIssues, firstMessagePerField } from './form-issues';
import { londonWallClockToUtc, utcToLondonWallClock } from './london-time';
import { MESSAGES } from './messages';

/** The event date form as a person fills it: London wall-clock times as the pickers give them, capacity as typed. */
export const ZEventFormValues = z.object({
  /** `YYYY-MM-DD HH:mm:ss`, London time. */
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  doorsOpenAt: z.string().nullable(),
  maxTicketCount: z.string(),
});
export type TEventFormValues = z.infer<typeof ZEventFormValues>;
export type TEventFormField = keyof TEventFormValues;
export const EVENT_FORM_FIELDS = Object.keys(ZEventFormValues.shape) as TEventFormField[];

const toPickerValue = (instant: string | null) =>
  instant ? `${utcToLondonWallClock(instant).replace('T', ' ')}:00` : null;

export function toEventFormValues(
  event?: Pick<TEvent, 'startAt' | 'endAt' | 'doorsOpenAt' | 'maxTicketCount'>,
): TEventFormValues {
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

export type TEventFormContext = {
  activityId: string;
  /** Tickets sold of capacity-affecting types; the capacity may not go below it. */
  soldCount: number;
  /** The saved start: an unchanged start may already have passed, a new one must be in the future. */
  savedStartAt: string | null;
  /** Fixed in tests; otherwise the time of each check. */
  now?: Date;
};

/**
 * The event date form's schema: the request's own §5 rules, each message on its field and every field at once,
 * the capacity not below the tickets sold and a new start in the future. It parses into the request body.
 */
export function eventFormSchema({ activityId, soldCount, savedStartAt, now }: TEventFormContext) {
  return ZEventFormValues.transform((values, ctx): TEventRequest => {
    const request = toEventRequest(activityId, values);
    const messages = firstMessagePerField(ZEventRequest.safeParse(request), EVENT_FORM_FIELDS);
    if (!messages.has('maxTicketCount') && request.maxTicketCount < soldCount) {
      messages.set('maxTicketCount', MESSAGES.venueCapacity);
    }
    const isNewStart = !savedStartAt || Date.parse(savedStartAt) !== Date.parse(request.startAt);
    const nowMs = (now ?? new Date()).getTime();
    if (!messages.has('startAt') && isNewStart && Date.parse(request.startAt) <= nowMs) {
      messages.set('startAt', MESSAGES.startInPast);
    }
    addFieldIssues(ctx, messages);
    return request;
  });
}
