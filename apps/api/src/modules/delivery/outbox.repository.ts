import crypto from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { OutgoingMessage } from './message.transport';

/** A message with its own text (ticket delivery); its PDF is rendered from the order at delivery. */
export type NewOutboxMessage = Pick<
  OutgoingMessage,
  'organizationId' | 'channel' | 'recipient' | 'subject' | 'bodyText' | 'bodyHtml'
> & { attachmentOrderId: string | null };

/**
 * Messages as an insert to run inside another statement (a CTE of the order's own insert), with their ids made
 * here, as that statement returns none of its parts' rows (none without messages); they go out once its
 * transaction commits.
 */
export function outboxInsert(messages: NewOutboxMessage[]): {
  ids: string[];
  insert: RawBuilder<unknown> | null;
} {
  if (messages.length === 0) return { ids: [], insert: null };
  const ids = messages.map(() => crypto.randomUUID());
  const rows = messages.map(
    (message, index) =>
      sql`(${ids[index]}::uuid, ${message.organizationId}::uuid, ${message.channel}, ${message.recipient},
        ${message.subject}::text, ${message.bodyText}::text, ${message.bodyHtml}::text,
        ${message.attachmentOrderId}::uuid)`,
  );
  return {
    ids,
    insert: sql`
      insert into outbox_messages (id, organization_id, channel, recipient, subject, body_text, body_html,
        attachment_order_id)
      values ${sql.join(rows)}`,
  };
}

/** Adds messages to the outbox in the caller's transaction; they go out once it commits. */
export async function insertOutboxMessages(db: Db, messages: NewOutboxMessage[]): Promise<string[]> {
  const { ids, insert } = outboxInsert(messages);
  if (insert) await insert.execute(db);
  return ids;
}

/**
 * Many messages with their own text in one statement, each column one array parameter (a sale's 1,000 waiting
 * list offers are one round trip, and a few parameters, not 8,000), in the caller's transaction.
 */
export async function insertOutboxMessagesAtOnce(db: Db, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const column = <K extends keyof NewOutboxMessage>(key: K) => messages.map((message) => message[key]);
  await sql`
    insert into outbox_messages (organization_id, channel, recipient, subject, body_text, body_html,
      attachment_order_id)
    select * from unnest(${column('organizationId')}::uuid[], ${column('channel')}::text[],
      ${column('recipient')}::text[], ${column('subject')}::text[], ${column('bodyText')}::text[],
      ${column('bodyHtml')}::text[], ${column('attachmentOrderId')}::uuid[])`.execute(db);
}

/** Rows a worker may take: waiting, or claimed by an attempt that ended without an outcome (a crash). */
const OPEN = ['pending', 'sending'] as const;

/**
 * Claims a message for one attempt: 'sending' and one more attempt, in one statement that takes the row's lock
 * and checks its status under it. A cancel only touches rows still 'pending' under the same lock, so either
 * the cancel wins and nothing is claimed, or the claim wins and the cancel leaves the row to be sent.
 * Undefined when the row is gone, sent, failed or cancelled. With it comes its sender, the organiser's name
 * and email, so a send reads nothing else before it goes.
 */
export async function claimOutboxMessage(db: Db, id: string) {
  return db
    .updateTable('outbox_messages')
    .from('organizations')
    .set({ status: 'sending', attempts: sql`outbox_messages.attempts + 1` })
    .whereRef('organizations.id', '=', 'outbox_messages.organization_id')
    .where('outbox_messages.id', '=', id)
    .where('outbox_messages.status', 'in', OPEN)
    .returningAll('outbox_messages')
    .returning(['organizations.name as sender_name', 'organizations.email as sender_email'])
    .executeTakeFirst();
}

export type OutboxMessageRow = NonNullable<Awaited<ReturnType<typeof claimOutboxMessage>>>;

/** Records the provider's id and 'sent' in one statement; false if the row was no longer claimed. */
export async function markSent(db: Db, id: string, providerMessageId: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: 'sent', provider_message_id: providerMessageId, sent_at: new Date(), last_error: null })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A failed attempt: the row waits for its retry ('pending' again), or is failed for good. */
export async function recordFailure(db: Db, id: string, error: string, isFinal: boolean): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ last_error: error.slice(0, 1000), status: isFinal ? 'failed' : 'pending' })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .execute();
}

/** Who a message is from: the organiser's name (SMS sender) and email from Settings (the email's Reply-To). */
/**
 * Pending messages that no queue job has been made for yet and whose time has come, oldest first: a scheduled
 * send's rows wait here until `not_before` (the database's clock decides, as it does for a cancel).
 */
export async function listUnqueuedIds(db: Db, limit: number): Promise<string[]> {
  const due = sql<Date>`coalesce(not_before, created_at)`;
  const rows = await db
    .selectFrom('outbox_messages')
    .select('id')
    .where('status', '=', 'pending')
    .where('enqueued_at', 'is', null)
    .where(due, '<=', sql<Date>`now()`)
    .orderBy(due)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Open messages handed to the queue before `before`: the ones whose job may have ended without them. */
export async function listQueuedPending(db: Db, { before, limit }: { before: Date; limit: number }) {
  return db
    .selectFrom('outbox_messages')
    .select(['id', 'attempts'])
    .where('status', 'in', OPEN)
    .where('enqueued_at', '<', before)
    .orderBy('enqueued_at')
    .limit(limit)
    .execute();
}

/** Open messages handed to the queue, counted up to `limit` (the sweep's index makes this cheap). */
export async function countQueuedPending(db: Db, limit: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('outbox_messages')
        .select('id')
        .where('status', 'in', OPEN)
        .where('enqueued_at', 'is not', null)
        .limit(limit)
        .as('queued'),
    )
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markEnqueued(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox_messages')
    .set({ enqueued_at: new Date() })
    .where('id', 'in', ids)
    .where('enqueued_at', 'is', null)
    .execute();
}

/**
 * One outbox row per recipient in a single statement (the addresses travel as one array parameter), so a
 * send to 50,000 is one round trip instead of 50,000 and stays under PostgreSQL's 65,535 parameters.
 */
export async function insertSendRows(
  trx: Db,
  send: { id: string; organizationId: string; channel: 'email' | 'sms'; notBefore: Date | null },
  recipients: string[],
): Promise<void> {
  await sql`
    insert into outbox_messages (organization_id, channel, recipient, send_id, not_before)
    select ${send.organizationId}::uuid, ${send.channel}, recipient, ${send.id}::uuid, ${send.notBefore}::timestamptz
    from unnest(${recipients}::text[]) as recipient`.execute(trx);
}

/** A cancelled send's rows no worker has claimed: still 'pending', checked under each row's lock. */
export async function cancelPendingSendRows(trx: Db, sendId: string): Promise<void> {
  await trx
    .updateTable('outbox_messages')
    .set({ status: 'cancelled' })
    .where('send_id', '=', sendId)
    .where('status', '=', 'pending')
    .execute();
}

/** A 'payment' row: the provider is asked to close a payment (a Checkout Session) once `notBefore` comes. */
export async function insertPaymentExpiryRow(
  trx: Db,
  row: { organizationId: string; sessionId: string; accountId: string | null; notBefore: Date | null },
): Promise<string> {
  const { id } = await trx
    .insertInto('outbox_messages')
    .values({
      organization_id: row.organizationId,
      channel: 'payment',
      recipient: row.sessionId,
      subject: null,
      body_text: null,
      body_html: null,
      attachment_order_id: null,
      payment_account_id: row.accountId,
      not_before: row.notBefore,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A payment's waiting rows made due now; answers those no queue job was made for yet. */
export async function makePaymentRowsDue(trx: Db, sessionId: string): Promise<string[]> {
  const rows = await trx
    .updateTable('outbox_messages')
    .set({ not_before: null })
    .where('channel', '=', 'payment')
    .where('recipient', '=', sessionId)
    .where('status', '=', 'pending')
    .returning(['id', 'enqueued_at'])
    .execute();
  return rows.filter((row) => row.enqueued_at === null).map((row) => row.id);
}

/** A payment's waiting rows cancelled: it was made, nothing is left to close. */
export async function cancelPaymentRows(trx: Db, sessionId: string): Promise<void> {
  await trx
    .updateTable('outbox_messages')
    .set({ status: 'cancelled' })
    .where('channel', '=', 'payment')
    .where('recipient', '=', sessionId)
    .where('status', '=', 'pending')
    .execute();
}
