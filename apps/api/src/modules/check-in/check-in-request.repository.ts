import type { TScanAnswer } from '@usher/contract/check-in';
import type { Db } from '../../db/database';

export type NonceKey = { organizationId: string; nonce: string };

/**
 * Claims a check-in nonce for one ticket; false when another request already holds it (a retry). A second
 * claim of the same nonce waits here until the first request's transaction ends.
 */
export async function claimNonce(
  db: Db,
  { organizationId, nonce }: NonceKey,
  claim: { eventId: string; ticketId: string },
): Promise<boolean> {
  const row = await db
    .insertInto('check_in_requests')
    .values({
      organization_id: organizationId,
      nonce,
      event_id: claim.eventId,
      ticket_id: claim.ticketId,
      answer: null,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

/** The ticket a nonce was first used for, and the answer it got. */
export async function findNonceClaim(db: Db, { organizationId, nonce }: NonceKey) {
  return db
    .selectFrom('check_in_requests')
    .select(['ticket_id', 'answer'])
    .where('organization_id', '=', organizationId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
}

export async function saveNonceAnswer(
  db: Db,
  { organizationId, nonce }: NonceKey,
  answer: TScanAnswer,
): Promise<void> {
  await db
    .updateTable('check_in_requests')
    .set({ answer: JSON.stringify(answer) })
    .where('organization_id', '=', organizationId)
    .where('nonce', '=', nonce)
    .execute();
}

/** Forgets nonces older than `before`: a retry comes within seconds, never days later. */
export async function deleteNoncesBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('check_in_requests').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
