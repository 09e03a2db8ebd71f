import { sql } from 'kysely';
import type { Db } from '../../db/database';

const WEBHOOK_COLUMNS = ['id', 'url', 'events', 'status', 'created_at'] as const;

export async function insertWebhook(
  db: Db,
  webhook: { organizationId: string; url: string; events: string[]; secret: string },
) {
  return db
    .insertInto('webhooks')
    .values({
      organization_id: webhook.organizationId,
      url: webhook.url,
      events: webhook.events,
      secret: webhook.secret,
    })
    .returning(WEBHOOK_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function listWebhooks(db: Db, organizationId: string) {
  return db
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteWebhook(db: Db, organizationId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhooks')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function hasWebhook(db: Db, organizationId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('webhooks')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of a webhook's attempts, newest first, after the attempt `after` (the cursor: an attempt's id). */
export function listAttempts(
  db: Db,
  organizationId: string,
  webhookId: string,
  { after, limit }: { after: string | null; limit: number },
) {
  let query = db
    .selectFrom('webhook_attempts as a')
    .innerJoin('webhook_messages as m', 'm.id', 'a.message_id')
    .select([
      'a.id',
      'm.event_id',
      'm.type',
      'a.attempt',
      'a.status',
      'a.response_status',
      'a.duration_ms',
      'a.error',
      'a.created_at',
      'a.next_attempt_at',
    ])
    .where('a.organization_id', '=', organizationId)
    .where('a.webhook_id', '=', webhookId);
  if (after) {
    query = query.where(
      sql<boolean>`(a.created_at, a.id) < (select created_at, id from webhook_attempts where id = ${after}::uuid)`,
    );
  }
  return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

/**
 * The attempt's event sent again (same webhook-id): due now, with attempts left, unless an attempt is under way.
 * False when the organiser has no such attempt of that webhook.
 */
export async function requeueAttemptMessage(
  db: Db,
  organizationId: string,
  webhookId: string,
  attemptId: string,
): Promise<boolean> {
  const attempt = await db
    .selectFrom('webhook_attempts')
    .select('message_id')
    .where('organization_id', '=', organizationId)
    .where('webhook_id', '=', webhookId)
    .where('id', '=', attemptId)
    .executeTakeFirst();
  if (!attempt) return false;
  await db
    .updateTable('webhook_messages')
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql<Date>`now()` })
    .where('id', '=', attempt.message_id)
    .where('status', '!=', 'sending')
    .execute();
  return true;
}

/**
 * Takes up to `limit` due messages of active webhooks for one attempt each: 'sending', one more attempt, and
 * due again only after `leaseMs` (so a process that dies mid-send leaves it to be taken again then, with the same
 * event id). A message waits while an earlier one of its webhook and sequence (its order) is still open, so an
 * order's events arrive in the order they were made. `skip locked` lets several processes take different rows.
 */
export async function claimDueMessages(db: Db, limit: number, leaseMs: number) {
  const { rows } = await sql<ClaimedMessage>`
    update webhook_messages m
    set status = 'sending', attempts = m.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    from webhooks w
    where w.id = m.webhook_id and m.id in (
      select c.id from webhook_messages c
      join webhooks cw on cw.id = c.webhook_id and cw.status = 'active'
      where c.status in ('pending', 'sending') and c.next_attempt_at <= now()
        and not exists (
          select 1 from webhook_messages e
          where e.webhook_id = c.webhook_id and e.sequence_key = c.sequence_key and e.seq < c.seq
            and e.status in ('pending', 'sending'))
      order by c.next_attempt_at, c.seq
      limit ${limit}
      for update of c skip locked)
    returning m.id, m.event_id, m.webhook_id, m.organization_id, m.type, m.order_id, m.ticket_id, m.date_id,
      m.checked_in_at, m.body, m.attempts, m.created_at, w.url, w.secret, w.failing_since`.execute(db);
  return rows;
}

export type ClaimedMessage = {
  id: string;
  event_id: string;
  webhook_id: string;
  organization_id: string;
  type: string;
  order_id: string | null;
  ticket_id: string | null;
  date_id: string | null;
  checked_in_at: Date | null;
  body: string | null;
  attempts: number;
  created_at: Date;
  url: string;
  secret: string;
  /** Set while the webhook's attempts fail: a delivered one clears it. */
  failing_since: Date | null;
};

export type AttemptRecord = {
  message: Pick<ClaimedMessage, 'id' | 'webhook_id' | 'organization_id' | 'attempts'>;
  status: 'delivered' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  /** When the message is due again; null when it is delivered or given up. */
  nextAttemptAt: Date | null;
};

/**
 * One attempt recorded, and its message left delivered, waiting for its retry, or failed for good, with the body
 * it was sent with: one statement, so an attempt is never recorded without its outcome or the other way round.
 */
export async function recordAttempt(db: Db, record: AttemptRecord, body: string): Promise<void> {
  const { message } = record;
  const status = record.status === 'delivered' ? 'delivered' : record.nextAttemptAt ? 'pending' : 'failed';
  await sql`
    with attempt as (
      insert into webhook_attempts (message_id, webhook_id, organization_id, attempt, status, response_status,
        duration_ms, error, next_attempt_at)
      values (${message.id}::uuid, ${message.webhook_id}::uuid, ${message.organization_id}::uuid,
        ${message.attempts}, ${record.status}, ${record.responseStatus}::int, ${record.durationMs},
        ${record.error?.slice(0, 500) ?? null}::text, ${record.nextAttemptAt}::timestamptz)
    )
    update webhook_messages
    set status = ${status}, body = ${body},
      next_attempt_at = coalesce(${record.nextAttemptAt}::timestamptz, next_attempt_at)
    where id = ${message.id}::uuid and status = 'sending'`.execute(db);
}

/** A delivered attempt ends the webhook's failing streak. */
export async function clearFailing(trx: Db, webhookId: string): Promise<void> {
  await trx
    .updateTable('webhooks')
    .set({ failing_since: null })
    .where('id', '=', webhookId)
    .where('failing_since', 'is not', null)
    .execute();
}

/** A failed attempt starts the streak if none is running; answers since when the webhook has been failing. */
export async function markFailing(trx: Db, webhookId: string): Promise<Date | null> {
  const row = await trx
    .updateTable('webhooks')
    .set({ failing_since: sql<Date>`coalesce(failing_since, now())` })
    .where('id', '=', webhookId)
    .returning('failing_since')
    .executeTakeFirst();
  return row?.failing_since ?? null;
}

/** Disables an active webhook; answers its URL and the organiser's name and Settings email, once. */
export async function disableWebhook(trx: Db, webhookId: string) {
  return trx
    .updateTable('webhooks')
    .from('organizations')
    .set({ status: 'disabled' })
    .whereRef('organizations.id', '=', 'webhooks.organization_id')
    .where('webhooks.id', '=', webhookId)
    .where('webhooks.status', '=', 'active')
    .returning(['webhooks.url', 'organizations.name', 'organizations.email'])
    .executeTakeFirst();
}

/** A date of the organiser with its activity, as `event.updated` sends it. */
export function findDateRow(db: Db, organizationId: string, dateId: string) {
  return db
    .selectFrom('events as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select([
      'e.id',
      'e.activity_id',
      'a.name',
      'e.start_at',
      'e.end_at',
      'e.doors_open_at',
      'e.max_ticket_count',
    ])
    .where('e.organization_id', '=', organizationId)
    .where('e.id', '=', dateId)
    .executeTakeFirst();
}

/** Attempts, and finished events, older than `before` (kept 30 days). */
export async function pruneWebhookHistory(db: Db, before: Date): Promise<number> {
  const attempts = await db
    .deleteFrom('webhook_attempts')
    .where('created_at', '<', before)
    .executeTakeFirst();
  await db
    .deleteFrom('webhook_messages')
    .where('created_at', '<', before)
    .where('status', '!=', 'sending')
    .execute();
  return Number(attempts.numDeletedRows);
}
