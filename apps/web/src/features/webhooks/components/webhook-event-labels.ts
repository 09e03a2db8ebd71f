import type { TWebhookEventType } from '@usher/contract/webhooks';

/** What each event means to an organiser, beside its name in the payload. */
export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType, string> = {
  'order.paid': 'An order is paid (online, cash or free)',
  'order.cancelled': 'An order is cancelled',
  'order.refunded': 'An order is refunded',
  'ticket.checked_in': 'A ticket is checked in',
  'ticket.check_in_undone': 'A check-in is undone',
  'event.updated': 'A date is changed',
};
