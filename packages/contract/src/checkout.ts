import { z } from 'zod';
import { text } from './fields';
import { MESSAGES } from './messages';
import { ZFreeOrderRequest } from './orders';

/**
 * Body of POST /api/public/holds/{holdId}/checkout (issue 16 §4): the free order's receiver fields, with the
 * phone optional online and the email always required (the tickets go there), and an optional promo code.
 * The receiver rules themselves are `checkReceiver` with `isEmailRequired: true` and `isPhoneOptional: true`.
 * A code that cannot be used answers one message, whatever the reason, as the public promo check does.
 */
export const ZCheckoutRequest = ZFreeOrderRequest.omit({ items: true, phoneNumber: true }).extend({
  phoneNumber: text(40).trim().nullish(),
  promoCode: text(100, { error: MESSAGES.promoNotValidHere })
    .trim()
    .nullish()
    .transform((code) => code || null),
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

/** An order created from a hold: `total` in pence after discounts; `paymentUrl` null when nothing is to pay. */
export const ZCheckoutResponse = z.object({
  orderId: z.string(),
  orderReference: z.string(),
  total: z.number(),
  paymentUrl: z.string().nullable(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** `refund_pending`: the provider is being asked to refund it (issue 28 §2); its tickets stay valid meanwhile. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'cancelled',
  'refund_pending',
  'refunded',
  'expired',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** An order's unguessable id, as in `/order/{orderId}`; anything else is not found. */
export const ZOrderIdParams = z.object({ orderId: z.uuid() });

/**
 * GET /api/public/orders/{orderId}: the confirmation page. `tickets` stays empty until the order is paid;
 * `qrLink` is the ticket's check-in code for the QR image, `pdfUrl` its PDF.
 */
export const ZPublicOrder = z.object({
  orderId: z.string(),
  orderReference: z.string(),
  status: ZOrderStatus,
  total: z.number(),
  discount: z.number(),
  email: z.string().nullable(),
  activityName: z.string(),
  eventId: z.string(),
  eventStartAt: z.string(),
  tickets: z.array(
    z.object({
      externalId: z.string(),
      ticketVariantName: z.string(),
      price: z.number(),
      discountedPrice: z.number(),
      qrLink: z.string().optional(),
      pdfUrl: z.string(),
    }),
  ),
});
export type TPublicOrder = z.infer<typeof ZPublicOrder>;
