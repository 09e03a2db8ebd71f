import { z } from 'zod';
import { MESSAGES } from './messages';

/** The events an organiser's webhook may take (issue 29 §2). */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'order.cancelled',
  'order.refunded',
  'ticket.checked_in',
  'ticket.check_in_undone',
  'event.updated',
] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/** A URL longer than this is refused: no receiver needs more, and it is stored and shown. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** Body of POST /api/client/webhooks. Where the URL may point is checked by the API (it resolves the name). */
export const ZCreateWebhookRequest = z.object({
  url: z
    .string({ error: MESSAGES.webhookUrlRequired })
    .trim()
    .min(1, { error: MESSAGES.webhookUrlRequired })
    .max(MAX_WEBHOOK_URL_LENGTH, { error: MESSAGES.urlTooLong })
    .pipe(z.url({ error: MESSAGES.webhookUrlRequired })),
  events: z
    .array(ZWebhookEventType, { error: MESSAGES.webhookEventsRequired })
    .min(1, { error: MESSAGES.webhookEventsRequired })
    .max(WEBHOOK_EVENT_TYPES.length, { error: MESSAGES.webhookEventsRequired })
    .transform((events) => [...new Set(events)]),
});
export type TCreateWebhookRequest = z.input<typeof ZCreateWebhookRequest>;

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** 201 of POST /api/client/webhooks: the only answer that carries the secret (`whsec_` + base64 of 32 bytes). */
export const ZCreatedWebhook = ZWebhook.extend({ secret: z.string() });
export type TCreatedWebhook = z.infer<typeof ZCreatedWebhook>;

export const ZWebhookList = z.object({ webhooks: z.array(ZWebhook) });
export type TWebhookList = z.infer<typeof ZWebhookList>;

/** GET /api/client/webhooks/{id}/deliveries?after= — `after` the `nextCursor` of the page before. */
export const ZWebhookDeliveriesQuery = z.object({
  after: z.uuid({ error: MESSAGES.invalidRequest }).optional(),
});

export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The event's id: the `webhook-id` header, the same on every attempt. */
  eventId: z.string(),
  type: ZWebhookEventType,
  attempt: z.number(),
  status: z.enum(['delivered', 'failed']),
  responseStatus: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** When the event is tried again after this failed attempt; null when it is not. */
  nextAttemptAt: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z.object({
  deliveries: z.array(ZWebhookDelivery),
  nextCursor: z.string().nullable(),
});
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

export const ZWebhookParams = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
export const ZWebhookDeliveryParams = ZWebhookParams.extend({
  deliveryId: z.uuid({ error: MESSAGES.notFound }),
});

/** `data` of `ticket.checked_in` and `ticket.check_in_undone`. */
export const ZWebhookTicket = z.object({
  ticketId: z.string(),
  ticketNumber: z.number(),
  eventId: z.string(),
  orderReference: z.string(),
  guestName: z.string().nullable(),
  ticketVariantName: z.string(),
  checkedInAt: z.string().nullable(),
});
export type TWebhookTicket = z.infer<typeof ZWebhookTicket>;

/** `data` of `event.updated`: the date as it is now. */
export const ZWebhookDate = z.object({
  eventId: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  doorsOpenAt: z.string().nullable(),
  capacity: z.number().nullable(),
});
export type TWebhookDate = z.infer<typeof ZWebhookDate>;
