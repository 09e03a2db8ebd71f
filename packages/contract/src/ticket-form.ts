import { z } from 'zod';
import { addFieldIssues, firstMessagePerField } from './form-issues';
import { MESSAGES } from './messages';
import {
  ZTicketVariantRequest,
  penceToPounds,
  poundsToPence,
  type TTicketVariant,
  type TTicketVariantRequest,
} from './ticket-variants';

/** The ticket type form as a person fills it: the price in pounds and the availability as typed. */
export const ZTicketFormValues = z.object({
  name: z.string(),
  description: z.string(),
  price: z.string(),
  maxTicketCount: z.string(),
  isAffectEventTicketCount: z.boolean(),
});
export type TTicketFormValues = z.infer<typeof ZTicketFormValues>;
export type TTicketFormField = keyof TTicketFormValues;
export const TICKET_FORM_FIELDS = Object.keys(ZTicketFormValues.shape) as TTicketFormField[];

export function toTicketFormValues(
  variant?: Pick<
    TTicketVariant,
    'name' | 'description' | 'price' | 'maxTicketCount' | 'isAffectEventTicketCount'
  >,
): TTicketFormValues {
  return {
    name: variant?.name ?? '',
    description: variant?.description ?? '',
    price: variant ? penceToPounds(variant.price) : '',
    maxTicketCount: variant?.maxTicketCount ? String(variant.maxTicketCount) : '',
    isAffectEventTicketCount: variant?.isAffectEventTicketCount ?? true,
  };
}

/** Pounds as typed become pence; a blank price or availability is left for the schema to name. */
export function toTicketVariantRequest(eventId: string, values: TTicketFormValues): TTicketVariantRequest {
  return {
    eventId,
    name: values.name,
    imageUrl: null,
    description: values.description,
    price: values.price === '' ? Number.NaN : poundsToPence(values.price),
    maxTicketCount: values.maxTicketCount === '' ? Number.NaN : Number(values.maxTicketCount),
    isAffectEventTicketCount: values.isAffectEventTicketCount,
  };
}

/**
 * The ticket type form's schema: the request's own §5 rules with their texts, one per field, and the availability
 * not below the tickets sold. It parses into the request body, the price in pence.
 */
export function ticketFormSchema({ eventId, soldTickets }: { eventId: string; soldTickets: number }) {
  return ZTicketFormValues.transform((values, ctx): TTicketVariantRequest => {
    const request = toTicketVariantRequest(eventId, values);
    const messages = firstMessagePerField(ZTicketVariantRequest.safeParse(request), TICKET_FORM_FIELDS);
    if (!messages.has('maxTicketCount') && request.maxTicketCount < soldTickets) {
      messages.set('maxTicketCount', MESSAGES.availability);
    }
    addFieldIssues(ctx, messages);
    return request;
  });
}
