import { sql } from 'kysely';
import type { Db } from '../src/db/database';

/** Places of the guest list per run, as migration 0020 counts them. */
export const PLACES_PER_RUN = 1024;

/**
 * A date's runs of guest-list places that hold valid tickets, as the triggers keep them and as recounted from
 * the tickets themselves (the slow way, without the database's own bucket function).
 */
export async function guestListRunsOf(db: Db, eventId: string) {
  const kept = await sql<{ bucket: string; guests: number }>`
    select bucket::text, guests from guest_list_buckets where event_id = ${eventId} and guests <> 0
    order by bucket`.execute(db);
  const recounted = await sql<{ bucket: string; guests: number }>`
    select (list_position / ${PLACES_PER_RUN}::int)::text as bucket, count(*)::int as guests
    from tickets where event_id = ${eventId} and status = 'valid'
    group by 1 order by 1::bigint`.execute(db);
  return { kept: kept.rows, recounted: recounted.rows };
}
