import { sql } from 'kysely';
import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

/** How long a change waits for another change of the same date before answering 'busy, try again'. */
const LOCK_TIMEOUT = '3s';
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Takes the per-date sales lock for the rest of the transaction `trx`. Everything that compares against
 * tickets sold — issuing, capacity and availability edits, ticket type and date deletes, unpublish — holds it
 * for the dates it touches and reads what it compares only after taking it, so no two of them interleave.
 * Several dates are locked in one order, so two changes never wait on each other.
 */
export async function withEventLock(trx: Db, ...eventIds: string[]): Promise<void> {
  if (!trx.isTransaction) throw new Error('withEventLock needs a transaction');
  await sql`select set_config('lock_timeout', ${LOCK_TIMEOUT}, true)`.execute(trx);
  for (const eventId of [...new Set(eventIds)].sort()) {
    try {
      await sql`select pg_advisory_xact_lock(hashtextextended(${eventId}, 0))`.execute(trx);
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) {
        throw new AppError(503, MESSAGES.ticketsBusy);
      }
      throw error;
    }
  }
}
