import { z } from 'zod';
import { MESSAGES } from './messages';
import { ZFreeOrderRequest } from './orders';

/**
 * Body of POST /api/public/event/{eventId}/holds (issue 16 §1): the tickets a customer chose, under the free
 * order's item rules (each ticket type once, at least one ticket, at most MAX_TICKETS_PER_ORDER in all).
 */
export const ZHoldRequest = ZFreeOrderRequest.pick({ items: true });
export type THoldRequest = z.input<typeof ZHoldRequest>;

/** A hold placed: its places are reserved until `expiresAt`. */
export const ZHold = z.object({
  id: z.string(),
  expiresAt: z.string(),
  items: z.array(z.object({ identity: z.string(), quantity: z.number() })),
});
export type THold = z.infer<typeof ZHold>;

export const ZHoldIdParams = z.object({ holdId: z.uuid({ error: MESSAGES.notFound }) });
