import { eventKeys } from '../../events/api/event-keys';

export const orderKeys = {
  all: ['orders'] as const,
  qrSvg: (value: string) => [...orderKeys.all, 'qr-svg', value] as const,
  /** A date's sales and orders sit under the date's key: whatever refreshes the date refreshes them too. */
  ofEvent: (eventId: string) => [...eventKeys.detail(eventId), 'orders'] as const,
  sales: (eventId: string) => [...orderKeys.ofEvent(eventId), 'sales'] as const,
  eventOrders: (eventId: string, search: string) =>
    [...orderKeys.ofEvent(eventId), 'orders', search] as const,
  publicOrder: (orderId: string) => [...orderKeys.all, 'public-order', orderId] as const,
};
