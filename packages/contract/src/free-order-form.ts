import { z } from 'zod';
import type { TActivity } from './activities';
import {
  CUSTOM_FIELD_KEYS,
  customFieldRecord,
  customFieldShape,
  customFieldValues,
  type TCustomFieldKey,
} from './custom-fields';
import { ZAddressForm, toAddressForm } from './fields';
import { addFieldIssues, firstMessagePerField } from './form-issues';
import { ZFreeOrderRequest, checkReceiver, type ReceiverDemands, type TFreeOrderRequest } from './orders';

/** The request's own rules for the tickets chosen: at least one, each type once, at most 100 in all. */
const ZFreeOrderItems = ZFreeOrderRequest.pick({ items: true });

/** The free-tickets form as a person fills it: the quantities chosen per ticket type, then the receiver. */
export const ZFreeOrderFormValues = z.object({
  /** Ticket type id → quantity. */
  items: z.record(z.string(), z.number()),
  phoneNumber: z.string(),
  fullName: z.string(),
  email: z.string(),
  address: ZAddressForm,
  ...customFieldShape(CUSTOM_FIELD_KEYS, z.string()),
  /** A promo code for the cash price; blank is none. */
  promoCode: z.string(),
});
export type TFreeOrderFormValues = z.infer<typeof ZFreeOrderFormValues>;
export type TTicketSelection = TFreeOrderFormValues['items'];

export const EMPTY_FREE_ORDER_FORM: TFreeOrderFormValues = {
  items: {},
  phoneNumber: '',
  fullName: '',
  email: '',
  address: toAddressForm(null),
  ...(Object.fromEntries(CUSTOM_FIELD_KEYS.map((key) => [key, ''])) as Record<TCustomFieldKey, string>),
  promoCode: '',
};

/** Field paths the server may answer 400 messages for; each lands on the matching input (`items`: the selection). */
export const FREE_ORDER_FORM_FIELDS = [
  'items',
  'phoneNumber',
  'fullName',
  'email',
  'address.country',
  'address.city',
  'address.line1',
  'address.line2',
  'address.postCode',
  ...CUSTOM_FIELD_KEYS,
  'promoCode',
] as const;

/** What the activity asks of each receiver (§5 Free or cash tickets). */
export function demandsOf(
  activity: Pick<TActivity, 'isEmailRequired' | 'isFullNameRequired' | 'isAddressRequired' | TCustomFieldKey>,
): ReceiverDemands {
  return {
    isEmailRequired: activity.isEmailRequired,
    isFullNameRequired: activity.isFullNameRequired,
    isAddressRequired: activity.isAddressRequired,
    customFieldLabels: customFieldValues(activity, CUSTOM_FIELD_KEYS).map((label) => label?.trim() || null),
  };
}

/** The labelled custom fields, each with its form key. */
export function labelledCustomFields(demands: ReceiverDemands): { key: TCustomFieldKey; label: string }[] {
  return CUSTOM_FIELD_KEYS.flatMap((key, index) => {
    const label = demands.customFieldLabels[index];
    return label ? [{ key, label }] : [];
  });
}

export function countTickets(selection: TTicketSelection): number {
  return Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);
}

/**
 * The request body: only what the activity asks for; the address only when all four required parts are
 * filled (§5); the tickets with a quantity.
 */
export function toFreeOrderRequest(
  values: TFreeOrderFormValues,
  demands: ReceiverDemands,
): TFreeOrderRequest {
  const { country, city, line1, line2, postCode } = values.address;
  const isAddressComplete = [country, city, line1, postCode].every((part) => part.trim());
  const answers = CUSTOM_FIELD_KEYS.map((key, index) =>
    demands.customFieldLabels[index] ? values[key].trim() : null,
  );
  return {
    phoneNumber: values.phoneNumber.trim(),
    fullName: demands.isFullNameRequired ? values.fullName.trim() : null,
    email: demands.isEmailRequired ? values.email.trim() : null,
    address:
      demands.isAddressRequired && isAddressComplete
        ? {
            country: country.trim(),
            city: city.trim(),
            line1: line1.trim(),
            line2: line2.trim() || null,
            postCode: postCode.trim(),
          }
        : null,
    ...customFieldRecord(answers, CUSTOM_FIELD_KEYS),
    promoCode: values.promoCode.trim() || null,
    items: Object.entries(values.items)
      .filter(([, quantity]) => quantity > 0)
      .map(([identity, quantity]) => ({ identity, quantity })),
  };
}

/**
 * The form's schema for this activity: the request's rules for the tickets chosen, and the contract's own receiver check (the one the
 * server runs) with each message on its field. The address is checked as typed, so a half-filled one points at
 * the gaps. It parses into the request body.
 */
export function freeOrderFormSchema(demands: ReceiverDemands) {
  return ZFreeOrderFormValues.transform((values, ctx): TFreeOrderRequest => {
    const request = toFreeOrderRequest(values, demands);
    addFieldIssues(ctx, firstMessagePerField(ZFreeOrderItems.safeParse({ items: request.items }), ['items']));
    const asTyped = { ...request, address: demands.isAddressRequired ? values.address : null };
    addFieldIssues(ctx, Object.entries(checkReceiver(asTyped, demands)));
    return request;
  });
}
