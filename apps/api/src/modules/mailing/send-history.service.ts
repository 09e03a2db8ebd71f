import type { TSentMessage } from '@usher/contract/mailing';
import type { Db } from '../../db/database';
import { toIso, toIsoOrNull } from '../../db/iso';
import { countRowsByStatus, listFailures, listSends } from './mailing-send.repository';

const PAGE = 50;
const FAILURES_PER_SEND = 20;

type Status = TSentMessage['status'];

function statusOf(send: { cancelled_at: unknown; is_due_later: boolean }, pending: number): Status {
  if (send.cancelled_at !== null) return 'cancelled';
  if (send.is_due_later) return 'scheduled';
  return pending > 0 ? 'sending' : 'sent';
}

/**
 * The organiser's last 50 sends, newest first, each with its outbox rows counted by status (one grouped
 * query for the page) and its first failures with the provider's reason.
 */
export async function listSendHistory(scope: { db: Db; organizationId: string }): Promise<TSentMessage[]> {
  const sends = await listSends(scope.db, scope.organizationId, PAGE);
  const ids = sends.map((send) => send.id);
  const [counts, failures] = await Promise.all([
    countRowsByStatus(scope.db, ids),
    listFailures(scope.db, ids, FAILURES_PER_SEND),
  ]);
  const countOf = (sendId: string, status: string) =>
    Number(counts.find((row) => row.send_id === sendId && row.status === status)?.count ?? 0);
  return sends.map((send) => {
    const pending = countOf(send.id, 'pending') + countOf(send.id, 'sending');
    return {
      id: send.id,
      channel: send.channel,
      subject: send.subject,
      content: send.content,
      createdAt: toIso(send.created_at),
      sentBy: send.sent_by,
      scheduledFor: toIsoOrNull(send.scheduled_for),
      status: statusOf(send, pending),
      event:
        send.event_id && send.event_start_at && send.activity_name
          ? { id: send.event_id, activityName: send.activity_name, startAt: toIso(send.event_start_at) }
          : null,
      recipients: send.recipients,
      delivered: countOf(send.id, 'sent'),
      pending,
      failed: countOf(send.id, 'failed'),
      failures: failures
        .filter((failure) => failure.send_id === send.id)
        .map((failure) => ({ to: failure.recipient, reason: failure.last_error ?? 'failed' })),
    };
  });
}
