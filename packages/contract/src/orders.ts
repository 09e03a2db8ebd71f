import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { CUSTOM_FIELD_KEYS, customFieldShape } from './custom-fields';
import { isEmail, text } from './fields';
import { MESSAGES } from './messages';

/** Phone of a free-ticket receiver (§5): international, GB by default, a possible number; answered in E.164. */
export function normalisePhone(input: string): string | null {
  const text = input.trim();
  // Parsed once (as `isPossiblePhoneNumber` parses: the whole text is the number): a rush of orders parsed each
  // phone four times, 6 % of the server's main thread.
  const parsed = text
    ? parsePhoneNumberFromString(text, { defaultCountry: 'GB', extract: false })
    : undefined;
  return parsed?.isPossible() ? parsed.number : null;
}

const optionalAddress = z
  .object({
    country: text(100),
    city: text(100),
    line1: text(200),
    line2: text(200).nullish(),
    postCode: text(20),
  })
  .nullable()
  .default(null);

import { MAX_TICKETS_PER_ORDER } from './order-limits';

export { MAX_TICKETS_PER_ORDER };
/** At most this many lines (ticket types) in one order; each ticket type appears once. */
export const MAX_ORDER_LINES = 50;

/**
 * Body of POST /api/client/order/free (§3): the receiver and the tickets chosen per ticket type. Each ticket
 * type appears in one line only (a repeated one is refused, never added up), with at most
 * MAX_TICKETS_PER_ORDER tickets in all.
 */
export const ZFreeOrderRequest = z.object({
  phoneNumber: text(40, { error: MESSAGES.phoneRequired }),
  address: optionalAddress,
  fullName: text(200).trim().nullish(),
  email: text(254).trim().nullish(),
  ...customFieldShape(CUSTOM_FIELD_KEYS, text(500).trim().nullish()),
  /** A promo code for the cash price (issue 10); blank is none. */
  promoCode: text(100, { error: MESSAGES.promoUnknown })
    .trim()
    .nullish()
    .transform((code) => code || null),
  items: z
    .array(
      z.object({
        identity: z.uuid({ error: MESSAGES.chooseTickets }),
        quantity: z
          .number({ error: MESSAGES.chooseTickets })
          .int({ error: MESSAGES.chooseTickets })
          .min(0, { error: MESSAGES.chooseTickets })
          .max(MAX_TICKETS_PER_ORDER, { error: MESSAGES.tooManyTickets(MAX_TICKETS_PER_ORDER) }),
      }),
      { error: MESSAGES.chooseTickets },
    )
    .max(MAX_ORDER_LINES, { error: MESSAGES.chooseTickets })
    .refine((items) => items.some((item) => item.quantity > 0), { error: MESSAGES.chooseTickets })
    .refine((items) => new Set(items.map((item) => item.identity)).size === items.length, {
      error: MESSAGES.repeatedTicketType,
    })
    .refine((items) => items.reduce((sum, item) => sum + item.quantity, 0) <= MAX_TICKETS_PER_ORDER, {
      error: MESSAGES.tooManyTickets(MAX_TICKETS_PER_ORDER),
    }),
});
export type TFreeOrderRequest = z.input<typeof ZFreeOrderRequest>;

/** What the activity demands of a receiver (§5 Free or cash tickets). */
export type ReceiverDemands = {
  /** Online the phone may be left out (the tickets go by email); when given it must still be a phone. */
  isPhoneOptional?: boolean;
  isEmailRequired: boolean;
  isFullNameRequired: boolean;
  isAddressRequired: boolean;
  customFieldLabels: (string | null)[];
};

/** The receiver's fields of an order form: a free order's, or a checkout's (where the phone may be absent). */
export type ReceiverFields = Omit<TFreeOrderRequest, 'items' | 'phoneNumber'> & {
  phoneNumber?: string | null;
};

/** Field messages for a receiver form against the activity's demands; empty when it may be issued. */
export function checkReceiver(order: ReceiverFields, demands: ReceiverDemands): Record<string, string> {
  const errors: Record<string, string> = {};
  const phone = order.phoneNumber?.trim();
  if (!phone) {
    if (!demands.isPhoneOptional) errors.phoneNumber = MESSAGES.phoneRequired;
  } else if (!normalisePhone(phone)) errors.phoneNumber = MESSAGES.incorrectPhone;
  const email = order.email?.trim();
  if (demands.isEmailRequired && !email) errors.email = MESSAGES.emailRequired;
  else if (email && !isEmail(email)) errors.email = MESSAGES.incorrectEmail;
  if (demands.isFullNameRequired && !order.fullName?.trim()) errors.fullName = MESSAGES.fullNameRequired;
  if (demands.isAddressRequired) {
    const address = order.address;
    const required = [
      ['country', MESSAGES.countryRequired],
      ['city', MESSAGES.cityRequired],
      ['line1', MESSAGES.line1Required],
      ['postCode', MESSAGES.postCodeRequired],
    ] as const;
    for (const [field, message] of required) {
      if (!address?.[field]?.trim()) errors[`address.${field}`] = message;
    }
  }
  demands.customFieldLabels.forEach((label, index) => {
    const key = CUSTOM_FIELD_KEYS[index]!;
    if (label && !order[key]?.trim()) errors[key] = MESSAGES.fieldRequired(label);
  });
  return errors;
}

export const ZFreeOrderResponse = z.object({
  orderReference: z.string(),
  phoneNumber: z.string(),
  tickets: z.array(z.object({ ticketExternalId: z.string(), ticketUrl: z.string() })),
  /** The promo code the order was priced with, the pence to collect, and the pence the code took off. */
  appliedPromo: z.string().nullable(),
  total: z.number(),
  totalDiscount: z.number(),
});
export type TFreeOrderResponse = z.infer<typeof ZFreeOrderResponse>;

/** A ticket's unguessable external id, as it appears in `/t/{externalId}`; anything else is not found. */
export const ZPublicTicketParams = z.object({
  externalId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: MESSAGES.notFound }),
});

/**
 * GET /api/public/ticket/{externalId}: what a guest's ticket page shows, for this one ticket only.
 * `qrCode` is the ticket's check-in code, which a scan sends to POST /api/client/check-in/{eventId}/check-in/{code}.
 */
export const ZPublicTicket = z.object({
  activityName: z.string(),
  imageUrl: z.string().nullable(),
  organizationName: z.string(),
  eventStartAt: z.string(),
  eventEndAt: z.string().nullable(),
  doorsOpenAt: z.string().nullable(),
  isOver: z.boolean(),
  isOnline: z.boolean(),
  /** One line for the venue: the address, 'Online event', or null when neither is known. */
  venue: z.string().nullable(),
  guestName: z.string().nullable(),
  ticketVariantName: z.string(),
  ticketIndex: z.number().int(),
  /** How many tickets the order holds, as in 'Ticket 1 of 3' (the guest list's groupIndex). */
  groupIndex: z.number().int(),
  orderReference: z.string(),
  /** The promo code the ticket was bought with, as the guest list shows it. */
  appliedPromo: z.string().nullable(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  qrCode: z.string(),
  pdfUrl: z.string(),
});
export type TPublicTicket = z.infer<typeof ZPublicTicket>;
