import type { z } from 'zod';
import { planDuplicate, type ZDuplicateRequest } from '@usher/contract/duplicate';
import type { TEvent } from '@usher/contract/events';
import { atLondonDay, londonDay } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { DateTime } from 'luxon';
import { toIso } from '../../db/iso';
import { badRequest } from '../../errors';
import { copyTicketVariants } from '../ticket-variants/ticket-variant.service';
import { insertEvent } from './event.repository';
import { getEvents, requireEventRow, type Scope } from './event.service';

type DuplicateRequest = z.output<typeof ZDuplicateRequest>;

/** The same London wall-clock time, `dayShift` London days after `day`. */
function shifted(instant: Date | null, startDay: string, day: string): string | null {
  if (instant === null) return null;
  const dayShift = DateTime.fromISO(londonDay(instant)).diff(DateTime.fromISO(startDay), 'days').days;
  return atLondonDay(instant, DateTime.fromISO(day).plus({ days: dayShift }).toISODate()!);
}

/** Copies a date onto the planned days (§5), keeping London wall-clock times and the ticket types in their order, not the sales. */
export async function duplicateEvent(
  scope: Scope,
  eventId: string,
  request: DuplicateRequest,
): Promise<TEvent[]> {
  const source = await requireEventRow(scope, eventId);
  const plan = planDuplicate(request, toIso(source.start_at));
  if (Object.keys(plan.errors).length > 0) {
    throw badRequest(Object.values(plan.errors)[0] ?? MESSAGES.fillInAllRequired, plan.errors);
  }
  const startDay = londonDay(source.start_at);
  const ids = await scope.db.transaction().execute(async (trx) => {
    const created: string[] = [];
    for (const day of plan.days) {
      created.push(
        await insertEvent(trx, scope.organizationId, source.activity_id, {
          startAt: shifted(source.start_at, startDay, day)!,
          endAt: shifted(source.end_at, startDay, day),
          doorsOpenAt: shifted(source.doors_open_at, startDay, day),
          maxTicketCount: source.max_ticket_count ?? 1,
        }),
      );
    }
    await copyTicketVariants(trx, scope.organizationId, eventId, created);
    return created;
  });
  return getEvents(scope, ids);
}
