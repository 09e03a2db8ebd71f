import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { PaymentProvider } from '../payments/payment-provider';
import { AppError } from '../../errors';
import { orderCalendarEvent } from './order-calendar';
import { renderTicketsPdf, requireOrderToAttach } from './ticket.pdf';
import { smsSenderId } from './sms.sender';
import {
  PermanentDeliveryError,
  type ComposedMessage,
  type OutgoingMessage,
  type SendComposer,
  type Transports,
} from './message.transport';
import { claimOutboxMessage, markSent, recordFailure, type OutboxMessageRow } from './outbox.repository';

/** `config.publicUrl` is read at each send: a test app learns its port only once it listens. */
export type DeliveryDeps = {
  db: Db;
  transports: Transports;
  config: Pick<AppConfig, 'publicUrl'>;
  composeSend: SendComposer;
  /** Where a 'payment' row goes: the provider asked to close a payment nobody may make any more. */
  payments: Pick<PaymentProvider, 'expirePayment'>;
};
export type DeliveryOutcome = 'sent' | 'skipped' | 'failed';

/**
 * Claims one outbox message and sends it, then marks it sent with the provider's id (a 'payment' row: once the
 * payment provider confirmed the payment is closed). A message already sent,
 * given up on or cancelled is not claimed, so a repeated job or a cancelled send sends nothing.
 * Transient errors are thrown for the queue to retry; permanent ones and the last attempt mark it failed.
 */
export async function deliverOutboxMessage(
  deps: DeliveryDeps,
  id: string,
  { isLastAttempt }: { isLastAttempt: boolean },
): Promise<DeliveryOutcome> {
  const { db, transports } = deps;
  const row = await claimOutboxMessage(db, id);
  if (!row) return 'skipped';
  let providerMessageId: string;
  try {
    providerMessageId = await handOver(deps, transports, row);
  } catch (error) {
    const isPermanent = error instanceof PermanentDeliveryError;
    await recordFailure(db, id, (error as Error).message, isPermanent || isLastAttempt);
    if (isPermanent) return 'failed';
    throw error;
  }
  // The provider has it: nothing else runs before this one-row update. A crash before it commits, or a send
  // whose answer was lost after the provider had taken it, is the window in which a retry repeats a message;
  // the outbox id travels with it (Message-ID, Idempotency-Key) so the receiving side can drop the repeat.
  await markSent(db, id, providerMessageId);
  return 'sent';
}

/** Gives a row to its provider: a message to its transport, a payment to close to the payment provider. */
async function handOver(deps: DeliveryDeps, transports: Transports, row: OutboxMessageRow): Promise<string> {
  if (row.channel === 'payment') {
    await deps.payments.expirePayment({ sessionId: row.recipient, accountId: row.payment_account_id });
    return row.recipient;
  }
  return transports[row.channel].send(await toOutgoing(deps, row, row.channel));
}

/** What a row says: its own text (ticket delivery), or its send's text composed for this recipient. */
async function composeRow(deps: DeliveryDeps, row: OutboxMessageRow): Promise<ComposedMessage> {
  if (!row.send_id) {
    return { subject: row.subject, bodyText: row.body_text ?? '', bodyHtml: row.body_html };
  }
  return deps.composeSend(deps.db, { outboxId: row.id, sendId: row.send_id }, deps.config.publicUrl);
}

async function toOutgoing(
  deps: DeliveryDeps,
  row: OutboxMessageRow,
  channel: OutgoingMessage['channel'],
): Promise<OutgoingMessage> {
  const { db } = deps;
  const attachments: OutgoingMessage['attachments'] = [];
  if (row.attachment_order_id) {
    const order = await requireOrderToAttach(db, row.organization_id, row.attachment_order_id).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) {
          throw new PermanentDeliveryError('the order has no valid tickets left');
        }
        throw error;
      },
    );
    const pdf = await renderTicketsPdf(order, `Tickets ${order.reference}`);
    attachments.push(
      { filename: 'tickets.pdf', content: pdf, contentType: 'application/pdf' },
      {
        filename: 'event.ics',
        content: Buffer.from(orderCalendarEvent(order, deps.config.publicUrl)),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    );
  }
  const replyTo = channel === 'email' ? (row.sender_email ?? undefined) : undefined;
  const senderId = channel === 'sms' ? smsSenderId(row.sender_name, row.recipient) : undefined;
  return {
    id: row.id,
    organizationId: row.organization_id,
    channel,
    recipient: row.recipient,
    ...(await composeRow(deps, row)),
    attachments,
    ...(replyTo ? { replyTo } : {}),
    ...(senderId ? { senderId } : {}),
    createdAt: row.created_at,
  };
}
