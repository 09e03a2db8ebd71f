import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Who a message went to and from which organiser, and whether that address has unsubscribed since. */
export async function findMessageRecipient(db: Db, outboxId: string) {
  return db
    .selectFrom('outbox_messages as m')
    .innerJoin('organizations as org', 'org.id', 'm.organization_id')
    .select([
      'm.organization_id',
      'm.recipient',
      'org.name as organization_name',
      sql<boolean>`exists (select 1 from unsubscribes u where u.organization_id = m.organization_id and u.address = m.recipient)`.as(
        'is_unsubscribed',
      ),
    ])
    .where('m.id', '=', outboxId)
    .where('m.send_id', 'is not', null)
    .executeTakeFirst();
}

/** Idempotent: an address unsubscribes from an organiser once, however often the link is followed. */
export async function insertUnsubscribe(db: Db, organizationId: string, address: string): Promise<void> {
  await db
    .insertInto('unsubscribes')
    .values({ organization_id: organizationId, address })
    .onConflict((oc) => oc.columns(['organization_id', 'address']).doNothing())
    .execute();
}
