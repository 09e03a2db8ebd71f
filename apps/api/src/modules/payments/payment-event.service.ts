import type { Db } from '../../db/database';
import type { PaymentEvent, PaymentProviderName } from './payment-provider';
import { hasPaymentEvent, insertPaymentEvent } from './payment-event.repository';

/** Whether a webhook event was already acted on: a second delivery of it changes nothing. */
export function isPaymentEventSeen(db: Db, provider: PaymentProviderName, eventId: string) {
  return hasPaymentEvent(db, provider, eventId);
}

/**
 * Records an event once it was acted on (never before: an action that failed must be tried again when the
 * provider retries). Two deliveries acting at once both get here; the order's own state made the second a no-op.
 */
export function recordPaymentEvent(db: Db, provider: PaymentProviderName, event: PaymentEvent) {
  return insertPaymentEvent(db, { provider, eventId: event.eventId, type: event.kind });
}
