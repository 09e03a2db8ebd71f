import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { renderOrderTicketsPdf } from './ticket-pdf';
import { PermanentDeliveryError, type OutgoingMessage, type Transports } from './message-transport';
import {
  countAttempt,
  findOutboxMessage,
  markSent,
  recordFailure,
  type OutboxMessageRow,
} from './outbox.repository';

export type DeliveryDeps = { db: Db; transports: Transports };
export type DeliveryOutcome = 'sent' | 'skipped' | 'failed';

/**
 * Sends one outbox message if it is still pending, then marks it sent with the provider's id.
 * A message already sent (or given up on) is left alone, so a repeated job sends nothing.
 * Transient errors are thrown for the queue to retry; permanent ones and the last attempt mark it failed.
 */
export async function deliverOutboxMessage(
  { db, transports }: DeliveryDeps,
  id: string,
  { isLastAttempt }: { isLastAttempt: boolean },
): Promise<DeliveryOutcome> {
  const row = await findOutboxMessage(db, id);
  if (!row || row.status !== 'pending') return 'skipped';
  await countAttempt(db, id);
  let providerMessageId: string;
  try {
    providerMessageId = await transports[row.channel].send(await toOutgoing(db, row));
  } catch (error) {
    const isPermanent = error instanceof PermanentDeliveryError;
    await recordFailure(db, id, (error as Error).message, isPermanent || isLastAttempt);
    if (isPermanent) return 'failed';
    throw error;
  }
  // The provider has it. A crash before this update, or a send whose answer was lost after the provider had
  // taken it, is the window in which a retry repeats a message; the outbox id travels with it (Message-ID,
  // Idempotency-Key) so the receiving side can drop the repeat.
  await markSent(db, id, providerMessageId);
  return 'sent';
}

async function toOutgoing(db: Db, row: OutboxMessageRow): Promise<OutgoingMessage> {
  const attachments: OutgoingMessage['attachments'] = [];
  if (row.attachment_order_id) {
    const pdf = await renderOrderTicketsPdf(db, row.organization_id, row.attachment_order_id).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) {
          throw new PermanentDeliveryError('the order has no valid tickets left');
        }
        throw error;
      },
    );
    attachments.push({ filename: 'tickets.pdf', content: pdf, contentType: 'application/pdf' });
  }
  return {
    id: row.id,
    organizationId: row.organization_id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    bodyText: row.body_text ?? '',
    bodyHtml: row.body_html,
    attachments,
    createdAt: row.created_at,
  };
}
