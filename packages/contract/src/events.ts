import { z } from 'zod';
import { MESSAGES } from './messages';

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

function hasValidStart(payload: { value: unknown }): boolean {
  const startAt = (payload.value as { startAt?: unknown } | null)?.startAt;
  return typeof startAt === 'string' && !Number.isNaN(Date.parse(startAt));
}

/** Body of POST /api/client/event/ and …/{id}/update: UTC instants, capacity as a whole number. */
export const ZEventRequest = z
  .object({
    activityId: z.uuid({ error: MESSAGES.notFound }),
    startAt: instant(MESSAGES.startRequired),
    endAt: instant(MESSAGES.endAfterStart).nullable().default(null),
    doorsOpenAt: instant(MESSAGES.doorsBeforeStart).nullable().default(null),
    maxTicketCount: z
      .number({ error: MESSAGES.venueCapacity })
      .int({ error: MESSAGES.venueCapacity })
      .gt(0, { error: MESSAGES.venueCapacity })
      .max(1_000_000, { error: MESSAGES.venueCapacity }),
  })
  // `when`: the order of the times is checked even while another field (the capacity) is wrong, so a form
  // shows every message at once rather than in rounds.
  .refine((event) => !event.endAt || Date.parse(event.endAt) > Date.parse(event.startAt), {
    path: ['endAt'],
    error: MESSAGES.endAfterStart,
    when: hasValidStart,
  })
  .refine((event) => !event.doorsOpenAt || Date.parse(event.doorsOpenAt) <= Date.parse(event.startAt), {
    path: ['doorsOpenAt'],
    error: MESSAGES.doorsBeforeStart,
    when: hasValidStart,
  });
export type TEventRequest = z.input<typeof ZEventRequest>;

export const ZTicketVariantCard = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  maxTicketCount: z.number().nullable(),
  sold: z.number(),
  isAffectEventTicketCount: z.boolean(),
});

export const ZEvent = z.object({
  id: z.string(),
  activityId: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  doorsOpenAt: z.string().nullable(),
  maxTicketCount: z.number().nullable(),
  /** Tickets sold of variants that count toward the venue capacity. */
  soldCount: z.number(),
  ticketsSold: z.boolean(),
  /** Tickets sold or a reservation started (§4 "reserved"). */
  isReserved: z.boolean(),
  isOver: z.boolean(),
  activityName: z.string(),
  activityPublished: z.boolean(),
  hasGuestsEmails: z.boolean(),
  ticketVariantCards: z.array(ZTicketVariantCard),
  checkedInData: z.array(z.object({ name: z.string(), checkedIn: z.number() })),
  /** People on the date's waiting list still waiting for an offer (issue 31 §4: "N waiting"). */
  waitingCount: z.number(),
});
export type TEvent = z.infer<typeof ZEvent>;
export const ZEventListResponse = z.object({ events: z.array(ZEvent) });

/** Answer of POST /api/client/event/{id}/delete: whether deleting the last date took the activity offline (§4). */
export const ZDeleteEventResponse = z.object({ result: z.boolean(), activityUnpublished: z.boolean() });
export type TDeleteEventResponse = z.infer<typeof ZDeleteEventResponse>;

/** An event is over once its end has passed or, with no end, an hour after its start (§4, §9). */
export function isEventOver(
  event: { startAt: string; endAt: string | null },
  now: Date = new Date(),
): boolean {
  const overAt = event.endAt ? Date.parse(event.endAt) : Date.parse(event.startAt) + 60 * 60 * 1000;
  return overAt <= now.getTime();
}

/** Venue capacity input: digits only, no leading zero (§5). */
export function keepCapacityCharacters(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+/, '');
}
