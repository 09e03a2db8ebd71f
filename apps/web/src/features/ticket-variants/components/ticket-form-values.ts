import { MESSAGES } from '@usher/contract/messages';
import {
  ZTicketVariantRequest,
  penceToPounds,
  poundsToPence,
  type TTicketVariant,
  type TTicketVariantRequest,
} from '@usher/contract/ticket-variants';

/** What the form holds: the price in pounds and the availability as typed. */
export type TTicketFormValues = {
  name: string;
  description: string;
  price: string;
  maxTicketCount: string;
  isAffectEventTicketCount: boolean;
};
export type TTicketField = keyof TTicketFormValues;
export const TICKET_FIELDS: readonly TTicketField[] = [
  'name',
  'description',
  'price',
  'maxTicketCount',
  'isAffectEventTicketCount',
];

export function toTicketFormValues(variant?: TTicketVariant): TTicketFormValues {
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

/** The §5 ticket type rules with the contract's schema and texts, and availability not below the sold count. */
export function checkTicketForm(
  values: TTicketFormValues,
  { eventId, soldTickets }: { eventId: string; soldTickets: number },
): Partial<Record<TTicketField, string>> {
  const request = toTicketVariantRequest(eventId, values);
  const errors: Partial<Record<TTicketField, string>> = {};
  const parsed = ZTicketVariantRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TTicketField;
      if (TICKET_FIELDS.includes(field)) errors[field] ??= issue.message;
    }
  }
  if (!errors.maxTicketCount && request.maxTicketCount < soldTickets) {
    errors.maxTicketCount = MESSAGES.availability;
  }
  return errors;
}
