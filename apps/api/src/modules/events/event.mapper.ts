import type { TEvent } from '@usher/contract/events';
import { isEventOver } from '@usher/contract/events';
import type { EventRow } from './event.repository';
import type { VariantSales } from './sales.repository';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** An event with every §3 derived figure, from its row, its variants' counts and its activity. */
export function toEvent(
  row: EventRow,
  activity: { name: string; is_published: boolean },
  variants: VariantSales[],
  hasGuestsEmails: boolean,
  now: Date = new Date(),
): TEvent {
  const own = variants.filter((variant) => variant.event_id === row.id);
  const startAt = new Date(row.start_at).toISOString();
  const endAt = iso(row.end_at);
  const soldCount = own.filter((v) => v.is_affect_event_ticket_count).reduce((sum, v) => sum + v.sold, 0);
  const anySold = own.some((v) => v.sold > 0);
  return {
    id: row.id,
    activityId: row.activity_id,
    startAt,
    endAt,
    doorsOpenAt: iso(row.doors_open_at),
    maxTicketCount: row.max_ticket_count,
    soldCount,
    ticketsSold: anySold,
    isReserved: anySold || own.some((v) => v.reserved > 0),
    isOver: isEventOver({ startAt, endAt }, now),
    activityName: activity.name,
    activityPublished: activity.is_published,
    hasGuestsEmails,
    ticketVariantCards: own.map((v) => ({
      id: v.id,
      name: v.name,
      price: v.price_pence,
      maxTicketCount: v.max_ticket_count,
      sold: v.sold,
      isAffectEventTicketCount: v.is_affect_event_ticket_count,
    })),
    checkedInData: own.map((v) => ({ name: v.name, checkedIn: v.checked_in })),
  };
}
