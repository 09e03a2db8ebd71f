import type { Db } from '../../db/database';

export async function hasPaymentEvent(db: Db, provider: string, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_events')
    .select('event_id')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPaymentEvent(
  db: Db,
  event: { provider: string; eventId: string; type: string },
): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({ provider: event.provider, event_id: event.eventId, type: event.type })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .execute();
}
