import type { Db } from '../../db/database';
import { cancelPendingSendRows, insertSendRows } from './outbox.repository';

/**
 * An organiser's send hands its recipients to delivery in the send's own transaction: one outbox row each,
 * holding no text (the send's composer writes it at delivery), held back until `notBefore`.
 */
export function queueSendMessages(
  trx: Db,
  send: { id: string; organizationId: string; channel: 'email' | 'sms'; notBefore: Date | null },
  recipients: string[],
): Promise<void> {
  return insertSendRows(trx, send, recipients);
}

/** A cancelled send's rows that no worker has claimed yet; claimed ones go out (see outbox.repository.ts). */
export function cancelSendMessages(trx: Db, sendId: string): Promise<void> {
  return cancelPendingSendRows(trx, sendId);
}
