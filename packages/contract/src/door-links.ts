import { z } from 'zod';
import { requiredText, text } from './fields';
import { MESSAGES } from './messages';

/** A door link's name, as the organiser and the log show it ("Main gate", "VIP desk"). */
export const DOOR_LINK_NAME_MAX = 80;
/** The ticket types one link may admit: more than any date has. */
export const DOOR_LINK_MAX_TICKET_TYPES = 200;
/** How many of the token's last characters the list shows (`tokenHint`). */
export const DOOR_LINK_TOKEN_HINT_LENGTH = 4;

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

export const ZDoorLinkIdParams = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });

/**
 * Body of `POST /api/client/event/{eventId}/door-links` (issue 30 §1). `ticketVariantIds` empty: every ticket type
 * of the date; a ticket type of another date is a bad field. `pin` 4 to 8 digits, stored hashed, never returned.
 * `validUntil` must be in the future and after `validFrom`, else 400 on `validUntil`.
 */
export const ZCreateDoorLinkRequest = z
  .object({
    name: requiredText(MESSAGES.doorLinkNameRequired, DOOR_LINK_NAME_MAX),
    ticketVariantIds: z
      .array(z.uuid({ error: MESSAGES.doorLinkTicketTypeNotOfDate }), {
        error: MESSAGES.doorLinkTicketTypeNotOfDate,
      })
      .max(DOOR_LINK_MAX_TICKET_TYPES, { error: MESSAGES.doorLinkTicketTypeNotOfDate })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    pin: text(8, { error: MESSAGES.doorPinDigits })
      .regex(/^\d{4,8}$/, { error: MESSAGES.doorPinDigits })
      .nullish(),
    validFrom: instant(MESSAGES.doorValidFromInvalid).nullish(),
    validUntil: instant(MESSAGES.doorValidUntilInvalid).nullish(),
  })
  .superRefine((link, context) => {
    if (!link.validUntil) return;
    const until = Date.parse(link.validUntil);
    const isAfterFrom = !link.validFrom || until > Date.parse(link.validFrom);
    if (until <= Date.now() || !isAfterFrom) {
      context.addIssue({ code: 'custom', path: ['validUntil'], message: MESSAGES.doorValidUntilInvalid });
    }
  });
export type TCreateDoorLinkRequest = z.input<typeof ZCreateDoorLinkRequest>;

/** A door link as the organiser's list shows it: never its token, only the token's last four characters. */
export const ZDoorLink = z.object({
  id: z.string(),
  name: z.string(),
  tokenHint: z.string(),
  /** Empty: every ticket type of the date. */
  ticketVariantIds: z.array(z.string()),
  hasPin: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Guests checked in through this link now: an undo lowers it. */
  checkedInCount: z.number(),
  lastUsedAt: z.string().nullable(),
});
export type TDoorLink = z.infer<typeof ZDoorLink>;

/** The answer of the create: the only time the link's `url` (`$PUBLIC_URL/door/{token}`) is ever shown. */
export const ZCreatedDoorLink = ZDoorLink.extend({ url: z.string() });
export type TCreatedDoorLink = z.infer<typeof ZCreatedDoorLink>;

export const ZDoorLinkListResponse = z.object({ doorLinks: z.array(ZDoorLink) });
export type TDoorLinkListResponse = z.infer<typeof ZDoorLinkListResponse>;
