import { z } from 'zod';
import { CUSTOM_FIELD_KEYS, customFieldShape } from './custom-fields';
import { ZAddress } from './fields';

export const ZPublicTicketVariant = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  maxTicketCount: z.number().nullable(),
  isAffectEventTicketCount: z.boolean(),
  orderCount: z.number(),
  reservedCount: z.number(),
  /** What a customer may still take of this type (§4, `ticketsToBuy`), at most one order's maximum. */
  toBuy: z.number(),
  /**
   * Issue 31 §2: the activity's waiting list is on, the date has not started, and a customer can take none of
   * this type because its places are taken (sold, held, or promised to people already waiting).
   */
  isWaitlistOpen: z.boolean(),
});

/** What both public pages show of the activity and its organiser. */
export const ZPublicDetails = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  isOnline: z.boolean(),
  address: ZAddress.nullable(),
  organizationName: z.string(),
  organizationGuid: z.string(),
  /** The youngest age admitted, shown as '18+'; null when the activity sets none. */
  minAge: z.number().nullable(),
});
export type TPublicDetails = z.infer<typeof ZPublicDetails>;

/** GET /api/public/event/{eventId}: the §3 public event page data, plus the §4 flags worked out by the server. */
export const ZPublicEvent = ZPublicDetails.extend({
  activityId: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  doorsOpenAt: z.string().nullable(),
  maxTicketCount: z.number().nullable(),
  ticketVariants: z.array(ZPublicTicketVariant),
  isEmailRequired: z.boolean(),
  isFullNameRequired: z.boolean(),
  isAddressRequired: z.boolean(),
  ...customFieldShape(CUSTOM_FIELD_KEYS, z.string().nullable()),
  isOver: z.boolean(),
  isSoldOut: z.boolean(),
  /** False while the organiser can not take card payments online (Stripe Connect not set up): free types only. */
  isPaidSaleAvailable: z.boolean(),
});
export type TPublicEvent = z.infer<typeof ZPublicEvent>;

/** GET /api/public/activity/{id}: an activity's public page with its upcoming dates. */
export const ZPublicActivity = ZPublicDetails.extend({
  events: z.array(
    z.object({
      id: z.string(),
      startAt: z.string(),
      endAt: z.string().nullable(),
      isSoldOut: z.boolean(),
      /** The cheapest and dearest ticket type of the date, in pence; null while it has none. */
      priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
    }),
  ),
});
export type TPublicActivity = z.infer<typeof ZPublicActivity>;
