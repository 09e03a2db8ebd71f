import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type NewSend = {
  organizationId: string;
  channel: 'email' | 'sms';
  subject: string | null;
  content: string;
  eventId: string | null;
  recipients: number;
  duplicates: number;
  unsubscribed: number;
  scheduledFor: Date | null;
  createdBy: string | null;
};

export async function insertSend(trx: Db, send: NewSend): Promise<string> {
  const row = await trx
    .insertInto('mailing_sends')
    .values({
      organization_id: send.organizationId,
      channel: send.channel,
      subject: send.subject,
      content: send.content,
      event_id: send.eventId,
      recipients: send.recipients,
      duplicates: send.duplicates,
      unsubscribed: send.unsubscribed,
      scheduled_for: send.scheduledFor,
      created_by: send.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One outbox row per recipient in a single statement (the addresses travel as one array parameter), so a
 * send to 50,000 is one round trip instead of 50,000 and stays under PostgreSQL's 65,535 parameters.
 */
export async function insertSendRecipients(
  trx: Db,
  send: { id: string; organizationId: string; channel: 'email' | 'sms'; notBefore: Date | null },
  recipients: string[],
): Promise<void> {
  await sql`
    insert into outbox_messages (organization_id, channel, recipient, send_id, not_before)
    select ${send.organizationId}::uuid, ${send.channel}, recipient, ${send.id}::uuid, ${send.notBefore}::timestamptz
    from unnest(${recipients}::text[]) as recipient`.execute(trx);
}

/** Which of these addresses asked this organiser for no more messages. */
export async function findUnsubscribed(
  db: Db,
  organizationId: string,
  addresses: string[],
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .selectFrom('unsubscribes')
    .select('address')
    .where('organization_id', '=', organizationId)
    .where('address', '=', sql<string>`any(${addresses}::text[])`)
    .execute();
  return new Set(rows.map((row) => row.address));
}

/** Recipients of the organiser's sends on a channel made since `since`, cancelled sends left out. */
export async function sumRecipientsSince(
  db: Db,
  organizationId: string,
  channel: 'email' | 'sms',
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('mailing_sends')
    .select(sql<string>`coalesce(sum(recipients), 0)`.as('total'))
    .where('organization_id', '=', organizationId)
    .where('channel', '=', channel)
    .where('cancelled_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What delivery needs to write a send's message: its text and the organiser's name for the footer. */
export async function findSendToCompose(db: Db, sendId: string) {
  return db
    .selectFrom('mailing_sends as s')
    .innerJoin('organizations as org', 'org.id', 's.organization_id')
    .select(['s.channel', 's.subject', 's.content', 'org.name as organizationName'])
    .where('s.id', '=', sendId)
    .executeTakeFirst();
}

/** The organiser's newest sends with who made them and, for a by-event send, the date and its activity. */
export async function listSends(db: Db, organizationId: string, limit: number) {
  return db
    .selectFrom('mailing_sends as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .leftJoin('events as e', 'e.id', 's.event_id')
    .leftJoin('activities as a', 'a.id', 'e.activity_id')
    .select([
      's.id',
      's.channel',
      's.subject',
      's.content',
      's.created_at',
      's.scheduled_for',
      's.cancelled_at',
      's.recipients',
      sql<string | null>`coalesce(nullif(u.name, ''), u.email)`.as('sent_by'),
      'e.id as event_id',
      'e.start_at as event_start_at',
      'a.name as activity_name',
      sql<boolean>`s.scheduled_for is not null and s.scheduled_for > now()`.as('is_due_later'),
    ])
    .where('s.organization_id', '=', organizationId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/** Outbox rows of these sends by status, in one pass over the (send_id, status) index. */
export async function countRowsByStatus(db: Db, sendIds: string[]) {
  if (sendIds.length === 0) return [];
  return db
    .selectFrom('outbox_messages')
    .select(['send_id', 'status', sql<string>`count(*)`.as('count')])
    .where('send_id', '=', sql<string>`any(${sendIds}::uuid[])`)
    .groupBy(['send_id', 'status'])
    .execute();
}

/** Up to `perSend` failed recipients of each send, with the provider's reason. */
export async function listFailures(db: Db, sendIds: string[], perSend: number) {
  if (sendIds.length === 0) return [];
  const ranked = db
    .selectFrom('outbox_messages')
    .select([
      'send_id',
      'recipient',
      'last_error',
      sql<number>`row_number() over (partition by send_id order by recipient)`.as('rank'),
    ])
    .where('send_id', '=', sql<string>`any(${sendIds}::uuid[])`)
    .where('status', '=', 'failed');
  return db
    .selectFrom(ranked.as('f'))
    .select(['f.send_id', 'f.recipient', 'f.last_error'])
    .where('f.rank', '<=', perSend)
    .orderBy('f.send_id')
    .orderBy('f.recipient')
    .execute();
}

/**
 * Cancels a send that is still waiting for its time, and its pending rows with it; false when the send has
 * no time to come (started, sent, or already cancelled). The database's clock decides, as for the relay.
 */
export async function cancelWaitingSend(trx: Db, organizationId: string, sendId: string): Promise<boolean> {
  const cancelled = await trx
    .updateTable('mailing_sends')
    .set({ cancelled_at: sql`now()` })
    .where('id', '=', sendId)
    .where('organization_id', '=', organizationId)
    .where('cancelled_at', 'is', null)
    .where('scheduled_for', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (cancelled.numUpdatedRows === 0n) return false;
  await trx
    .updateTable('outbox_messages')
    .set({ status: 'cancelled' })
    .where('send_id', '=', sendId)
    .where('status', '=', 'pending')
    .execute();
  return true;
}

export async function findSendState(db: Db, organizationId: string, sendId: string) {
  return db
    .selectFrom('mailing_sends')
    .select(['id', 'cancelled_at'])
    .where('id', '=', sendId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}
