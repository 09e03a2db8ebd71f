import { z } from 'zod';
import { text } from './fields';
import { ZOrderStatus } from './checkout';

/**
 * How an order was sold: `test` is an order paid on the built-in test payment page (issue 28 §1), listed and
 * scannable but no money: never in gross, fee or net.
 */
export const SALES_CHANNELS = ['online', 'cash', 'free', 'test'] as const;
/** The channels that take money (or give tickets away), each a row of a date's sales. */
export const MONEY_CHANNELS = ['online', 'cash', 'free'] as const;
export const ZSalesChannel = z.enum(SALES_CHANNELS);
export type TSalesChannel = z.infer<typeof ZSalesChannel>;

/** The FAQ's fee: 0.99 % ex VAT of each ticket paid online, rounded to the nearest penny per ticket. */
export const ONLINE_FEE_RATE = 0.0099;

/** The fee on one ticket paid online at `pricePence` (after discount); cash and free tickets carry none. */
export function onlineTicketFee(pricePence: number): number {
  return Math.round(pricePence * ONLINE_FEE_RATE);
}

/**
 * GET /api/client/event/{eventId}/sales: per money channel (pence) and tickets sold per London day; the test
 * payment page's orders apart (`testPayments`: their valid tickets and what they would have sold for), in none of
 * those figures.
 */
export const ZEventSales = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(MONEY_CHANNELS),
      tickets: z.number(),
      gross: z.number(),
      fee: z.number(),
      net: z.number(),
    }),
  ),
  perDay: z.array(z.object({ date: z.string(), tickets: z.number() })),
  testPayments: z.object({ tickets: z.number(), value: z.number() }),
  /** Orders of the date whose payment the customer's bank disputes (issue 28 §2). */
  disputedOrders: z.number(),
});
export type TEventSales = z.infer<typeof ZEventSales>;

export const ZOrdersQuery = z.object({ search: text(200).trim().optional().default('') });

/** One order as the organiser's orders list shows it. */
export const ZOrganiserOrder = z.object({
  orderReference: z.string(),
  channel: ZSalesChannel,
  status: ZOrderStatus,
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  tickets: z.number(),
  total: z.number(),
  discount: z.number(),
  createdAt: z.string(),
  /** Paid online and not refunded yet, paid or cancelled since: Refund is offered (issue 28 §2). */
  isRefundable: z.boolean(),
  /** The customer's bank disputed the payment. */
  isDisputed: z.boolean(),
  /** What went wrong with the order's money, for the organiser to act on; null when nothing did. */
  paymentProblem: z.string().nullable(),
});
export type TOrganiserOrder = z.infer<typeof ZOrganiserOrder>;

/** GET /api/client/event/{eventId}/orders?search= */
export const ZOrdersList = z.object({ orders: z.array(ZOrganiserOrder) });
export type TOrdersList = z.infer<typeof ZOrdersList>;

/** USH- and 10 characters of Crockford's base 32, or the 8 hex digits of orders made before them. */
export const ZOrderReferenceParams = z.object({
  orderReference: z.string().regex(/^USH-([0-9A-F]{8}|[0-9A-HJKMNP-TV-Z]{10})$/),
});

/**
 * GET /api/client/payments: how this organiser takes card payments: Stripe, the built-in test payment page (no
 * money moves), or none configured (paid ticket types sell at the door only).
 */
export const ZPaymentsStatus = z.object({
  provider: z.enum(['stripe', 'test', 'none']),
  connected: z.boolean(),
  chargesEnabled: z.boolean(),
});
export type TPaymentsStatus = z.infer<typeof ZPaymentsStatus>;

/** POST /api/client/payments/stripe/connect: where the organiser goes to connect its Stripe account. */
export const ZStripeConnectResponse = z.object({ url: z.string() });
