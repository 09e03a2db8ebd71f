import { z } from 'zod';
import { addFieldIssues, firstMessagePerField } from './form-issues';
import { ZCreateDoorLinkRequest, type TCreateDoorLinkRequest } from './door-links';
import { londonWallClockToUtc } from './london-time';

/** The door link form as a person fills it (issue 30 §1): the PIN as typed, London wall-clock picker values. */
export const ZDoorLinkFormValues = z.object({
  name: z.string(),
  /** None chosen: every ticket type of the date. */
  ticketVariantIds: z.array(z.string()),
  pin: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, London time, as the picker gives it. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type TDoorLinkFormValues = z.infer<typeof ZDoorLinkFormValues>;

const DOOR_LINK_FORM_FIELDS = ['name', 'ticketVariantIds', 'pin', 'validFrom', 'validUntil'] as const;

export const EMPTY_DOOR_LINK_FORM: TDoorLinkFormValues = {
  name: '',
  ticketVariantIds: [],
  pin: '',
  validFrom: null,
  validUntil: null,
};

/** An unreadable picker value becomes '' so the request's own check names its field. */
const toInstant = (wallClock: string | null) => (wallClock ? (londonWallClockToUtc(wallClock) ?? '') : null);

/** The request body: no PIN when none is typed, London time to UTC. */
export function toCreateDoorLinkRequest(values: TDoorLinkFormValues): TCreateDoorLinkRequest {
  return {
    name: values.name,
    ticketVariantIds: values.ticketVariantIds,
    pin: values.pin === '' ? null : values.pin,
    validFrom: toInstant(values.validFrom),
    validUntil: toInstant(values.validUntil),
  };
}

/** The form's schema: the request's own rules, each message under its field; parses into the body. */
export const doorLinkFormSchema = ZDoorLinkFormValues.transform((values, ctx): TCreateDoorLinkRequest => {
  const request = toCreateDoorLinkRequest(values);
  addFieldIssues(ctx, firstMessagePerField(ZCreateDoorLinkRequest.safeParse(request), DOOR_LINK_FORM_FIELDS));
  return request;
});
