import { z } from 'zod';
import { text } from './fields';
import { normaliseEmail } from './fields';
import { MESSAGES } from './messages';
import { MAX_TICKETS_PER_ORDER } from './order-limits';
import { normalisePhone } from './orders';

/** How long an offered place is kept for the person offered, in minutes: 1 to a week (issue 31 §1). */
export const MIN_OFFER_MINUTES = 1;
export const MAX_OFFER_MINUTES = 10_080;
export const DEFAULT_OFFER_MINUTES = 1440;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'purchased', 'expired', 'left', 'removed'] as const;
export const ZWaitlistStatus = z.enum(WAITLIST_STATUSES);
export type TWaitlistStatus = z.infer<typeof ZWaitlistStatus>;

/** Body and answer of GET/POST /api/client/activity/{activityId}/waitlist-settings. */
export const ZWaitlistSettings = z.object({
  isEnabled: z.boolean({ error: MESSAGES.waitlistEnabledRequired }),
  offerMinutes: z
    .number({ error: MESSAGES.offerMinutes })
    .int({ error: MESSAGES.offerMinutes })
    .min(MIN_OFFER_MINUTES, { error: MESSAGES.offerMinutes })
    .max(MAX_OFFER_MINUTES, { error: MESSAGES.offerMinutes }),
});
export type TWaitlistSettings = z.infer<typeof ZWaitlistSettings>;

export const ZActivityIdParams = z.object({ activityId: z.uuid({ error: MESSAGES.notFound }) });
export const ZEventIdParams = z.object({ eventId: z.uuid({ error: MESSAGES.notFound }) });
/** The entry's only key on the public side: a random uuid (v4), unguessable. */
export const ZEntryIdParams = z.object({ entryId: z.uuid({ error: MESSAGES.notFound }) });

/** Body of POST /api/public/event/{eventId}/waitlist (issue 31 §2). */
export const ZWaitlistJoinRequest = z.object({
  ticketVariantId: z.uuid({ error: MESSAGES.chooseTickets }),
  quantity: z
    .number({ error: MESSAGES.waitlistQuantity(MAX_TICKETS_PER_ORDER) })
    .int({ error: MESSAGES.waitlistQuantity(MAX_TICKETS_PER_ORDER) })
    .min(1, { error: MESSAGES.waitlistQuantity(MAX_TICKETS_PER_ORDER) })
    .max(MAX_TICKETS_PER_ORDER, { error: MESSAGES.waitlistQuantity(MAX_TICKETS_PER_ORDER) }),
  fullName: text(200, { error: MESSAGES.fullNameRequired })
    .trim()
    .min(1, { error: MESSAGES.fullNameRequired }),
  email: text(254, { error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .refine((value) => normaliseEmail(value) !== null, { error: MESSAGES.incorrectEmail })
    .transform((value) => normaliseEmail(value) ?? value),
  /** Optional: offers also go by SMS then. Any possible number (GB by default), answered in E.164. */
  phoneNumber: text(40, { error: MESSAGES.incorrectPhone })
    .trim()
    .nullish()
    .refine((value) => !value || normalisePhone(value) !== null, { error: MESSAGES.incorrectPhone })
    .transform((value) => (value ? normalisePhone(value) : null)),
});
export type TWaitlistJoinRequest = z.input<typeof ZWaitlistJoinRequest>;

/** 201 of the join: `position` 1 = next to be offered. */
export const ZWaitlistJoinResponse = z.object({ entryId: z.string(), position: z.number().int() });
export type TWaitlistJoinResponse = z.infer<typeof ZWaitlistJoinResponse>;

/** An offer: a hold of the entry's quantity, checked out at `/checkout/{holdId}` until `expiresAt`. */
export const ZWaitlistOffer = z.object({ holdId: z.string(), expiresAt: z.string() });
export type TWaitlistOffer = z.infer<typeof ZWaitlistOffer>;

/** GET /api/public/waitlist/{entryId}, and the answer of POST …/leave. */
export const ZPublicWaitlistEntry = z.object({
  entryId: z.string(),
  status: ZWaitlistStatus,
  /** Place among those still waiting for that ticket type (1 = next); null when not waiting. */
  position: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Beyond the fields: the checkout screen keeps an offer's hold as `{ identity, quantity }` lines. */
  ticketVariantId: z.string(),
  ticketVariantName: z.string(),
  activityName: z.string(),
  eventId: z.string(),
  eventStartAt: z.string(),
  offer: ZWaitlistOffer.nullable(),
});
export type TPublicWaitlistEntry = z.infer<typeof ZPublicWaitlistEntry>;

/** One entry on the organiser's list (issue 31 §4). */
export const ZWaitlistEntry = z.object({
  entryId: z.string(),
  /** Place among those still waiting for its ticket type; null when not waiting. */
  position: z.number().int().nullable(),
  status: ZWaitlistStatus,
  ticketVariantId: z.string(),
  ticketVariantName: z.string(),
  quantity: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const ZWaitlistCounts = z.object({
  waiting: z.number().int(),
  offered: z.number().int(),
  purchased: z.number().int(),
  expired: z.number().int(),
  left: z.number().int(),
  removed: z.number().int(),
});
export type TWaitlistCounts = z.infer<typeof ZWaitlistCounts>;

/** GET /api/client/event/{eventId}/waitlist: counts, and the entries in joining order. */
export const ZWaitlistResponse = z.object({ counts: ZWaitlistCounts, entries: z.array(ZWaitlistEntry) });
export type TWaitlistResponse = z.infer<typeof ZWaitlistResponse>;

/** POST /api/client/waitlist/{entryId}/remove: the entry, status `removed`. */
export const ZWaitlistRemoveResponse = ZWaitlistEntry;
export type TWaitlistRemoveResponse = z.infer<typeof ZWaitlistRemoveResponse>;
