import { z } from 'zod';

/** POST /api/payments/stripe/webhook: what Usher answers Stripe once an event is taken (acted on or not). */
export const ZWebhookReceived = z.object({ received: z.literal(true) });
export type TWebhookReceived = z.infer<typeof ZWebhookReceived>;
