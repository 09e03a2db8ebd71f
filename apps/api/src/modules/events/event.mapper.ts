import type { TEvent } from '@usher/contract/events';
import { isEventOver } from '@usher/contract/events';
import { toIso, toIsoOrNull } from '../../db/iso';
import type { VariantCounts } from '../sales/stock.service';
import type { TicketVariantRow } from '../ticket-variants/ticket-variant.service';
import type { EventRow } from './event.repository';

/** An event with every §3 derived figure, from its row, its ticket types with their counts, and its activity. */
export function toEvent(
  row: EventRow,
  activity: { name: string; is_published: boolean },
  variants: { row: TicketVariantRow; counts: VariantCounts }[],
  hasGuestsEmails: boolean,
  waitingCount: number,
  now: Date = new Date(),
): TEvent {
  const startAt = toIso(row.start_at);
  const endAt = toIsoOrNull(row.end_at);
  const soldCount = variants
    .filter((v) => v.row.is_affect_event_ticket_count)
    .reduce((sum, v) => sum + v.counts.sold, 0);
  const anySold = variants.some((v) => v.counts.sold > 0);
  return {
    id: row.id,
    activityId: row.activity_id,
    startAt,
    endAt,
    doorsOpenAt: toIsoOrNull(row.doors_open_at),
    maxTicketCount: row.max_ticket_count,
    soldCount,
    ticketsSold: anySold,
    isReserved: anySold || variants.some((v) => v.counts.reserved > 0),
    isOver: isEventOver({ startAt, endAt }, now),
    activityName: activity.name,
    activityPublished: activity.is_published,
    hasGuestsEmails,
    waitingCount,
    ticketVariantCards: variants.map(({ row: v, counts }) => ({
      id: v.id,
      name: v.name,
      price: v.price_pence,
      maxTicketCount: v.max_ticket_count,
      sold: counts.sold,
      isAffectEventTicketCount: v.is_affect_event_ticket_count,
    })),
    checkedInData: variants.map(({ row: v, counts }) => ({ name: v.name, checkedIn: counts.checkedIn })),
  };
}
